/**
 * A Person's events (`person.*`): its chat, knowledge, state, tasks, tools, approvals, links, turns, schedules and
 * pause. Part of the event catalogue (./catalogue.ts).
 */
import { z } from "zod";
import { define, type EventDefinition, excerpt, iso, LinkTriggers, remaining } from "./define";

export const personEvents = {
  "person.updated": define("person", "The controller changed the Person.", z.strictObject({ changed: z.array(z.string()) })),
  "person.knowledge.added": define(
    "person",
    "A knowledge file was added.",
    z.strictObject({ fileId: z.string(), name: z.string().nullable(), sizeBytes: z.int(), passages: z.int() }),
  ),
  "person.knowledge.removed": define("person", "A knowledge file was removed.", z.strictObject({ fileId: z.string() })),
  "person.state.recorded": define(
    "person",
    "The Person recorded a fact in its derived state.",
    z.strictObject({ scopeId: z.string(), key: z.string(), value: z.unknown() }),
  ),
  "person.chat.message": define(
    "person",
    "A chat turn finished: the message (from the controller or a counterpart) and the Person's reply.",
    z.strictObject({
      sessionId: z.string(),
      message: excerpt,
      reply: excerpt,
      toolCalls: z.array(z.string()),
      turnsRemaining: remaining,
      model: z.string(),
    }),
  ),
  "person.chat.failed": define(
    "person",
    "A chat turn failed; the turn was given back when nothing was produced.",
    z.strictObject({ sessionId: z.string(), turnReturned: z.boolean(), error: z.string() }),
  ),
  "person.chat.aborted": define(
    "person",
    "The client went away mid-turn; what was produced is kept.",
    z.strictObject({
      sessionId: z.string(),
      message: excerpt,
      reply: excerpt,
      toolCalls: z.array(z.string()),
      turnReturned: z.boolean(),
      model: z.string(),
    }),
  ),
  "person.task.created": define(
    "person",
    "A task was queued.",
    z.strictObject({
      taskId: z.string(),
      title: z.string(),
      maxTurns: z.int(),
      source: z
        .strictObject({ type: z.literal("page_link"), linkId: z.string(), pageId: z.string(), submissionId: z.string(), kind: z.string() })
        .optional()
        .meta({ description: "Where it came from when not a caller: a linked Page's submission (its link's trigger)." }),
    }),
  ),
  "person.link.created": define(
    "person",
    "The controller linked a Page to the Person (with both tokens).",
    z.strictObject({ linkId: z.string(), pageId: z.string(), pageLabel: z.string(), pageToolType: z.string(), triggers: LinkTriggers.nullable(), approvals: z.boolean() }),
  ),
  "person.link.removed": define(
    "person",
    "A link to a Page was removed, from the Person's side or the Page's (`removedBy`); `destroyed` when the Page was destroyed.",
    z.strictObject({ linkId: z.string(), pageId: z.string(), removedBy: z.enum(["person", "page"]), destroyed: z.literal(true).optional() }),
  ),
  "person.link.skipped": define(
    "person",
    "A linked Page's submission matched the link's triggers, but no task was started: the Person's lease has expired or its turns are used up (`reason`).",
    z.strictObject({ linkId: z.string(), pageId: z.string(), submissionId: z.string(), reason: z.enum(["lease_expired", "turns_exhausted"]), message: z.string() }),
  ),
  "person.task.started": define(
    "person",
    "An attempt of a task started.",
    z.strictObject({ taskId: z.string(), title: z.string(), attempt: z.int(), retry: z.int().optional() }),
  ),
  "person.task.completed": define(
    "person",
    "A task finished with a result.",
    z.strictObject({ taskId: z.string(), title: z.string(), result: excerpt, toolCalls: z.array(z.string()), steps: z.int() }),
  ),
  "person.task.failed": define("person", "A task failed for good (after its retries).", z.strictObject({ taskId: z.string(), title: z.string(), error: z.string() })),
  "person.tool.called": define(
    "person",
    "The Person called one of its tools (built-in, a remote MCP server's or an HTTP tool) in a chat turn or a task: the arguments and the result or error, shortened, never a header secret.",
    z.strictObject({
      tool: z.string().meta({ description: "The name the model called: a built-in name, <server>__<tool> (MCP) or the HTTP tool's name." }),
      kind: z.enum(["builtin", "mcp", "http"]),
      server: z.string().optional().meta({ description: "The MCP server's name (kind mcp)." }),
      arguments: excerpt,
      outcome: z.enum(["ok", "error", "refused"]).meta({ description: "ok; error (the tool failed or timed out); refused (not allowed: the address, the per-turn cap)." }),
      result: excerpt.optional(),
      error: excerpt.optional(),
      durationMs: z.int().min(0),
      sessionId: z.string().optional(),
      taskId: z.string().optional(),
    }),
  ),
  "person.approval.requested": define(
    "person",
    "The Person wants to call a tool marked requiresApproval: the call waits (its task is awaiting_approval) until the controller or a person on a linked Approval Page answers, or it expires.",
    z.strictObject({
      approvalId: z.string(),
      tool: z.string(),
      kind: z.enum(["builtin", "mcp", "http"]),
      server: z.string().optional(),
      arguments: excerpt,
      reason: excerpt,
      expiresAt: iso,
      taskId: z.string().optional(),
      sessionId: z.string().optional(),
    }),
  ),
  "person.approval.decided": define(
    "person",
    "An approval request was answered (approved or denied, by the controller or a person on a linked Approval Page) or expired (denied); the task resumes with the outcome.",
    z.strictObject({
      approvalId: z.string(),
      tool: z.string(),
      status: z.enum(["approved", "denied", "expired"]),
      via: z.enum(["rest", "mcp", "page", "expiry"]),
      decidedBy: z.string().meta({ description: "controller, the signed-in person's email (via page), or system (expiry)." }),
      comment: excerpt.optional(),
      pageId: z.string().optional(),
      taskId: z.string().optional(),
      sessionId: z.string().optional(),
    }),
  ),
  "person.approval.completed": define(
    "person",
    "An approved call ran: its result or error, shortened (the task then resumes).",
    z.strictObject({ approvalId: z.string(), tool: z.string(), ok: z.boolean(), result: excerpt.optional(), error: excerpt.optional(), taskId: z.string().optional() }),
  ),
  "person.turns.low": define("person", "10% or less of the term's turns are left (once per term).", z.strictObject({ turnsRemaining: remaining, includedTurns: z.int() })),
  "person.turns.exhausted": define("person", "The term's turns are used up: chats and tasks are refused until renewal.", z.strictObject({ includedTurns: z.int() })),
  // Schedules (lib/domains/persons/work/schedules.ts)
  "person.schedule.created": define(
    "person",
    "The controller created a schedule.",
    z.strictObject({
      scheduleId: z.string(),
      title: z.string(),
      kind: z.enum(["cron", "once"]),
      cron: z.string().nullable(),
      timezone: z.string().nullable(),
      runAt: iso.nullable(),
      status: z.enum(["active", "paused", "finished"]),
      nextRunAt: iso.nullable(),
    }),
  ),
  "person.schedule.updated": define(
    "person",
    "The controller changed, paused (changed includes paused, status paused) or resumed a schedule.",
    z.strictObject({ scheduleId: z.string(), title: z.string(), changed: z.array(z.string()), status: z.enum(["active", "paused", "finished"]), nextRunAt: iso.nullable() }),
  ),
  "person.schedule.deleted": define("person", "The controller deleted a schedule and its run history.", z.strictObject({ scheduleId: z.string(), title: z.string() })),
  "person.schedule.fired": define(
    "person",
    "A schedule's instant came: its task was queued (person.task.created follows in the same transaction).",
    z.strictObject({ scheduleId: z.string(), title: z.string(), scheduledFor: iso, taskId: z.string() }),
  ),
  "person.schedule.skipped": define(
    "person",
    "A schedule's runs did not run: missed while the service was down (one event per catch-up, count = how many), or turns_exhausted / lease_expired / person_paused / resource_suspended (one event when a schedule starts being skipped for that reason, not one per run).",
    z.strictObject({
      scheduleId: z.string(),
      title: z.string(),
      reason: z.enum(["missed", "turns_exhausted", "lease_expired", "person_paused", "resource_suspended"]),
      scheduledFor: iso.meta({ description: "The first instant skipped." }),
      lastScheduledFor: iso.meta({ description: "The last instant skipped (the same for one)." }),
      count: z.int().min(1).meta({ description: "How many instants were skipped (missed: counted up to 1000)." }),
    }),
  ),
  // Controls (lib/domains/persons/runtime/pause.ts): a paused Person answers no chat and runs no task until it is resumed.
  "person.paused": define("person", "The controller paused the Person: chat answers 409 person_paused and no task runs until it is resumed.", z.strictObject({ reason: z.string().optional() })),
  "person.resumed": define(
    "person",
    "The controller resumed the Person: chat is open again and the tasks queued while it was paused run.",
    z.strictObject({ reason: z.string().optional(), pausedAt: iso, tasksRequeued: z.int().min(0) }),
  ),

} satisfies Record<string, EventDefinition>;
