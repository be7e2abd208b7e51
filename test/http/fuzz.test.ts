/**
 * Schema-driven fuzzing of every operation of the OpenAPI document the running
 * service publishes (GET /api/v3/openapi.json): for each path and method,
 * malformed requests generated with fast-check from the operation's
 * parameters and JSON Schema (wrong types, missing and extra members, strings
 * over their limit, deep nesting, NUL and lone surrogates, bytes that are not
 * UTF-8, JSON that is not JSON, media types that are not JSON, bodies over
 * the limit), with path ids of real resources and made-up ones, with and
 * without a valid token, and with odd headers (huge, repeated Authorization,
 * malformed Bearer, garbage PAYMENT-SIGNATURE, non-ASCII bytes).
 *
 * Every answer: never 5xx; every error is JSON `{error, code}` with a code of
 * ERROR_CODES and the status of its table, and the code this request must get;
 * nothing is written. Deterministic: a fixed seed (FUZZ_SEED overrides it,
 * FUZZ_RUNS the cases per operation), printed with every failure. No request
 * is a valid payment: payment headers are garbage or unsigned.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENT_WRITES } from "@/lib/adapters/catalog/routes";
import { ERROR_CODES, type ErrorCode } from "@/lib/core/http/errors";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/adapters/http/idempotency";
import { generateToken } from "@/lib/core/token-format";
import type { PaymentRequired } from "@x402/core/types";
import { challenge, PAGE_BODY, PERSON_BODY, provision } from "../support/agent";
import {
  errorCode,
  errorShapeProblem,
  fundPayer,
  pool,
  rowsOfPayers,
  SECURITY_PAYERS,
  send,
  snapshot,
  tableCounts,
  type RawRequest,
  type RawResponse,
} from "../support/security";

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_808);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const CONCURRENCY = 6;
const PAYER = SECURITY_PAYERS.fuzz;

// ---------------------------------------------------------------- the document

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
};

interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: "bearer" | "x402" | "public";
  params: Parameter[];
  body?: Schema;
}

let doc: { paths: Record<string, Record<string, Record<string, unknown>>>; components: { schemas: Record<string, Schema> } };

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  while (current.$ref) current = doc.components.schemas[current.$ref.replace("#/components/schemas/", "")] ?? {};
  return current;
}

function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = op.security as Record<string, unknown>[];
      const body = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.["application/json"]?.schema;
      list.push({
        method: method.toUpperCase(),
        path: route,
        operationId: String(op.operationId),
        security: security.some((s) => "capabilityToken" in s) ? "bearer" : security.some((s) => "x402Payment" in s) ? "x402" : "public",
        params: ((op.parameters as Parameter[] | undefined) ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        body: body ? resolve(body) : undefined,
      });
    }
  }
  return list.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The JSON types a schema allows; null when it allows anything. */
function typesOf(input: Schema | undefined): Set<string> | null {
  const schema = resolve(input);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const all = new Set<string>();
    for (const member of union) {
      const types = typesOf(member);
      if (!types) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? "null" : typeof v)));
  if ("const" in schema) return new Set([schema.const === null ? "null" : typeof schema.const]);
  if (schema.type) return new Set((Array.isArray(schema.type) ? schema.type : [schema.type]).map((t) => (t === "integer" ? "integer" : t)));
  return null;
}

const jsonType = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;

function allows(types: Set<string>, value: unknown): boolean {
  const type = jsonType(value);
  if (type === "integer") return types.has("integer") || types.has("number");
  if (type === "number") return types.has("number");
  return types.has(type);
}

// ------------------------------------------------------- valid bases and fixture

/** A valid body of each operation that takes one: the base every mutation starts from. */
const VALID_BODIES: Record<string, unknown> = {
  askA2a: { jsonrpc: "2.0", id: 1, method: "message/send", params: { message: { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "text", text: "I need a booking page" }] } } },
  provisionPerson: PERSON_BODY,
  provisionPage: PAGE_BODY,
  updatePerson: { goal: "A fuzzed goal." },
  setPersonAudience: { visibility: "private" },
  addKnowledgeFile: { content: "Opening hours: nine to five.", name: "hours.md" },
  createTask: { title: "Fuzz", instructions: "Do nothing." },
  chatWithPerson: { message: "Hello" },
  updatePage: { label: "Fuzzed" },
  setPageAudience: { visibility: "public" },
  cancelBooking: { reason: "Fuzzed." },
  walletChallenge: { address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906" },
  inviteToPage: { email: "fuzz-invite@example.com", message: "Fuzzed." },
  // Webhooks: a loopback receiver (the suite allows local egress); nothing listens there, and nothing is delivered to it.
  createPersonWebhook: { url: "http://127.0.0.1:9/fuzz", eventTypes: "all" },
  createPageWebhook: { url: "http://127.0.0.1:9/fuzz", eventTypes: "all" },
  updatePersonWebhook: { description: "Fuzzed." },
  updatePageWebhook: { description: "Fuzzed." },
  redeliverPersonWebhook: { since: "2026-01-01T00:00:00Z" },
  redeliverPageWebhook: { since: "2026-01-01T00:00:00Z" },
  createSchedule: { title: "Fuzz", instructions: "Do nothing.", cron: "0 9 * * *", timezone: "Europe/Berlin" },
  updateSchedule: { paused: true },
  pausePerson: { reason: "Fuzzed." },
  resumePerson: { reason: "Fuzzed." },
  answerPersonApproval: { decision: "deny", comment: "Fuzzed." },
  // A well-formed Page token that was never issued: 403 page_token_invalid once the body is valid.
  linkPage: { pageToken: `at_live_${"F".repeat(30)}`, approvals: false },
};

