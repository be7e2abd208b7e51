/**
 * The drawing of a bar, line or pie chart as plain SVG markup: no chart
 * library runs in the browser (Recharts did, and its script was the largest
 * of any Page: Lighthouse performance 0.85 on a dashboard), and no React
 * either, so that a dashboard can be drawn in a render worker and kept per
 * content version (./html.ts, lib/domains/pages/render.ts). Every mark
 * carries a <title> with its label and value (the browser's own tooltip),
 * bars and points carry their value as a label when there are few enough to
 * read, and the value axis names its unit; the numbers are in the chart's
 * table for assistive technology, so the drawing itself is hidden from it
 * (./html.ts draws the legend). Numbers come formatted for the person's
 * locale (`format`, ./values.ts). The operator console draws its charts with
 * it too. Pure.
 */
import { attributes, html, type Html } from "../../../../core/markdown/html";
import type { ValueFormat } from "./values";

export type ChartType = "bar" | "line" | "pie";
export interface ChartPoint {
  label: string;
  value: number;
}

/** The colours of a pie's slices (and of the legend's swatches); a bar or line chart uses the first. */
export const COLORS = ["#1c1917", "#57534e", "#a8a29e", "#0f766e", "#b45309", "#1d4ed8"];
const WIDTH = 360;
const HEIGHT = 224;
const PAD = { top: 24, right: 14, bottom: 30, left: 58 };
/** At most this many marks carry their value as a label (more would overlap). */
const LABELLED = 12;
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** Tick values for the value axis: 0, the extremes, and round steps between (whole steps for counts). */
function scaleOf(values: number[], wholeNumbers = false) {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const step = 10 ** Math.floor(Math.log10(span / 4));
  const nice = Math.max(wholeNumbers ? 1 : 0, [1, 2, 5, 10].map((m) => m * step).find((s) => span / s <= 5) ?? step * 10);
  const from = Math.floor(low / nice) * nice;
  const to = Math.ceil(high / nice) * nice;
  const y = (value: number) => PAD.top + PLOT_H - ((value - from) / (to - from || 1)) * PLOT_H;
  const ticks: number[] = [];
  for (let t = from; t <= to + nice / 2; t += nice) ticks.push(Number(t.toPrecision(12)));
  return { y, ticks };
}

const short = (text: string, length = 8) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

interface AxesProps {
  ticks: number[];
  y: (v: number) => number;
  labels: string[];
  x: (i: number) => number;
  format: ValueFormat;
  axisLabel?: string;
  labelsFromEnd?: boolean;
}

function axes({ ticks, y, labels, x, format, axisLabel, labelsFromEnd }: AxesProps): Html {
  const every = Math.max(1, Math.ceil(labels.length / 8)); // at most about eight labels under the axis
  // A series by day is labelled from its last point (today), a list of categories from its first.
  const labelled = (index: number) => (labelsFromEnd ? labels.length - 1 - index : index) % every === 0;
  return html`<g font-size="13" fill="#57534e">${axisLabel ? html`<text x="4" y="12" font-weight="600">${axisLabel}</text>` : null}${ticks.map(
    (tick) =>
      html`<g><line${attributes({ x1: PAD.left, x2: WIDTH - PAD.right, y1: y(tick), y2: y(tick), stroke: tick === 0 ? "#a8a29e" : "#e7e5e4", "stroke-dasharray": tick === 0 ? undefined : "3 3" })}></line><text${attributes({ x: PAD.left - 6, y: y(tick) })} text-anchor="end" dominant-baseline="middle">${format.tick(tick)}</text></g>`,
  )}${labels.map((label, index) => (labelled(index) ? html`<text${attributes({ x: x(index), y: HEIGHT - 8 })} text-anchor="middle">${short(label)}</text>` : null))}</g>`;
}

interface DrawingProps {
  data: ChartPoint[];
  format: ValueFormat;
  axisLabel?: string;
  /** Counts: the value axis steps by whole numbers (no "0.5 leases"). */
  wholeNumbers?: boolean;
  /** A time series: the labels under the axis are counted from the last point, so the latest is always named. */
  labelsFromEnd?: boolean;
}

const markTitle = (point: ChartPoint, format: ValueFormat) => html`<title>${`${point.label}: ${format.full(point.value)}`}</title>`;

