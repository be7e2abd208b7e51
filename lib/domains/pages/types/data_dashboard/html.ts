/**
 * A dashboard's charts as HTML: each chart a <figure> with its title, a
 * metric's number or a drawing (./drawing.ts) with its legend, and its
 * numbers in a table (visible for "table", for screen readers otherwise).
 * Every number is formatted for the person's locale, with the chart's unit
 * where the locale puts it (./values.ts). Markup, not React, so that a
 * dashboard at its cap is drawn in a render worker and kept per content
 * version (lib/domains/pages/render.ts) rather than rendered on the shared
 * thread at every view. Pure.
 */
import { translator, type ChosenLocale } from "../../../../core/i18n";
import { html, type Html } from "../../../../core/markdown/html";
import { chartDrawing, COLORS, type ChartPoint, type ChartType } from "./drawing";
import { valueFormat } from "./values";

export interface Chart {
  title: string;
  type: ChartType | "metric" | "table";
  unit?: string;
  data: ChartPoint[];
}

const swatch = (color: string) => html`<span aria-hidden="true" class="inline-block h-3 w-3 shrink-0 rounded-sm" style="background-color:${color}"></span>`;

export function chartHtml(chart: Chart, chosen: ChosenLocale): Html {
  const t = translator(chosen.locale, "shown");
  const format = valueFormat(chart.unit, chosen.formatLocale);
  const unit = chart.unit?.trim();
  // The value axis and a single series say what the numbers are ("Values in kg"); money and percentages say it in each number.
  const seriesLabel = unit && !format.unitInNumbers ? t("valuesIn", { unit }) : t("values");
  const table = html`<table class="${chart.type === "table" ? "w-full text-left text-sm" : "sr-only"}"><caption class="sr-only">${chart.title}</caption><thead><tr class="border-b border-stone-300 text-stone-700"><th scope="col" class="py-1 font-medium">${t("label")}</th><th scope="col" class="py-1 text-right font-medium">${unit ? `${t("value")} (${unit})` : t("value")}</th></tr></thead><tbody>${chart.data.map(
    (point) => html`<tr class="border-b border-stone-100"><th scope="row" class="py-1 font-normal">${point.label}</th><td class="py-1 text-right tabular-nums">${format.full(point.value)}</td></tr>`,
  )}</tbody></table>`;
  let drawing: Html | null = null;
  if (chart.type === "metric") {
    const point = chart.data[0];
    drawing = point
      ? html`<div aria-hidden="true"><p class="text-4xl font-semibold tabular-nums">${format.full(point.value)}</p>${point.label ? html`<p class="text-sm text-stone-600">${point.label}</p>` : null}</div>`
      : null;
  } else if (chart.type !== "table") {
    const total = chart.data.reduce((sum, point) => sum + Math.max(0, point.value), 0);
    const legend =
      chart.type === "pie"
        ? chart.data.map(
            (point, index) =>
              // A share says something new unless the values are percentages already.
              html`<li class="flex items-center gap-1.5">${swatch(COLORS[index % COLORS.length]!)}<span>${point.label}: <span class="tabular-nums">${format.full(point.value)}</span>${total > 0 && unit !== "%" ? html`<span class="text-stone-600"> (${t("share", { percent: format.share(Math.max(0, point.value) / total) })})</span>` : null}</span></li>`,
          )
        : html`<li class="flex items-center gap-1.5">${swatch(COLORS[0]!)}<span>${seriesLabel}</span></li>`;
    const axisLabel = chart.type === "pie" || format.unitInNumbers ? undefined : unit;
    // The table says the same to assistive technology: the drawing and its legend are for the eyes.
    drawing = html`<div aria-hidden="true" class="flex flex-col gap-2"><div class="h-56">${chartDrawing({ type: chart.type, data: chart.data, format, axisLabel })}</div><div class="text-sm text-stone-700"><ul class="flex flex-wrap gap-x-4 gap-y-1" data-legend="${t("legend")}">${legend}</ul></div></div>`;
  }
  return html`<figure class="min-w-0 rounded-md border border-stone-200 bg-white p-4"><figcaption class="mb-2 font-medium">${chart.title}</figcaption>${drawing}${table}</figure>`;
}

/** Every chart of a dashboard, in order, as one piece of markup (the figures of its grid). */
export function dashboardHtml(charts: readonly Chart[], chosen: ChosenLocale): string {
  return charts.map((chart) => chartHtml(chart, chosen).markup).join("");
}
