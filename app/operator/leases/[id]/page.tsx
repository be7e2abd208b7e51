import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CounterpartIntl } from "@/components/i18n/root";
import { LeaseActions } from "@/components/operator/lease-actions";
import { DataTable, Figures, OperatorShell, Section } from "@/components/operator/ui";
import { requireOperatorPage } from "@/lib/adapters/http/operator-guard";
import { leaseDetail } from "@/lib/flows/operator/lease-detail";
import { LeaseIdSchema } from "@/lib/flows/operator/types";
import { revokeAction, suspendAction, unsuspendAction } from "./actions";

export const metadata: Metadata = { title: "Lease · Operator console", robots: { index: false } };

const when = (at: string | null) => (at ? at.slice(0, 19).replace("T", " ") : "");

/** /operator/leases/{id}: one lease, its payments, tokens, events and audit rows, and the operator's actions on it. */
export default async function OperatorLeasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await requireOperatorPage(`/operator/leases/${encodeURIComponent(id)}`);
  const leaseId = LeaseIdSchema.safeParse(id);
  const lease = leaseId.success ? await leaseDetail(leaseId.data) : null;
  if (!lease) notFound();
  const counterpartPath = `/${lease.resourceType === "page" ? "pages" : "persons"}/${lease.resourceId}`;
  return (
    <OperatorShell email={operator.email} title={`${lease.resourceType === "page" ? "Page" : "Person"}: ${lease.name ?? lease.resourceId}`}>
      {lease.suspendedAt ? (
        <p role="status" className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-amber-950">
          Suspended since {when(lease.suspendedAt)} UTC: {lease.suspendedReason}
        </p>
      ) : null}
      <Section id="lease-title" title="Lease">
        <Figures
          caption="The lease"
          rows={[
            ["Lease id", <span key="id" className="font-mono break-all">{lease.id}</span>],
            ["Resource", <a key="r" href={counterpartPath} className="font-mono break-all underline underline-offset-2">{lease.resourceId}</a>],
            ["Payer", <span key="p" className="font-mono break-all">{lease.principal}</span>],
            ["Status", lease.suspendedAt ? `${lease.status}, suspended` : lease.status],
            ["Term", `${when(lease.termStart)} to ${when(lease.termEnd)} UTC`],
            [lease.resourceType === "person" ? "Turns used" : "Submissions used", `${lease.usedUnits} of ${lease.includedUnits}`],
            ["Renewals", lease.renewals],
          ]}
        />
      </Section>
      <Section id="actions-title" title="Actions">
        <CounterpartIntl chosen={{ locale: "en", formatLocale: "en" }}>
          <LeaseActions
            suspended={lease.suspendedAt !== null}
            destroyed={lease.status === "destroyed"}
            suspend={suspendAction.bind(null, lease.id)}
            unsuspend={unsuspendAction.bind(null, lease.id)}
            revoke={revokeAction.bind(null, lease.id)}
          />
        </CounterpartIntl>
      </Section>
      <Section id="audit-title" title="Operator actions on this lease">
        <DataTable caption="Audit log of this lease" head={["When (UTC)", "Operator", "Action", "Reason"]} rows={lease.audit.map((a) => [when(a.createdAt), a.operatorEmail, a.action, a.reason ?? ""])} />
      </Section>
      <Section id="payments-title" title="Payments">
        <DataTable
          caption="Payments"
          head={["Payment", "Purpose", "Amount (atomic)", "Status", "Transaction", "When (UTC)"]}
          rows={lease.payments.map((p) => [p.id, p.purpose, p.amount, p.status, <span key="t" className="font-mono break-all">{p.transaction ?? ""}</span>, when(p.createdAt)])}
        />
      </Section>
      <Section id="tokens-title" title="Capability tokens and OAuth grants">
        <DataTable
          caption="Capability tokens"
          head={["Token", "Issued", "Expires", "Refreshed", "Revoked"]}
          rows={lease.tokens.map((t) => [<span key="h" className="font-mono">{t.hint}</span>, when(t.createdAt), when(t.expiresAt), t.refreshed ? "yes" : "", when(t.revokedAt)])}
        />
        <DataTable caption="OAuth grants" head={["Client", "Scope", "Granted", "Revoked"]} rows={lease.grants.map((g) => [g.clientName, g.scope, when(g.createdAt), when(g.revokedAt)])} />
      </Section>
      <Section id="events-title" title="Latest events and webhooks">
        <DataTable caption="Latest events" head={["Seq", "Type", "Actor", "When (UTC)"]} rows={lease.events.map((e) => [e.seq, e.type, e.actor, when(e.createdAt)])} />
        <DataTable
          caption="Webhook endpoints"
          head={["Endpoint", "URL", "Enabled", "Last delivery"]}
          rows={lease.webhooks.map((w) => [w.id, <span key="u" className="break-all">{w.url}</span>, w.enabled ? "yes" : "no", w.lastOk === null ? "none yet" : w.lastOk ? "ok" : "failed"])}
        />
        <DataTable
          caption="Latest deliveries"
          head={["When (UTC)", "Event", "Endpoint", "Attempt", "Answer", "Time"]}
          rows={lease.deliveries.map((d) => [
            when(d.createdAt),
            d.eventType,
            d.endpointId,
            d.attempt,
            d.ok ? `ok (${d.status})` : `failed${d.status === null ? "" : ` (${d.status})`}${d.error ? `: ${d.error.slice(0, 120)}` : ""}`,
            `${d.latencyMs} ms`,
          ])}
        />
      </Section>
    </OperatorShell>
  );
}
