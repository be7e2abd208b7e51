/**
 * The offline model's text helpers (lib/domains/persons/runtime/offline-model.ts): word counts, content words, sentences, clipping.
 * Every one is a single forward pass or a linear regular expression: the text may be a counterpart's 20,000 characters.
 */

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

export const isSpace = (char: string) => /\s/.test(char);
export const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/** Distinct lower-cased words of three or more letters/digits, without function words. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length >= 3 && !STOP_WORDS.has(word)) words.add(word);
  }
  return words;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Up to the end of the first sentence (a . ! or ? followed by a space) or line, without the closing mark. */
export function firstSentence(text: string): string {
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

export function withStop(text: string): string {
  return /[.!?…]["')\]]?$/.test(text) ? text : `${text}.`;
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function stringField(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  if (typeof value === "string" && value.trim()) return collapse(value);
  return undefined;
}

export function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}
