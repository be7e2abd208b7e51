/**
 * Splitting a knowledge file into passages for retrieval: paragraphs (blank
 * lines), small ones merged up to PASSAGE_TARGET characters, long ones cut at sentence
 * ends (or, failing that, at a word) so none exceeds MAX.
 *
 * One pass over the text, by index, with no work per character beyond the
 * scan: a file of 512 KiB made of nothing but tiny paragraphs ("a\n\n" over
 * and over) is a hundred thousand and more of them, which the former
 * split/trim/flatMap/concatenate chain took tens of milliseconds of the
 * shared thread to merge. The work is done in steps (`splitting`):
 * `splitPassagesPaced` gives the thread back to the event loop between them,
 * so adding a maximal file holds it for a few milliseconds at a time.
 */
import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";

/** Characters small paragraphs are merged up to. */
export const PASSAGE_TARGET = 700;
/** The most characters of one passage. */
const MAX = 1_200;

/**
 * A blank line: a line end, any whitespace, a line end (`\r\n`, a lone `\r`
 * and `\n` are each one line end). The lookahead keeps the `\r` of a `\r\n`
 * from counting as a line end of its own, so one `\r\n` is never a blank line.
 */
const BLANK_LINE = /(?:\r\n|\r(?!\n)|\n)\s*(?:\r\n|\r(?!\n)|\n)/g;
/** Paragraphs scanned between two steps of `splitting`. */
const STEP_PARAGRAPHS = 256;
/** Longest run of work between two turns of the event loop, in ms (`splitPassagesPaced`). */
const SLICE_MS = 4;

/** A paragraph longer than MAX cut at sentence ends (or, failing that, at a word): each piece to `emit`. */
export function cutLong(paragraph: string, emit: (piece: string) => void): void {
  let rest = paragraph;
  while (rest.length > MAX) {
    const window = rest.slice(0, MAX);
    const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("! "), window.lastIndexOf("? "), window.lastIndexOf("\n"));
    const word = window.lastIndexOf(" ");
    const at = sentence > MAX / 3 ? sentence + 1 : word > MAX / 3 ? word : MAX;
    emit(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) emit(rest);
}

/**
 * The splitting, in steps: `out` receives the passages, and each `yield` is
 * a point where the caller may give the thread back (every STEP_PARAGRAPHS
 * paragraphs). Paragraphs merge into the passage being built (parts joined
 * once, when it is full) rather than by concatenating strings.
 */
function* splitting(content: string, out: string[]): Generator<void, void, undefined> {
  let parts: string[] = [];
  let length = -2; // the passage being built, with its separators ("\n\n" between parts)
  const flush = () => {
    if (parts.length) out.push(parts.length === 1 ? parts[0]! : parts.join("\n\n"));
    parts = [];
    length = -2;
  };
  const add = (paragraph: string) => {
    if (parts.length && length + paragraph.length + 2 <= PASSAGE_TARGET) {
      parts.push(paragraph);
      length += paragraph.length + 2;
      return;
    }
    flush();
    parts.push(paragraph);
    length = paragraph.length;
  };
  const paragraph = (start: number, end: number) => {
    let text = content.slice(start, end);
    if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
    text = text.trim();
    if (!text) return;
    if (text.length > MAX) cutLong(text, add);
    else add(text);
  };
  const blank = new RegExp(BLANK_LINE.source, "g");
  let start = 0;
  let scanned = 0;
  for (let match = blank.exec(content); match; match = blank.exec(content)) {
    paragraph(start, match.index);
    start = match.index + match[0].length;
    if (++scanned % STEP_PARAGRAPHS === 0) yield;
  }
  paragraph(start, content.length);
  flush();
}

/** The passages of a text, at once (for short texts and tests). */
export function splitPassages(content: string): string[] {
  const out: string[] = [];
  const steps = splitting(content, out);
  while (!steps.next().done);
  return out;
}

/** The passages of a text, giving the thread back to the event loop whenever SLICE_MS of work has passed. */
export async function splitPassagesPaced(content: string): Promise<string[]> {
  const out: string[] = [];
  let since = performance.now();
  const steps = splitting(content, out);
  while (!steps.next().done) {
    if (performance.now() - since >= SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
  return out;
}
