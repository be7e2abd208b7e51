/**
 * Controller-supplied regular expressions (a form field's `pattern`), run
 * with RE2 semantics (re2js): matching takes time linear in the answer, so
 * no pattern can stall the event loop the way a backtracking engine does on
 * `(a+)+$`. What RE2 cannot run (backreferences, lookaround, `\u` escapes,
 * repeat counts over 1000, programs too large) is refused when the Page is
 * created or patched, with the field's path.
 *
 * Semantics: an unanchored search (the answer matches when the pattern
 * matches somewhere in it), as before; write `^…$` to require the whole
 * answer. The form in the browser carries no `pattern` attribute (it would
 * be anchored and run by another engine): the server's check is the only one.
 */
import { RE2JS } from "re2js";

export const PATTERN_MAX_LENGTH = 500;

const cache = new Map<string, RE2JS>();
const CACHE_SIZE = 256;

export type CompiledPattern = { ok: true; regex: RE2JS } | { ok: false; message: string };

/** Compiles a pattern with RE2 semantics, or says why it cannot be used. */
export function compilePattern(source: string): CompiledPattern {
  if (source.length > PATTERN_MAX_LENGTH) return { ok: false, message: `at most ${PATTERN_MAX_LENGTH} characters` };
  const known = cache.get(source);
  if (known) return { ok: true, regex: known };
  try {
    const regex = RE2JS.compile(source);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(source, regex);
    return { ok: true, regex };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, "") : "invalid";
    return { ok: false, message: `not a regular expression this service can run in linear time (RE2 syntax; no backreferences or lookaround): ${reason}` };
  }
}

/** Unanchored search of `text` for the compiled pattern, in time linear in `text`. */
export function matchesPattern(regex: RE2JS, text: string): boolean {
  return regex.matcher(text).find();
}