function barDrawing({ data, format, axisLabel, wholeNumbers, labelsFromEnd }: DrawingProps): Html {
  const { y, ticks } = scaleOf(data.map((point) => point.value), wholeNumbers);
  const band = PLOT_W / data.length;
  const x = (index: number) => PAD.left + band * (index + 0.5);
  const width = Math.max(1, band * 0.7);
  const bars = data.map(
    (point, index) =>
      html`<rect${attributes({ x: x(index) - width / 2, width, y: Math.min(y(point.value), y(0)), height: Math.abs(y(0) - y(point.value)), fill: COLORS[0] })}>${markTitle(point, format)}</rect>`,
  );
  const values =
    data.length <= LABELLED
      ? html`<g font-size="12" fill="#1c1917" text-anchor="middle">${data.map((point, index) => html`<text${attributes({ x: x(index), y: point.value >= 0 ? y(point.value) - 4 : y(point.value) + 11 })}>${format.tick(point.value)}</text>`)}</g>`
      : null;
  return html`${axes({ ticks, y, labels: data.map((point) => point.label), x, format, axisLabel, labelsFromEnd })}${bars}${values}`;
}

function lineDrawing({ data, format, axisLabel, wholeNumbers, labelsFromEnd }: DrawingProps): Html {
  const { y, ticks } = scaleOf(data.map((point) => point.value), wholeNumbers);
  const x = (index: number) => PAD.left + (data.length === 1 ? PLOT_W / 2 : (PLOT_W * index) / (data.length - 1));
  const points = data.map((point, index) => `${x(index)},${y(point.value)}`).join(" ");
  const marks = data.map(
    (point, index) => html`<circle${attributes({ cx: x(index), cy: y(point.value), r: data.length > 60 ? 1.5 : 3.5, fill: COLORS[0] })}>${markTitle(point, format)}</circle>`,
  );
  const values =
    data.length <= LABELLED
      ? html`<g font-size="12" fill="#1c1917" text-anchor="middle">${data.map((point, index) => html`<text${attributes({ x: x(index), y: y(point.value) - 8 })}>${format.tick(point.value)}</text>`)}</g>`
      : null;
  return html`${axes({ ticks, y, labels: data.map((point) => point.label), x, format, axisLabel, labelsFromEnd })}<polyline${attributes({ points, fill: "none", stroke: COLORS[0], "stroke-width": "2" })}></polyline>${marks}${values}`;
}

function pieDrawing({ data, format }: DrawingProps): Html {
  // Negative values have no slice; the table still lists them.
  const total = data.reduce((sum, point) => sum + Math.max(0, point.value), 0);
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const r = HEIGHT / 2 - 16;
  // Each slice starts where the ones before it end, from twelve o'clock.
  const shares = data.map((point) => (total > 0 ? Math.max(0, point.value) / total : 0));
  const starts: number[] = [];
  shares.reduce((before, share, index) => ((starts[index] = -Math.PI / 2 + before * 2 * Math.PI), before + share), 0);
  return html`${data.map((point, index) => {
    const share = shares[index]!;
    if (share === 0) return null;
    const start = starts[index]!;
    const end = start + share * 2 * Math.PI;
    const title = html`<title>${`${point.label}: ${format.full(point.value)} (${format.share(share)})`}</title>`;
    const fill = COLORS[index % COLORS.length];
    if (share >= 0.9999) return html`<circle${attributes({ cx, cy, r, fill })}>${title}</circle>`;
    const [x1, y1, x2, y2] = [cx + r * Math.cos(start), cy + r * Math.sin(start), cx + r * Math.cos(end), cy + r * Math.sin(end)];
    return html`<path${attributes({ d: `M${cx},${cy} L${x1},${y1} A${r},${r} 0 ${share > 0.5 ? 1 : 0} 1 ${x2},${y2} Z`, fill, stroke: "#fff", "stroke-width": "1" })}>${title}</path>`;
  })}`;
}

/** A chart's drawing: an <svg> that fills its box, marked with its type (`data-chart-type`). */
export function chartDrawing({ type, ...props }: { type: ChartType } & DrawingProps): Html {
  const drawing = type === "line" ? lineDrawing : type === "pie" ? pieDrawing : barDrawing;
  return html`<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" height="100%" role="presentation" class="overflow-visible" data-chart-type="${type}">${drawing(props)}</svg>`;
}
