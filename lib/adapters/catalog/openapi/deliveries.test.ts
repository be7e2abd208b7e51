import { describe, expect, it } from "vitest";
import { EVENT_TYPES, eventComponentId } from "../../../domains/events/catalogue";
import { buildOpenApiDocument } from "./index";

type Operation = { operationId: string; parameters: { $ref: string }[]; requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> }; responses: Record<string, { $ref: string }> };
const document = buildOpenApiDocument() as unknown as {
  webhooks: Record<string, { post: Operation }>;
  components: { schemas: Record<string, { properties: { type: { const: string } } }>; parameters: Record<string, { in: string; name: string; required: boolean }>; responses: Record<string, unknown> };
};
const target = (ref: string, kind: string) => ref.replace(`#/components/${kind}/`, "");

describe("the OpenAPI document's webhooks", () => {
  it("describe the delivery of every event type: its typed event as the body, with the Standard Webhooks headers", () => {
    expect(Object.keys(document.webhooks)).toEqual(EVENT_TYPES);
    for (const type of EVENT_TYPES) {
      const operation = document.webhooks[type]!.post;
      const body = operation.requestBody.content["application/json"]!.schema.$ref;
      expect(body, type).toBe(`#/components/schemas/${eventComponentId(type)}`);
      expect(document.components.schemas[target(body, "schemas")]?.properties.type.const, type).toBe(type);
      expect(operation.parameters.map((p) => document.components.parameters[target(p.$ref, "parameters")])).toEqual([
        expect.objectContaining({ in: "header", name: "webhook-id", required: true }),
        expect.objectContaining({ in: "header", name: "webhook-timestamp", required: true }),
        expect.objectContaining({ in: "header", name: "webhook-signature", required: true }),
      ]);
      for (const response of Object.values(operation.responses)) expect(document.components.responses[target(response.$ref, "responses")], type).toBeDefined();
      expect(Object.keys(operation.responses).sort(), type).toEqual(["2XX", "410", "default"]);
    }
    expect(new Set(Object.values(document.webhooks).map((item) => item.post.operationId)).size).toBe(EVENT_TYPES.length);
  });
});
