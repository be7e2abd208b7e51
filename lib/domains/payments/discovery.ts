/**
 * The x402 extensions every 402 challenge declares: `payment-identifier`
 * (an optional idempotency id, lib/domains/payments/identifier.ts) and `bazaar`
 * (discovery: how the paid route is called and what it answers, built with
 * @x402/extensions' `declareDiscoveryExtension` from the route's own zod
 * schemas).
 *
 * The bazaar schemas are compact on purpose: x402 clients copy the
 * challenge's extensions into the payment they send back in the
 * PAYMENT-SIGNATURE request header, and Node.js refuses request headers over
 * 16 KiB together. So a schema keeps its top level (members, types, formats,
 * enums, bounds, which are required) and names nested objects and arrays by
 * type only; the OpenAPI document (`/api/v3/openapi.json`) has them whole.
 */
import { bazaarResourceServerExtension, declareDiscoveryExtension, BAZAAR } from "@x402/extensions/bazaar";
import { declarePaymentIdentifierExtension, PAYMENT_IDENTIFIER } from "@x402/extensions/payment-identifier";
import { z } from "zod";
import { RenewalSchema } from "./schemas";

export { BAZAAR, PAYMENT_IDENTIFIER };
/** The x402 extensions the service supports, by key (the catalog and /.well-known/x402 name them). */
export const SUPPORTED_EXTENSIONS = [BAZAAR.key, PAYMENT_IDENTIFIER] as const;

type Json = Record<string, unknown>;
const KEPT = ["type", "format", "enum", "const", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems", "pattern"] as const;

/** A member as written, with a `$ref` into `$defs` (a named zod schema) replaced by what it names. */
function deref(node: Json, defs: Record<string, Json>): Json {
  const ref = node.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/$defs/")) return node;
  const { $ref: _ref, ...rest } = node;
  void _ref;
  return { ...deref(defs[ref.slice("#/$defs/".length)] ?? {}, defs), ...rest };
}

function shallow(given: Json, defs: Record<string, Json>): Json {
  const schema = deref(given, defs);
  const out: Json = {};
  for (const key of KEPT) if (schema[key] !== undefined) out[key] = schema[key];
  if (Array.isArray(out.enum) && out.enum.length > 20) delete out.enum;
  if (typeof out.pattern === "string" && out.pattern.length > 100) delete out.pattern;
  const alternatives = ((schema.anyOf ?? schema.oneOf) as Json[] | undefined)?.map((alternative) => deref(alternative, defs));
  if (!out.type && Array.isArray(alternatives)) {
    const types = [...new Set(alternatives.map((a) => a.type).filter((t): t is string => typeof t === "string"))];
    if (types.length === alternatives.length) out.type = types.length === 1 ? types[0] : types;
  }
  return out;
}

/** A zod object as a compact JSON Schema: its members one level deep (see the module comment). */
export function compactSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const document = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  const defs = (document.$defs ?? {}) as Record<string, Json>;
  const full = deref(document, defs);
  const properties = (full.properties ?? {}) as Record<string, Json>;
  return {
    type: "object",
    properties: Object.fromEntries(Object.entries(properties).map(([name, member]) => [name, shallow(member, defs)])),
    ...(Array.isArray(full.required) && full.required.length ? { required: full.required } : {}),
    ...(full.additionalProperties === false ? { additionalProperties: false } : {}),
  };
}

/**
 * The bazaar declaration of an HTTP POST route with a JSON body, enriched as
 * the extension's resource-server hook does for a request (the method, and
 * for a route with parameters its `routeTemplate` and `pathParams`).
 */
export function httpBazaar(spec: { path: string; routePattern?: string; body: z.ZodType | null; example: Json; output: z.ZodType; outputExample: Json }): Json {
  const declared = declareDiscoveryExtension({
    bodyType: "json",
    input: spec.example,
    inputSchema: spec.body ? compactSchema(spec.body, "input") : { type: "object", properties: {}, additionalProperties: false },
    output: { example: spec.outputExample, schema: compactSchema(spec.output, "output") },
  });
  const context = { method: "POST", adapter: { getPath: () => spec.path }, ...(spec.routePattern ? { routePattern: spec.routePattern } : {}) };
  return { [BAZAAR.key]: bazaarResourceServerExtension.enrichDeclaration!(declared[BAZAAR.key], context) };
}

/** The bazaar declaration of a paid MCP tool. */
export function mcpBazaar(spec: { toolName: string; description: string; input: z.ZodType; example: Json; output: z.ZodType; outputExample: Json }): Json {
  return declareDiscoveryExtension({
    toolName: spec.toolName,
    description: spec.description,
    transport: "streamable-http",
    inputSchema: compactSchema(spec.input, "input"),
    example: spec.example,
    output: { example: spec.outputExample, schema: compactSchema(spec.output, "output") },
  });
}

const RENEWAL_EXAMPLE = {
  resourceType: "person",
  resourceId: "psn_0123456789abcdefghij",
  lease: { status: "active", termEnd: "2026-12-24T00:00:00.000Z" },
  payment: { network: "eip155:8453", asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", amount: "5000000", payer: "0x…", transaction: "0x…", status: "settled" },
};

/** A renewal's bazaar: no body, the resource in the path. */
export function renewalBazaar(resourceType: string, resourceId: string): Json {
  return httpBazaar({
    path: `/api/v3/resources/${resourceType}/${resourceId}/renew`,
    routePattern: "/api/v3/resources/:type/:id/renew",
    body: null,
    example: {},
    output: RenewalSchema,
    outputExample: { ...RENEWAL_EXAMPLE, resourceType, resourceId },
  });
}

/** The extensions of one challenge: the route's bazaar (a renewal's when none is given) and payment-identifier. */
export function challengeExtensions(charge: { purpose: "provision" | "renew"; resourceType: string; resourceId?: string; bazaar?: Json }): Json {
  const bazaar = charge.bazaar ?? (charge.purpose === "renew" && charge.resourceId ? renewalBazaar(charge.resourceType, charge.resourceId) : undefined);
  return { ...(bazaar ?? {}), [PAYMENT_IDENTIFIER]: declarePaymentIdentifierExtension(false) };
}
