/**
 * Links between a Person and a Page ("Pages worked by Persons"):
 * made with both capability tokens (the Person's as the bearer, the Page's in
 * the body), listed and removed from either side, read by each side's record.
 * Below both domains (eslint.layers.mjs), so lib/domains/persons and lib/domains/pages each
 * read their links here, and a Page's submission queues its linked Persons'
 * triggers (./triggers.ts) in its own transaction.
 */
import type { PagePersonLink, Prisma } from "../../core/db/generated/client";
import { db, type Tx } from "../../core/db/client";
import { recordEvent } from "../events/record";
import { ApiError } from "../../core/http/errors";
import { newRowId } from "../../core/ids";
import { now } from "../../core/clock/clock";
import { findLiveToken } from "../tokens/authenticate";
import { approversOf, APPROVERS_REQUIRED } from "./approvals";
import { LINK_LIMITS, LinkTriggersSchema, type LinkInput, type LinkRecord, type LinkedSubmission } from "./schemas";

type LinkRow = PagePersonLink & { person: { name: string }; page: { label: string; toolType: string } };

const WITH_SIDES = { person: { select: { name: true } }, page: { select: { label: true, toolType: true } } } as const;

export function linkRecord(link: LinkRow): LinkRecord {
  const triggers = LinkTriggersSchema.safeParse(link.triggers);
  return {
    id: link.id,
    personId: link.personId,
    personName: link.person.name,
    pageId: link.pageId,
    pageLabel: link.page.label,
    pageToolType: link.page.toolType,
    triggers: link.triggers != null && triggers.success ? triggers.data : null,
    title: link.title,
    instructions: link.instructions,
    maxTurns: link.maxTurns,
    approvals: link.approvals,
    createdAt: link.createdAt.toISOString(),
  };
}

const PAGE_TOKEN_REFUSED =
  "The pageToken is not a live capability token of a Page (malformed, unknown, revoked, expired, a Person's token, or its Page's lease is expired or destroyed). Send the Page's own capability token in pageToken.";

/**
 * Which Page a `pageToken` controls, or 403 page_token_invalid: the token is
 * looked up by its SHA-256 and compared in constant time (as a bearer token
 * is, lib/domains/tokens/authenticate.ts), must be live, issued for a Page, and its
 * lease active and within its term. The token itself goes nowhere.
 */
export async function pageOfToken(pageToken: string): Promise<{ pageId: string; leaseId: string }> {
  const context = await findLiveToken(pageToken);
  if (!context || context.resourceType !== "page") throw new ApiError("page_token_invalid", PAGE_TOKEN_REFUSED);
  if (context.lease.status !== "active" || context.lease.termEnd <= now()) throw new ApiError("page_token_invalid", PAGE_TOKEN_REFUSED);
  return { pageId: context.resourceId, leaseId: context.leaseId };
}

/**
 * POST …/persons/{id}/links: links the Page of `input.pageToken` to the
 * Person, or refuses with nothing written: 403 page_token_invalid, 403
 * link_forbidden (another controller's Page), 400 (approvals on a Page that
 * is not an approval Page), 409 approvers_required (approvals on an Approval
 * Page that names no approvers), 409 conflict (already linked), 409 link_limit.
 * The link and its events on both timelines commit together; the limits hold
 * under concurrency (both leases' rows are locked first, in a fixed order).
 */
