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
 */
import type {
  JSONValue,
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolCall,
  LanguageModelV4ToolResultOutput,
  LanguageModelV4ToolResultPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { instructionsPart } from "./prompt";

export const OFFLINE_PROVIDER = "leasehold";
export const OFFLINE_MODEL_ID = "offline";
export const OFFLINE_PREFIX = "[Offline model] ";

/** Words per streamed text delta. */
const WORDS_PER_DELTA = 3;
/** Passages cited in one answer. */
const MAX_PASSAGES = 2;
/** Characters of one cited passage before it is shortened. */
const MAX_PASSAGE_CHARS = 400;
/** Characters of the message quoted when no knowledge matches. */
const QUOTE_CHARS = 80;
/** Same bounds as PERSON_LIMITS.taskTitle / taskInstructions and a state key. */
const MAX_TITLE_CHARS = 200;
const MAX_KEY_CHARS = 200;
const MAX_TASK_INSTRUCTIONS_CHARS = 20_000;
/** A named call's JSON arguments are read up to this long, and at most this many mentions of one tool are tried: bounded work on any message. */
const MAX_ARGUMENT_CHARS = 8_000;
const MAX_NAMED_TRIES = 20;

/**
 * Function words that would otherwise match nearly every passage ("the",
 * "what", ...). Only words of three or more characters matter here.
 */
const STOP_WORDS = new Set(
  (
    "the and for are but not you your yours all any can had has have her hers was one our ours out his him how its who whom whose " +
    "what when where which why with this that these those there their theirs them they then than from into onto about does did doing " +
    "done been being were will would should could shall may might must also just some such more most very too only own same other " +
    "each both few here over under again further once because while before after above below between through during until off yes " +
    "please tell know let get got use used via per"
  ).split(" "),
);

interface KnowledgePassage {
  /** n of [Kn]. */
  n: number;
  name: string;
  text: string;
}

interface PersonPrompt {
  name: string | undefined;
  goal: string | undefined;
  /** A counterpart speaks (the "## Audience" section): the goal is not said. */
  counterpart: boolean;
  knowledge: KnowledgePassage[];
}

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
// Planning: what to answer

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

/** "remember <key> is <value>" → record_state; "task: <title>" → create_task. */
function planToolCall(message: string, options: LanguageModelV4CallOptions, number: number): LanguageModelV4ToolCall | undefined {
  if (!message.trim()) return undefined;
  const offered = (name: string) => {
    const choice = options.toolChoice;
    if (choice?.type === "none") return false;
    if (choice?.type === "tool" && choice.toolName !== name) return false;
    return (options.tools ?? []).some((t) => t.type === "function" && t.name === name);
  };
  const call = (toolName: string, input: Record<string, JSONValue>): LanguageModelV4ToolCall => ({
    type: "tool-call",
    toolCallId: `call_${number}`,
    toolName,
    input: JSON.stringify(input),
  });

  const named = parseNamedCall(
    message,
    (options.tools ?? []).flatMap((t) => (t.type === "function" && offered(t.name) ? [t.name] : [])),
  );
  if (named) return call(named.toolName, named.input);
  if (offered("record_state")) {
    const fact = parseRemember(message);
    const key = fact ? clip(collapse(fact.key), MAX_KEY_CHARS) : "";
    const value = fact ? firstSentence(fact.value) : "";
    if (key && value) return call("record_state", { key, value });
  }
  if (offered("create_task")) {
    const rest = parseTaskTitle(message);
    const title = rest ? clip(firstSentence(rest), MAX_TITLE_CHARS) : "";
    if (title) return call("create_task", { title, instructions: clip(message.trim(), MAX_TASK_INSTRUCTIONS_CHARS) });
  }
  return undefined;
}

/** The answer from the goal and the best-matching knowledge passages. */
function answer(person: PersonPrompt, message: string): string {
  const sentences = [`I am ${person.name ?? "an offline Leasehold Person"}.`];
  if (!person.counterpart) sentences.push(person.goal ? `My goal: ${withStop(person.goal)}` : "I have no goal yet.");

  const wanted = contentWords(message);
  const matches = person.knowledge
    .map((passage) => ({ passage, score: [...contentWords(passage.text)].filter((w) => wanted.has(w)).length }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.passage.n - b.passage.n)
    .slice(0, MAX_PASSAGES);

  const quoted = collapse(message);
  if (matches.length > 0) {
    const cited = matches.map(({ passage }) => `${clip(collapse(passage.text), MAX_PASSAGE_CHARS)} [K${passage.n}]`);
    sentences.push(`From my knowledge: ${cited.join(" ")}`);
  } else if (quoted) {
    sentences.push(`I have no knowledge that matches "${quoted.slice(0, QUOTE_CHARS)}".`);
  } else {
    sentences.push("I have no message to answer.");
  }
  return OFFLINE_PREFIX + sentences.join(" ");
}

/** One sentence about one tool result, from its output and the call's input. */
function summariseToolResult(result: LanguageModelV4ToolResultPart, prompt: LanguageModelV4Prompt): string {
  const { toolName, output } = result;
  if (output.type === "execution-denied") {
    return `The tool "${toolName}" was not run${output.reason ? `: ${withStop(collapse(output.reason))}` : "."}`;
  }
  if (output.type === "error-text" || output.type === "error-json") {
    const message = typeof output.value === "string" ? output.value : JSON.stringify(output.value);
    return `The tool "${toolName}" failed: ${withStop(clip(collapse(message), 200))}`;
  }

  const input = asRecord(toolCallInput(prompt, result.toolCallId));
  const value = outputValue(output);
  const record = asRecord(value);
  if (record?.status === "awaiting_approval") {
    const id = stringField(record, "approvalId");
    return `The call to "${toolName}" waits for approval${id ? ` (${id})` : ""}: I will go on once it is answered.`;
  }
  switch (toolName) {
    case "record_state": {
      const key = stringField(input, "key") ?? stringField(record, "key");
      return key ? `Done: recorded "${key}" in my state.` : "Done: recorded it in my state.";
    }
    case "create_task": {
      const title = stringField(input, "title") ?? stringField(record, "title") ?? stringField(asRecord(record?.task), "title");
      return title ? `Done: created the task "${title}".` : "Done: created the task.";
    }
    case "search_knowledge": {
      const query = stringField(input, "query") ?? stringField(record, "query");
      const count = resultCount(value);
      const searched = query ? `Done: searched my knowledge for "${query}"` : "Done: searched my knowledge";
      return count === undefined ? `${searched}.` : `${searched} and found ${count} ${count === 1 ? "result" : "results"}.`;
    }
    default: {
      const shown = value === undefined ? "" : typeof value === "string" ? collapse(value) : safeJson(value);
      return shown ? `Done: ran the tool "${toolName}": ${clip(shown, 300)}` : `Done: ran the tool "${toolName}".`;
    }
  }
}

/** How many results a search_knowledge output holds, when it can tell. */
function resultCount(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  if (typeof value === "string") {
    const cited = value.match(/\[K\d+\]/g);
    return cited ? new Set(cited).size : value.trim() ? undefined : 0;
  }
  const record = asRecord(value);
  if (!record) return undefined;
  for (const key of ["results", "passages", "matches", "hits", "items"]) {
    const list = record[key];
    if (Array.isArray(list)) return list.length;
  }
  for (const key of ["count", "total"]) {
    const n = record[key];
    if (typeof n === "number" && Number.isFinite(n)) return n;
  }
  return undefined;
}

function outputValue(output: LanguageModelV4ToolResultOutput): unknown {
  switch (output.type) {
    case "text":
    case "json":
      return output.value;
    case "content":
      return output.value.map((part) => (part.type === "text" ? part.text : "")).join("\n");
    default:
      return undefined;
  }
}

/** The input of the earlier tool call with this id, parsed. */
function toolCallInput(prompt: LanguageModelV4Prompt, toolCallId: string): unknown {
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type !== "tool-call" || part.toolCallId !== toolCallId) continue;
      if (typeof part.input !== "string") return part.input;
      try {
        return JSON.parse(part.input) as unknown;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Tool-call ids continue the count of earlier calls, so they never repeat in one conversation. */
function nextToolCallNumber(prompt: LanguageModelV4Prompt): number {
  let calls = 0;
  for (const message of prompt) {
    if (message.role === "assistant") calls += message.content.filter((part) => part.type === "tool-call").length;
  }
  return calls + 1;
}

// ---------------------------------------------------------------------------
// Reading the user's message. Every parse here is one forward pass (or a
// fixed number of them) over the message: a counterpart may send 20,000
// characters chosen to make a backtracking pattern take seconds.

const isSpace = (char: string) => /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/**
 * "remember [that] <key> is <value>": the first "remember" (a word, followed
 * by a space) whose line has " is " after a key; the key is what comes before
 * the first such " is ", the value the rest of that line.
 */
export function parseRemember(message: string): { key: string; value: string } | undefined {
  const word = /remember\s/gi;
  let skipLineUpTo = -1;
  for (let match = word.exec(message); match; match = word.exec(message)) {
    const at = match.index;
    if (at < skipLineUpTo || isWordChar(message[at - 1])) continue;
    const lineEnd = message.indexOf("\n", at) < 0 ? message.length : message.indexOf("\n", at);
    // A later "remember" on the same line sees only a part of what this one saw: it cannot match where this one did not.
    skipLineUpTo = lineEnd;
    const rest = message.slice(at + "remember".length, lineEnd).trimStart();
    const that = /^that\s/i.test(rest) ? rest.slice(4).trimStart() : undefined;
    const fact = (that !== undefined ? splitAtIs(that) : undefined) ?? splitAtIs(rest);
    if (fact) return fact;
  }
  return undefined;
}

/** "<key> is <value>" at the first " is " with a key before it and a value after it. */
function splitAtIs(text: string): { key: string; value: string } | undefined {
  const is = /\sis\s/gi;
  for (let match = is.exec(text); match; match = is.exec(text)) {
    const key = text.slice(0, match.index).trim();
    const value = text.slice(match.index + match[0].length).trim();
    if (key && value) return { key, value };
    is.lastIndex = match.index + 1;
  }
  return undefined;
}

/**
 * A tool named in the message with a JSON object right after it (spaces or a
 * colon between): `<name> {…}`. The earliest such mention of an offered tool
 * wins. Linear: each name is found with indexOf, and the object is read by
 * one pass that counts braces outside strings, then JSON.parse.
 */
export function parseNamedCall(message: string, names: string[]): { toolName: string; input: Record<string, JSONValue> } | undefined {
  let best: { at: number; toolName: string; input: Record<string, JSONValue> } | undefined;
  for (const name of names) {
    let tries = 0;
    for (let at = message.indexOf(name); at >= 0 && (!best || at < best.at) && tries < MAX_NAMED_TRIES; at = message.indexOf(name, at + 1)) {
      if (isWordChar(message[at - 1]) || isWordChar(message[at + name.length])) continue;
      let i = at + name.length;
      while (i < message.length && (isSpace(message[i]!) || message[i] === ":")) i++;
      if (message[i] !== "{") continue;
      tries++;
      const end = objectEnd(message, i);
      if (end < 0) continue;
      try {
        const input = JSON.parse(message.slice(i, end + 1)) as unknown;
        if (input && typeof input === "object" && !Array.isArray(input)) best = { at, toolName: name, input: input as Record<string, JSONValue> };
      } catch {
        continue;
      }
      break;
    }
  }
  return best && { toolName: best.toolName, input: best.input };
}

/** Where the JSON object starting at `start` ends (its closing brace), or -1. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < Math.min(text.length, start + MAX_ARGUMENT_CHARS); i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
  }
  return -1;
}

/** "task: <title>" or "create a task: <title>": what follows the colon on its line. */
export function parseTaskTitle(message: string): string | undefined {
  const word = /task/gi;
  for (let match = word.exec(message); match; match = word.exec(message)) {
    const at = match.index;
    // ("create a task:" reads the same: its "task" is a word too.)
    if (isWordChar(message[at - 1])) continue;
    // Spaces, then the colon: skipped by hand, so a long run of spaces is read once.
    let i = at + match[0].length;
    while (i < message.length && isSpace(message[i]!)) i++;
    if (message[i] !== ":") continue;
    i++;
    while (i < message.length && isSpace(message[i]!)) i++;
    const lineEnd = message.indexOf("\n", i);
    const title = message.slice(i, lineEnd < 0 ? message.length : lineEnd);
    if (title) return title;
  }
  return undefined;
}

/** The name in the prompt's first line ("You are <name>, a persistent AI worker …"). */
function personName(system: string): string | undefined {
  const newline = system.indexOf("\n");
  const first = newline < 0 ? system : system.slice(0, newline);
  if (!/^you are /i.test(first)) return undefined;
  const marker = first.toLowerCase().indexOf(", a persistent ai worker");
  const name = marker >= 0 ? first.slice("You are ".length, marker) : (/^[^.,]+/.exec(first.slice("You are ".length))?.[0] ?? "");
  return name.trim() || undefined;
}

// ---------------------------------------------------------------------------
// Reading the prompt

const SECTION = /^##\s+(Goal|Instructions|Audience|Knowledge|State|Tools)\s*$/i;
const PASSAGE = /^\[K(\d+)\]\s?(.*)$/;

function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt
    .flatMap((m) => (m.role === "system" ? [m.content] : []))
    .join("\n");
}

function parseSystem(text: string): PersonPrompt {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split(/\r?\n/)) {
    const heading = SECTION.exec(line);
    if (heading?.[1]) {
      current = [];
      sections.set(heading[1].toLowerCase(), current);
    } else if (current) {
      current.push(line);
    }
  }

  const name = personName(text);
  const goal = collapse((sections.get("goal") ?? []).join("\n")) || undefined;

  const knowledge: KnowledgePassage[] = [];
  let passage: { n: number; name: string; lines: string[] } | undefined;
  const flush = () => {
    if (passage) knowledge.push({ n: passage.n, name: passage.name, text: passage.lines.join("\n").trim() });
  };
  for (const line of sections.get("knowledge") ?? []) {
    const start = PASSAGE.exec(line);
    if (start?.[1]) {
      flush();
      const rest = start[2] ?? "";
      const colon = rest.indexOf(": ");
      passage =
        colon >= 0
          ? { n: Number(start[1]), name: rest.slice(0, colon).trim(), lines: [rest.slice(colon + 2)] }
          : { n: Number(start[1]), name: "untitled", lines: [rest] };
    } else if (passage) {
      passage.lines.push(line);
    }
  }
  flush();
  const counterpart = (sections.get("audience") ?? []).join(" ").includes("counterpart");
  return { name, goal, counterpart, knowledge: knowledge.filter((p) => p.text) };
}

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== "user") continue;
    return message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
  }
  return "";
}

