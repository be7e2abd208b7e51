import type { Metadata } from "next";
import Link from "next/link";
import { LeasesTable } from "@/components/operator/leases-table";
import { OperatorShell, Section } from "@/components/operator/ui";
import { FormField } from "@/components/ui/field";
import { requireOperatorPage } from "@/lib/adapters/http/operator-guard";
import { LEASE_STATUSES, LeaseListQuerySchema, listLeases } from "@/lib/flows/operator/leases-list";

export const metadata: Metadata = { title: "Leases · Operator console", robots: { index: false } };

/** /operator/leases: every lease, searched (id, payer, label or name) and filtered by status, 25 a page. */
export default async function OperatorLeasesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const operator = await requireOperatorPage("/operator/leases");
  const raw = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = LeaseListQuerySchema.parse({ q: first(raw.q) || undefined, status: first(raw.status) || undefined, page: first(raw.page) || undefined });
  const list = await listLeases(query);
  const link = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.status) params.set("status", query.status);
    params.set("page", String(page));
    return `/operator/leases?${params}`;
  };
  return (
    <OperatorShell email={operator.email} title="Leases">
      <Section id="search-title" title="Search">
        <form method="get" action="/operator/leases" className="flex flex-wrap items-end gap-3">
          <FormField id="field-q" label="Lease or resource id, payer address, label or name" labelClassName="text-sm font-medium" className="flex flex-col gap-1">
            {(control) => <input {...control} name="q" defaultValue={query.q ?? ""} maxLength={100} className="rounded-md border border-stone-400 px-3 py-2" />}
          </FormField>
          <FormField id="field-status" label="Status" labelClassName="text-sm font-medium" className="flex flex-col gap-1">
            {(control) => (
              <select {...control} name="status" defaultValue={query.status ?? ""} className="rounded-md border border-stone-400 bg-white px-3 py-2">
                <option value="">Any</option>
                {LEASE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="submit" className="rounded-md bg-stone-800 px-4 py-2 font-medium text-white hover:bg-stone-900">
            Search
          </button>
        </form>
      </Section>
      <Section id="results-title" title={`${list.total} lease${list.total === 1 ? "" : "s"}`}>
        <LeasesTable caption="Leases found" leases={list.rows} />
        <nav aria-label="Pages of results" className="flex items-center gap-4 text-sm">
          {list.page > 1 ? (
            <Link href={link(list.page - 1)} className="underline underline-offset-2">
              Previous
            </Link>
          ) : null}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages ? (
            <Link href={link(list.page + 1)} className="underline underline-offset-2">
              Next
            </Link>
          ) : null}
        </nav>
      </Section>
    </OperatorShell>
  );
}
