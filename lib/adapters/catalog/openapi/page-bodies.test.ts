import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTENT_REQUIRED, CONTENT_SCHEMAS, PAGE_TYPES, TOOL_TYPES } from "../../../domains/pages/content";
import { PagePatchInputSchema, PageProvisionInputSchema } from "../../../domains/pages/schemas";
import { buildOpenApiDocument } from "./index";
import { PagePatchBodySchema, PageProvisionBodySchema } from "./page-bodies";

type Json = Record<string, unknown>;
const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Json }> } }>>; components: { schemas: Record<string, Json> } };
const schemas = document.components.schemas;
const ref = (name: string) => `#/components/schemas/${name}`;
const contentId = (toolType: (typeof TOOL_TYPES)[number]) => z.globalRegistry.get(CONTENT_SCHEMAS[toolType])!.id as string;
const bodyOf = (path: string, method: string) => document.paths[path]![method]!.requestBody.content["application/json"]!.schema;

describe("the Page bodies in the OpenAPI document", () => {
  it("give the provision body as a oneOf of one variant per toolType, discriminated by toolType, each with its toolType's content schema", () => {
    expect(bodyOf("/api/v3/resources/pages", "post")).toEqual({ $ref: ref("PageProvisionInput") });
    const body = schemas.PageProvisionInput as { oneOf: { $ref: string }[]; discriminator: { propertyName: string; mapping: Record<string, string> } };
    expect(body.oneOf).toHaveLength(TOOL_TYPES.length);
    expect(body.discriminator.propertyName).toBe("toolType");
    expect(Object.keys(body.discriminator.mapping).sort()).toEqual([...TOOL_TYPES].sort());
    for (const toolType of TOOL_TYPES) {
      const target = body.discriminator.mapping[toolType]!;
      expect(body.oneOf.map((member) => member.$ref)).toContain(target);
      const variant = schemas[target.replace("#/components/schemas/", "")] as { properties: Record<string, Json>; required: string[]; additionalProperties: boolean };
      expect(variant.properties.toolType, toolType).toMatchObject({ const: toolType });
      expect(variant.properties.content, toolType).toMatchObject({ $ref: ref(contentId(toolType)) });
      expect(variant.required, toolType).toContain("toolType");
      expect(variant.required.includes("content"), toolType).toBe(CONTENT_REQUIRED.includes(toolType));
      expect(variant.additionalProperties, toolType).toBe(false);
      // The same members as the route's schema: nothing published that the route refuses, nothing it takes left out.
      expect(Object.keys(variant.properties).sort(), toolType).toEqual(Object.keys(PageProvisionInputSchema.shape).sort());
    }
    // lead_collector and artifact are the spec's free-form types: their content takes any member.
    expect(schemas[contentId("artifact")]).toMatchObject({ type: "object", additionalProperties: {} });
    expect(schemas[contentId("lead_collector")]).toMatchObject({ type: "object", additionalProperties: {} });
  });

  it("give PATCH's content as any of the twelve content schemas (the Page's own toolType decides)", () => {
    expect(bodyOf("/api/v3/control/pages/{id}", "patch")).toEqual({ $ref: ref("PagePatchInput") });
    const patch = schemas.PagePatchInput as { properties: { content: { anyOf: { $ref: string }[] } }; additionalProperties: boolean };
    expect(patch.properties.content.anyOf.map((member) => member.$ref).sort()).toEqual(TOOL_TYPES.map((t) => ref(contentId(t))).sort());
    expect(Object.keys(patch.properties).sort()).toEqual(Object.keys(PagePatchInputSchema.shape).sort());
    expect(patch.additionalProperties).toBe(false);
  });

  it("accept what the routes accept and refuse content of another toolType, as the routes do", () => {
    for (const toolType of TOOL_TYPES) {
      for (const example of PAGE_TYPES[toolType].examples) {
        const body = { label: example.label, toolType, content: example.content };
        expect(PageProvisionInputSchema.safeParse(body).success, `${toolType}: ${example.summary}`).toBe(true);
        expect(PageProvisionBodySchema.safeParse(body).error?.issues ?? [], `${toolType}: ${example.summary}`).toEqual([]);
        expect(PagePatchBodySchema.safeParse({ content: example.content }).success, toolType).toBe(true);
      }
    }
    // A scheduler body with a form's content: the route refuses it, and so does the document's variant.
    const misfit = { label: "Bookings", toolType: "scheduler", content: PAGE_TYPES.custom_form.examples[0]!.content };
    expect(PageProvisionInputSchema.safeParse(misfit).success).toBe(false);
    expect(PageProvisionBodySchema.safeParse(misfit).success).toBe(false);
  });
});
