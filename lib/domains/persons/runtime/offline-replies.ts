/**
 * What the offline model (lib/domains/persons/runtime/offline-model.ts) answers: a tool call the message asks for,
 * a sentence about each tool result, or an answer from the goal and the best-matching knowledge passages. Pure.
 */
import type { JSONValue, LanguageModelV4CallOptions, LanguageModelV4Prompt, LanguageModelV4ToolCall, LanguageModelV4ToolResultPart } from "@ai-sdk/provider";
import { outputValue, parseNamedCall, parseRemember, parseTaskTitle, toolCallInput, type PersonPrompt } from "./offline-parse";
import { PERSON_LIMITS } from "../shapes/schemas";
import { asRecord, clip, collapse, contentWords, firstSentence, safeJson, stringField, withStop } from "./offline-text";

export const OFFLINE_PREFIX = "[Offline model] ";

/** One answer cites at most `passages` knowledge passages of `passageChars` characters each, and quotes `quoteChars` of a message no knowledge matches. */
const ANSWER = { passages: 2, passageChars: 400, quoteChars: 80 } as const;

/** "remember <key> is <value>" → record_state; "task: <title>" → create_task. */
export function planToolCall(message: string, options: LanguageModelV4CallOptions, number: number): LanguageModelV4ToolCall | undefined {
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
    const key = fact ? clip(collapse(fact.key), PERSON_LIMITS.stateKey) : "";
    const value = fact ? firstSentence(fact.value) : "";
    if (key && value) return call("record_state", { key, value });
  }
  if (offered("create_task")) {
    const rest = parseTaskTitle(message);
    const title = rest ? clip(firstSentence(rest), PERSON_LIMITS.taskTitle) : "";
    if (title) return call("create_task", { title, instructions: clip(message.trim(), PERSON_LIMITS.taskInstructions) });
  }
  return undefined;
}

/** The answer from the goal and the best-matching knowledge passages. */
export function answer(person: PersonPrompt, message: string): string {
  const sentences = [`I am ${person.name ?? "an offline Leasehold Person"}.`];
  if (!person.counterpart) sentences.push(person.goal ? `My goal: ${withStop(person.goal)}` : "I have no goal yet.");

  const wanted = contentWords(message);
  const matches = person.knowledge
    .map((passage) => ({ passage, score: [...contentWords(passage.text)].filter((w) => wanted.has(w)).length }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.passage.n - b.passage.n)
    .slice(0, ANSWER.passages);

  const quoted = collapse(message);
  if (matches.length > 0) {
    const cited = matches.map(({ passage }) => `${clip(collapse(passage.text), ANSWER.passageChars)} [K${passage.n}]`);
    sentences.push(`From my knowledge: ${cited.join(" ")}`);
  } else if (quoted) {
    sentences.push(`I have no knowledge that matches "${quoted.slice(0, ANSWER.quoteChars)}".`);
  } else {
    sentences.push("I have no message to answer.");
  }
  return OFFLINE_PREFIX + sentences.join(" ");
}

/** One sentence about one tool result, from its output and the call's input. */
export function summariseToolResult(result: LanguageModelV4ToolResultPart, prompt: LanguageModelV4Prompt): string {
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
