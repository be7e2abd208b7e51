/** data_dashboard: a dashboard or metrics presentation (charts drawn on the server). */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { text } from "../shared";
import { headingFrom } from "../heading";

/** The most charts a dashboard may hold. */
export const MAX_CHARTS = 12;
/** The most points (bars, line points, slices, table rows) one chart may hold. */
export const MAX_POINTS = 100;

export const ChartSchema = z
  .looseObject({
    title: text(200),
    type: z.enum(["bar", "line", "pie", "metric", "table"]),
    unit: z.string().max(20).optional(),
    data: z
      .array(z.object({ label: z.string().max(200), value: z.number() }))
      .min(1)
      .max(MAX_POINTS)
      .meta({ description: `The chart's points, in order: at most ${MAX_POINTS} (more is refused, 400; a longer series is summarised before it is sent, by week or by category).` }),
  })
  .meta({ id: "Chart" });

export const DataDashboardContentSchema = z
  .looseObject({
    dashboard_title: text(200),
    description: z.string().max(5_000).optional(),
    charts: z
      .array(ChartSchema)
      .min(1)
      .max(MAX_CHARTS)
      .meta({ description: `The charts, drawn on the server in this order: at most ${MAX_CHARTS} (more is refused, 400), each with at most ${MAX_POINTS} points.` }),
  })
  .meta({ id: "DataDashboardContent" });

export const dataDashboard = definePageType({
  purpose: "Dashboard or metrics presentation",
  contentKeys: ["dashboard_title", "description", "charts[]"],
  content: DataDashboardContentSchema,
  examples: [
    {
      summary: "A shop's weekly sales report for its owner",
      label: "Weekly sales",
      content: {
        dashboard_title: "Sales, week 47",
        description: "Online and in-store sales, 16 to 22 November 2026.",
        charts: [
          { title: "Revenue", type: "metric", unit: "£", data: [{ label: "This week", value: 23840 }] },
          { title: "Orders by day", type: "bar", data: [{ label: "Mon", value: 41 }, { label: "Tue", value: 38 }, { label: "Wed", value: 52 }, { label: "Thu", value: 47 }, { label: "Fri", value: 66 }, { label: "Sat", value: 91 }, { label: "Sun", value: 58 }] },
          { title: "Channel", type: "pie", unit: "%", data: [{ label: "Online", value: 62 }, { label: "In store", value: 38 }] },
        ],
      },
    },
  ],
  heading: headingFrom("title", "dashboard_title"),
  submissions: {},
  events: [],
});
