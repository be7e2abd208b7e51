/**
 * A Person's tools for one turn (a chat turn or a task step), as AI SDK
 * tools, through one wrapper that applies the same rules to every kind: the
 * built-in tools, the allowed tools of its MCP servers and its HTTP tools.
 *
 * - who may call: a counterpart's turn gets only the tools the controller
 *   allowed counterparts (tools.counterpartTools); others are not offered;
 * - a cap on tool calls per turn (tools.maxToolCallsPerTurn): further calls
 *   are refused to the model;
 * - a timeout per remote call (PERSON_TOOL_TIMEOUT_SECONDS), a size cap on
 *   its answer (PERSON_TOOL_MAX_RESPONSE_BYTES), the egress guard;
 * - every call and its outcome on the timeline (`person.tool.called`), its
 *   arguments and result shortened and scrubbed of the header secrets and of
 *   capability tokens, as is what goes back to the model.
 *
 * The built-in ones write through the same domain functions as the control
 * API, and record what they did on the timeline.
 */
import { tool, type ToolSet } from "ai";
import { db } from "../../../core/db/client";
import type { Actor } from "../../events/catalogue";
import { recordEvent } from "../../events/record";
import { log } from "../../../core/log";
import { removeTokens, scrubSecretEchoes } from "../../../core/token-format";
import { searchKnowledge } from "../knowledge/knowledge";
import { connectMcpServer, httpTool, ToolCallFailed, type McpConnection, type RemoteTool } from "./remote-tools";
import { RecordStateInputSchema, SearchKnowledgeInputSchema, TaskInputSchema, type BuiltinTool } from "../shapes/schemas";
import { recordFact } from "../runtime/state";
import { createTask } from "./tasks";
import { allSecrets, remoteToolAllowed, storedTools, toolChoice, toolsFor } from "../runtime/tool-config";
import { EgressRefused, type EgressOptions } from "../../../core/egress/egress";
import type { PersonApproval } from "../../../core/db/generated/client";
import { approvalCause, requestApproval, sameCall } from "./approvals";
import { pageToolDefinitions } from "./page-tools";
import { builtinTool, enabledOnly } from "./builtin";

export interface ToolContext {
  personId: string;
  /** The built-in tools this turn may use (already narrowed to what its caller may use). */
  enabled: BuiltinTool[];
  /**
   * Who caused what the tools write: the Person ("person", in a controller's
   * turn or task) or a counterpart ("counterpart", with their email, in their
   * turn or a task it queued). Each write records it.
   */
  actor: Actor;
  actorEmail?: string | null;
}

/** One turn's tools: the set the model is given, what could not be offered, and a close() for the connections. */
export interface Toolbox {
  tools: ToolSet;
  /** A task's next model step is a new turn: its calls are counted afresh. */
  newTurn: () => void;
  /** The approval request a call of this turn is waiting for, if one is: the turn stops after its step. */
  awaiting: () => string | undefined;
  /** MCP servers that could not be reached this turn, and why. */
  unavailable: { server: string; problem: string }[];
  close: () => Promise<void>;
}

export interface ToolboxContext extends ToolContext {
  /** The Person's `tools` configuration (stored form). */
  config: unknown;
  /** Whose turn: a counterpart's gets only the remote tools the controller allowed counterparts. */
  origin: "controller" | "counterpart";
  /** Where the calls happen, for the timeline. */
  sessionId?: string;
  taskId?: string;
  signal?: AbortSignal;
  /** Why the Person is at work (the task's brief, the chat message): an approval request's reason. */
  reason?: string;
  /** The egress guard's settings (tests: production settings with a chosen resolver); the configuration's otherwise. */
  egress?: EgressOptions;
  /** An approved request being run: this exact call passes the approval gate. */
  preApproved?: { tool: string; arguments: unknown };
}

/** Characters of arguments and results on the timeline; and of a result given back to the model. */
const TIMELINE_CHARS = 400;
const RESULT_CHARS = 16_000;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A value as text, scrubbed of every secret (and of capability tokens). */
function scrubbed(value: unknown, secrets: string[]): string {
  let text: string;
  try {
    text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  } catch {
    text = String(value);
  }
  // As written, JSON-escaped, and echoed encoded, reversed or spaced out (lib/core/token-format.ts).
  return removeTokens(scrubSecretEchoes(text, secrets));
}

type Kind = "builtin" | "mcp" | "http";

interface Definition {
  name: string;
  kind: Kind;
  server?: string;
  description: string;
  inputSchema: RemoteTool["inputSchema"];
  requiresApproval?: boolean;
  call: (input: Record<string, unknown>, signal: AbortSignal) => Promise<unknown>;
}

