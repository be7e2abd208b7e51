import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PurchaseCharts } from "@/components/operator/charts";
import { LeasesTable } from "@/components/operator/leases-table";
import { DataTable, Figures, OperatorShell, Section } from "@/components/operator/ui";
import { FormField } from "@/components/ui/field";
import { listOperatorActions } from "@/lib/flows/operator/audit";
import { requireOperatorPage } from "@/lib/adapters/http/operator-guard";
import { latestLeases } from "@/lib/flows/operator/latest";
import { leaseIdOfResource } from "@/lib/flows/operator/lease-detail";
import { operatorOverview, type Overview } from "@/lib/flows/operator/overview";
import { reconcileAction } from "./actions";

export const metadata: Metadata = { title: "Operator console", robots: { index: false } };

/**
 * /operator: the overview figures (lib/flows/operator/overview.ts) as tables, the
 * latest leases and operator actions, reconciliation and the CSV exports.
 * Signed-in operators only (lib/adapters/http/operator-guard.ts).
 */
/** One table of figures: its caption and its rows of label and value (components/operator/ui.tsx Figures). */
interface FigureTable {
  caption: string;
  rows: [string, React.ReactNode][];
}

/** Rows of figures from one part of the overview: each labelled key's value, in the labels' order. */
function rowsOf<T extends object>(values: T, labels: { [K in keyof T]?: string }): FigureTable["rows"] {
  return Object.entries(labels).map(([key, label]) => [String(label), values[key as keyof T] as React.ReactNode]);
}

/** The overview's tables of figures, one shape for all, by where they stand on the page. */
function figureTables(o: Overview) {
  const today = o.days[o.days.length - 1]!;
  const { asset } = o.setup;
  return {
    leases: {
      caption: "Leases by state",
      rows: rowsOf(o.activeLeases, { person: "Active Persons", page: "Active Pages", suspended: "Suspended", expired: "Expired (not renewed)", pending: "Pending (payment settling)" }),
    },
    today: { caption: `Today (${today.day}, UTC)`, rows: rowsOf(today, { newLeases: "New leases today", renewals: "Renewals today", revenue: `Revenue today (${asset})` }) },
    totals: { caption: "Totals of the last 30 days", rows: rowsOf(o.totals, { newLeases: "New leases (30 days)", renewals: "Renewals (30 days)", revenue: `Revenue (30 days, ${asset})` }) },
    usage: {
      caption: "Turns and submissions",
      rows: rowsOf({ turns: `${o.usage.turnsUsed} of ${o.usage.turnsIncluded}`, submissions: `${o.usage.submissionsUsed} of ${o.usage.submissionsIncluded}` }, { turns: "Turns used", submissions: "Submissions used" }),
    },
    health: {
      caption: "Problems to look at",
      rows: [
        ...rowsOf(o.settlements, { pending: "Settlements pending", claimed: "Settlements claimed, not settled", failed: "Settlements failed (all time)", failedLast30Days: "Settlements failed (30 days)" }),
        ...rowsOf(o.webhooks, { failedAttempts24h: "Webhook attempts failed (24 h)", endpointsFailing: "Webhook endpoints failing now", endpointsDisabled: "Webhook endpoints disabled by the service" }),
        ...rowsOf(o.rateLimitRefusals, { today: "Rate-limit refusals today", last7Days: "Rate-limit refusals (7 days)" }),
      ],
    },
    setup: { caption: "Model and payments", rows: rowsOf({ ...o.setup, model: o.setup.model ?? "none" }, { modelProvider: "Model provider", model: "Model", facilitator: "Facilitator", network: "Network" }) },
  } satisfies Record<string, FigureTable>;
}

export default async function OperatorPage({ searchParams }: { searchParams: Promise<{ lease?: string }> }) {
  const operator = await requireOperatorPage("/operator");
  const { lease: wanted } = await searchParams;
  if (wanted) {
    const id = /^[A-Za-z0-9_-]{1,100}$/.test(wanted) ? ((await leaseIdOfResource(wanted)) ?? wanted) : null;
    if (id) redirect(`/operator/leases/${encodeURIComponent(id)}`);
  }
  const [o, leases, audit] = await Promise.all([operatorOverview(), latestLeases(20), listOperatorActions({ limit: 20 })]);
  const busyDays = o.days.filter((d) => d.newLeases || d.renewals).reverse();
  const figures = figureTables(o);
  return (
    <OperatorShell email={operator.email} title="Overview">
      <Section id="leases-title" title="Leases">
        <Figures {...figures.leases} />
      </Section>
      <Section id="money-title" title={`Purchases, last ${o.days.length} days (UTC)`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          <Figures {...figures.today} />
          <Figures {...figures.totals} />
        </div>
        <PurchaseCharts days={o.days} asset={o.setup.asset} totals={o.totals} />
        <DataTable caption="Purchases by day (days without any left out)" head={["Day", "New leases", "Renewals", `Revenue (${o.setup.asset})`]} rows={busyDays.map((d) => [<span key="day" className="whitespace-nowrap">{d.day}</span>, d.newLeases, d.renewals, d.revenue])} />
      </Section>
      <Section id="usage-title" title="Usage this term (active leases)">
        <Figures {...figures.usage} />
      </Section>
      <Section id="health-title" title="Settlements, webhooks, rate limits">
        <Figures {...figures.health} />
        <form action={reconcileAction}>
          <button type="submit" className="rounded-md bg-stone-800 px-4 py-2 font-medium text-white hover:bg-stone-900">
            Reconcile open payments now
          </button>
        </form>
      </Section>
      <Section id="setup-title" title="Setup">
        <Figures {...figures.setup} />
      </Section>
      <Section id="latest-title" title="Latest leases">
        <form method="get" action="/operator" className="flex flex-wrap items-end gap-2">
          <FormField id="field-lease" label="Open a lease by lease, Person or Page id" labelClassName="text-sm font-medium" className="flex flex-col gap-1">
            {(control) => <input {...control} name="lease" required maxLength={100} className="rounded-md border border-stone-400 px-3 py-2" />}
          </FormField>
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
