/**
 * The built-in tools a Person's model may call, as AI SDK tools. Each writes
 * through the same domain functions as the control API, and records what it
 * did on the timeline.
 */
import { tool, type ToolSet } from "ai";
import { db } from "../db/client";
import type { Actor } from "../events/catalogue";
import { searchKnowledge } from "./knowledge";
import { RecordStateInputSchema, SearchKnowledgeInputSchema, TaskInputSchema, type BuiltinTool } from "./schemas";
import { recordFact } from "./state";
import { createTask } from "./tasks";
import { pageTools } from "./page-tools";

export interface ToolContext {
  personId: string;
  enabled: BuiltinTool[];
  /**
   * Who caused what the tools write: the Person ("person", in a controller's
   * turn or task) or a counterpart ("counterpart", with their email, in their
   * turn or a task it queued). Each write records it.
   */
  actor: Actor;
  actorEmail?: string | null;
}

export function personTools(context: ToolContext): ToolSet {
  const tools: ToolSet = {};
  if (context.enabled.includes("record_state")) {
    tools.record_state = tool({
      description: "Record a fact in your state (key and value; optional scopeId). Later turns and tasks see it.",
      inputSchema: RecordStateInputSchema,
      execute: async ({ key, value, scopeId }) => {
        const saved = await db().$transaction((tx) => recordFact(tx, { personId: context.personId, key, value, scopeId, actor: context.actor, actorEmail: context.actorEmail }));
        return { recorded: key, scopeId: saved.scopeId, version: saved.version };
      },
    });
  }
  if (context.enabled.includes("create_task")) {
    tools.create_task = tool({
      description: "Queue bounded work for yourself to do in the background: a title, instructions and at most maxTurns turns.",
      inputSchema: TaskInputSchema.pick({ title: true, instructions: true, maxTurns: true }),
      execute: async (input) => {
        const task = await db().$transaction((tx) => createTask(tx, context.personId, input, context.actor, context.actorEmail));
        return { taskId: task.id, title: task.title, status: task.status };
      },
    });
  }
  if (context.enabled.includes("search_knowledge")) {
    tools.search_knowledge = tool({
      description: "Search your knowledge files; returns the best matching passages.",
      inputSchema: SearchKnowledgeInputSchema,
      execute: async ({ query }) => {
        const passages = await searchKnowledge(context.personId, query, 5);
        return { count: passages.length, passages: passages.map((p) => ({ file: p.fileName, text: p.content })) };
      },
    });
  }
  return { ...tools, ...pageTools(context) };
}
