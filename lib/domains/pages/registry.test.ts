import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { eventCatalogue } from "../events/catalogue";
import { translator } from "../../core/i18n";
import { formatters } from "../../core/i18n/format";
import { parseContent } from "./content";
import { submissionSummary } from "./notify";
import { PAGE_TYPES, pageHeading, submissionData, submissionKindOf, UPLOAD_TOOL_TYPES } from "./registry";
import type { PageTypeModule } from "./types/define";
import { SUBMISSION_KINDS, TOOL_TYPES } from "./types/names";

describe("the toolType registry", () => {
  it("has one module per toolType, and nothing else", () => {
    expect(Object.keys(PAGE_TYPES).sort()).toEqual([...TOOL_TYPES].sort());
  });

  it("has one module for each submission kind: no kind is taken by two toolTypes, none by none", () => {
    const owners = SUBMISSION_KINDS.map((kind) => [kind, TOOL_TYPES.filter((toolType) => kind in (PAGE_TYPES[toolType] as PageTypeModule).submissions)] as const);
    for (const [kind, takenBy] of owners) expect(takenBy, kind).toHaveLength(1);
  });

  for (const toolType of TOOL_TYPES) {
    const pageType = PAGE_TYPES[toolType] as PageTypeModule;
    it(`${toolType}: its examples and its default pass its schema; its keys, kinds and events are real`, () => {
      expect(pageType.examples.length).toBeGreaterThan(0);
      for (const example of pageType.examples) {
        const parsed = parseContent(toolType, example.content as Record<string, unknown>);
        expect(parsed.success, `${example.summary}: ${JSON.stringify(parsed.success ? null : parsed.issues)}`).toBe(true);
        expect(example.label.trim()).not.toBe("");
      }
      const fallback = pageType.defaultContent;
      if (fallback !== undefined) expect(pageType.content.safeParse(fallback).success).toBe(true);
      const shape = (pageType.content as { shape?: Record<string, unknown> }).shape;
      if (shape) for (const contentKey of pageType.contentKeys) expect(Object.keys(shape), contentKey).toContain(contentKey.replace(/\[\]$/, ""));
      for (const kind of Object.keys(pageType.submissions)) expect(SUBMISSION_KINDS).toContain(kind);
      for (const type of pageType.events) {
        expect(Object.keys(eventCatalogue)).toContain(type);
        expect(type.startsWith("page.")).toBe(true);
      }
      // A toolType that takes answers says which events they record.
      expect(Object.keys(pageType.submissions).length > 0).toBe(pageType.events.length > 0);
    });

    it(`${toolType}: its module has every part: a heading, and for each submission kind a data schema, its event and its summary`, () => {
      expect(typeof pageType.heading).toBe("function");
      // The heading reads the content as stored; each example shows a heading of its own (not only the label).
      for (const example of pageType.examples) {
        const heading = pageHeading(toolType, "\u0000label", example.content as Record<string, unknown>);
        if (toolType !== "artifact" || Object.keys(example.content as object).some((member) => member.endsWith("title"))) expect(heading).not.toBe("\u0000label");
      }
      expect(pageHeading(toolType, "Label", {})).toBe("Label");
      for (const [kind, module] of Object.entries(pageType.submissions)) {
        expect(module, kind).toBeDefined();
        expect(submissionKindOf(kind)).toBe(module);
        expect(typeof module!.data.safeParse, `${kind}: a zod data schema`).toBe("function");
        expect(pageType.events, `${kind}: its event is one of the module's`).toContain(module!.event);
        expect(typeof module!.eventData, `${kind}: its event's data`).toBe("function");
        expect(typeof module!.summary, `${kind}: its summary`).toBe("function");
        expect(typeof module!.receipt, `${kind}: whether it gets a receipt`).toBe("boolean");
        // Stored data of any shape, even none, still parses (the read side never refuses a record), and its summary prints.
        for (const stored of [{}, null, { unexpected: 1 }, { total: "7", items: "none", files: [null], checked: "x", signing: 3, decision: "maybe" }]) {
          const data = submissionData(module!, stored);
          const t = translator("en", "signin");
          expect(Array.isArray(module!.summary(data, { t, f: formatters("en-GB"), formatLocale: "en-GB", clip: (text) => text, valueText: String, content: {} })), kind).toBe(true);
          expect(submissionSummary({ content: {} }, { kind, data: stored as never }, "en")[0]).toBe(t("summaryKind", { kind }));
        }
      }
      // A per-person rule names one of the module's kinds, and that kind says why a further one is refused.
      for (const example of pageType.examples) {
        const rule = pageType.perPerson?.(pageType.content.parse(example.content) as Record<string, unknown>);
        if (!rule) continue;
        expect(Object.keys(pageType.submissions)).toContain(rule.kind);
        expect(typeof pageType.submissions[rule.kind]!.alreadySubmitted, `${rule.kind}: its 409 message`).toBe("function");
        if (rule.closedBy) expect(Object.keys(pageType.submissions)).toContain(rule.closedBy);
      }
      if (UPLOAD_TOOL_TYPES.includes(toolType)) expect(typeof pageType.uploadTarget).toBe("function");
    });
  }
});