interface Leased {
  id: string;
  token: string;
}

const fixture = {} as { person: Leased; page: Leased; challenges: Record<"persons" | "pages", PaymentRequired> };

// ------------------------------------------------------------------ case specs

type Auth =
  | "none"
  | "valid"
  | "lowercase"
  | "otherType"
  | "neverIssued"
  | "malformed"
  | "basic"
  | "dupValidFirst"
  | "dupJunkFirst"
  | "huge"
  | "nonAscii"
  | "cookieOnly"
  | "queryToken";

const GRANTING: Auth[] = ["valid", "lowercase", "dupValidFirst"];

type IdChoice = { kind: "own" } | { kind: "otherType" } | { kind: "junk"; value: string };

type BodyKind =
  | "none"
  | "valid"
  | "invalidJson"
  | "badUtf8"
  | "empty"
  | "wrongTop"
  | "missing"
  | "extra"
  | "protoKey"
  | "wrongType"
  | "outOfEnum"
  | "outOfRange"
  | "hugeString"
  | "deep"
  | "nul"
  | "surrogate"
  | "wrongContentType"
  | "tooLarge";

interface BodySpec {
  kind: BodyKind;
  /** Which member, picked by index into the schema's properties. */
  member: number;
  pick: number;
  size: number;
  contentType: string | null;
}

type QueryKind = "none" | "junkExtra" | "invalid" | "maybe";

interface Spec {
  wrongMethod: string | null;
  ids: Record<string, IdChoice>;
  auth: Auth;
  junk: string;
  headers: [string, string][];
  query: { kind: QueryKind; param: number; pick: number };
  body: BodySpec;
  payment: { kind: "none" | "base64Junk" | "jsonJunk" | "unsigned" | "notBase64" | "empty" | "huge"; pick: number; json: unknown };
}

