import { readFile } from "node:fs/promises";
import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v3/openapi.json/route";
import { ERROR_CODES } from "@/lib/core/http/errors";
import { LOCALES } from "@/lib/core/locales";
import { TOOL_TYPES } from "@/lib/domains/pages/content";
import { PagePatchInputSchema, PageProvisionInputSchema } from "@/lib/domains/pages/schemas";

async function fetchDocument() {
  const response = await GET(new Request("http://localhost/api/v3/openapi.json"), undefined);
  expect(response.status).toBe(200);
  return response.json();
}

// Every path of spec 4.1 to 4.4 that is an HTTP JSON route (the A2A JSON-RPC endpoint included), with its methods.
const SPEC_PATHS: Record<string, string[]> = {
  "/api/v3/catalog": ["get"],
  "/api/v3/resource-model": ["get"],
  "/api/v3/agent-card": ["get"],
  "/api/v3/openapi.json": ["get"],
  "/a2a": ["post"],
  "/api/v3/resources/persons": ["post"],
  "/api/v3/resources/pages": ["post"],
  "/api/v3/resources/{type}/{id}/renew": ["post"],
  // The catalog's form of the renew routes (spec 4.2: both are published).
  "/api/v3/resources/persons/{id}/renew": ["post"],
  "/api/v3/resources/pages/{id}/renew": ["post"],
  "/api/v3/tokens/refresh": ["post"],
  "/api/v3/control/persons/{id}": ["get", "patch", "delete"],
  "/api/v3/control/persons/{id}/audience": ["post"],
  "/api/v3/control/persons/{id}/files": ["get", "post"],
  "/api/v3/control/persons/{id}/tasks": ["get", "post"],
  "/api/v3/control/persons/{id}/chat": ["post"],
  "/api/v3/control/persons/{id}/timeline": ["get"],
  "/api/v3/control/persons/{id}/state": ["get"],
  "/api/v3/control/pages/{id}": ["get", "patch", "delete"],
  "/api/v3/control/pages/{id}/audience": ["post"],
  "/api/v3/control/pages/{id}/submissions": ["get"],
};

