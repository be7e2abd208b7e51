import { describe, expect, it } from "vitest";
import { splitPassages } from "./passages";

describe("splitPassages", () => {
  it("keeps short paragraphs together and separates long ones", () => {
    const text = "Alpha one.\n\nBeta two.\n\n" + "Long sentence here. ".repeat(100);
    const passages = splitPassages(text);
    expect(passages[0]).toBe("Alpha one.\n\nBeta two.");
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(1200);
    expect(passages.join(" ").replace(/\s+/g, " ")).toContain("Long sentence here. Long sentence here.");
  });

  it("cuts text without sentence ends at words", () => {
    const passages = splitPassages("word ".repeat(1000));
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) expect(passage.endsWith("wor")).toBe(false);
  });

  it("ignores empty content and normalises line ends", () => {
    expect(splitPassages("\r\n\r\n")).toEqual([]);
    expect(splitPassages("a\r\n\r\nb")).toEqual(["a\n\nb"]);
  });
});
