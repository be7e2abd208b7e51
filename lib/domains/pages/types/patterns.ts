/**
 * Controller-supplied regular expressions (a form field's `pattern`), run
 * with RE2 semantics (re2js): matching takes time linear in the answer, so
 * no pattern can stall the event loop the way a backtracking engine does on
 * `(a+)+$`. What RE2 cannot run (backreferences, lookaround, `\u` escapes)
 * is refused when the Page is created or patched, with the field's path.
 *
 * Linear is not cheap: compiling costs time and memory in the size of the
 * compiled program, and matching costs program size × answer length. So
 * every pattern is first measured by `estimatePattern`, a scan of the
 * pattern text in time linear in its length that gives an upper bound of
 * the program re2js compiles (repeats multiply what they repeat, so
 * `\w{1,1000}` is about 2,000 instructions), and nothing over the limits
 * below is ever compiled:
 * - one pattern: at most PATTERN_MAX_LENGTH characters, repeat counts up to
 *   PATTERN_MAX_REPEAT, at most PATTERN_MAX_PROGRAM instructions;
 * - one form (lib/domains/pages/types/custom_form/fields.ts, `patternProblems`):
 *   its patterns together at most FORM_PATTERNS_MAX_PROGRAM instructions
 *   (what validating one body may compile), and the sum over its fields of
 *   program × longest answer at most FORM_PATTERNS_MAX_WORK (what matching
 *   one submission may cost);
 * - the cache of compiled patterns: at most CACHE_MAX_PROGRAM instructions
 *   in all (memory: about 165 bytes an instruction, measured).
 *
 * Semantics: an unanchored search (the answer matches when the pattern
 * matches somewhere in it), as before; write `^…$` to require the whole
 * answer. The form in the browser carries no `pattern` attribute (it would
 * be anchored and run by another engine): the server's check is the only one.
 */
import { RE2JS } from "re2js";

export const PATTERN_MAX_LENGTH = 500;
/** The largest count a repeat (`{n}`, `{n,}`, `{n,m}`) may use: lengths are maxLength's job. */
export const PATTERN_MAX_REPEAT = 100;
/** The largest estimated program of one pattern, in instructions. */
export const PATTERN_MAX_PROGRAM = 1_000;
/** The largest estimated program of all the patterns of one form, in instructions. */
export const FORM_PATTERNS_MAX_PROGRAM = 2_000;
/** The most matching work one submission may take: Σ over fields of program × longest answer (instruction-characters). */
export const FORM_PATTERNS_MAX_WORK = 200_000;
/** The most instructions the cache of compiled patterns holds in all. */
export const CACHE_MAX_PROGRAM = 200_000;

/** Instructions every program has besides the pattern's own: fail, the whole match's capture, match. */
const BASE = 4;
/** Sizes saturate here: enough to be over every limit, far from overflow. */
const HUGE = 1e9;

export type PatternEstimate = { ok: true; program: number } | { ok: false; message: string };

interface Frame {
  /** Sizes of the alternatives closed so far. */
  alternatives: number[];
  /** Size of the alternative being read. */
  concat: number;
  /** Size of its last atom: what a repeat operator applies to. */
  last: number;
  capture: boolean;
}

const cap = (n: number) => Math.min(n, HUGE);
const alternation = (frame: Frame) => {
  const all = [...frame.alternatives, frame.concat].map((size) => Math.max(1, size));
  return cap(all.reduce((a, b) => a + b, 0) + all.length - 1);
};

/** Index just past a `{...}` or single character after `\p`/`\x` style escapes. */
function braced(source: string, at: number): number {
  if (source[at] !== "{") return at + 1;
  const close = source.indexOf("}", at);
  return close === -1 ? source.length : close + 1;
}

