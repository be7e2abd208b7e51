/**
 * What a counterpart's request to a Page (/pages/{id}) or a Person's chat
 * (/persons/{id}) meets, and the HTTP status that says it. One rule for the
 * proxy, which decides the status before the first byte (proxy.ts, with one
 * read: `readCounterpartSubject`), and for the page, which renders the body
 * (lib/domains/pages/counterpart.ts openPage, lib/domains/persons/chat/counterpart.ts openPerson).
 *
 * In this order:
 * - `missing` (404): no Page or Person was ever made with this id;
 * - `destroyed` (410): its controller destroyed it (the lease row outlives it);
 *   neither needs a sign-in: nothing is left that an audience protects;
 * - `signed-out`: the sign-in page, which comes back here (a 307 redirect to
 *   /signin?callbackUrl=…; see docs/decisions.md on why not 401);
 * - `denied` (403): the signed-in email is not in a private audience;
 * - `unavailable` (503): its lease is not active (expired, or its payment not
 *   settled), or the service's operators suspended it (lib/domains/leases/suspension.ts), or, for a Person, its turns are used up: "not available right
 *   now, try again later", the same neutral words the counterpart chat
 *   answers with 503 (counterparts are never told about leases or turns);
 * - `open` (200).
 */
import { unitLeftSql } from "../../core/allowance-units";
import { pool } from "../../core/db/client";
import { log } from "../../core/log";
import { canOpen, type Audience } from "./access";
import { normalizeEmail } from "./email";

export const COUNTERPART_STATES = ["missing", "destroyed", "signed-out", "denied", "unavailable", "open"] as const;
export type CounterpartState = (typeof COUNTERPART_STATES)[number];

/** The status each state answers with; signed-out is the sign-in redirect (307), made by the page. */
export const COUNTERPART_STATUS: Record<Exclude<CounterpartState, "signed-out">, number> = {
  missing: 404,
  destroyed: 410,
  denied: 403,
  unavailable: 503,
  open: 200,
};

export interface CounterpartSubject {
  /** The Page or Person's audience; null when there is no such row (never made, or destroyed). */
  resource: Audience | null;
  /** Its lease, if any: whether it was destroyed, and whether it serves counterparts now. */
  lease: { destroyed: boolean; serving: boolean } | null;
}

export function counterpartState(subject: CounterpartSubject, email: string | null | undefined): CounterpartState {
  if (!subject.resource) return subject.lease?.destroyed ? "destroyed" : "missing";
  if (!email) return "signed-out";
  if (!canOpen(subject.resource, email)) return "denied";
  if (!subject.lease?.serving) return "unavailable";
  return "open";
}

/**
 * The request header by which the proxy tells the page what it decided. The
 * proxy sets it on every request it runs for on these paths (a client's own
 * value never reaches the page then). A request the proxy does not run for
 * (a server action) could carry a forged one, so the page believes only the
 * states that show less than the Page itself ("open" it decides itself).
 */
export const COUNTERPART_STATE_HEADER = "x-leasehold-counterpart-state";

/**
 * The proxy's decision (the request header's value) that the page follows
 * without reading the Page or Person: one that shows less than it, and, for
 * the states that name the signed-in email, only when the page finds that
 * person signed in too. Otherwise null: the page decides itself.
 */
export function stateToFollow(value: string | null | undefined, email: string | null): "missing" | "destroyed" | "denied" | "unavailable" | null {
  if (value === "missing" || value === "destroyed") return value;
  if ((value === "denied" || value === "unavailable") && email) return value;
  return null;
}

const COUNTERPART_PATH = /^\/(pages|persons)\/([A-Za-z0-9_-]{1,100})\/?$/;

/** The Page or Person a document path opens, if it is one. */
export function counterpartPath(pathname: string): { kind: "page" | "person"; id: string } | null {
  const match = COUNTERPART_PATH.exec(pathname);
  if (!match) return null;
  return { kind: match[1] === "pages" ? "page" : "person", id: match[2]! };
}

/** NextAuth's session cookie: the __Secure- one on https, else the plain one (database sessions: never chunked). */
export function sessionTokenOf(cookies: { get(name: string): { value: string } | undefined }): string | null {
  return cookies.get("__Secure-next-auth.session-token")?.value ?? cookies.get("next-auth.session-token")?.value ?? null;
}

export interface ProxyDecision {
  state: CounterpartState;
  /** A Page's embedOrigins (who may frame it); none for a Person. */
  embedOrigins: string[];
}

/**
 * One statement for the proxy: the lease and the Page or Person of `id`, the
 * Page's embedOrigins, and the email of the session whose token the request
 * carries (unexpired, as NextAuth reads it). Times are compared in the
 * database, in UTC as Prisma stores them. When the database cannot answer:
 * null (the page itself then says what is wrong; no framing).
 */
export async function readCounterpartDecision(kind: "page" | "person", id: string, sessionToken: string | null): Promise<ProxyDecision | null> {
  const table = kind === "page" ? '"Page"' : '"Person"';
  const origins = kind === "page" ? 'r."embedOrigins"' : "NULL::text[]";
  const turns = kind === "person" ? `AND ${unitLeftSql("l")}` : "";
  try {
    const { rows } = await pool().query<{
      destroyed: boolean | null;
      serving: boolean | null;
      found: boolean;
      visibility: "public" | "private" | null;
      audienceEmails: string[] | null;
      ownerEmail: string | null;
      embedOrigins: string[] | null;
      email: string | null;
    }>(
      `SELECT l.status = 'destroyed' AS destroyed,
              (l.status = 'active' AND l."termEnd" > (now() AT TIME ZONE 'UTC') AND l."suspendedAt" IS NULL ${turns}) AS serving,
              r.id IS NOT NULL AS found, r.visibility::text AS visibility, r."audienceEmails", r."ownerEmail", ${origins} AS "embedOrigins",
              u.email
         FROM (SELECT 1) AS one
         LEFT JOIN "Lease" l ON l."resourceId" = $1 AND l."resourceType" = $2::"ResourceType"
         LEFT JOIN ${table} r ON r.id = $1
         LEFT JOIN "Session" s ON s."sessionToken" = $3 AND s.expires > (now() AT TIME ZONE 'UTC')
         LEFT JOIN "User" u ON u.id = s."userId"`,
      [id, kind, sessionToken],
    );
    const row = rows[0]!;
    const subject: CounterpartSubject = {
      resource: row.found ? { visibility: row.visibility ?? "public", audienceEmails: row.audienceEmails ?? [], ownerEmail: row.ownerEmail } : null,
      lease: row.destroyed === null ? null : { destroyed: row.destroyed, serving: !!row.serving },
    };
    return { state: counterpartState(subject, row.email ? normalizeEmail(row.email) : null), embedOrigins: row.embedOrigins ?? [] };
  } catch (error) {
    log.warn({ err: error }, "Could not read what a counterpart page shows; its status is left to the page, and it may not be framed");
    return null;
  }
}
