/**
 * What every API route handler shares: errors become `{error, code}` JSON
 * through one mapping, and request bodies and queries are read within a size
 * limit and validated with a zod schema before any work is done.
 */
import type { z } from "zod";
import { ApiError, errorResponse, toApiError, zodDetails } from "./errors";
import { traced } from "./request-context";

/** Default limit of a JSON request body; routes with larger inputs pass their own. */
export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * Wraps a route handler so that any thrown error becomes the JSON error
 * answer; traced: a request id while it runs, X-Request-Id, the access line.
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return traced(async (request: Request, context: C) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(toApiError(error));
    }
  });
}

/** Reads the body as text, refusing more than `limit` bytes before reading it all. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    throw new ApiError("payload_too_large", `The request body is larger than ${limit} bytes.`);
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError("payload_too_large", `The request body is larger than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Refuses a body declared as anything but JSON (application/json or application/…+json). */
export function requireJsonContentType(request: Request, message = "Send the body as application/json."): void {
  const contentType = request.headers.get("content-type");
  if (contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) throw new ApiError("unsupported_media_type", message);
}

/** Parses and validates a JSON body. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { limit?: number } = {},
): Promise<z.output<S>> {
  requireJsonContentType(request);
  return parseJsonText(await readBodyText(request, options.limit ?? DEFAULT_BODY_LIMIT_BYTES), schema);
}

/** Parses and validates a JSON body already read (within its limit). */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  if (text.trim() === "") throw new ApiError("invalid_json", "The request body is empty; send a JSON object.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ApiError("invalid_json", `The request body is not valid JSON: ${(error as Error).message}`);
  }
  return validate(schema, json, "The request body");
}

/** Validates the URL's query parameters. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return validate(schema, params, "The query");
}

export function validate<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const details = zodDetails(parsed.error);
    const first = details[0];
    const summary = first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "invalid";
    throw new ApiError("validation_failed", `${what} is invalid (${summary}).`, { details });
  }
  return parsed.data;
}

/** The public base URL: PUBLIC_BASE_URL when configured, else the request's own origin. */
export function baseUrlOf(request: Request, configured: string | undefined): string {
  if (configured) return configured;
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
