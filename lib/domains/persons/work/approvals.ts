/**
 * A Person's approval requests, its side: asking (a tool marked
 * requiresApproval pauses its task), listing and answering for the
 * controller, and resuming once answered (the `person.approval.resume` job):
 * an approved call runs exactly as it was approved, through the same tool
 * wrapper as any call, then the task is queued again with the outcome in its
 * brief; a chat session gets the outcome as a message. Answering itself is
 * lib/domains/links/approvals.ts (the Page answers through it too).
 */
import { isDeepStrictEqual } from "node:util";
import type { JSONValue, ModelMessage, ToolResultPart } from "ai";
import { nowMs } from "../../../core/clock/clock";
import { db } from "../../../core/db/client";
import type { Prisma, PersonApproval } from "../../../core/db/generated/client";
import type { Actor } from "../../events/catalogue";
import { recordEvent } from "../../events/record";
import { ApiError } from "../../../core/http/errors";
import { enqueue, newJobId } from "../../jobs/engine";
import { newRowId } from "../../../core/ids";
import { log } from "../../../core/log";
import { approvalRecord, decideApproval, type ApprovalRecord, type Decider } from "../../links/approvals";
import { APPROVAL_LIMITS } from "../../links/approval-schemas";
import { approvalPagesOf } from "../../links/links";

/** How long a request waits for an answer unless the Person's tools configuration says otherwise. */
export const DEFAULT_APPROVAL_MINUTES = 24 * 60;

const excerpt = (text: string, length = 400) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const json = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
};

export interface ApprovalAsk {
  personId: string;
  taskId?: string;
  sessionId?: string;
  tool: string;
  kind: "builtin" | "mcp" | "http";
  server?: string;
  arguments: unknown;
  reason: string;
  expiresInMinutes: number;
  actor: Actor;
  actorEmail?: string | null;
}

/** Records a request (with its event and its expiry job), in one transaction. */
export async function requestApproval(ask: ApprovalAsk): Promise<PersonApproval> {
  return db().$transaction(async (tx) => {
    const expiresAt = new Date(nowMs() + ask.expiresInMinutes * 60_000);
    const row = await tx.personApproval.create({
      data: {
        id: `apr_${newRowId()}`,
        personId: ask.personId,
        taskId: ask.taskId ?? null,
        sessionId: ask.sessionId ?? null,
        tool: ask.tool,
        kind: ask.kind,
        server: ask.server ?? null,
        arguments: (ask.arguments ?? {}) as Prisma.InputJsonValue,
        reason: excerpt(ask.reason, APPROVAL_LIMITS.reason),
        expiresAt,
      },
    });
    await recordEvent(tx, {
      resourceType: "person",
      resourceId: ask.personId,
      type: "person.approval.requested",
      actor: ask.actor,
      actorEmail: ask.actorEmail ?? null,
      data: {
        approvalId: row.id,
        tool: ask.tool,
        kind: ask.kind,
        ...(ask.server ? { server: ask.server } : {}),
        arguments: excerpt(json(ask.arguments)),
        reason: excerpt(ask.reason),
        expiresAt: expiresAt.toISOString(),
        ...(ask.taskId ? { taskId: ask.taskId } : {}),
        ...(ask.sessionId ? { sessionId: ask.sessionId } : {}),
      },
    });
    // On the timeline of each Approval Page that answers for this Person, too.
    for (const { pageId } of await approvalPagesOf(ask.personId, tx)) {
      await recordEvent(tx, {
        resourceType: "page",
        resourceId: pageId,
        type: "page.person_approval.requested",
        actor: ask.actor,
        actorEmail: ask.actorEmail ?? null,
        data: { approvalId: row.id, personId: ask.personId, tool: ask.tool, expiresAt: expiresAt.toISOString() },
      });
    }
    await enqueue(tx, "person.approval.expire", { approvalId: row.id }, { startAfter: expiresAt });
    return row;
  });
}