/** Index just past a character class starting at `at` (a `[`). */
function classEnd(source: string, at: number): number {
  let i = at + 1;
  let noNamedClose = false;
  if (source[i] === "^") i++;
  if (source[i] === "]") i++; // a leading ] is a literal
  while (i < source.length) {
    const c = source[i];
    if (c === "]") return i + 1;
    if (c === "\\") {
      const e = source[i + 1];
      i = e === "p" || e === "P" || e === "x" ? braced(source, i + 2) : i + 2;
      continue;
    }
    if (c === "[" && source[i + 1] === ":" && !noNamedClose) {
      const close = source.indexOf(":]", i + 2);
      if (close !== -1) {
        i = close + 2;
        continue;
      }
      noNamedClose = true; // none further on: never search again (one pass)
    }
    i++;
  }
  return source.length;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** `{n}`, `{n,}`, `{n,m}` at `at`, as RE2 reads it (no leading zeros); null when the brace is a literal. Counts saturate at HUGE. */
function repeatAt(source: string, at: number): { min: number; max: number; end: number } | null {
  const digits = (from: number): { value: number; end: number } => {
    let value = 0;
    let end = from;
    while (end < source.length && isDigit(source.charCodeAt(end))) value = Math.min(HUGE, value * 10 + source.charCodeAt(end++) - 48);
    return end - from > 1 && source[from] === "0" ? { value, end: from } : { value, end };
  };
  const min = digits(at + 1);
  if (min.end === at + 1) return null;
  if (source[min.end] === "}") return { min: min.value, max: min.value, end: min.end + 1 };
  if (source[min.end] !== ",") return null;
  if (source[min.end + 1] === "}") return { min: min.value, max: -1, end: min.end + 2 };
  const max = digits(min.end + 1);
  if (max.end === min.end + 1 || source[max.end] !== "}") return null;
  return { min: min.value, max: max.value, end: max.end + 1 };
}

/**
 * An upper bound of the program re2js compiles from `source` (instructions),
 * in time linear in the pattern's length, without compiling it; or why the
 * pattern is over the limits. A literal or a character class is one
 * instruction, a capturing group adds 2, each alternative 1, `*` `+` `?`
 * add 2, and a repeat `{n,m}` makes m copies of what it repeats plus m - n
 * (`{n,}`: n copies plus 2), so nested repeats multiply. Syntax it does not understand is left
 * to the compiler, which refuses it; the bound holds for what compiles.
 */
export function estimatePattern(source: string): PatternEstimate {
  if (source.length > PATTERN_MAX_LENGTH) return { ok: false, message: `at most ${PATTERN_MAX_LENGTH} characters` };
  const known = estimates.get(source);
  if (known) return known;
  const estimate = estimate1(source);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(source, estimate);
  return estimate;
}

/** Recent estimates (a form is measured field by field, then as a whole): at most 256 patterns of at most PATTERN_MAX_LENGTH characters. */
const estimates = new Map<string, PatternEstimate>();
const ESTIMATES_KEPT = 256;

function estimate1(source: string): PatternEstimate {
  const stack: Frame[] = [{ alternatives: [], concat: 0, last: 0, capture: true }];
  let top = stack[0]!;
  const atom = (size: number) => {
    top.concat = cap(top.concat + size);
    top.last = size;
  };
  const repeatLast = (times: number, extra: number) => {
    const repeated = cap(Math.max(1, times * top.last + extra));
    top.concat = cap(top.concat - top.last + repeated);
    top.last = repeated;
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === "\\") {
      const e = source[i + 1];
      if (e === "Q") {
        // \Q…\E: each character a literal; a repeat after it applies to the last one.
        const close = source.indexOf("\\E", i + 2);
        const end = close === -1 ? source.length : close;
        for (let k = i + 2; k < end; k++) atom(1);
        i = close === -1 ? source.length : close + 2;
        continue;
      }
      atom(1);
      i = e === "p" || e === "P" || e === "x" ? braced(source, i + 2) : i + 2;
      continue;
    }
    if (c === "[") {
      atom(1);
      i = classEnd(source, i);
      continue;
    }
    if (c === "(") {
      let capture = true;
      let j = i + 1;
      if (source[j] === "?") {
        const named = source.startsWith("?P<", j) ? j + 3 : source.startsWith("?<", j) && source[j + 2] !== "=" && source[j + 2] !== "!" ? j + 2 : -1;
        if (named !== -1) {
          const close = source.indexOf(">", named);
          j = close === -1 ? source.length : close + 1;
        } else {
          // Flags: (?i) sets them for the rest of the group (no atom); (?i:…) is a group.
          let k = j + 1;
          while (k < source.length && /[imsU-]/.test(source[k]!)) k++;
          if (source[k] === ")") {
            i = k + 1;
            continue;
          }
          capture = false;
          j = source[k] === ":" ? k + 1 : k;
        }
      }
      top = { alternatives: [], concat: 0, last: 0, capture };
      stack.push(top);
      i = j;
      continue;
    }
    if (c === ")" && stack.length > 1) {
      const closed = stack.pop()!;
      top = stack[stack.length - 1]!;
      atom(cap(alternation(closed) + (closed.capture ? 2 : 0)));
      i++;
      continue;
    }
    if (c === "|") {
      top.alternatives.push(top.concat);
      top.concat = 0;
      top.last = 0;
      i++;
      continue;
    }
    if (c === "*" || c === "+" || c === "?") {
      repeatLast(1, 2);
      i += source[i + 1] === "?" ? 2 : 1; // non-greedy
      continue;
    }
    if (c === "{") {
      const repeat = repeatAt(source, i);
      if (repeat) {
        const most = Math.max(repeat.min, repeat.max);
        if (most > PATTERN_MAX_REPEAT) return { ok: false, message: `repeat counts up to ${PATTERN_MAX_REPEAT} (for a length limit, use maxLength)` };
        // m copies, then m - n optional ones (one instruction each); {n,}: n copies and a loop (2 when the repeated part can be empty).
        if (repeat.max === -1) repeatLast(Math.max(1, repeat.min), 2);
        else repeatLast(repeat.max, repeat.max - repeat.min);
        i = repeat.end + (source[repeat.end] === "?" ? 1 : 0);
        continue;
      }
    }
    // A literal (a character outside the BMP is two code units: counted twice, an over-estimate).
    atom(1);
    i++;
  }
  while (stack.length > 1) {
    // Unclosed group: the compiler refuses it; estimate as if closed.
    const closed = stack.pop()!;
    top = stack[stack.length - 1]!;
    atom(cap(alternation(closed) + (closed.capture ? 2 : 0)));
  }
  const program = cap(alternation(top) + BASE);
  if (program > PATTERN_MAX_PROGRAM)
    return {
      ok: false,
      message: `compiles to about ${program} instructions, more than ${PATTERN_MAX_PROGRAM}: use a shorter pattern with smaller repeat counts (repeats multiply what they repeat)`,
    };
  return { ok: true, program };
}