/** Header-safe junk (latin1 without controls), and non-ASCII as raw UTF-8 bytes. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const utf8AsLatin1 = (text: string) => Buffer.from(text, "utf8").toString("latin1");

const JUNK_IDS = [
  "psn_doesnotexist0000",
  "pg_doesnotexist00000",
  "x",
  "..",
  ".",
  "%2e%2e",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "abc%00def",
  "%E0%A4%A",
  "%ZZ",
  "%C0%AF",
  "%ED%A0%80",
  "'%20OR%201%3D1--",
  "__proto__",
  "constructor",
  "%F0%9F%92%A9",
  "a".repeat(2000),
  "%0D%0ASet-Cookie:%20x=1",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
];
const junkId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...JUNK_IDS) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/) },
);

// An empty Content-Type is read as none, and a body without one as JSON.
const CONTENT_TYPES_JSON = ["application/json", "APPLICATION/JSON", "application/json; charset=utf-8", "application/json; charset=latin1", "application/vnd.api+json", "", null];
const CONTENT_TYPES_NOT_JSON = [
  "text/plain",
  "text/html",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/octet-stream",
  "image/png",
  "application/jsonp",
];

function specArbitrary(op: Operation): fc.Arbitrary<Spec> {
  const allowed = new Set(Object.keys(doc.paths[op.path]!).map((m) => m.toUpperCase()));
  const wrong = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !allowed.has(m));
  const writes = op.method === "DELETE" || op.operationId === "refreshToken";
  const auths: Auth[] = ["none", "valid", "lowercase", "otherType", "neverIssued", "malformed", "basic", "dupValidFirst", "dupJunkFirst", "huge", "nonAscii", "cookieOnly", "queryToken"];
  // DELETE and token refresh with a working token would do what they are for: only refused credentials there
  // (refresh rotates any live token, whatever its resource).
  const authChoices = writes ? auths.filter((a) => !GRANTING.includes(a) && !(op.operationId === "refreshToken" && a === "otherType")) : auths;
  const idParams = op.params.filter((p) => p.in === "path");
  const ids = Object.fromEntries(
    idParams.map((p) => [
      p.name,
      p.name === "type"
        ? fc.oneof(fc.constantFrom<IdChoice>({ kind: "own" }, { kind: "otherType" }), junkId.map((value): IdChoice => ({ kind: "junk", value })))
        : fc.oneof(
            { weight: 5, arbitrary: fc.constant<IdChoice>({ kind: "own" }) },
            { weight: 1, arbitrary: fc.constant<IdChoice>({ kind: "otherType" }) },
            { weight: 3, arbitrary: junkId.map((value): IdChoice => ({ kind: "junk", value })) },
          ),
    ]),
  ) as Record<string, fc.Arbitrary<IdChoice>>;
  const bodyKinds: BodyKind[] = op.body
    ? ["invalidJson", "badUtf8", "empty", "wrongTop", "missing", "extra", "protoKey", "wrongType", "outOfEnum", "outOfRange", "hugeString", "deep", "nul", "surrogate", "wrongContentType", "tooLarge"]
    : ["none"];
  // A paid operation with a valid body goes on to the payment: exercised with garbage payments only.
  if (op.body && op.security === "x402") bodyKinds.push("valid", "valid", "valid");
  const headers = fc.array(
    fc.oneof(
      // Large, but all headers together stay under node:http's 16 KiB (beyond it node answers 431 itself, see below).
      fc.integer({ min: 1, max: 3000 }).map((n): [string, string] => ["x-fuzz", "a".repeat(n)]),
      headerText.map((v): [string, string] => ["payment-signature", v]),
      headerText.map((v): [string, string] => ["x-forwarded-host", v]),
      fc.constantFrom("javascript", "ftp", "", "https:", "http://x").map((v): [string, string] => ["x-forwarded-proto", v]),
      fc.constantFrom("text/html", "*/*", "application/xml", "").map((v): [string, string] => ["accept", v]),
      fc.string({ unit: "grapheme", maxLength: 20 }).map((v): [string, string] => ["x-fuzz-utf8", utf8AsLatin1(v)]),
      headerText.map((v): [string, string] => ["cookie", `next-auth.session-token=${v}`]),
      headerText.map((v): [string, string] => ["idempotency-key", v]),
      fc.constantFrom("1.0", "0.3", "9.9", "x").map((v): [string, string] => ["a2a-version", v]),
      fc.constant<[string, string]>(["origin", "https://evil.example"]),
    ),
    { maxLength: 3 },
  );
  const queryParams = op.params.filter((p) => p.in === "query");
  return fc.record({
    wrongMethod: wrong.length ? fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) }) : fc.constant(null),
    ids: fc.record(ids),
    auth: op.security === "bearer" ? fc.constantFrom(...authChoices) : fc.constantFrom<Auth>("none", "none", "neverIssued", "malformed", "cookieOnly"),
    junk: headerText,
    headers,
    query: fc.record({
      kind: queryParams.length ? fc.constantFrom<QueryKind>("none", "none", "junkExtra", "invalid", "invalid", "maybe") : fc.constantFrom<QueryKind>("none", "none", "junkExtra"),
      param: fc.nat(),
      pick: fc.nat(),
    }),
    body: fc.record({
      kind: fc.constantFrom(...bodyKinds),
      member: fc.nat(),
      pick: fc.nat(),
      size: fc.integer({ min: 1, max: 3000 }),
      contentType: fc.constantFrom(...CONTENT_TYPES_JSON),
    }),
    payment: fc.record({
      kind: fc.constantFrom("none", "base64Junk", "jsonJunk", "unsigned", "unsigned", "notBase64", "empty", "huge"),
      pick: fc.nat(),
      json: fc.jsonValue({ maxDepth: 3 }),
    }),
  });
}

// ---------------------------------------------------- from a spec to a request

interface Case {
  label: string;
  request: RawRequest;
  /** The codes this request may get; `ok` also allows a 2xx (reads only), `redirect` a same-origin 308. */
  expect: { codes: ErrorCode[]; ok: boolean; redirect?: boolean };
  ids: string[];
}

const REROUTING = new Set(["..", ".", "%2e%2e", "..%2F..%2Fetc%2Fpasswd"]);
const malformedSegment = (value: string) => {
  try {
    return decodeURIComponent(value).includes("\u0000");
  } catch {
    return true;
  }
};

const pickOf = <T>(list: T[], n: number): T => list[n % list.length]!;

function nested(depth: number, pick: number): string {
  const [open, close] = pick % 2 ? ["[", "]"] : ['{"a":', "}"];
  return open.repeat(depth) + "1" + close.repeat(depth);
}

const BAD_UTF8 = [Buffer.from([0xff]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xe2, 0x82]), Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]), Buffer.from([0x80])];
const WRONG_VALUES: unknown[] = ["a string", 12345, 1.5, true, null, [], {}, [1, "two"], { nested: { x: 1 } }];

