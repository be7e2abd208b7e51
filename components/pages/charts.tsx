"use client";

import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

interface Chart {
  title: string;
  type: "bar" | "line" | "pie" | "metric" | "table";
  unit?: string;
  data: { label: string; value: number }[];
}

const COLORS = ["#1c1917", "#57534e", "#a8a29e", "#0f766e", "#b45309", "#1d4ed8"];

/** One chart, drawn with Recharts, with its numbers also in a table for screen readers and keyboard users. */
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
        <ResponsiveContainer width="100%" height="100%">
          {chart.type === "line" ? (
            <LineChart data={chart.data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis />
              <Tooltip />
              <Line type="monotone" dataKey="value" stroke={COLORS[0]} isAnimationActive={false} />
            </LineChart>
          ) : chart.type === "pie" ? (
            <PieChart accessibilityLayer={false}>
              <Pie data={chart.data} dataKey="value" nameKey="label" outerRadius={80} isAnimationActive={false} label>
                {chart.data.map((_, index) => (
                  <Cell key={index} fill={COLORS[index % COLORS.length]} />
                ))}
              </Pie>
              <Tooltip />
            </PieChart>
          ) : (
            <BarChart data={chart.data} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis />
              <Tooltip />
              <Bar dataKey="value" fill={COLORS[0]} isAnimationActive={false} />
            </BarChart>
          )}
        </ResponsiveContainer>
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
