import { describe, expect, it } from "vitest";
import { eventCatalogue } from "../../events/catalogue";
import { parseContent } from "../content";
import { PAGE_TYPES } from "./registry";
import { SUBMISSION_KINDS, TOOL_TYPES } from "./names";

describe("the toolType registry", () => {
  it("has one module per toolType, and nothing else", () => {
    expect(Object.keys(PAGE_TYPES).sort()).toEqual([...TOOL_TYPES].sort());
  });

  for (const toolType of TOOL_TYPES) {
    const pageType = PAGE_TYPES[toolType];
    it(`${toolType}: its examples and its default pass its schema; its keys, kinds and events are real`, () => {
      expect(pageType.examples.length).toBeGreaterThan(0);
      for (const example of pageType.examples) {
        const parsed = parseContent(toolType, example.content as Record<string, unknown>);
        expect(parsed.success, `${example.summary}: ${JSON.stringify(parsed.success ? null : parsed.issues)}`).toBe(true);
        expect(example.label.trim()).not.toBe("");
      }
      const fallback = (pageType as { defaultContent?: unknown }).defaultContent;
      if (fallback !== undefined) expect(pageType.content.safeParse(fallback).success).toBe(true);
      const shape = (pageType.content as { shape?: Record<string, unknown> }).shape;
      if (shape) for (const contentKey of pageType.contentKeys) expect(Object.keys(shape), contentKey).toContain(contentKey.replace(/\[\]$/, ""));
      for (const kind of pageType.submissionKinds) expect(SUBMISSION_KINDS).toContain(kind);
      for (const type of pageType.events) {
        expect(Object.keys(eventCatalogue)).toContain(type);
        expect(type.startsWith("page.")).toBe(true);
      }
      // A toolType that takes answers says which events they record.
      expect(pageType.submissionKinds.length > 0).toBe(pageType.events.length > 0);
    });
  }
});
