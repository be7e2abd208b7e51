import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, ErrorBodySchema, type ErrorCode } from "../../../core/http/errors";
import { PAGE_TYPES, TOOL_TYPES } from "../../../domains/pages/content";
import { buildOpenApiDocument, examplesOf, OPERATIONS } from "./index";
import { TypedEventSchema } from "../../../domains/events/catalogue";
import { EventListSchema } from "../../../domains/events/stream";
import { TimelineSchema } from "../../../domains/persons/shapes/schemas";
import { responseExamplesOf, type Example } from "./examples";
import { AgentCardSchema, buildAgentCard } from "../agent-card";
import { buildCatalog, CatalogSchema } from "../catalog";
import { buildResourceModel, ResourceModelSchema } from "../resource-model";
import { buildX402Discovery, X402DiscoverySchema } from "../x402-discovery";

/** Answers whose bytes are the point (a file, a sealed PDF): an example of them would say nothing. */
const BINARY = new Set(["application/pdf", "application/octet-stream"]);

type Json = Record<string, unknown>;
type MediaType = { schema?: Json; examples?: Record<string, Json> };
type ResponseObject = { description: string; content?: Record<string, MediaType> };
type OperationObject = { operationId: string; requestBody?: { content: Record<string, MediaType> }; responses: Record<string, ResponseObject> };

const document = buildOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Json>; examples?: Record<string, Json> };
};
const name = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;

