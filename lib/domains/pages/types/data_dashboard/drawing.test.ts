/** The dashboard's charts are SVG markup drawn on the server (./drawing.ts). */
import { describe, expect, it } from "vitest";
import { chartDrawing, type ChartPoint, type ChartType } from "./drawing";
import { valueFormat } from "./values";

const draw = (type: ChartType, data: ChartPoint[], unit = "", locale = "en") =>
  chartDrawing({ type, data, format: valueFormat(unit, locale), axisLabel: type === "pie" || valueFormat(unit, locale).unitInNumbers ? undefined : unit || undefined }).markup;
const render = (props: Parameters<typeof chartDrawing>[0]) => chartDrawing(props).markup;
const attr = (markup: string, element: string, name: string) => [...markup.matchAll(new RegExp(`<${element}[^>]*\\s${name}="([^"]+)"`, "g"))].map((m) => Number(m[1]));

describe("chartDrawing", () => {
  it("draws one bar per point, heights in proportion, each with its label and value as a title", () => {
    const markup = draw("bar", [{ label: "Mon", value: 3 }, { label: "Tue", value: 6 }], "kg");
    const heights = attr(markup, "rect", "height");
    expect(heights).toHaveLength(2);
    expect(heights[1]! / heights[0]!).toBeCloseTo(2, 5);
    expect(markup).toContain("<title>Tue: 6 kg</title>");
    expect(markup).toContain('data-chart-type="bar"');
  });

  it("draws negative bars below the zero line", () => {
    const markup = draw("bar", [{ label: "a", value: 4 }, { label: "b", value: -2 }]);
    const [upY, downY] = attr(markup, "rect", "y");
    const [upH, downH] = attr(markup, "rect", "height");
    expect(upY! + upH!).toBeCloseTo(downY!, 5); // both start at the zero line
    expect(upH! / downH!).toBeCloseTo(2, 5);
  });

  it("draws a line through every point, higher values higher up", () => {
    const markup = draw("line", [{ label: "1", value: 1 }, { label: "2", value: 5 }, { label: "3", value: 2 }]);
    const ys = attr(markup, "circle", "cy");
    expect(ys).toHaveLength(3);
    expect(ys[1]!).toBeLessThan(ys[2]!);
    expect(ys[2]!).toBeLessThan(ys[0]!);
    expect(markup).toMatch(/<polyline points="[^"]+"/);
  });

  it("draws one slice per positive value, and a whole circle for a single one", () => {
    const markup = draw("pie", [{ label: "A", value: 1 }, { label: "B", value: 3 }, { label: "C", value: 0 }]);
    expect(markup.match(/<path /g)).toHaveLength(2);
    expect(markup).toContain("<title>B: 3 (75%)</title>");
    expect(draw("pie", [{ label: "All", value: 9 }]).match(/<circle /g)).toHaveLength(1);
  });

  it("labels the value axis with its unit and each bar with its value, in the person's locale", () => {
    const markup = draw("bar", [{ label: "Mon", value: 1200 }, { label: "Tue", value: 2500.5 }], "kg", "de");
    expect(markup).toContain(">kg</text>"); // the axis's unit
    expect(markup).toContain(">1.200</text>"); // a bar's value label as German writes numbers (the axis says kg)
    expect(markup).toContain("<title>Tue: 2.500,5 kg</title>");
    expect(draw("line", [{ label: "a", value: 25000 }], "", "en")).toContain(">25K</text>");
    expect(draw("bar", [{ label: "a", value: 5 }, { label: "b", value: 3 }], "£", "en-GB")).toContain("<title>a: £5</title>");
  });

  it("draws a flat series and a single point without dividing by zero", () => {
    for (const type of ["bar", "line", "pie"] as const) {
      expect(draw(type, [{ label: "only", value: 0 }])).not.toMatch(/NaN|Infinity/);
      expect(draw(type, [{ label: "x", value: 7 }, { label: "y", value: 7 }])).not.toMatch(/NaN|Infinity/);
    }
  });
  it("steps a count's axis by whole numbers, and labels a series by day from its last point (the operator console's charts)", () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ label: `d${i}`, value: i === 29 ? 1 : 0 }));
    const props = { type: "bar" as const, data: days, format: valueFormat("", "en") };
    expect(render(props)).toContain(">0.2</text>");
    const counts = render({ ...props, wholeNumbers: true, labelsFromEnd: true });
    expect(counts).not.toMatch(/>0\.\d<\/text>/);
    expect(counts).toContain(">d29</text>");
    expect(counts).not.toContain(">d0</text>");
    expect(render(props)).toContain(">d0</text>");
  });
});
