/**
 * What every resource's operations are written with: an operation's spec
 * (lib/adapters/catalog/openapi/index.ts makes the document of them), the
 * path and header parameters they share, the error lists of control
 * operations, and `control()`.
 */
import { z } from "zod";
import type { ZodOpenApiOperationObject } from "zod-openapi";
import type { ErrorCode } from "../../../core/http/errors";
import { IDEMPOTENCY_KEY_PATTERN } from "../../http/idempotency";
import { AccessSchema, AudienceInputSchema } from "../../../domains/leases/schemas";
import type { Examples } from "./examples";

export type Method = "get" | "post" | "patch" | "delete";
export type Security = "public" | "bearer" | "x402";

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  tags: string[];
  security: Security;
  params?: ZodOpenApiOperationObject["requestParams"];
  body?: z.ZodType;
  /** Named request examples of the body (the media type's `examples`); without them, the body shape's (requestExample in the resource's file). */
  bodyExamples?: Examples;
  /** Success status, its description and schema (JSON unless `contentType`). */
  success: {
    status: 200 | 201;
    description: string;
    schema?: z.ZodType;
    contentType?: string;
    headers?: z.ZodObject;
    /** Other representations of the same answer, by media type. */
    alternatives?: Record<string, z.ZodType>;
    /** Examples of this operation's answer; without them, the schema's shape's (responseExample in the resource's file). */
    examples?: Examples;
    /** Examples of the other representations, by media type. */
    alternativeExamples?: Record<string, Examples>;
  };
  /** Paid operations may answer 202 while the settlement is open. */
  pending?: boolean;
  errors: ErrorCode[];
}
/** An operation without its method and path: those are its key in the route table. */
export type Spec = Omit<Operation, "method" | "path">;

export const IdParam = z.object({ id: z.string().meta({ description: "Resource identifier." }) });
export const CONTROL_ERRORS: ErrorCode[] = ["unauthorized", "not_found", "method_not_allowed", "rate_limited", "internal_error"];
/** Control writes: also 402 lease_expired (an expired lease keeps reads, renewal and destroy only) and 423 resource_suspended (the same, while the service's operators suspend it). */
export const WRITE_ERRORS: ErrorCode[] = [...CONTROL_ERRORS, "invalid_json", "validation_failed", "unsupported_media_type", "payload_too_large", "lease_expired", "resource_suspended"];
/** Control writes that take an Idempotency-Key (lib/adapters/http/idempotency.ts). */
export const IDEMPOTENT_ERRORS: ErrorCode[] = [...WRITE_ERRORS, "idempotency_key_reused", "idempotency_key_in_progress"];
export const IdempotencyKeyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .meta({
      description:
        "Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key.",
      example: "5f0c6f8e-3a51-4a5c-9a43-2f7f1f1c2b7e",
    }),
});

/** Where a control operation's target is besides the resource: the path of one item of it, and errors of its own. */
export interface Target {
  /** `{id}` and the item's id (default: `{id}` only, the resource itself). */
  path?: z.ZodObject;
  errors?: ErrorCode[];
}

/**
 * A control operation: bearer token of one resource, `{id}` in the path (or
 * `path`). An idempotent one takes an Idempotency-Key and may answer its
 * errors besides its own.
 */
export function control(
  resource: "person" | "page",
  rest: Pick<Operation, "operationId" | "summary" | "success" | "errors" | "body" | "bodyExamples"> & { path?: z.ZodObject; query?: z.ZodObject; idempotent?: boolean },
): Spec {
  const { path = IdParam, query, idempotent, ...operation } = rest;
  return {
    tags: [resource],
    security: "bearer",
    params: { path, ...(query ? { query } : {}), ...(idempotent ? { header: IdempotencyKeyHeader } : {}) },
    ...operation,
    ...(idempotent ? { errors: [...new Set([...IDEMPOTENT_ERRORS, ...operation.errors])] } : {}),
  };
}

/** A control operation without a body (a read, a delete): 200 with `answer`; with a query, one that does not parse is 400 validation_failed. */
export function controlWithoutBody(
  resource: "person" | "page",
  operationId: string,
  summary: string,
  answer: { description: string; schema: z.ZodType; query?: z.ZodObject },
  { path, errors = [] }: Target = {},
): Spec {
  const { query, ...success } = answer;
  const own: ErrorCode[] = query ? ["validation_failed", ...errors] : errors;
  return control(resource, { path, operationId, summary, query, success: { status: 200, ...success }, errors: [...new Set([...CONTROL_ERRORS, ...own])] });
}

/** An idempotent control write of `body`: the write errors, the Idempotency-Key's, and `errors` of its own. */
export function idempotentWrite(resource: "person" | "page", operationId: string, summary: string, body: z.ZodType, success: Operation["success"], { path, errors = [] }: Target = {}): Spec {
  return control(resource, { path, operationId, summary, body, success, errors: [...WRITE_ERRORS, ...errors], idempotent: true });
}

/** Who may open the resource as a counterpart (lib/domains/leases/audience.ts): the same operation for Persons and Pages. */
export function audienceOperation(resource: "person" | "page"): Spec {
  const operationId = resource === "person" ? "setPersonAudience" : "setPageAudience";
  return idempotentWrite(resource, operationId, "Set counterpart visibility and audience (no controller authority)", AudienceInputSchema, { status: 200, description: "The updated access.", schema: AccessSchema });
}
