/**
 * The overview's charts by day: new leases, renewals and revenue
 * over the last 30 UTC days, drawn as SVG on the server by the data
 * dashboard Page's own drawing (lib/domains/pages/types/data_dashboard/drawing.ts;
 * no script). The drawing is for the eyes: each figure's caption says its total
 * and today's value, and the "Purchases by day" table beside it has the
 * numbers for assistive technology.
 */
import { chartDrawing, type ChartPoint, type ChartType } from "@/lib/domains/pages/types/data_dashboard/drawing";
import { valueFormat } from "@/lib/domains/pages/types/data_dashboard/values";
import type { DayFigures } from "@/lib/flows/operator/overview";

interface Series {
  id: string;
  title: string;
  type: ChartType;
  unit?: string;
  value: (day: DayFigures) => number;
  /** The total as the console writes it (revenue keeps its exact decimal). */
  total: string;
  today: string;
}

/** "MM-DD": short enough for eight labels under a 30-day axis. */
const dayLabel = (day: string) => day.slice(5);

function DayChart({ series, days }: { series: Series; days: DayFigures[] }) {
  const data: ChartPoint[] = days.map((day) => ({ label: dayLabel(day.day), value: series.value(day) }));
  const format = valueFormat(series.unit, "en");
  return (
    <figure className="flex flex-col gap-2 rounded-md border border-stone-300 p-3" aria-labelledby={`${series.id}-caption`}>
      <figcaption id={`${series.id}-caption`} className="text-sm">
        <span className="font-semibold">{series.title}</span>{" "}
        <span className="text-stone-700">
          (30 days: {series.total}; today: {series.today})
        </span>
      </figcaption>
      {/* Markup that escapes every text it holds (lib/core/markdown/html.ts). */}
      <div
        aria-hidden="true"
        className="aspect-[360/224] w-full"
        data-chart={series.id}
        dangerouslySetInnerHTML={{ __html: chartDrawing({ type: series.type, data, format, axisLabel: series.unit, wholeNumbers: !series.unit, labelsFromEnd: true }).markup }}
      />
    </figure>
  );
}

export function PurchaseCharts({ days, asset, totals }: { days: DayFigures[]; asset: string; totals: { newLeases: number; renewals: number; revenue: string } }) {
  const today = days[days.length - 1];
  const series: Series[] = [
    { id: "chart-new", title: "New leases by day", type: "bar", value: (d) => d.newLeases, total: String(totals.newLeases), today: String(today?.newLeases ?? 0) },
    { id: "chart-renewals", title: "Renewals by day", type: "bar", value: (d) => d.renewals, total: String(totals.renewals), today: String(today?.renewals ?? 0) },
    { id: "chart-revenue", title: `Revenue by day (${asset})`, type: "line", unit: asset, value: (d) => Number(d.revenue), total: totals.revenue, today: today?.revenue ?? "0" },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {series.map((s) => (
        <DayChart key={s.id} series={s} days={days} />
      ))}
    </div>
  );
}
