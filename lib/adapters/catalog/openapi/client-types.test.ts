import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_TYPES_FILE, clientTypes } from "./client-types";
import { buildOpenApiDocument } from "./index";

const committed = () => readFileSync(path.join(import.meta.dirname, "../../../..", CLIENT_TYPES_FILE), "utf8");

/** The first line where two texts differ, with its number: a readable failure instead of 800 KB of diff. */
function firstDifference(a: string, b: string): string | null {
  const left = a.split("\n");
  const right = b.split("\n");
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) return `line ${i + 1}: committed ${JSON.stringify(left[i])}, generated ${JSON.stringify(right[i])}`;
  }
  return null;
}

describe("the typed client's types (client/openapi.d.ts)", () => {
  it("are what the OpenAPI document generates now: run npm run client:generate after changing a published schema", async () => {
    expect(firstDifference(committed(), await clientTypes()), `${CLIENT_TYPES_FILE} is not current: run npm run client:generate`).toBeNull();
  });

  it("would differ from the committed file when the document changes", async () => {
    const changed = structuredClone(buildOpenApiDocument()) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    changed.components.schemas.SchedulerContent!.properties.buffer_minutes = { type: "integer" };
    expect(firstDifference(committed(), await clientTypes(changed))).toMatch(/buffer_minutes/);
  });

  it("type a Page's provision body by its toolType: content is that type's schema", () => {
    const text = committed();
    const variant = text.slice(text.indexOf("        SchedulerPageProvisionInput: {"));
    expect(variant.slice(0, variant.indexOf("\n        };"))).toMatch(/toolType: "scheduler";[\s\S]*content\??: components\["schemas"\]\["SchedulerContent"\];/);
  });
});