/** A body for the spec: bytes, content type, and the codes it must get if it reaches the body check. */
function bodyFor(op: Operation, spec: BodySpec): { bytes?: Buffer | string; contentType: string | null; codes: ErrorCode[]; valid: boolean } {
  const base = VALID_BODIES[op.operationId] as Record<string, unknown> | undefined;
  const schema = op.body ? resolve(op.body) : undefined;
  const props = Object.entries(schema?.properties ?? {});
  const contentType = spec.contentType;
  const json = (value: unknown) => JSON.stringify(value);
  const invalid = (bytes: Buffer | string, codes: ErrorCode[] = ["validation_failed"]) => ({ bytes, contentType, codes, valid: false });
  if (spec.kind === "none") {
    // A stray body on an operation that takes none: ignored.
    return spec.pick % 3 === 0 ? { bytes: Buffer.from(`junk ${spec.size}`), contentType: "text/plain", codes: [], valid: true } : { contentType: null, codes: [], valid: true };
  }
  if (!base || !schema) throw new Error(`no valid base body for ${op.operationId}: add it to VALID_BODIES`);
  const text = json(base);
  const withMember = (name: string, value: unknown) => ({ ...base, [name]: value });
  switch (spec.kind) {
    case "valid":
      return { bytes: text, contentType, codes: [], valid: true };
    case "invalidJson": {
      const variants = [text.slice(0, Math.max(1, spec.size % text.length)), `${text},`, text.replace(/"/g, "'"), "{name: 1}", "NaN", "{\"a\":1}}", "[", "/* c */ {}", "{\"a\":01}", "\"unterminated", "tru", "{\"a\" 1}"];
      return invalid(pickOf(variants, spec.pick), ["invalid_json"]);
    }
    case "badUtf8": {
      const at = text.indexOf('":"') + 3 || 1;
      return invalid(Buffer.concat([Buffer.from(text.slice(0, at)), pickOf(BAD_UTF8, spec.pick), Buffer.from(text.slice(at))]), ["invalid_json"]);
    }
    case "empty":
      return invalid(pickOf(["", " ", "\n\t "], spec.pick), ["invalid_json"]);
    case "wrongTop":
      return invalid(json(pickOf(["a string", 12, true, null, [base], [], 0.5], spec.pick)));
    case "missing": {
      const required = schema.required ?? [];
      if (!required.length) return invalid(json(pickOf(WRONG_VALUES.filter((v) => typeof v !== "object" || v === null), spec.pick)));
      const drop = pickOf(required, spec.member);
      return invalid(json(Object.fromEntries(Object.entries(base).filter(([key]) => key !== drop))));
    }
    case "extra":
      if (schema.additionalProperties !== false) return invalid(json([base]));
      return invalid(json({ ...base, [`fuzz_${spec.pick % 1000}`]: pickOf(WRONG_VALUES, spec.member) }));
    case "protoKey":
      if (schema.additionalProperties !== false) return invalid(json([base]));
      return invalid(`${text.slice(0, -1)},${pickOf(['"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}'], spec.pick)}}`);
    case "wrongType": {
      const typed = props.map(([name, s]) => [name, typesOf(s)] as const).filter(([, types]) => types !== null);
      if (!typed.length) return invalid(json(pickOf(["x", 1, true], spec.pick)));
      const [name, types] = pickOf(typed, spec.member);
      const wrongValues = WRONG_VALUES.filter((v) => !allows(types!, v));
      return invalid(json(withMember(name, pickOf(wrongValues, spec.pick))));
    }
    case "outOfEnum": {
      const enums = props.filter(([, s]) => resolve(s).enum);
      if (!enums.length) return invalid(json([base]));
      const [name] = pickOf(enums, spec.member);
      return invalid(json(withMember(name, pickOf(["", "PUBLIC", "everyone", "custom_form ", "<script>"], spec.pick))));
    }
    case "outOfRange": {
      const ranged = props.filter(([, s]) => typeof resolve(s).minimum === "number" || typeof resolve(s).maximum === "number");
      if (!ranged.length) return invalid(json([base]));
      const [name, s] = pickOf(ranged, spec.member);
      const { minimum, maximum } = resolve(s);
      const values = [minimum !== undefined ? minimum - 1 : undefined, maximum !== undefined ? maximum + 1 : undefined, 1e308, -1e308, resolve(s).type === "integer" ? 1.5 : undefined].filter(
        (v) => v !== undefined,
      );
      return invalid(json(withMember(name, pickOf(values, spec.pick))));
    }
    case "hugeString": {
      const limited = props.filter(([, s]) => typeof resolve(s).maxLength === "number");
      if (!limited.length) return invalid(json(withMember(props[0]?.[0] ?? "x", "x".repeat(1_100_000))), ["validation_failed", "payload_too_large"]);
      const [name, s] = pickOf(limited, spec.member);
      return invalid(json(withMember(name, "x".repeat(resolve(s).maxLength! + spec.size))), ["validation_failed", "payload_too_large"]);
    }
    case "deep": {
      const depth = 65 + ((spec.size * 37) % 20_000);
      const name = props.length ? pickOf(props, spec.member)[0] : "x";
      return invalid(spec.pick % 3 === 0 ? nested(depth, spec.pick) : `${text.slice(0, -1)}${text.length > 2 ? "," : ""}"${name}_deep":${nested(depth, spec.pick)}}`);
    }
    case "nul":
    case "surrogate": {
      const strings = props.filter(([, s]) => typesOf(s)?.has("string"));
      const bad = spec.kind === "nul" ? "a\\u0000b" : pickOf(["\\ud800", "x\\udfff", "\\udbff\\u0041"], spec.pick);
      if (!strings.length || spec.pick % 4 === 0) return invalid(`${text.slice(0, -1)}${text.length > 2 ? "," : ""}"k${bad}":1}`);
      const [name] = pickOf(strings, spec.member);
      return invalid(json(withMember(name, "PLACEHOLDER")).replace('"PLACEHOLDER"', `"${bad}"`));
    }
    case "wrongContentType":
      return { bytes: text, contentType: pickOf(CONTENT_TYPES_NOT_JSON, spec.pick), codes: ["unsupported_media_type"], valid: false };
    case "tooLarge":
      // Larger than the route's limit: chat's is 8 MB, knowledge files' about 1 MB, the rest 512 KiB at most.
      return invalid(`{"x":"${"y".repeat((op.operationId === "chatWithPerson" ? 8_100_000 : 1_100_000) + spec.size)}"}`, ["payload_too_large"]);
  }
}

function queryFor(op: Operation, spec: Spec["query"]): { query: string; codes: ErrorCode[]; ok: boolean } {
  const params = op.params.filter((p) => p.in === "query");
  if (spec.kind === "none") return { query: "", codes: [], ok: true };
  // Unknown parameters are ignored, except that no text with NUL is read at all (400).
  if (spec.kind === "junkExtra") return { query: pickOf(["?fuzz=1", "?a=%00", "?a=%ZZ", "?=", "?&&&", `?x=${"q".repeat(2000)}`, "?__proto__[x]=1"], spec.pick), codes: ["validation_failed"], ok: true };
  const param = pickOf(params, spec.param);
  const schema = param.schema;
  const invalid: string[] = ["%00", `a%00b`];
  if (schema.type === "integer" || schema.type === "number") {
    invalid.push("abc", "1.5", "NaN", "");
    if (typeof schema.minimum === "number") invalid.push(String(schema.minimum - 1));
    if (typeof schema.maximum === "number") invalid.push(String(schema.maximum + 1), "1e9");
  }
  if (schema.type === "string" && typeof schema.maxLength === "number") invalid.push("z".repeat(schema.maxLength + 1 + (spec.pick % 50)));
  if (schema.type === "string" && typeof schema.minLength === "number" && schema.minLength > 0) invalid.push("");
  if (schema.enum) invalid.push("xml", "JSON", "");
  if (spec.kind === "invalid") return { query: `?${param.name}=${pickOf(invalid, spec.pick)}`, codes: ["validation_failed"], ok: false };
  const maybe = ["%ZZ", "0x10", "%20%205", "-0", "abc123", "MTAw", `${param.name}=1&${param.name}`, "%E2%80%AE", "%F0%9F%92%A9"];
  return { query: `?${param.name}=${pickOf(maybe, spec.pick)}`, codes: ["validation_failed"], ok: true };
}

const madeUpPayers = new Set<string>();

function paymentHeader(spec: Spec["payment"], kind: "persons" | "pages"): string | null {
  const required = fixture.challenges[kind];
  const b64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64");
  const hex = (bytes: number, seed: number) => `0x${Array.from({ length: bytes }, (_, i) => ((seed * 31 + i * 17) % 256).toString(16).padStart(2, "0")).join("")}`;
  switch (spec.kind) {
    case "none":
      return null;
    case "empty":
      return "";
    case "notBase64":
      return pickOf(["!!!not base64!!!", "e30", "=====", "null", "ey"], spec.pick);
    case "base64Junk":
      return b64(pickOf(["{}", "[]", "null", "\u0000\u0001", "x402", "{\"x402Version\":2}"], spec.pick));
    case "jsonJunk":
      return b64({ x402Version: pickOf([2, 1, "2", null], spec.pick), accepted: spec.json, payload: spec.json, resource: spec.json });
    case "huge":
      return "A".repeat(3000);
    case "unsigned": {
      // The challenge's real requirements with a made-up authorization and a signature nobody made.
      const requirements = required.accepts[0]!;
      const authorization: Record<string, unknown> = {
        from: hex(20, spec.pick),
        to: requirements.payTo,
        value: requirements.amount,
        validAfter: "0",
        validBefore: String(Math.floor(Date.now() / 1000) + 600),
        nonce: hex(32, spec.pick + 7),
      };
      if (typeof authorization.from === "string") madeUpPayers.add(authorization.from);
      const tamper = spec.pick % 8;
      const broken = [
        () => {},
        () => (authorization.value = "abc"),
        () => (authorization.validBefore = { x: 1 }),
        () => (authorization.nonce = "0x00"),
        () => (authorization.from = "0x0000000000000000000000000000000000000000"),
        () => (authorization.value = "1".repeat(100)),
        () => delete authorization.to,
        () => (authorization.validAfter = -1),
      ][tamper]!;
      broken();
      const signature = pickOf([hex(65, spec.pick), hex(3, spec.pick), "0x", 42, null, hex(65, spec.pick).toUpperCase()], spec.pick >> 3);
      return b64({ x402Version: 2, resource: required.resource, accepted: requirements, payload: { authorization, signature } });
    }
  }
}

/** Well-formed ids that name nothing: the request gets past the path's checks and finds nothing. */
const MISSING_IDS: Record<string, string> = { uploadId: "upl_doesnotexist", bookingId: "bk_doesnotexist", webhookId: `wh_${"0".repeat(24)}`, scheduleId: `sch_${"0".repeat(24)}`, approvalId: "apr_doesnotexist", linkId: "lnk_doesnotexist", submissionId: "sub_doesnotexist", grantId: "0".repeat(24) };

function caseFor(op: Operation, spec: Spec, index: number): Case {
  const label = `${op.method} ${op.path} #${index}`;
  const typeOfPath = op.path.includes("/persons") ? "person" : op.path.includes("/pages") ? "page" : null;
  const own = typeOfPath === "page" ? fixture.page : fixture.person;
  const other = typeOfPath === "page" ? fixture.person : fixture.page;
  const usedIds: string[] = [];
  let pathMalformed = false;
  let rerouted = false;
  let idsAreOwn = true;
  let renewType: "own" | "other" | "junk" = "own";
  let route = op.path;
  for (const param of op.params.filter((p) => p.in === "path")) {
    const choice = spec.ids[param.name]!;
    let value: string;
    if (param.name === "type") {
      value = choice.kind === "junk" ? choice.value : choice.kind === "own" ? "persons" : "page";
      renewType = choice.kind === "junk" && !["person", "persons", "page", "pages"].includes(choice.value) ? "junk" : "own";
      if (choice.kind === "otherType") renewType = "other";
    } else if (param.name in MISSING_IDS) {
      value = choice.kind === "junk" ? choice.value : MISSING_IDS[param.name]!;
    } else {
      value = choice.kind === "own" ? own.id : choice.kind === "otherType" ? other.id : choice.value;
      if (choice.kind !== "own") idsAreOwn = false;
      if (choice.kind === "junk") usedIds.push(choice.value);
    }
    if (choice.kind === "junk" && REROUTING.has(choice.value)) rerouted = true;
    if (choice.kind === "junk" && malformedSegment(choice.value)) pathMalformed = true;
    route = route.replace(`{${param.name}}`, value);
  }
  // The typed renew route: {type} persons with the Page's id (or page with the Person's) names nothing.
  if (op.operationId === "renewLease") {
    const typeChoice = spec.ids.type!;
    const idChoice = spec.ids.id!;
    const typeIsPerson = typeChoice.kind === "own" || (typeChoice.kind === "junk" && ["person", "persons"].includes(typeChoice.value));
    const idIsPerson = idChoice.kind === "own"; // own = the Person's id on this route
    idsAreOwn = renewType !== "junk" && idChoice.kind !== "junk" && typeIsPerson === idIsPerson;
  }
  const query = queryFor(op, spec.query);
  const headers: [string, string][] = [];
  const token = own.token;
  switch (spec.auth) {
    case "valid":
      headers.push(["authorization", `Bearer ${token}`]);
      break;
    case "lowercase":
      headers.push(["authorization", `bearer ${token}`]);
      break;
    case "otherType":
      headers.push(["authorization", `Bearer ${other.token}`]);
      break;
    case "neverIssued":
      headers.push(["authorization", `Bearer ${generateToken()}`]);
      break;
    case "malformed":
      headers.push([
        "authorization",
        pickOf(
          [`Bearer ${spec.junk}`, "Bearer", "Bearer ", `Token ${token}`, `Bearer ${token}x`, `Bearer ${token.toUpperCase()}`, `Bearer ${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`, `Bearer  ${token} extra`, `Bearer ${token.replace("at_live_", "at_test_")}`, token],
          spec.junk.length,
        ),
      ]);
      break;
    case "basic":
      headers.push(["authorization", `Basic ${Buffer.from(`user:${token}`).toString("base64")}`]);
      break;
    case "dupValidFirst":
      headers.push(["authorization", `Bearer ${token}`], ["authorization", `Bearer ${spec.junk}`]);
      break;
    case "dupJunkFirst":
      headers.push(["authorization", `Bearer ${spec.junk}`], ["authorization", `Bearer ${token}`]);
      break;
    case "huge":
      headers.push(["authorization", `Bearer ${"a".repeat(3000)}`]);
      break;
    case "nonAscii":
      headers.push(["authorization", utf8AsLatin1(`Bearer tökén-${spec.junk}-✓`)]);
      break;
    case "cookieOnly":
      headers.push(["cookie", `next-auth.session-token=${spec.junk}; token=${token}; authorization=Bearer%20${token}`]);
      break;
    case "queryToken":
    case "none":
      break;
  }
  const queryString = spec.auth === "queryToken" ? `${query.query ? `${query.query}&` : "?"}access_token=${token}&token=${token}` : query.query;
  headers.push(...spec.headers);
  const body = bodyFor(op, spec.body);
  if (body.contentType !== null && (op.body || body.bytes !== undefined)) headers.push(["content-type", body.contentType]);
  if (op.security === "x402") {
    const payment = paymentHeader(spec.payment, op.path.includes("/pages") ? "pages" : "persons");
    if (payment !== null) headers.push(["payment-signature", payment]);
  }
  const method = spec.wrongMethod ?? op.method;

  // What this request must get, in the documented order of checks.
  const all = Object.keys(ERROR_CODES) as ErrorCode[];
  let expected: Case["expect"];
  const granted = GRANTING.includes(spec.auth) && !spec.headers.some(([name]) => name === "authorization");
  // Repeated header lines reach the app joined with ", " (node:http), so two empty ones are not empty.
  const paymentLines = headers.filter(([name]) => name === "payment-signature").map(([, value]) => value);
  // A field value's surrounding whitespace is not part of it (RFC 9110 OWS): a line of spaces is no header at all.
  const paymentSent = paymentLines.length > 1 || Boolean(paymentLines[0]?.trim());
  const keyLines = headers.filter(([name]) => name === "idempotency-key").map(([, value]) => value);
  // Joined as node:http joins repeated lines, then trimmed as every field value is ("{f" and "" arrive as "{f,").
  const keyInvalid = keyLines.length > 0 && !IDEMPOTENCY_KEY_PATTERN.test(keyLines.join(", ").trim());
  // Dot segments are resolved before anything else (a 308 to the resolved path, or another route).
  if (rerouted) expected = { codes: all, ok: method === "GET", redirect: true };
  else if (pathMalformed) expected = { codes: ["validation_failed"], ok: false };
  else if (spec.wrongMethod) expected = { codes: ["method_not_allowed"], ok: false };
  else if (op.security === "bearer") {
    const authorized = granted && (op.operationId === "refreshToken" || idsAreOwn);
    if (!authorized) expected = { codes: ["unauthorized"], ok: false };
    // No upload or signature has that id: the download is 404 (unknown query parameters are not read).
    else if (op.operationId === "downloadUpload" || op.operationId === "downloadSignedCopy") expected = { codes: ["not_found"], ok: false };
    // A write that takes an Idempotency-Key checks its format before the body.
    else if (keyInvalid && (IDEMPOTENT_WRITES as readonly string[]).includes(`${op.method} ${op.path}`)) expected = { codes: ["validation_failed"], ok: false };
    // No booking has that id: a well-formed cancellation is 404 (after the body's checks).
    else if (op.operationId === "cancelBooking" && body.valid) expected = { codes: ["not_found"], ok: false };
    // No Page has that token: a well-formed link is refused (after the body's checks).
    else if (op.operationId === "linkPage" && body.valid) expected = { codes: ["page_token_invalid"], ok: false };
    // No webhook (or schedule, or approval request) has that id (well formed or not): 404 after the body's and the query's checks.
    else if (op.path.includes("{webhookId}") || op.path.includes("{scheduleId}") || op.path.includes("{approvalId}") || op.path.includes("{linkId}") || op.path.includes("{grantId}")) expected = op.body && !body.valid ? { codes: body.codes, ok: false } : { codes: [...query.codes, "not_found"], ok: false };
    else if (op.body) expected = { codes: body.codes, ok: false };
    else expected = { codes: query.codes, ok: op.method === "GET" && query.ok };
  } else if (op.security === "x402") {
    if (op.body) {
      if (!body.valid) expected = { codes: body.codes, ok: false };
      else expected = { codes: paymentSent ? ["payment_invalid"] : ["payment_required"], ok: false };
    } else if (!idsAreOwn) expected = { codes: ["not_found"], ok: false };
    else expected = { codes: paymentSent ? ["payment_invalid"] : ["payment_required"], ok: false };
  } else if (op.operationId === "walletChallenge") {
    // A challenge for any well-formed address (a nonce, nothing else); a chainId the schema takes but the service does not is refused.
    expected = body.valid ? { codes: ["wallet_chain_unsupported"], ok: true } : { codes: [...body.codes, "wallet_chain_unsupported"], ok: false };
  } else if (op.operationId === "walletListLeases" || op.operationId === "walletReissueToken") expected = { codes: ["wallet_signin_invalid"], ok: false };
  else if (op.path === "/a2a") expected = { codes: ["unsupported_media_type", "payload_too_large"], ok: true };
  else expected = { codes: [], ok: true };
  // Refusals that depend on what else is going on, not on the request: a limit reached; another export of the same Person
  // still running (the fuzzer sends several requests at once, and an export runs one at a time per Person).
  expected.codes = [...expected.codes, "rate_limited", ...(op.operationId === "exportPerson" ? (["export_in_progress"] as const) : [])];
  return { label, request: { method, path: route + queryString, headers, body: body.bytes }, expect: expected, ids: usedIds };
}

function problemWith(c: Case, response: RawResponse): string | null {
  if (response.status >= 500) return `answered ${response.status}`;
  if (response.status < 300) {
    if (!c.expect.ok) return `answered ${response.status}: a malformed request was accepted`;
    return null;
  }
  if (response.status < 400) {
    const location = String(response.headers.location ?? "");
    if (c.expect.redirect && response.status === 308 && location.startsWith("/")) return null;
    return `answered ${response.status} (location ${location})`;
  }
  const shape = errorShapeProblem(response);
  if (shape) return shape;
  const code = errorCode(response) as ErrorCode;
  if (!c.expect.codes.includes(code)) return `code ${code}, expected ${c.expect.codes.filter((x) => x !== "rate_limited" && x !== "export_in_progress").join(" or ") || "a 2xx"}`;
  return null;
}

const describeRequest = (c: Case) => {
  const body = c.request.body;
  const preview = body === undefined ? "" : ` body(${Buffer.byteLength(body)}B)=${JSON.stringify(Buffer.from(body).subarray(0, 120).toString("latin1"))}`;
  const headers = (c.request.headers ?? []).map(([n, v]) => `${n}: ${v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v}`).join(" | ");
  return `${c.request.method} ${c.request.path.slice(0, 160)} [${headers}]${preview}`;
};

// ------------------------------------------------------------------------ tests

beforeAll(async () => {
  await fundPayer(PAYER);
  const [person, page] = await Promise.all([provision(PAYER, "persons"), provision(PAYER, "pages")]);
  fixture.person = person;
  fixture.page = page;
  fixture.challenges = {
    persons: (await challenge("/api/v3/resources/persons", PERSON_BODY)).required,
    pages: (await challenge("/api/v3/resources/pages", PAGE_BODY)).required,
  };
  const response = await send({ method: "GET", path: "/api/v3/openapi.json" });
  doc = JSON.parse(response.text);
});

describe("schema-driven fuzzing of the OpenAPI document", () => {
  it("the document covers every route file under app/api/v3", () => {
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (entry === "route.ts") routes.push(path.relative("app", dir).replace(/\[([^\]]+)\]/g, "{$1}"));
      }
    };
    walk(path.join("app", "api", "v3"));
    const documented = Object.keys(doc.paths).map((p) => p.replace(/^\//, ""));
    // The typed renew route serves /resources/{person|page}s/{id}/renew too.
    for (const route of routes) expect(documented, route).toContain(route);
    expect(operations().length).toBeGreaterThanOrEqual(27);
  });

  it(
    "thousands of malformed requests: no 5xx, every error {error, code} with its status and the right code, nothing written",
    async () => {
      const ops = operations();
      const cases: Case[] = [];
      ops.forEach((op, opIndex) => {
        const specs = fc.sample(specArbitrary(op), { seed: SEED + opIndex, numRuns: RUNS });
        specs.forEach((spec, index) => cases.push(caseFor(op, spec, index)));
      });
      const decoded = (id: string) => {
        try {
          return decodeURIComponent(id);
        } catch {
          return id;
        }
      };
      const made = cases.flatMap((c) => c.ids.flatMap((id) => [id, decoded(id)])).filter((id) => !id.includes("\u0000"));
      const ids = [fixture.person.id, fixture.page.id, ...new Set(made)];
      const before = await snapshot(ids);
      const countsBefore = await tableCounts();
      const startedAt = Date.now();

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      await pool(cases, CONCURRENCY, async (c) => {
        let response: RawResponse;
        try {
          response = await send(c.request);
        } catch (error) {
          failures.push(`${c.label}: no answer (${(error as Error).message}) — ${describeRequest(c)}`);
          return;
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const problem = problemWith(c, response);
        if (problem) failures.push(`${c.label}: ${problem} — ${describeRequest(c)} → ${response.text.slice(0, 200)}`);
      });

      const after = await snapshot(ids);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.log(
        `fuzz: seed ${SEED}, ${ops.length} operations × ${RUNS} = ${cases.length} requests in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; table counts before ${JSON.stringify(countsBefore)} after ${JSON.stringify(await tableCounts())} (other files write too)`,
      );
      expect(failures.slice(0, 25), `seed ${SEED}: ${failures.length} failures`).toEqual([]);
      expect(cases.length).toBeGreaterThanOrEqual(3000);
      // Nothing written: the fuzzed resources' rows are as they were, and nothing names a made-up id.
      expect(after).toEqual(before);
      // No made-up payment authorization led to a claim: no payment or lease of any of its payers.
      expect(madeUpPayers.size).toBeGreaterThan(10);
      expect(await rowsOfPayers([...madeUpPayers])).toEqual({ leases: 0, payments: 0 });
    },
    600_000,
  );
});