describe("every operation's examples (lib/adapters/catalog/openapi/)", () => {
  it("has a request example when it takes a body, and a success example, each valid for its zod schema", () => {
    const missing: string[] = [];
    const invalid: string[] = [];
    const check = (where: string, schema: { safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } } }, examples: Record<string, Example>) => {
      for (const [key, example] of Object.entries(examples)) {
        if (example.value === undefined) continue;
        const parsed = schema.safeParse(example.value);
        if (!parsed.success) invalid.push(`${where} ${key}: ${JSON.stringify(parsed.error?.issues).slice(0, 600)}`);
      }
    };
    for (const op of OPERATIONS) {
      const { request, success } = examplesOf(op);
      if (op.body) {
        if (!request || !Object.keys(request).length) missing.push(`${name(op)}: request body`);
        else check(`${name(op)} request`, op.body, request);
      }
      if (!BINARY.has(op.success.contentType ?? "application/json")) {
        if (!success || !Object.keys(success).length) missing.push(`${name(op)}: ${op.success.status} answer`);
        else if (op.success.schema) check(`${name(op)} ${op.success.status}`, op.success.schema, success);
      }
      // An answer given by reference is the operation's own live answer: only a GET without parameters can say so.
      for (const example of Object.values(success ?? {})) {
        if (example.externalValue !== undefined) {
          expect(example.externalValue, name(op)).toBe(op.path);
          expect(op.method, name(op)).toBe("get");
          expect(op.path, name(op)).not.toMatch(/\{/);
        }
        expect(example.value !== undefined || example.externalValue !== undefined, name(op)).toBe(true);
      }
    }
    expect(missing, "operations without examples: give the body's or answer's shape an example beside its operation in lib/adapters/catalog/openapi/<resource>.ts").toEqual([]);
    expect(invalid).toEqual([]);
  });

  it("publishes them in the document: request, success and one example per documented error code, each valid for the document's own JSON Schema", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    const BASE = "https://leasehold.invalid/openapi.json";
    ajv.addSchema({ $id: BASE, components: { schemas: document.components.schemas } });
    const rebased = (schema: Json) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${BASE}#/components/schemas/`)) as Json;
    const resolve = (example: Json): Json => {
      const ref = example.$ref;
      if (typeof ref !== "string") return example;
      const target = document.components.examples?.[ref.replace("#/components/examples/", "")];
      expect(target, ref).toBeDefined();
      return target!;
    };
    const problems: string[] = [];
    let validated = 0;
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    const validateAll = (where: string, media: MediaType) => {
      const key = JSON.stringify(media.schema ?? {});
      const validate = compiled.get(key) ?? ajv.compile(rebased(media.schema ?? {}));
      compiled.set(key, validate);
      for (const [key, given] of Object.entries(media.examples ?? {})) {
        const example = resolve(given);
        if (!("value" in example)) continue;
        validated++;
        if (!validate(example.value)) problems.push(`${where} ${key}: ${ajv.errorsText(validate.errors)}`);
      }
    };

    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          expect(Object.keys(media.examples ?? {}).length, `${where} request ${type}`).toBeGreaterThan(0);
          validateAll(`${where} request`, media);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          const code = Number(status);
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (code < 400) {
              const primary = Object.keys(response.content!)[0] === type;
              if (primary && !BINARY.has(type)) expect(Object.keys(media.examples ?? {}).length, `${where} ${status} ${type}`).toBeGreaterThan(0);
              if (type === "application/json") validateAll(`${where} ${status}`, media);
              continue;
            }
            // Errors: the codes the response's description documents, each with its example, and nothing else.
            const documented = [...response.description.matchAll(/`([a-z_]+)`:/g)].map((m) => m[1] as ErrorCode);
            expect(documented.length, `${where} ${status}`).toBeGreaterThan(0);
            expect(Object.keys(media.examples ?? {}).sort(), `${where} ${status}`).toEqual([...documented].sort());
            for (const [key, given] of Object.entries(media.examples ?? {})) {
              const value = resolve(given).value as { code: string };
              expect(value.code, `${where} ${status} ${key}`).toBe(key);
              expect(ERROR_CODES[key as ErrorCode].status, `${where} ${key}`).toBe(code);
              expect(ErrorBodySchema.safeParse(value).success, `${where} ${key}`).toBe(true);
            }
            validateAll(`${where} ${status}`, media);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(OPERATIONS.length);
  });

  it("gives by reference only documents whose live answer matches the schema", () => {
    const base = "https://leasehold.example";
    const live: Record<string, [{ safeParse(value: unknown): { success: boolean; error?: unknown } }, unknown]> = {
      "/api/v3/catalog": [CatalogSchema, buildCatalog()],
      "/api/v3/resource-model": [ResourceModelSchema, buildResourceModel()],
      "/api/v3/agent-card": [AgentCardSchema, buildAgentCard(base)],
      "/.well-known/x402": [X402DiscoverySchema, buildX402Discovery(base)],
      "/api/v3/openapi.json": [{ safeParse: (value) => ({ success: typeof value === "object" && value !== null && "openapi" in value }) }, document],
    };
    const byReference = OPERATIONS.filter((op) => Object.values(examplesOf(op).success ?? {}).some((example) => example.externalValue !== undefined));
    expect(byReference.map((op) => op.path).sort()).toEqual(Object.keys(live).sort());
    for (const [path, [schema, value]] of Object.entries(live)) {
      const parsed = schema.safeParse(value);
      expect(parsed.success, `${path}: ${JSON.stringify(parsed.error)?.slice(0, 500)}`).toBe(true);
    }
  });

  it("gives every event in an example the data of its type (the event catalogue)", () => {
    const events = [
      ...Object.values(responseExamplesOf(EventListSchema)!).flatMap((example) => (example.value as { events: unknown[] }).events),
      ...Object.values(responseExamplesOf(TimelineSchema)!).flatMap((example) =>
        (example.value as { events: Record<string, unknown>[] }).events.map((e) => ({ ...e, id: "evt_psn_x_1", seq: 1, resourceType: "person", resourceId: "psn_x" })),
      ),
    ];
    // The event streams' examples: each `data:` line is an event.
    for (const path of ["/api/v3/control/persons/{id}/events", "/api/v3/control/pages/{id}/events"]) {
      const stream = document.paths[path]!.get!.responses["200"]!.content!["text/event-stream"]!.examples!;
      for (const example of Object.values(stream)) {
        const lines = String(example.value).split("\n").filter((line) => line.startsWith("data: "));
        expect(lines.length, path).toBeGreaterThan(0);
        events.push(...lines.map((line) => JSON.parse(line.slice("data: ".length))));
      }
    }
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(TypedEventSchema.safeParse(event).error?.issues ?? [], JSON.stringify(event)).toEqual([]);
  });

  it("shows each Page toolType's own first example as the provision and PATCH request examples", () => {
    const provision = document.paths["/api/v3/resources/pages"]!.post!.requestBody!.content["application/json"]!.examples!;
    const patch = document.paths["/api/v3/control/pages/{id}"]!.patch!.requestBody!.content["application/json"]!.examples!;
    expect(Object.keys(provision).sort()).toEqual([...TOOL_TYPES].sort());
    expect(Object.keys(patch).sort()).toEqual([...TOOL_TYPES].sort());
    for (const toolType of TOOL_TYPES) {
      const own = PAGE_TYPES[toolType].examples[0]!;
      expect(provision[toolType]!.value).toEqual({ label: own.label, toolType, content: own.content });
      expect(patch[toolType]!.value).toEqual({ label: own.label, content: own.content });
    }
  });
});
