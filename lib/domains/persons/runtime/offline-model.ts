/**
 * The built-in "offline model": a deterministic LanguageModelV4 used when no
 * real model provider is configured. It speaks the AI SDK's provider
 * protocol (doGenerate and doStream), so generateText and streamText drive it
 * exactly like a real model, tool calls included.
 *
 * It reads the prompt the Person service builds: a system message with the
 * sections `## Goal`, `## Instructions`, `## Knowledge` (`[Kn] name: text`),
 * `## State` and `## Tools`, then the conversation. It
 * - summarises tool results when it is called again after a tool ran,
 * - calls an offered tool the message names with a JSON object right after
 *   the name ("weather__forecast {"city": "Paris"}"), any tool, remote ones
 *   included: the earliest such mention in the message wins,
 * - calls `record_state` for "remember <key> is <value>" and `create_task`
 *   for "task: <title>" when those tools are offered,
 * - reads those calls only from the message's own words, never from a task
 *   brief's data section (`TASK_DATA_HEADING` and what follows it, where a
 *   task's input goes: a counterpart's submission is data, not instructions),
 * - otherwise answers from its goal and the knowledge passages that share
 *   the most words with the last user message, citing them as [Kn].
 *
 * Every text reply starts with "[Offline model] ". Pure: no I/O, no clock, no
 * randomness, so the same prompt always gives the same output.
 *
 * This file is the provider (a plan, then its generate result or stream); the
 * parts beside it: offline-parse.ts reads the message and the prompt,
 * offline-replies.ts decides the tool call or the words, offline-text.ts holds
 * the text helpers.
 */
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolCall,
  LanguageModelV4ToolResultPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { lastUserText, nextToolCallNumber, parseSystem, promptText, systemText } from "./offline-parse";
import { answer, OFFLINE_PREFIX, planToolCall, summariseToolResult } from "./offline-replies";
import { countWords, isSpace } from "./offline-text";
import { instructionsPart } from "./prompt";

export { OFFLINE_PREFIX } from "./offline-replies";
export { parseNamedCall, parseRemember, parseTaskTitle } from "./offline-parse";

export const OFFLINE_PROVIDER = "leasehold";
export const OFFLINE_MODEL_ID = "offline";

/** Words per streamed text delta. */
const WORDS_PER_DELTA = 3;

type Reply = { kind: "text"; text: string } | { kind: "tool-call"; call: LanguageModelV4ToolCall };

interface Plan {
  reply: Reply;
  finishReason: LanguageModelV4FinishReason;
  usage: LanguageModelV4Usage;
  responseId: string;
}

/** The deterministic offline model. */
export function createOfflineModel(): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
      throwIfAborted(options.abortSignal);
      const plan = planReply(options);
      const content: LanguageModelV4Content[] = plan.reply.kind === "text" ? [{ type: "text", text: plan.reply.text }] : [plan.reply.call];
      return {
        content,
        finishReason: plan.finishReason,
        usage: plan.usage,
        response: { id: plan.responseId, modelId: OFFLINE_MODEL_ID },
        warnings: [],
      };
    },

    async doStream(options: LanguageModelV4CallOptions) {
      throwIfAborted(options.abortSignal);
      const parts = streamParts(planReply(options));
      const signal = options.abortSignal;
      let next = 0;
      let onAbort: (() => void) | undefined;
      const stop = () => {
        if (onAbort) signal?.removeEventListener("abort", onAbort);
      };
      // Parts are produced as the reader pulls them; an abort errors the
      // stream at once, dropping whatever was not read yet.
      const stream = new ReadableStream<LanguageModelV4StreamPart>(
        {
          start(controller) {
            if (!signal) return;
            onAbort = () => {
              stop();
              controller.error(abortReason(signal));
            };
            signal.addEventListener("abort", onAbort, { once: true });
          },
          pull(controller) {
            const part = parts[next++];
            if (part !== undefined) return controller.enqueue(part);
            stop();
            controller.close();
          },
          cancel: stop,
        },
        { highWaterMark: 0 },
      );
      return { stream };
    },
  };
}

// ---------------------------------------------------------------------------
// Planning: what to answer (the parts: ./offline-replies.ts)

function planReply(options: LanguageModelV4CallOptions): Plan {
  const { prompt } = options;
  const person = parseSystem(systemText(prompt));
  const responseId = `offline-${fnv1a(promptText(prompt).join("\n"))}`;
  const last = prompt[prompt.length - 1];

  let reply: Reply | undefined;
  if (last?.role === "tool") {
    const results = last.content.filter((part): part is LanguageModelV4ToolResultPart => part.type === "tool-result");
    if (results.length > 0) reply = { kind: "text", text: OFFLINE_PREFIX + results.map((r) => summariseToolResult(r, prompt)).join(" ") };
  }
  if (!reply) {
    const message = lastUserText(prompt);
    // Tool calls come from the instructions only: nothing in a task's data section is acted on.
    const call = planToolCall(instructionsPart(message), options, nextToolCallNumber(prompt));
    reply = call ? { kind: "tool-call", call } : { kind: "text", text: answer(person, message) };
  }

  const outputWords = reply.kind === "text" ? countWords(reply.text) : countWords(reply.call.input);
  const inputWords = countWords(promptText(prompt).join("\n"));
  const usage: LanguageModelV4Usage = {
    inputTokens: { total: inputWords, noCache: inputWords, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: outputWords, text: reply.kind === "text" ? outputWords : 0, reasoning: 0 },
  };
  const finishReason: LanguageModelV4FinishReason =
    reply.kind === "tool-call" ? { unified: "tool-calls", raw: "tool-calls" } : { unified: "stop", raw: "stop" };
  return { reply, finishReason, usage, responseId };
}

// ---------------------------------------------------------------------------
// Streaming

function streamParts(plan: Plan): LanguageModelV4StreamPart[] {
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "response-metadata", id: plan.responseId, modelId: OFFLINE_MODEL_ID },
  ];
  if (plan.reply.kind === "text") {
    const id = "text-1";
    parts.push({ type: "text-start", id });
    for (const delta of textDeltas(plan.reply.text)) parts.push({ type: "text-delta", id, delta });
    parts.push({ type: "text-end", id });
  } else {
    const { call } = plan.reply;
    parts.push(
      { type: "tool-input-start", id: call.toolCallId, toolName: call.toolName },
      { type: "tool-input-delta", id: call.toolCallId, delta: call.input },
      { type: "tool-input-end", id: call.toolCallId },
      call,
    );
  }
  parts.push({ type: "finish", finishReason: plan.finishReason, usage: plan.usage });
  return parts;
}

/** Deltas of a few words each; their concatenation is exactly `text`. */
function textDeltas(text: string): string[] {
  // One pass over the text: a /\s*\S+\s*/g match would be quadratic on a long run of spaces.
  const deltas: string[] = [];
  let start = 0;
  let words = 0;
  for (let i = 0; i < text.length; i++) {
    const wordStart = !isSpace(text[i]!) && (i === 0 || isSpace(text[i - 1]!));
    if (!wordStart) continue;
    // Every WORDS_PER_DELTA words, the next word starts a new delta (the first one keeps any leading spaces).
    if (words > 0 && words % WORDS_PER_DELTA === 0) {
      deltas.push(text.slice(start, i));
      start = i;
    }
    words++;
  }
  if (start < text.length) deltas.push(text.slice(start));
  return deltas;
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw abortReason(signal);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/** FNV-1a, 32 bits: a stable number for a prompt. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
