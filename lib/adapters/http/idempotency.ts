/**
 * Idempotency-Key on control writes. A write sent with the header is done
 * once per (resource, key):
 *
 * - the key is claimed, atomically, by inserting its row (the primary key is
 *   resource + key) before the work; the row holds the SHA-256 of the method,
 *   the path and the body;
 * - the work's answer (status, JSON body, Content-Type and Location) is
 *   stored on the row, and a repeat of the same request gets it again, with
 *   `Idempotent-Replayed: true`, without the work being done again;
 * - the same key with another method, path or body: `409
 *   idempotency_key_reused`; while the first request is still running: `409
 *   idempotency_key_in_progress` with Retry-After (we do not wait);
 * - a 5xx answer (or a crash) releases the key, so the request can be
 *   retried; 4xx answers are kept like any other;
 * - keys expire after 24 hours; a claim whose request died is taken over
 *   after 2 minutes; rows go with the resource when it is destroyed.
 */
import { log } from "../../core/log";
import { createHash, randomUUID } from "node:crypto";
import { db, Prisma } from "../../core/db/client";
import type { ResourceType } from "../../domains/leases/schemas";
import { ApiError, errorResponse, toApiError } from "../../core/http/errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_REPLAYED_HEADER = "Idempotent-Replayed";
/** 1 to 255 visible ASCII characters (no spaces or control characters). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a claim is held before another request may take it over (its request is presumed dead). */
export const IDEMPOTENCY_CLAIM_SECONDS = 120;
const REPLAYED_HEADERS = ["content-type", "location", "cache-control"];

/** The request's Idempotency-Key, or null when it has none; a malformed one is a 400. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const key = headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    const message = "must be 1 to 255 visible ASCII characters (for example a UUID)";
    throw new ApiError("validation_failed", `The ${IDEMPOTENCY_HEADER} header is invalid: it ${message}.`, {
      details: [{ path: IDEMPOTENCY_HEADER, message: `Invalid key: ${message}.` }],
    });
  }
  return key;
}

export interface IdempotentRequest {
  resourceType: ResourceType;
  resourceId: string;
  key: string;
  method: string;
  /** The URL path the request was sent to. */
  path: string;
  /** The body as read. */
  body: string;
}

export function requestHash(request: Pick<IdempotentRequest, "method" | "path" | "body">): string {
  return createHash("sha256").update(`${request.method.toUpperCase()} ${request.path}\n`).update(request.body, "utf8").digest("hex");
}

const where = (r: IdempotentRequest) => ({ resourceType_resourceId_key: { resourceType: r.resourceType, resourceId: r.resourceId, key: r.key } });

/** Inserts the claim, or takes over an expired row or a stale claim; false when someone else holds the key. */
async function claim(r: IdempotentRequest, hash: string, claimId: string): Promise<boolean> {
  const rows = await db().$queryRaw<{ claimId: string }[]>`
    INSERT INTO "IdempotencyRecord" AS r
      ("resourceType", "resourceId", key, "requestHash", status, "claimId", "lockedUntil", "createdAt", "expiresAt")
    VALUES (${r.resourceType}::"ResourceType", ${r.resourceId}, ${r.key}, ${hash}, 'in_progress', ${claimId},
      (now() AT TIME ZONE 'UTC') + make_interval(secs => ${IDEMPOTENCY_CLAIM_SECONDS}::int),
      now() AT TIME ZONE 'UTC',
      (now() AT TIME ZONE 'UTC') + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS}::int))
    ON CONFLICT ("resourceType", "resourceId", key) DO UPDATE SET
      "requestHash" = EXCLUDED."requestHash", status = 'in_progress', "claimId" = EXCLUDED."claimId",
      "lockedUntil" = EXCLUDED."lockedUntil", "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt",
      "responseStatus" = NULL, "responseBody" = NULL, "responseHeaders" = NULL
    WHERE r."expiresAt" <= (now() AT TIME ZONE 'UTC')
       OR (r.status = 'in_progress' AND r."lockedUntil" <= (now() AT TIME ZONE 'UTC'))
    RETURNING "claimId"`;
  return rows[0]?.claimId === claimId;
}

async function release(r: IdempotentRequest, claimId: string): Promise<void> {
  await db()
    .idempotencyRecord.deleteMany({ where: { resourceType: r.resourceType, resourceId: r.resourceId, key: r.key, claimId } })
    .catch((error: unknown) => log.error({ err: error }, "Releasing an idempotency key failed"));
}

/** Expired rows go now and then (about one claim in 50). */
function sweepNowAndThen(): void {
  if (Math.random() >= 1 / 50) return;
  db()
    .idempotencyRecord.deleteMany({ where: { expiresAt: { lt: new Date() } } })
    .catch((error: unknown) => log.error({ err: error }, "Sweeping expired idempotency keys failed"));
}

function replay(row: { responseStatus: number | null; responseBody: string | null; responseHeaders: Prisma.JsonValue }): Response {
  const headers = new Headers((row.responseHeaders ?? {}) as Record<string, string>);
  headers.set(IDEMPOTENCY_REPLAYED_HEADER, "true");
  return new Response(row.responseBody, { status: row.responseStatus ?? 200, headers });
}

/**
 * Runs `work` once per (resource, key) and answers its first answer to every
 * repeat of the same request. See the module comment for the rules.
 */
export async function idempotent(r: IdempotentRequest, work: () => Promise<Response>): Promise<Response> {
  const hash = requestHash(r);
  const claimId = randomUUID();
  let claimed = false;
  // A row released between our claim and our read is claimed again (at most twice more).
  for (let attempt = 0; attempt < 3 && !claimed; attempt++) {
    claimed = await claim(r, hash, claimId);
    if (claimed) break;
    const row = await db().idempotencyRecord.findUnique({ where: where(r) });
    if (!row) continue;
    if (row.requestHash !== hash) {
      throw new ApiError(
        "idempotency_key_reused",
        `This ${IDEMPOTENCY_HEADER} was already used for a different request (method, path or body) on this resource; use a new key for a new request.`,
      );
    }
    if (row.status === "in_progress") {
      throw new ApiError("idempotency_key_in_progress", `The first request with this ${IDEMPOTENCY_HEADER} is still being processed; retry in a moment to get its answer.`, {
        headers: { "Retry-After": "1" },
      });
    }
    return replay(row);
  }
  if (!claimed) throw new ApiError("idempotency_key_in_progress", `This ${IDEMPOTENCY_HEADER} is busy; retry in a moment.`, { headers: { "Retry-After": "1" } });
  sweepNowAndThen();

  let response: Response;
  try {
    response = await work();
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      await release(r, claimId);
      throw apiError;
    }
    response = errorResponse(apiError);
  }
  if (response.status >= 500) {
    await release(r, claimId);
    return response;
  }
  const body = await response.text();
  const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
  try {
    await db().idempotencyRecord.updateMany({
      where: { resourceType: r.resourceType, resourceId: r.resourceId, key: r.key, claimId, status: "in_progress" },
      data: { status: "completed", responseStatus: response.status, responseBody: body, responseHeaders: headers, lockedUntil: new Date() },
    });
  } catch (error) {
    // The work is done; the claim lapses after IDEMPOTENCY_CLAIM_SECONDS and a repeat would do it again.
    log.error({ err: error }, "Storing the answer of an idempotent request failed");
  }
  return new Response(body, { status: response.status, headers: response.headers });
}
