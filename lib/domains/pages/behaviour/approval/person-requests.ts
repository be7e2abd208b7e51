/**
 * An Approval Page linked to Persons for approvals (POST …/persons/{id}/links
 * with `approvals: true`): the tool calls those Persons wait on appear on the
 * Page for its signed-in audience, and a person's decision there answers the
 * request (lib/domains/links/approvals.ts, the same rule as the controller's answer:
 * the first answer counts). Only the approvers the Page names decide: it
 * must name them to be linked for approvals, and a decision is refused when
 * it names none (anymore) or the person is not one of them.
 */
import { db } from "../../../../core/db/client";
import { ApiError } from "../../../../core/http/errors";
import { decideApproval } from "../../../links/approvals";
import { APPROVAL_LIMITS } from "../../../links/approval-schemas";
import { approvalPersonsOf } from "../../../links/links";
import { openForWriting, type SubmitMeta } from "../../open";
import type { FieldErrors } from "../../seen";
import { approversOf, assertApprover } from "./decide";

/** One request as the Page shows it. */
export interface PersonRequestView {
  id: string;
  personName: string;
  tool: string;
  /** The call's arguments, as indented JSON (at most 4,000 characters). */
  argumentsText: string;
  reason: string;
  status: "pending" | "approved" | "denied" | "expired";
  expiresAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  comment: string | null;
}

const ARGUMENT_CHARS = 4_000;
const SHOWN_PENDING = 20;
const SHOWN_DECIDED = 5;

function argumentsText(value: unknown): string {
  const text = JSON.stringify(value ?? {}, null, 2) ?? "{}";
  return text.length > ARGUMENT_CHARS ? `${text.slice(0, ARGUMENT_CHARS - 1)}…` : text;
}

/** The linked Persons' requests: those waiting (oldest first) and the last few answered. Empty when the Page is linked to none for approvals. */
export async function personRequestsOf(pageId: string): Promise<{ linked: boolean; pending: PersonRequestView[]; decided: PersonRequestView[] }> {
  const persons = await approvalPersonsOf(pageId);
  if (!persons.length) return { linked: false, pending: [], decided: [] };
  const personIds = persons.map((link) => link.personId);
  const [pending, decided, names] = await Promise.all([
    db().personApproval.findMany({ where: { personId: { in: personIds }, status: "pending" }, orderBy: { createdAt: "asc" }, take: SHOWN_PENDING }),
    db().personApproval.findMany({ where: { personId: { in: personIds }, status: { not: "pending" } }, orderBy: { decidedAt: "desc" }, take: SHOWN_DECIDED }),
    db().person.findMany({ where: { id: { in: personIds } }, select: { id: true, name: true } }),
  ]);
  const nameOf = new Map(names.map((person) => [person.id, person.name]));
  const view = (row: (typeof pending)[number]): PersonRequestView => ({
    id: row.id,
    personName: nameOf.get(row.personId) ?? "",
    tool: row.tool,
    argumentsText: argumentsText(row.arguments),
    reason: row.reason,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    comment: row.comment,
  });
  return { linked: true, pending: pending.map(view), decided: decided.map(view) };
}

/**
 * Who may answer a Person's request on the Page: a named approver, and only
 * one. Read from the Page's content at the moment of the decision, so a
 * controller who removes the approvers (or one of them) stops their answers at
 * once; a Page that names none answers nothing (its requests wait for the
 * controller or expire). 403 not_an_approver otherwise.
 */
export function assertNamedApprover(content: unknown, email: string): void {
  const approvers = approversOf(content);
  if (!approvers) {
    throw new ApiError(
      "not_an_approver",
      "This Page names no approvers, and a Person's approval requests are answered only by the approvers the Page names: nobody may answer them here until its controller names some. Nothing was recorded.",
    );
  }
  assertApprover(content, email);
}

/**
 * A signed-in person's answer on the Page: they may open the Page (its
 * audience, its lease in term), are one of the approvers it names (it must
 * name some), and the request is of a Person linked to this Page for
 * approvals. Throws ApiError (403 not_an_approver, 404 not_found for a
 * request this Page does not show, 409 approval_closed once answered or
 * expired).
 */
export async function decidePersonRequest(pageId: string, approvalId: string, decision: string, comment: string, meta: SubmitMeta): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const page = await openForWriting(pageId, meta.email, ["approval"]);
  assertNamedApprover(page.content, meta.email);
  const errors: FieldErrors = {};
  if (decision !== "approve" && decision !== "deny") errors.decision = "Choose approve or deny.";
  if (comment.length > APPROVAL_LIMITS.comment) errors.comment = `At most ${APPROVAL_LIMITS.comment.toLocaleString("en")} characters.`;
  if (Object.keys(errors).length) return { ok: false, errors };
  const request = await db().personApproval.findUnique({ where: { id: approvalId }, select: { personId: true } });
  const linked = request && (await approvalPersonsOf(pageId)).some((link) => link.personId === request.personId);
  if (!request || !linked) throw new ApiError("not_found", "This Page shows no such request.", { extra: { reason: "request" } });
  await db().$transaction(async (tx) => {
    // Checked again on the Page's row, held until the answer commits: a PATCH that removes the
    // approvers (or this one) lands before this check or after the answer, never between.
    const [current] = await tx.$queryRaw<{ content: unknown }[]>`SELECT content FROM "Page" WHERE id = ${pageId} FOR SHARE`;
    if (!current) throw new ApiError("not_found", "This Page shows no such request.", { extra: { reason: "request" } });
    assertNamedApprover(current.content, meta.email);
    await decideApproval(
      {
        personId: request.personId,
        approvalId,
        approve: decision === "approve",
        comment: comment.trim() || undefined,
        by: { via: "page", email: meta.email, pageId },
      },
      tx,
    );
  });
  return { ok: true };
}