export async function createLink(personId: string, input: LinkInput): Promise<LinkRecord> {
  const { pageId, leaseId: pageLeaseId } = await pageOfToken(input.pageToken);
  return db().$transaction(async (tx) => {
    const person = await tx.person.findUnique({ where: { id: personId }, include: { lease: true } });
    const page = await tx.page.findUnique({ where: { id: pageId }, include: { lease: true } });
    if (!person) throw new ApiError("not_found", `No Person ${personId}.`);
    if (!page || page.leaseId !== pageLeaseId) throw new ApiError("page_token_invalid", PAGE_TOKEN_REFUSED);
    if (person.lease.principal.toLowerCase() !== page.lease.principal.toLowerCase()) {
      throw new ApiError("link_forbidden", "This Page is leased by another controller (payer address) than this Person: only a controller of both may link them.");
    }
    if (input.approvals && page.toolType !== "approval") {
      throw new ApiError("validation_failed", `The body is invalid (approvals: only an approval Page answers approval requests; this Page is a ${page.toolType}).`, {
        details: [{ path: "approvals", message: `only an approval Page answers approval requests; this Page is a ${page.toolType}` }],
      });
    }
    // Who answers a Person's approval requests there must be named: an open list would let anyone
    // who can open the Page (every signed-in person, for a public Page) run the Person's guarded calls.
    if (input.approvals && !approversOf(page.content)) throw new ApiError("approvers_required", APPROVERS_REQUIRED);
    // Both leases' rows, in id order: concurrent links of either side are counted one at a time.
    const leaseIds = [person.leaseId, page.leaseId].sort();
    await tx.$queryRaw`SELECT id FROM "Lease" WHERE id = ANY(${leaseIds}) ORDER BY id FOR UPDATE`;
    if (await tx.pagePersonLink.findUnique({ where: { personId_pageId: { personId, pageId } } })) {
      throw new ApiError("conflict", "This Page is already linked to this Person; remove that link first to change it.");
    }
    const [ofPerson, ofPage] = await Promise.all([tx.pagePersonLink.count({ where: { personId } }), tx.pagePersonLink.count({ where: { pageId } })]);
    if (ofPerson >= LINK_LIMITS.perPerson) throw new ApiError("link_limit", `This Person has ${ofPerson} linked Pages, the most allowed (${LINK_LIMITS.perPerson}); remove one first.`);
    if (ofPage >= LINK_LIMITS.perPage) throw new ApiError("link_limit", `This Page is linked to ${ofPage} Persons, the most allowed (${LINK_LIMITS.perPage}); remove one first.`);
    const link = await tx.pagePersonLink.create({
      data: {
        id: `lnk_${newRowId()}`,
        personId,
        pageId,
        triggers: input.triggers ? (input.triggers as Prisma.InputJsonValue) : undefined,
        title: input.title ?? null,
        instructions: input.instructions ?? null,
        maxTurns: input.maxTurns,
        approvals: input.approvals,
      },
      include: WITH_SIDES,
    });
    const triggers = input.triggers ?? null;
    await recordEvent(tx, {
      resourceType: "person",
      resourceId: personId,
      type: "person.link.created",
      actor: "controller",
      data: { linkId: link.id, pageId, pageLabel: page.label, pageToolType: page.toolType, triggers, approvals: link.approvals },
    });
    await recordEvent(tx, {
      resourceType: "page",
      resourceId: pageId,
      type: "page.link.created",
      actor: "controller",
      data: { linkId: link.id, personId, personName: person.name, triggers, approvals: link.approvals },
    });
    return linkRecord(link);
  });
}

/** A Person's or a Page's links, oldest first (at most 10 of each). */
export async function listLinks(side: "person" | "page", id: string, client: Tx = db()): Promise<LinkRecord[]> {
  const rows = await client.pagePersonLink.findMany({
    where: side === "person" ? { personId: id } : { pageId: id },
    include: WITH_SIDES,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: Math.max(LINK_LIMITS.perPerson, LINK_LIMITS.perPage) * 2,
  });
  return rows.map(linkRecord);
}

/**
 * DELETE …/persons/{id}/links/{linkId} or …/pages/{id}/links/{linkId}: either
 * side's controller removes the link (404 when it is not one of that side's).
 * Tasks it already started keep running; no new one starts.
 */
export async function removeLink(side: "person" | "page", id: string, linkId: string): Promise<{ id: string; removed: true }> {
  return db().$transaction(async (tx) => {
    const link = await tx.pagePersonLink.findFirst({ where: { id: linkId, ...(side === "person" ? { personId: id } : { pageId: id }) }, include: WITH_SIDES });
    if (!link) throw new ApiError("not_found", `No link ${linkId} on this ${side === "person" ? "Person" : "Page"}.`);
    const { count } = await tx.pagePersonLink.deleteMany({ where: { id: link.id } });
    if (count === 0) throw new ApiError("not_found", `No link ${linkId} on this ${side === "person" ? "Person" : "Page"}.`);
    await recordEvent(tx, { resourceType: "person", resourceId: link.personId, type: "person.link.removed", actor: "controller", data: { linkId: link.id, pageId: link.pageId, removedBy: side } });
    await recordEvent(tx, { resourceType: "page", resourceId: link.pageId, type: "page.link.removed", actor: "controller", data: { linkId: link.id, personId: link.personId, removedBy: side } });
    return { id: link.id, removed: true as const };
  });
}

