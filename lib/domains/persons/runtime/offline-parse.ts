/**
 * How the offline model (lib/domains/persons/runtime/offline-model.ts) reads what it is given: the user's message
 * (a fact to remember, a task title, a tool named with its JSON arguments) and the prompt the Person service builds
 * (its sections and knowledge passages, the last user message, earlier tool calls). Pure.
 */
import type { JSONValue, LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { collapse, isSpace, isWordChar, safeJson } from "./offline-text";

/** A named call's JSON arguments are read up to this long, and at most this many mentions of one tool are tried: bounded work on any message. */
const MAX_ARGUMENT_CHARS = 8_000;
const MAX_NAMED_TRIES = 20;

export interface KnowledgePassage {
  /** n of [Kn]. */
  n: number;
  name: string;
  text: string;
}

export interface PersonPrompt {
  name: string | undefined;
  goal: string | undefined;
  /** A counterpart speaks (the "## Audience" section): the goal is not said. */
  counterpart: boolean;
  knowledge: KnowledgePassage[];
}

// ---------------------------------------------------------------------------
// Reading the user's message. Every parse here is one forward pass (or a
// fixed number of them) over the message: a counterpart may send 20,000
// characters chosen to make a backtracking pattern take seconds.

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

export function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt
    .flatMap((m) => (m.role === "system" ? [m.content] : []))
    .join("\n");
}

export function parseSystem(text: string): PersonPrompt {
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

export function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== "user") continue;
    return message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
  }
  return "";
}

/** Every piece of text in the prompt, for word counts and the response id. */
export function promptText(prompt: LanguageModelV4Prompt): string[] {
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

export function outputValue(output: LanguageModelV4ToolResultOutput): unknown {
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
export function toolCallInput(prompt: LanguageModelV4Prompt, toolCallId: string): unknown {
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
export function nextToolCallNumber(prompt: LanguageModelV4Prompt): number {
  let calls = 0;
  for (const message of prompt) {
    if (message.role === "assistant") calls += message.content.filter((part) => part.type === "tool-call").length;
  }
  return calls + 1;
}