export async function listApprovals(personId: string, status?: PersonApproval["status"]): Promise<ApprovalRecord[]> {
  const rows = await db().personApproval.findMany({ where: { personId, ...(status ? { status } : {}) }, orderBy: { createdAt: "desc" }, take: APPROVAL_LIMITS.list });
  return rows.map(approvalRecord);
}

export async function getApproval(personId: string, approvalId: string): Promise<ApprovalRecord> {
  const row = await db().personApproval.findUnique({ where: { id: approvalId } });
  if (!row || row.personId !== personId) throw new ApiError("not_found", `No approval request ${approvalId} for this Person.`);
  return approvalRecord(row);
}

/** The controller's answer (REST or MCP). */
export async function answerApproval(personId: string, approvalId: string, input: { decision: "approve" | "deny"; comment?: string | undefined }, via: "rest" | "mcp"): Promise<ApprovalRecord> {
  const by: Decider = { via };
  return approvalRecord(await decideApproval({ personId, approvalId, approve: input.decision === "approve", comment: input.comment, by }));
}

/**
 * What the task's next attempt is told about its answered requests: each as
 * the tool call the model made and its result (what the approved call
 * returned, its error, or a denial with the reason), so any model, the
 * offline one included, goes on from the outcome instead of asking again.
 */
export async function approvalHistory(taskId: string): Promise<ModelMessage[]> {
  const rows = await db().personApproval.findMany({ where: { taskId, status: { not: "pending" } }, orderBy: { createdAt: "asc" }, take: 20 });
  return rows.flatMap((row): ModelMessage[] => {
    const who = row.decidedVia === "page" ? `a person on the approval page (${row.decidedBy})` : row.decidedVia === "expiry" ? "nobody in time" : "your controller";
    const comment = row.comment ? `: ${excerpt(row.comment, 300)}` : "";
    const outcome = row.outcome as { ok?: boolean; result?: unknown; error?: string } | null;
    const output: ToolResultPart["output"] =
      row.status !== "approved"
        ? { type: "execution-denied", reason: `${row.status === "expired" ? "Not answered in time (denied)" : `Denied by ${who}`}${comment}` }
        : outcome?.ok
          ? { type: "json", value: (outcome.result ?? null) as JSONValue }
          : { type: "error-text", value: `Approved by ${who}${comment}, but it failed: ${outcome?.error ?? "unknown error"}` };
    return [
      { role: "assistant", content: [{ type: "tool-call", toolCallId: row.id, toolName: row.tool, input: row.arguments }] },
      { role: "tool", content: [{ type: "tool-result", toolCallId: row.id, toolName: row.tool, output }] },
    ];
  });
}

/**
 * Who caused a request's call: a counterpart when it was asked in a task a
 * counterpart caused (their chat turn queued it, their submission on a linked
 * Page triggered it) or in a counterpart's chat session; the Person (for its
 * controller) otherwise. The approved call runs as that party (with only the
 * tools counterparts may use, for a counterpart) and is recorded as theirs.
 */
export async function approvalCause(approval: Pick<PersonApproval, "taskId" | "sessionId">): Promise<{ origin: "controller" | "counterpart"; actor: Actor; actorEmail: string | null }> {
  const person = { origin: "controller" as const, actor: "person" as const, actorEmail: null };
  if (approval.taskId) {
    const task = await db().task.findUnique({ where: { id: approval.taskId }, select: { createdBy: true, createdByEmail: true } });
    // A task gone with its Person: nothing runs anyway; counted as a counterpart's, the narrower.
    if (!task) return { origin: "counterpart", actor: "counterpart", actorEmail: null };
    return task.createdBy === "counterpart" ? { origin: "counterpart", actor: "counterpart", actorEmail: task.createdByEmail } : person;
  }
  if (approval.sessionId) {
    const session = await db().chatSession.findUnique({ where: { id: approval.sessionId }, select: { origin: true, counterpartEmail: true } });
    if (!session) return { origin: "counterpart", actor: "counterpart", actorEmail: null };
    return session.origin === "counterpart" ? { origin: "counterpart", actor: "counterpart", actorEmail: session.counterpartEmail } : person;
  }
  return person;
}

