/**
 * One chart of a dashboard, rendered on the server: its title, a metric's
 * number, the drawing of a bar, line or pie chart as SVG (chart-drawing.tsx:
 * a dashboard runs no script of its own) with a legend under it, and its
 * numbers in a table (visible for "table", for screen readers otherwise).
 * Every number is formatted for the person's locale, with the chart's unit
 * where the locale puts it (lib/domains/pages/types/data_dashboard/values.ts).
 */
import { translator, type ChosenLocale } from "@/lib/core/i18n";
import { valueFormat } from "@/lib/domains/pages/types/data_dashboard/values";
import { ChartDrawing, COLORS, type ChartPoint, type ChartType } from "./chart-drawing";

interface Chart {
  title: string;
  type: ChartType | "metric" | "table";
  unit?: string;
  data: ChartPoint[];
}

function Swatch({ color }: { color: string }) {
  return <span aria-hidden="true" className="inline-block h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: color }} />;
}

export function ChartView({ chart, chosen }: { chart: Chart; chosen: ChosenLocale }) {
  const t = translator(chosen.locale, "shown");
  const format = valueFormat(chart.unit, chosen.formatLocale);
  const unit = chart.unit?.trim();
  // The value axis and a single series say what the numbers are ("Values in kg"); money and percentages say it in each number.
  const seriesLabel = unit && !format.unitInNumbers ? t("valuesIn", { unit }) : t("values");
  const table = (
    <table className={chart.type === "table" ? "w-full text-left text-sm" : "sr-only"}>
      <caption className="sr-only">{chart.title}</caption>
      <thead>
        <tr className="border-b border-stone-300 text-stone-700">
          <th scope="col" className="py-1 font-medium">{t("label")}</th>
          <th scope="col" className="py-1 text-right font-medium">{unit ? `${t("value")} (${unit})` : t("value")}</th>
        </tr>
      </thead>
      <tbody>
        {chart.data.map((point, index) => (
          <tr key={index} className="border-b border-stone-100">
            <th scope="row" className="py-1 font-normal">{point.label}</th>
            <td className="py-1 text-right tabular-nums">{format.full(point.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  let drawing: React.ReactNode = null;
  if (chart.type === "metric") {
    const point = chart.data[0];
    drawing = point ? (
      <div aria-hidden="true">
        <p className="text-4xl font-semibold tabular-nums">{format.full(point.value)}</p>
        {point.label ? <p className="text-sm text-stone-600">{point.label}</p> : null}
      </div>
    ) : null;
  } else if (chart.type !== "table") {
    const total = chart.data.reduce((sum, point) => sum + Math.max(0, point.value), 0);
    const legend =
      chart.type === "pie" ? (
        chart.data.map((point, index) => (
          <li key={index} className="flex items-center gap-1.5">
            <Swatch color={COLORS[index % COLORS.length]!} />
            <span>
              {point.label}: <span className="tabular-nums">{format.full(point.value)}</span>
              {/* A share says something new unless the values are percentages already. */}
              {total > 0 && unit !== "%" ? <span className="text-stone-600"> ({t("share", { percent: format.share(Math.max(0, point.value) / total) })})</span> : null}
            </span>
          </li>
        ))
      ) : (
        <li className="flex items-center gap-1.5">
          <Swatch color={COLORS[0]!} />
          <span>{seriesLabel}</span>
        </li>
      );
    drawing = (
      // The table says the same to assistive technology: the drawing and its legend are for the eyes.
      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className="h-56">
          <ChartDrawing type={chart.type} data={chart.data} format={format} axisLabel={chart.type === "pie" || format.unitInNumbers ? undefined : unit} />
        </div>
        <div className="text-sm text-stone-700">
          <ul className="flex flex-wrap gap-x-4 gap-y-1" data-legend={t("legend")}>
            {legend}
          </ul>
        </div>
      </div>
    );
  }
  return (
    <figure className="min-w-0 rounded-md border border-stone-200 bg-white p-4">
      <figcaption className="mb-2 font-medium">{chart.title}</figcaption>
      {drawing}
      {table}
    </figure>
  );
}