/**
 * What a toolType does lives in its module: code outside lib/domains/pages/types and behaviour does
 * not switch on a toolType's name, or on a submission kind's, to decide what
 * a Page does (it asks the registry). Each entry of ALLOWED is a line that
 * may, with the reason beside it.
 */
describe("no toolType switches outside the modules", () => {
  const ROOTS = ["lib", "app"];
  const TOOL = TOOL_TYPES.join("|");
  const KIND = SUBMISSION_KINDS.join("|");
  const SWITCHES = [
    new RegExp(`case\\s+["'](?:${TOOL})["']`),
    new RegExp(`toolType\\s*[!=]==?\\s*["'](?:${TOOL})["']`),
    new RegExp(`["'](?:${TOOL})["']\\s*[!=]==?\\s*[\\w.?]*toolType\\b`),
    new RegExp(`case\\s+["'](?:${KIND})["']`),
    new RegExp(`\\bkind\\s*[!=]==?\\s*["'](?:${KIND})["']`),
    new RegExp(`["'](?:${KIND})["']\\s*[!=]==?\\s*[\\w.?]*\\.kind\\b`),
  ];
  const ALLOWED: { file: string; line: RegExp; why: string }[] = [
    {
      file: "lib/domains/links/links.ts",
      line: /page\.toolType !== "approval"/,
      why: "links sit below Pages (eslint.layers.mjs) and cannot ask the registry; a link's `approvals` needs the one toolType that answers a Person's approval requests",
    },
    {
      file: "app/api/counterpart/pages/[id]/submissions/route.ts",
      line: /case "(form|decline|signature)"/,
      why: "the JSON body's `type` (CounterpartSubmissionInputSchema), not a Page's toolType or a stored kind: each case is its own request shape, answered by its module's write",
    },
  ];

  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "generated" || name === "node_modules" ? [] : files(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it("finds none, but for the allowed lines", () => {
    const root = join(__dirname, "..", "..", "..");
    const found: string[] = [];
    const used = new Set<(typeof ALLOWED)[number]>();
    for (const base of ROOTS) {
      for (const path of files(join(root, base))) {
        const file = relative(root, path).split("\\").join("/");
        // A toolType's module: what it is (types/<toolType>/) and what a counterpart does on it (behaviour/<toolType>/).
        if (file.startsWith("lib/domains/pages/types/") || file.startsWith("lib/domains/pages/behaviour/")) continue;
        readFileSync(path, "utf8")
          .split("\n")
          .forEach((text, index) => {
            if (!SWITCHES.some((pattern) => pattern.test(text))) return;
            const allowed = ALLOWED.find((entry) => entry.file === file && entry.line.test(text));
            if (allowed) used.add(allowed);
            else found.push(`${file}:${index + 1}: ${text.trim()}`);
          });
      }
    }
    expect(found, "Move the rule into the toolType's module (lib/domains/pages/types/<toolType>/) and call it through the registry").toEqual([]);
    // An entry nothing matches any more is stale: remove it.
    expect(ALLOWED.filter((entry) => !used.has(entry)).map((entry) => entry.file)).toEqual([]);
  });

  it("would catch a switch", () => {
    const samples = ['  case "custom_form":', 'if (page.toolType === "file_vault") {', 'if ("e_signature" === page.toolType)', '    case "booking": {', 'submission.kind === "decline"'];
    for (const sample of samples) expect(SWITCHES.some((pattern) => pattern.test(sample)), sample).toBe(true);
    expect(SWITCHES.some((pattern) => pattern.test('const kind = "form";'))).toBe(false);
  });
});