/**
 * The one wrapper: the per-turn cap, the call, its outcome on the timeline,
 * the secrets kept out of what the model and the timeline see.
 */
interface Turn {
  calls: number;
  max: number;
  secrets: string[];
  approvalMinutes: number;
  pending?: string;
  context: ToolboxContext;
}

function wrap(definition: Definition, turn: Turn) {
  const { context, secrets } = turn;
  const note = async (data: { outcome: "ok" | "error" | "refused"; input: unknown; result?: unknown; error?: string; started: number }) => {
    try {
      await db().$transaction((tx) =>
        recordEvent(tx, {
          resourceType: "person",
          resourceId: context.personId,
          type: "person.tool.called",
          actor: context.actor,
          actorEmail: context.actorEmail,
          data: {
            tool: definition.name,
            kind: definition.kind,
            ...(definition.server ? { server: definition.server } : {}),
            arguments: clip(scrubbed(data.input, secrets), TIMELINE_CHARS),
            outcome: data.outcome,
            ...(data.result !== undefined ? { result: clip(scrubbed(data.result, secrets), TIMELINE_CHARS) } : {}),
            ...(data.error !== undefined ? { error: clip(scrubbed(data.error, secrets), TIMELINE_CHARS) } : {}),
            durationMs: Math.max(0, Date.now() - data.started),
            ...(context.sessionId ? { sessionId: context.sessionId } : {}),
            ...(context.taskId ? { taskId: context.taskId } : {}),
          },
        }),
      );
    } catch (error) {
      log.error({ err: error, personId: context.personId, tool: definition.name }, "Recording a tool call failed");
    }
  };
  return tool({
    description: definition.description,
    inputSchema: definition.inputSchema,
    execute: async (input: Record<string, unknown>, { abortSignal }) => {
      const started = Date.now();
      if (turn.calls >= turn.max) {
        const error = `At most ${turn.max} tool calls in one turn: this call was not made.`;
        await note({ outcome: "refused", input, error, started });
        throw new Error(error);
      }
      turn.calls++;
      if (definition.requiresApproval && !(context.preApproved && sameCall(context.preApproved, definition.name, input))) {
        // One request at a time: the turn stops after this step, and resumes with the outcome.
        if (turn.pending) throw new Error("Another call of this turn waits for approval already: this one was not made. Ask again once it is answered.");
        const approval = await requestApproval({
          personId: context.personId,
          ...(context.taskId ? { taskId: context.taskId } : {}),
          ...(context.sessionId && !context.taskId ? { sessionId: context.sessionId } : {}),
          tool: definition.name,
          kind: definition.kind,
          ...(definition.server ? { server: definition.server } : {}),
          arguments: input,
          reason: context.reason ?? "",
          expiresInMinutes: turn.approvalMinutes,
          actor: context.actor,
          actorEmail: context.actorEmail,
        });
        turn.pending = approval.id;
        return {
          status: "awaiting_approval",
          approvalId: approval.id,
          expiresAt: approval.expiresAt.toISOString(),
          message: `This call needs approval and was not made yet. ${context.taskId ? "The task pauses and resumes with the outcome." : "The outcome will be added to this conversation."}`,
        };
      }
      const signal = abortSignal && context.signal ? AbortSignal.any([abortSignal, context.signal]) : (abortSignal ?? context.signal ?? new AbortController().signal);
      try {
        const result = await definition.call(input, signal);
        await note({ outcome: "ok", input, result, started });
        // The model gets the result scrubbed too: a server that echoes a header back does not bring it into the conversation.
        const text = scrubbed(result, secrets);
        if (typeof result === "string" || text.length > RESULT_CHARS) return clip(text, RESULT_CHARS);
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return text;
        }
      } catch (error) {
        const refused = error instanceof EgressRefused || (error instanceof ToolCallFailed && error.refused);
        const message = scrubbed(error instanceof Error ? error.message : String(error), secrets);
        await note({ outcome: refused ? "refused" : "error", input, error: message, started });
        throw new Error(clip(message, 1000));
      }
    },
  });
}

