/**
 * One chart of a dashboard, rendered on the server: its title, a metric's
 * number, and its numbers in a table (visible for "table", for screen readers
 * and keyboard users otherwise), and the drawing of a bar, line or pie chart
 * as SVG (chart-drawing.tsx): a dashboard runs no script of its own.
 */
import { ChartDrawing, type ChartPoint, type ChartType } from "./chart-drawing";

interface Chart {
  title: string;
  type: ChartType | "metric" | "table";
  unit?: string;
  data: ChartPoint[];
}

export function ChartView({ chart }: { chart: Chart }) {
  const unit = chart.unit ? ` ${chart.unit}` : "";
  const table = (
    <table className={chart.type === "table" ? "w-full text-left text-sm" : "sr-only"}>
      <caption className="sr-only">{chart.title}</caption>
      <tbody>
        {chart.data.map((point, index) => (
          <tr key={index} className="border-b border-stone-100">
            <th scope="row" className="py-1 font-normal">{point.label}</th>
            <td className="py-1 text-right">
              {point.value}
              {unit}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  let drawing: React.ReactNode = null;
  if (chart.type === "metric") {
    drawing = (
      <p className="text-4xl font-semibold" aria-hidden="true">
        {chart.data[0]?.value}
        {unit}
      </p>
    );
  } else if (chart.type !== "table") {
    drawing = (
      <div className="h-56" aria-hidden="true">
        <ChartDrawing type={chart.type} data={chart.data} unit={unit} />
      </div>
    );
  }
  return (
    <figure className="rounded-md border border-stone-200 bg-white p-4">
      <figcaption className="mb-2 font-medium">{chart.title}</figcaption>
      {drawing}
      {table}
    </figure>
  );
}