describe("GET /api/v3/openapi.json", () => {
  it("is a valid OpenAPI 3.1.0 document, version 1.2.0", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("1.2.0");
    const result = await validate(structuredClone(document));
    expect(result, JSON.stringify(result)).toMatchObject({ valid: true, specification: "OpenAPI" });
  });

  it("describes every path of spec 4.1 to 4.4 with its methods", async () => {
    const { paths } = await fetchDocument();
    for (const [path, methods] of Object.entries(SPEC_PATHS)) {
      expect(paths, path).toHaveProperty([path]);
      expect(Object.keys(paths[path]).sort(), path).toEqual([...methods].sort());
    }
  });

  it("documents security, request bodies and responses", async () => {
    const { paths, components } = await fetchDocument();
    expect(components.securitySchemes.capabilityToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(components.securitySchemes.x402Payment).toMatchObject({ type: "apiKey", in: "header", name: "PAYMENT-SIGNATURE" });

    const provision = paths["/api/v3/resources/persons"].post;
    expect(provision.requestBody.content["application/json"].schema).toBeDefined();
    expect(Object.keys(provision.responses)).toEqual(expect.arrayContaining(["201", "400", "402"]));
    expect(provision.responses["402"].headers).toHaveProperty("PAYMENT-REQUIRED");
    expect(provision.responses["201"].headers).toHaveProperty("PAYMENT-RESPONSE");
    expect(provision.parameters.map((p: { name: string }) => p.name)).toContain("PAYMENT-SIGNATURE");

    const chat = paths["/api/v3/control/persons/{id}/chat"].post;
    expect(chat.security).toEqual([{ capabilityToken: [] }]);
    expect(Object.keys(chat.responses)).toEqual(expect.arrayContaining(["200", "401", "402", "429"]));
    expect(chat.responses["200"].content).toHaveProperty(["text/event-stream"]);

    const a2a = paths["/a2a"].post;
    expect(a2a.security).toEqual([]);
    expect(a2a.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/JsonRpcRequest" });
    expect(Object.keys(a2a.responses["200"].content).sort()).toEqual(["application/json", "text/event-stream"]);
    expect(Object.keys(a2a.responses)).toEqual(expect.arrayContaining(["405", "415"]));
    // The data part of its answers, published once.
    expect(components.schemas.A2aAdvice.properties).toHaveProperty("recommendation");
    expect(Object.keys(components.schemas).filter((name) => name.startsWith("A2a"))).toEqual(["A2aAdvice"]);

    // Control writes take an Idempotency-Key and list its two 409 codes; the others do not.
    for (const [path, method] of [
      ["/api/v3/control/persons/{id}", "patch"],
      ["/api/v3/control/persons/{id}/audience", "post"],
      ["/api/v3/control/persons/{id}/files", "post"],
      ["/api/v3/control/persons/{id}/tasks", "post"],
      ["/api/v3/control/pages/{id}", "patch"],
      ["/api/v3/control/pages/{id}/audience", "post"],
    ] as const) {
      const operation = paths[path][method];
      const key = operation.parameters.find((p: { name: string }) => p.name === "Idempotency-Key");
      expect(key, `${method} ${path}`).toMatchObject({ in: "header", schema: { type: "string" } });
      expect(key.required ?? false).toBe(false);
      expect(operation.responses["409"].description).toMatch(/idempotency_key_reused.*idempotency_key_in_progress/);
      expect(operation.responses["409"].headers).toHaveProperty("Retry-After");
    }
    expect(chat.parameters.map((p: { name: string }) => p.name)).not.toContain("Idempotency-Key");
    // Every rate-limited operation documents the 429 with Retry-After.
    for (const [path, method] of [["/a2a", "post"], ["/api/v3/resources/pages", "post"], ["/api/v3/tokens/refresh", "post"], ["/api/v3/control/pages/{id}", "get"]] as const) {
      expect(paths[path][method].responses["429"]?.description, `${method} ${path}`).toMatch(/rate_limited/);
      expect(paths[path][method].responses["429"].headers).toHaveProperty("Retry-After");
    }

    const timeline = paths["/api/v3/control/persons/{id}/timeline"].get;
    const limit = timeline.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit).toMatchObject({ in: "query" });
    expect(limit!.schema).toMatchObject({ minimum: 1, maximum: 200 });

    for (const [path, item] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (path.startsWith("/api/v3/control")) expect(Object.keys(operation.responses), `${method} ${path}`).toContain("401");
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400) {
            expect((response as { content: Record<string, { schema: unknown }> }).content["application/json"]?.schema).toEqual({
              $ref: "#/components/schemas/Error",
            });
          }
        }
      }
    }
  });

  it("gives a request example of the provision and PATCH bodies for every toolType, each valid", async () => {
    const doc = await fetchDocument();
    const provision = doc.paths["/api/v3/resources/pages"].post.requestBody.content["application/json"].examples;
    const patch = doc.paths["/api/v3/control/pages/{id}"].patch.requestBody.content["application/json"].examples;
    expect(Object.keys(provision).sort()).toEqual([...TOOL_TYPES].sort());
    expect(Object.keys(patch).sort()).toEqual([...TOOL_TYPES].sort());
    for (const toolType of TOOL_TYPES) {
      expect(provision[toolType].value.toolType).toBe(toolType);
      expect(PageProvisionInputSchema.safeParse(provision[toolType].value).success, toolType).toBe(true);
      expect(PagePatchInputSchema.safeParse(patch[toolType].value).success, toolType).toBe(true);
    }
  });

  it("uses only formats JSON Schema defines (MCP clients print a warning for any other on every connection)", async () => {
    const KNOWN = new Set(["date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname", "ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference", "uuid", "uri-template", "json-pointer", "relative-json-pointer", "regex", "int32", "int64", "float", "double", "byte", "binary", "password"]);
    const formats = new Set<string>();
    const walk = (node: unknown, parent?: string) => {
      if (Array.isArray(node)) node.forEach((item) => walk(item));
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (key === "format" && typeof value === "string") formats.add(value);
          // Examples are data (an export bundle has a member named format), not schemas; a property named examples is a schema.
          if ((key !== "examples" && key !== "example") || parent === "properties") walk(value, key);
        }
      }
    };
    walk(await fetchDocument());
    expect([...formats].filter((format) => !KNOWN.has(format))).toEqual([]);
  });

  it("is one a generator can use: the provision body discriminated by toolType, every event delivery under webhooks, examples and never example", async () => {
    const document = await fetchDocument();
    expect(document.components.schemas.PageProvisionInput.discriminator.propertyName).toBe("toolType");
    expect(document.components.schemas.PageProvisionInput.oneOf).toHaveLength(TOOL_TYPES.length);
    expect(Object.keys(document.webhooks).length).toBeGreaterThan(40);
    expect(document.webhooks["page.submission.created"].post.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/PageSubmissionCreatedEvent" });
    expect(JSON.stringify(document)).not.toContain('"example":');
  });

  it("docs/api.md says a Page speaks each language the service does", async () => {
    const api = await readFile("docs/api.md", "utf8");
    expect(api).not.toMatch(/in English for now/);
    const branding = api.split("\n").find((line) => line.startsWith("- **Branding**"))!;
    for (const locale of LOCALES) expect(branding, locale).toContain(`\`${locale}\``);
    expect(branding).toMatch(/is the language the Page speaks/);
  });

  it("lists every error code, and docs/errors.md documents the same codes", async () => {
    const document = await fetchDocument();
    const codes = Object.keys(ERROR_CODES).sort();
    expect(Object.keys(document["x-error-codes"]).sort()).toEqual(codes);
    expect(document.components.schemas.Error.properties.code.enum.sort()).toEqual(codes);
    const docs = await readFile("docs/errors.md", "utf8");
    const documented = [...docs.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])] as const);
    expect(documented.map(([code]) => code).sort()).toEqual(codes);
    for (const [code, status] of documented) expect(status, code).toBe(ERROR_CODES[code as keyof typeof ERROR_CODES].status);
  });
});
