import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PurchaseCharts } from "@/components/operator/charts";
import { LeasesTable } from "@/components/operator/leases-table";
import { DataTable, Figures, OperatorShell, Section } from "@/components/operator/ui";
import { listOperatorActions } from "@/lib/flows/operator/audit";
import { requireOperatorPage } from "@/lib/adapters/http/operator-guard";
import { latestLeases } from "@/lib/flows/operator/latest";
import { leaseIdOfResource } from "@/lib/flows/operator/lease-detail";
import { operatorOverview } from "@/lib/flows/operator/overview";
import { reconcileAction } from "./actions";

export const metadata: Metadata = { title: "Operator console", robots: { index: false } };

/**
 * /operator: the overview figures (lib/flows/operator/overview.ts) as tables, the
 * latest leases and operator actions, reconciliation and the CSV exports.
 * Signed-in operators only (lib/adapters/http/operator-guard.ts).
 */
export default async function OperatorPage({ searchParams }: { searchParams: Promise<{ lease?: string }> }) {
  const operator = await requireOperatorPage("/operator");
  const { lease: wanted } = await searchParams;
  if (wanted) {
    const id = /^[A-Za-z0-9_-]{1,100}$/.test(wanted) ? ((await leaseIdOfResource(wanted)) ?? wanted) : null;
    if (id) redirect(`/operator/leases/${encodeURIComponent(id)}`);
  }
  const [o, leases, audit] = await Promise.all([operatorOverview(), latestLeases(20), listOperatorActions({ limit: 20 })]);
  const busyDays = o.days.filter((d) => d.newLeases || d.renewals).reverse();
  const today = o.days[o.days.length - 1]!;
  return (
    <OperatorShell email={operator.email} title="Overview">
      <Section id="leases-title" title="Leases">
        <Figures
          caption="Leases by state"
          rows={[
            ["Active Persons", o.activeLeases.person],
            ["Active Pages", o.activeLeases.page],
            ["Suspended", o.activeLeases.suspended],
            ["Expired (not renewed)", o.activeLeases.expired],
            ["Pending (payment settling)", o.activeLeases.pending],
          ]}
        />
      </Section>
      <Section id="money-title" title={`Purchases, last ${o.days.length} days (UTC)`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          <Figures
            caption={`Today (${today.day}, UTC)`}
            rows={[
              ["New leases today", today.newLeases],
              ["Renewals today", today.renewals],
              [`Revenue today (${o.setup.asset})`, today.revenue],
            ]}
          />
          <Figures
            caption="Totals of the last 30 days"
            rows={[
              ["New leases (30 days)", o.totals.newLeases],
              ["Renewals (30 days)", o.totals.renewals],
              [`Revenue (30 days, ${o.setup.asset})`, o.totals.revenue],
            ]}
          />
        </div>
        <PurchaseCharts days={o.days} asset={o.setup.asset} totals={o.totals} />
        <DataTable caption="Purchases by day (days without any left out)" head={["Day", "New leases", "Renewals", `Revenue (${o.setup.asset})`]} rows={busyDays.map((d) => [<span key="day" className="whitespace-nowrap">{d.day}</span>, d.newLeases, d.renewals, d.revenue])} />
      </Section>
      <Section id="usage-title" title="Usage this term (active leases)">
        <Figures
          caption="Turns and submissions"
          rows={[
            ["Turns used", `${o.usage.turnsUsed} of ${o.usage.turnsIncluded}`],
            ["Submissions used", `${o.usage.submissionsUsed} of ${o.usage.submissionsIncluded}`],
          ]}
        />
      </Section>
      <Section id="health-title" title="Settlements, webhooks, rate limits">
        <Figures
          caption="Problems to look at"
          rows={[
            ["Settlements pending", o.settlements.pending],
            ["Settlements claimed, not settled", o.settlements.claimed],
            ["Settlements failed (all time)", o.settlements.failed],
            ["Settlements failed (30 days)", o.settlements.failedLast30Days],
            ["Webhook attempts failed (24 h)", o.webhooks.failedAttempts24h],
            ["Webhook endpoints failing now", o.webhooks.endpointsFailing],
            ["Webhook endpoints disabled by the service", o.webhooks.endpointsDisabled],
            ["Rate-limit refusals today", o.rateLimitRefusals.today],
            ["Rate-limit refusals (7 days)", o.rateLimitRefusals.last7Days],
          ]}
        />
        <form action={reconcileAction}>
          <button type="submit" className="rounded-md bg-stone-800 px-4 py-2 font-medium text-white hover:bg-stone-900">
            Reconcile open payments now
          </button>
        </form>
      </Section>
      <Section id="setup-title" title="Setup">
        <Figures
          caption="Model and payments"
          rows={[
            ["Model provider", o.setup.modelProvider],
            ["Model", o.setup.model ?? "none"],
            ["Facilitator", o.setup.facilitator],
            ["Network", o.setup.network],
          ]}
        />
      </Section>
      <Section id="latest-title" title="Latest leases">
        <form method="get" action="/operator" className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="field-lease" className="text-sm font-medium">
              Open a lease by lease, Person or Page id
            </label>
            <input id="field-lease" name="lease" required maxLength={100} className="rounded-md border border-stone-400 px-3 py-2" />
          </div>
          <button type="submit" className="rounded-md border border-stone-400 bg-white px-4 py-2 font-medium">
            Open
          </button>
        </form>
        <LeasesTable caption="Latest leases" leases={leases} />
        <p className="text-sm">
          <Link href="/operator/leases" className="font-medium underline underline-offset-2">
            All leases: search and filter
          </Link>
        </p>
        <p className="text-sm">
          Export:{" "}
          <a href="/api/operator/export/leases" download className="underline underline-offset-2">
            leases (CSV)
          </a>{" "}
          ·{" "}
          <a href="/api/operator/export/payments" download className="underline underline-offset-2">
            payments (CSV)
          </a>
        </p>
      </Section>
      <Section id="audit-title" title="Latest operator actions">
        <DataTable
          caption="Audit log"
          head={["When (UTC)", "Operator", "Action", "Resource", "Reason"]}
          rows={audit.map((a) => [a.createdAt.slice(0, 19).replace("T", " "), a.operatorEmail, a.action, a.resourceId ?? "", a.reason ?? ""])}
        />
      </Section>
    </OperatorShell>
  );
}