/**
 * Before a Person or a Page is destroyed (lib/flows/purchase/destroy.ts, in its
 * transaction): each of its links is removed, and the other side's timeline
 * says so (`destroyed: true`); the destroyed side's own timeline goes with it.
 */
export async function removeLinksOfDestroyed(tx: Tx, side: "person" | "page", id: string): Promise<number> {
  const links = await tx.pagePersonLink.findMany({ where: side === "person" ? { personId: id } : { pageId: id }, select: { id: true, personId: true, pageId: true } });
  for (const link of links) {
    if (side === "person") {
      await recordEvent(tx, { resourceType: "page", resourceId: link.pageId, type: "page.link.removed", actor: "controller", data: { linkId: link.id, personId: link.personId, removedBy: "person", destroyed: true } });
    } else {
      await recordEvent(tx, { resourceType: "person", resourceId: link.personId, type: "person.link.removed", actor: "controller", data: { linkId: link.id, pageId: link.pageId, removedBy: "page", destroyed: true } });
    }
  }
  await tx.pagePersonLink.deleteMany({ where: { id: { in: links.map((link) => link.id) } } });
  return links.length;
}

/** Whether a Person has any linked Page (its read tools are offered only then). */
export async function hasLinkedPages(personId: string): Promise<boolean> {
  return (await db().pagePersonLink.count({ where: { personId } })) > 0;
}

/**
 * A submission's data as plain data of bounded size: whole when its JSON
 * fits LINK_LIMITS.submissionChars, else without its largest members (named
 * in `omitted`) until it fits (a signature's rendered document, an
 * approval's request snapshot, long answers).
 */
export function boundedSubmission(row: { id: string; kind: string; submitterEmail: string; createdAt: Date; data: unknown }): LinkedSubmission {
  const data = row.data && typeof row.data === "object" && !Array.isArray(row.data) ? { ...(row.data as Record<string, unknown>) } : {};
  const omitted: string[] = [];
  const sizes = Object.entries(data)
    .map(([key, value]) => [key, JSON.stringify(value ?? null).length] as const)
    .sort((a, b) => b[1] - a[1]);
  let total = JSON.stringify(data).length;
  for (const [key, size] of sizes) {
    if (total <= LINK_LIMITS.submissionChars) break;
    delete data[key];
    omitted.push(key);
    total -= size + key.length + 4;
  }
  return { id: row.id, kind: row.kind, submitterEmail: row.submitterEmail, createdAt: row.createdAt.toISOString(), data, ...(omitted.length ? { omitted: omitted.sort() } : {}) };
}

/**
 * The Person's read of a linked Page: the Page and its newest submissions
 * (bookings, signatures, decisions… as data), at most LINK_LIMITS.readLimit,
 * optionally of one kind. Null when the Page is not linked to this Person.
 */
export async function readLinkedPage(
  personId: string,
  pageId: string,
  options: { limit: number; kind?: string },
): Promise<{ page: { id: string; label: string; toolType: string }; submissions: LinkedSubmission[] } | null> {
  const link = await db().pagePersonLink.findUnique({ where: { personId_pageId: { personId, pageId } }, include: { page: { select: { id: true, label: true, toolType: true } } } });
  if (!link) return null;
  const rows = await db().submission.findMany({
    where: { pageId, ...(options.kind ? { kind: options.kind } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, options.limit), LINK_LIMITS.readLimit),
    select: { id: true, kind: true, submitterEmail: true, createdAt: true, data: true },
  });
  return { page: link.page, submissions: rows.map(boundedSubmission) };
}

/** The approval Pages that answer a Person's approval requests (its links with `approvals: true`), oldest first. */
export async function approvalPagesOf(personId: string, client: Tx = db()): Promise<{ linkId: string; pageId: string }[]> {
  const rows = await client.pagePersonLink.findMany({ where: { personId, approvals: true }, select: { id: true, pageId: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({ linkId: row.id, pageId: row.pageId }));
}

/** The Persons whose approval requests a Page answers (its links with `approvals: true`), oldest first. */
export async function approvalPersonsOf(pageId: string, client: Tx = db()): Promise<{ linkId: string; personId: string }[]> {
  const rows = await client.pagePersonLink.findMany({ where: { pageId, approvals: true }, select: { id: true, personId: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => ({ linkId: row.id, personId: row.personId }));
}