function builtinDefinitions(context: ToolContext): Definition[] {
  const own = enabledOnly(context.enabled, [
    builtinTool(
      "record_state",
      "Record a fact in your state (key and value; optional scopeId). Later turns and tasks see it.",
      RecordStateInputSchema,
      async ({ key, value, scopeId }) => {
        const saved = await db().$transaction((tx) => recordFact(tx, { personId: context.personId, key, value, scopeId, actor: context.actor, actorEmail: context.actorEmail }));
        return { recorded: key, scopeId: saved.scopeId, version: saved.version };
      },
    ),
    builtinTool(
      "create_task",
      "Queue bounded work for yourself to do in the background: a title, instructions and at most maxTurns turns.",
      TaskInputSchema.pick({ title: true, instructions: true, maxTurns: true }),
      async (input) => {
        const task = await db().$transaction((tx) => createTask(tx, context.personId, input, context.actor, context.actorEmail));
        return { taskId: task.id, title: task.title, status: task.status };
      },
    ),
    builtinTool("search_knowledge", "Search your knowledge files; returns the best matching passages.", SearchKnowledgeInputSchema, async ({ query }) => {
      const passages = await searchKnowledge(context.personId, query, 5);
      return { count: passages.length, passages: passages.map((p) => ({ file: p.fileName, text: p.content })) };
    }),
  ]);
  // Reading its linked Pages (lib/domains/persons/work/page-tools.ts), when it has any.
  return [...own, ...pageToolDefinitions(context)].map((definition) => ({ ...definition, kind: "builtin" }));
}

/**
 * Opens one turn's tools: the built-in ones, the allowed tools of each MCP
 * server (connected now; a server that cannot be reached gives none, and the
 * turn goes on), and the HTTP tools. Close it when the turn ends.
 */
export async function openToolbox(context: ToolboxContext): Promise<Toolbox> {
  const choice = toolChoice(context.config);
  const stored = storedTools(context.config);
  const signal = context.signal ?? new AbortController().signal;
  const allowed = (name: string) => remoteToolAllowed(choice, name, context.origin);
  // Servers with no tool this caller may use are not even connected to.
  const servers = choice.servers.filter((server) => server.allow.some((name) => allowed(`${server.name}__${name}`)));
  const connections: McpConnection[] = await Promise.all(servers.map((server) => connectMcpServer(context.personId, server, signal, context.egress)));
  const remote: RemoteTool[] = [...connections.flatMap((connection) => connection.tools), ...choice.http.map((definition) => httpTool(context.personId, definition, context.egress))].filter((definition) =>
    allowed(definition.name),
  );
  const turn: Turn = { calls: 0, max: choice.maxCalls, secrets: allSecrets(context.personId, stored), approvalMinutes: choice.approvalMinutes, context };
  const tools: ToolSet = {};
  for (const definition of [...builtinDefinitions(context), ...remote]) tools[definition.name] = wrap(definition, turn);
  return {
    tools,
    newTurn: () => {
      turn.calls = 0;
    },
    awaiting: () => turn.pending,
    unavailable: connections.filter((connection) => connection.problem).map((connection) => ({ server: connection.server.name, problem: connection.problem! })),
    close: async () => {
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
}

/**
 * Runs an approved request's call, exactly as approved, through the same
 * wrapper as every call (the timeline, the cap, the egress guard): the
 * `person.approval.resume` job's step. A tool the configuration no longer
 * has fails with the reason.
 */
export async function runApprovedCall(approval: PersonApproval): Promise<{ ok: boolean; result?: unknown; error?: string }> {
  const person = await db().person.findUnique({ where: { id: approval.personId } });
  if (!person) return { ok: false, error: "The Person is gone." };
  // As the party that caused it: a call a counterpart caused runs only if counterparts may still use that tool, and is theirs.
  const cause = await approvalCause(approval);
  const toolbox = await openToolbox({
    personId: person.id,
    enabled: toolsFor(person.tools, cause.origin),
    config: person.tools,
    origin: cause.origin,
    actor: cause.actor,
    actorEmail: cause.actorEmail,
    ...(approval.taskId ? { taskId: approval.taskId } : {}),
    ...(approval.sessionId ? { sessionId: approval.sessionId } : {}),
    preApproved: { tool: approval.tool, arguments: approval.arguments },
  });
  try {
    const approved = toolbox.tools[approval.tool] as { execute?: (input: unknown, options: { toolCallId: string; messages: [] }) => Promise<unknown> } | undefined;
    if (!approved?.execute) {
      const unavailable = toolbox.unavailable.find((entry) => approval.tool.startsWith(`${entry.server}__`));
      return { ok: false, error: unavailable ? unavailable.problem : cause.origin === "counterpart" ? `The tool ${approval.tool} is not among the tools counterparts may use (tools.counterpartTools), and a counterpart caused this call.` : `The tool ${approval.tool} is no longer in the Person's tools.` };
    }
    try {
      return { ok: true, result: await approved.execute(approval.arguments, { toolCallId: approval.id, messages: [] }) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  } finally {
    await toolbox.close();
  }
}