/** Every piece of text in the prompt, for word counts and the response id. */
function promptText(prompt: LanguageModelV4Prompt): string[] {
  const texts: string[] = [];
  for (const message of prompt) {
    if (message.role === "system") {
      texts.push(message.content);
      continue;
    }
    for (const part of message.content) {
      switch (part.type) {
        case "text":
        case "reasoning":
          texts.push(part.text);
          break;
        case "tool-call":
          texts.push(part.toolName, typeof part.input === "string" ? part.input : safeJson(part.input));
          break;
        case "tool-result": {
          const value = outputValue(part.output);
          texts.push(part.toolName, typeof value === "string" ? value : safeJson(value ?? part.output));
          break;
        }
        default:
          break;
      }
    }
  }
  return texts;
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

// ---------------------------------------------------------------------------
// Text helpers

/** Distinct lower-cased words of three or more letters/digits, without function words. */
function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length >= 3 && !STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Up to the end of the first sentence (a . ! or ? followed by a space) or line, without the closing mark. */
function firstSentence(text: string): string {
  const newline = text.indexOf("\n");
  const line = (newline >= 0 ? text.slice(0, newline) : text).replace(/\r$/, "");
  const end = /[.!?]\s/.exec(line);
  let sentence = end ? line.slice(0, end.index + 1) : line;
  // The closing marks, trimmed from the end by hand (a /[.!?]+\s*$/ search is quadratic on a long run of them).
  let cut = sentence.trimEnd().length;
  while (cut > 0 && ".!?".includes(sentence[cut - 1]!)) cut--;
  sentence = sentence.slice(0, cut);
  return collapse(sentence);
}

function withStop(text: string): string {
  return /[.!?…]["')\]]?$/.test(text) ? text : `${text}.`;
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function stringField(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  if (typeof value === "string" && value.trim()) return collapse(value);
  return undefined;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
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