/** Does the same call again: what an approved request runs (set by resumeApproval, read by the tool wrapper). */
export const sameCall = (approval: { tool: string; arguments: unknown }, tool: string, input: unknown) => approval.tool === tool && isDeepStrictEqual(approval.arguments, input);

/**
 * The `person.approval.resume` job: runs an approved call once (its outcome
 * kept on the request), then queues the waiting task again, or tells the chat
 * session. `runApproved` is the tool wrapper's entry (lib/domains/persons/work/tools.ts),
 * passed in to keep this file below it.
 */
export async function resumeApproval(approvalId: string, runApproved: (approval: PersonApproval) => Promise<{ ok: boolean; result?: unknown; error?: string }>): Promise<void> {
  let approval = await db().personApproval.findUnique({ where: { id: approvalId } });
  if (!approval || approval.status === "pending") return;
  if (approval.status === "approved" && approval.outcome == null) {
    const outcome = await runApproved(approval);
    const cause = await approvalCause(approval);
    // The first outcome stands: a repeat of this job after a crash does not overwrite it.
    const kept = { ok: outcome.ok, ...(outcome.result !== undefined ? { result: outcome.result } : {}), ...(outcome.error ? { error: excerpt(outcome.error, 1000) } : {}) };
    await db().$transaction(async (tx) => {
      const count = await tx.$executeRaw`UPDATE "PersonApproval" SET outcome = ${JSON.stringify(kept)}::jsonb, "updatedAt" = now() WHERE id = ${approvalId} AND outcome IS NULL`;
      if (count === 1) {
        await recordEvent(tx, {
          resourceType: "person",
          resourceId: approval!.personId,
          type: "person.approval.completed",
          ...cause,
          data: {
            approvalId,
            tool: approval!.tool,
            ok: outcome.ok,
            ...(outcome.ok ? { result: excerpt(json(outcome.result)) } : { error: excerpt(outcome.error ?? "") }),
            ...(approval!.taskId ? { taskId: approval!.taskId } : {}),
          },
        });
      }
    });
    approval = await db().personApproval.findUniqueOrThrow({ where: { id: approvalId } });
  }
  if (approval.taskId) {
    const taskId = approval.taskId;
    await db().$transaction(async (tx) => {
      // Queued again only from awaiting_approval, and only when no other request of it still waits: once.
      const waiting = await tx.personApproval.count({ where: { taskId, status: "pending" } });
      if (waiting > 0) return;
      const jobId = newJobId();
      const count = await tx.$executeRaw`
        UPDATE "Task" SET status = 'queued', "jobId" = ${jobId}, "maxTurns" = GREATEST("maxTurns", "turnsUsed" + 1), "updatedAt" = now()
        WHERE id = ${taskId} AND status = 'awaiting_approval'`;
      if (count === 1) await enqueue(tx, "person.task", { taskId }, { id: jobId });
    });
  } else if (approval.sessionId) {
    const outcome = approval.outcome as { ok?: boolean; result?: unknown; error?: string } | null;
    const text =
      approval.status === "approved"
        ? `Approval ${approval.id}: ${approval.tool} was approved${approval.comment ? ` ("${excerpt(approval.comment, 300)}")` : ""} and ${outcome?.ok ? `returned ${excerpt(json(outcome.result), 2000)}` : `failed: ${outcome?.error ?? "unknown error"}`}.`
        : `Approval ${approval.id}: ${approval.tool} was ${approval.status === "expired" ? "not answered in time" : "denied"}${approval.comment ? ` ("${excerpt(approval.comment, 300)}")` : ""}; it was not run.`;
    // Once per request: the message's id is the request's.
    await db()
      .chatMessage.create({ data: { id: `msg_${approval.id}`, sessionId: approval.sessionId, personId: approval.personId, role: "assistant", content: text, parts: { approvalId: approval.id } as Prisma.InputJsonValue } })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== "P2002") throw error;
      });
  }
  log.info({ approvalId, status: approval.status }, "Approval resumed");
}
