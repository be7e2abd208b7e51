import Link from "next/link";
import type { LeaseRow } from "@/lib/flows/operator/lease-row";
import { DataTable } from "./ui";

/** Leases as rows: id (a link to the lease), type, name, payer, status, created. */
export function LeasesTable({ caption, leases }: { caption: string; leases: LeaseRow[] }) {
  return (
    <DataTable
      caption={caption}
      head={["Lease", "Type", "Name", "Payer", "Status", "Created (UTC)"]}
      rows={leases.map((l) => [
        <Link key={l.id} href={`/operator/leases/${l.id}`} className="font-mono underline underline-offset-2">
          {l.id}
        </Link>,
        l.resourceType,
        l.name ?? "",
        <span key="p" className="font-mono">
          {l.principal}
        </span>,
        l.suspended ? `${l.status}, suspended` : l.status,
        l.createdAt.slice(0, 16).replace("T", " "),
      ])}
    />
  );
}