/** Compiled patterns by source, oldest first; bounded by their estimated programs in all. */
const cache = new Map<string, { regex: RE2JS; program: number }>();
let cached = 0;

/** The cache's size, in estimated instructions (for tests and operators). */
export function cachedProgram(): number {
  return cached;
}

export type CompiledPattern = { ok: true; regex: RE2JS; program: number } | { ok: false; message: string };

/**
 * Compiles a pattern with RE2 semantics, or says why it cannot be used. The
 * estimate comes first: a pattern over the limits is never compiled, so a
 * compilation costs at most PATTERN_MAX_PROGRAM instructions' worth.
 */
export function compilePattern(source: string): CompiledPattern {
  const known = cache.get(source);
  if (known) {
    cache.delete(source); // most recently used last
    cache.set(source, known);
    return { ok: true, ...known };
  }
  const estimate = estimatePattern(source);
  if (!estimate.ok) return estimate;
  try {
    const regex = RE2JS.compile(source);
    // The estimate is an upper bound (lib/domains/pages/types/patterns.test.ts checks it on thousands of patterns); should re2js ever build more, its count rules.
    const program = Math.max(estimate.program, regex.programSize());
    if (program > PATTERN_MAX_PROGRAM) return { ok: false, message: `compiles to ${program} instructions, more than ${PATTERN_MAX_PROGRAM}: use a shorter pattern with smaller repeat counts` };
    const entry = { regex, program };
    cache.set(source, entry);
    cached += entry.program;
    for (const [key, old] of cache) {
      if (cached <= CACHE_MAX_PROGRAM) break;
      cache.delete(key);
      cached -= old.program;
    }
    return { ok: true, ...entry };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, "") : "invalid";
    return { ok: false, message: `not a regular expression this service can run in linear time (RE2 syntax; no backreferences or lookaround): ${reason}` };
  }
}

/** Unanchored search of `text` for the compiled pattern, in time linear in `text`. */
export function matchesPattern(regex: RE2JS, text: string): boolean {
  return regex.matcher(text).find();
}
