/**
 * Answering a Person's approval request (PersonApproval): by its controller
 * (REST, MCP), by a signed-in person on an Approval Page linked to the Person
 * for approvals, or by expiry (denied). Below both Persons and Pages, so the
 * control API and the Page's decision use the same rule: one answer per
 * request (the first wins; a later one is 409), written with its events in
 * one transaction, and the resume job queued in it.
 */
import type { z } from "zod";
import { now } from "../../core/clock/clock";
import { db, type Tx } from "../../core/db/client";
import type { PersonApproval } from "../../core/db/generated/client";
import { recordEvent } from "../events/record";
import { ApiError } from "../../core/http/errors";
import { enqueue } from "../jobs/engine";
import type { ApprovalSchema } from "./approval-schemas";

export type ApprovalRecord = z.infer<typeof ApprovalSchema>;

/**
 * The approvers an Approval Page's content names (`approvers`, normal form, in
 * its order), or null when it names none. Here, below Pages, because linking
 * a Page for a Person's approvals needs it too: such a Page must name them.
 */
export { approversOf } from "./approvers";

/** The refusal of linking an Approval Page that names no approvers for a Person's approvals (409 approvers_required). */
export const APPROVERS_REQUIRED =
  "An Approval Page answers a Person's approval requests only when its content names who may answer them (content.approvers, email addresses): name the approvers (PATCH the Page's content), then link it with approvals: true. Nothing was written.";

const excerpt = (text: string, length = 400) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function approvalRecord(row: PersonApproval): ApprovalRecord {
  return {
    id: row.id,
    personId: row.personId,
    status: row.status,
    tool: row.tool,
    kind: row.kind as ApprovalRecord["kind"],
    ...(row.server ? { server: row.server } : {}),
    arguments: row.arguments,
    reason: row.reason,
    ...(row.taskId ? { taskId: row.taskId } : {}),
    ...(row.sessionId ? { sessionId: row.sessionId } : {}),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decidedVia: (row.decidedVia as ApprovalRecord["decidedVia"]) ?? null,
    comment: row.comment,
    ...(row.pageId ? { pageId: row.pageId } : {}),
    outcome: (row.outcome as ApprovalRecord["outcome"]) ?? null,
  };
}

export type Decider =
  | { via: "rest" | "mcp" }
  | { via: "page"; email: string; pageId: string }
  | { via: "expiry" };

/**
 * Answers one pending request of this Person, or throws: 404 (no such request
 * for this Person), 409 `approval_closed` (answered or expired already).
 */
export async function decideApproval(
  input: { personId: string; approvalId: string; approve: boolean; comment?: string | undefined; by: Decider },
  tx?: Tx,
): Promise<PersonApproval> {
  const run = async (t: Tx) => {
    const status = input.by.via === "expiry" ? "expired" : input.approve ? "approved" : "denied";
    const decidedBy = input.by.via === "page" ? input.by.email : input.by.via === "expiry" ? "system" : "controller";
    const pageId = input.by.via === "page" ? input.by.pageId : null;
    const at = now();
    const [row] = await t.$queryRaw<PersonApproval[]>`
      UPDATE "PersonApproval"
      SET status = ${status}::"ApprovalStatus", "decidedAt" = ${at}, "decidedBy" = ${decidedBy}, "decidedVia" = ${input.by.via},
          comment = ${input.comment ?? null}, "pageId" = ${pageId}, "updatedAt" = ${at}
      WHERE id = ${input.approvalId} AND "personId" = ${input.personId} AND status = 'pending'
      RETURNING *`;
    if (!row) {
      const existing = await t.personApproval.findUnique({ where: { id: input.approvalId } });
      if (!existing || existing.personId !== input.personId) throw new ApiError("not_found", `No approval request ${input.approvalId} for this Person.`);
      throw new ApiError("approval_closed", `The approval request ${input.approvalId} is ${existing.status} already: it cannot be answered again.`);
    }
    const shared = {
      approvalId: row.id,
      tool: row.tool,
      ...(row.taskId ? { taskId: row.taskId } : {}),
      ...(row.sessionId ? { sessionId: row.sessionId } : {}),
    };
    await recordEvent(t, {
      resourceType: "person",
      resourceId: row.personId,
      type: "person.approval.decided",
      actor: input.by.via === "page" ? "counterpart" : input.by.via === "expiry" ? "system" : "controller",
      actorEmail: input.by.via === "page" ? input.by.email : null,
      data: { ...shared, status, via: input.by.via, decidedBy, ...(input.comment ? { comment: excerpt(input.comment) } : {}), ...(pageId ? { pageId } : {}) },
    });
    if (pageId) {
      await recordEvent(t, {
        resourceType: "page",
        resourceId: pageId,
        type: "page.person_approval.decided",
        actor: "counterpart",
        actorEmail: decidedBy,
        data: { approvalId: row.id, personId: row.personId, tool: row.tool, status: status as "approved" | "denied", ...(input.comment ? { comment: excerpt(input.comment) } : {}) },
      });
    }
    await enqueue(t, "person.approval.resume", { approvalId: row.id });
    return row;
  };
  return tx ? run(tx) : db().$transaction(run);
}

/** Expires one request if it is still pending and its time has come (the `person.approval.expire` job; tests move the clock). */
export async function expireApproval(approvalId: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const [due] = await tx.$queryRaw<{ personId: string }[]>`
      SELECT "personId" FROM "PersonApproval" WHERE id = ${approvalId} AND status = 'pending' AND "expiresAt" <= ${now()} FOR UPDATE SKIP LOCKED`;
    if (!due) return false;
    await decideApproval({ personId: due.personId, approvalId, approve: false, by: { via: "expiry" } }, tx);
    return true;
  });
}

/** Expires every pending request whose time has come; returns how many. A safety net beside each request's own expiry job. */
export async function expireDueApprovals(limit = 100): Promise<number> {
  const due = await db().personApproval.findMany({ where: { status: "pending", expiresAt: { lte: now() } }, select: { id: true }, take: limit, orderBy: { expiresAt: "asc" } });
  let expired = 0;
  for (const { id } of due) if (await expireApproval(id)) expired++;
  return expired;
}
