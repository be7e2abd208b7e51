import { RE2JS } from "re2js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseContent } from "../content";
import { validateAnswers } from "../behaviour/custom_form/answers";
import {
  CACHE_MAX_PROGRAM,
  cachedProgram,
  compilePattern,
  estimatePattern,
  FORM_PATTERNS_MAX_PROGRAM,
  FORM_PATTERNS_MAX_WORK,
  matchesPattern,
  PATTERN_MAX_LENGTH,
  PATTERN_MAX_PROGRAM,
  PATTERN_MAX_REPEAT,
} from "./patterns";

const form = (pattern: string) => ({ title: "T", fields: [{ name: "code", label: "Code", type: "text", pattern }] });

describe("controller-supplied patterns", () => {
  it("compiles RE2 syntax, including the patterns that backtrack exponentially in JavaScript", () => {
    for (const pattern of ["^[A-Z]{3}-\\d{4}$", "(a+)+$", "^(a|aa)+$", "(?<year>\\d{4})", "\\p{L}+"]) {
      expect(compilePattern(pattern).ok, pattern).toBe(true);
    }
  });

  it("refuses what RE2 cannot run in linear time, and patterns over the length limit", () => {
    for (const pattern of ["(a)\\1", "(?=a)b", "(?<=a)b", "(?!a)", "\\u00e9", "a{1001}", "(", "x".repeat(PATTERN_MAX_LENGTH + 1)]) {
      const compiled = compilePattern(pattern);
      expect(compiled.ok, pattern).toBe(false);
    }
  });

  it("a Page whose field pattern cannot be run is refused with the field's path", () => {
    const refused = parseContent("custom_form", form("(\\w)\\1"));
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.issues.map((i) => i.path.join("."))).toEqual(["fields.0.pattern"]);
    const lookahead = parseContent("lead_collector", { fields: form("^(?=.*\\d).+$").fields });
    expect(lookahead.success).toBe(false);
    if (!lookahead.success) expect(lookahead.issues[0]?.path.join(".")).toBe("fields.0.pattern");
    expect(parseContent("custom_form", form("^x{1,2}$")).success).toBe(true);
  });

  it("searches unanchored, as the contract always said; ^…$ asks for the whole answer", () => {
    const some = compilePattern("\\d");
    const whole = compilePattern("^\\d+$");
    if (!some.ok || !whole.ok) throw new Error("compile");
    expect(matchesPattern(some.regex, "abc1")).toBe(true);
    expect(matchesPattern(whole.regex, "abc1")).toBe(false);
    expect(matchesPattern(whole.regex, "123")).toBe(true);
  });

  it("a hostile pattern on a hostile answer is refused (RE2 semantics: JavaScript's engine took about a second at 26 characters)", () => {
    const fields = (parseContent("custom_form", form("(a+)+$")) as { success: true; data: { fields: never[] } }).data.fields;
    expect(validateAnswers(fields, () => [`${"a".repeat(26)}!`])).toEqual({ ok: false, errors: { code: "Not in the expected format." } });
    expect(validateAnswers(fields, () => [`${"a".repeat(999)}!`])).toEqual({ ok: false, errors: { code: "Not in the expected format." } });
    expect(validateAnswers(fields, () => ["xx aaa"])).toEqual({ ok: true, answers: { code: "xx aaa" } });
  });
});

const program = (pattern: string) => {
  const estimate = estimatePattern(pattern);
  if (!estimate.ok) throw new Error(`${pattern}: ${estimate.message}`);
  return estimate.program;
};

/** A pseudo-random pattern of RE2 syntax: literals, classes, escapes, groups, alternations, repeats, flags. */
function generated(next: (n: number) => number, depth = 0): string {
  const atoms = ["a", "\\d", "[a-z]", "[^\\]x]", ".", "^", "$", "\\b", "\\pL", "\\p{Greek}", "\\x{41}", "\\Qa*\\E", "é", "😀", "[[:alpha:]]", "{", "}", "(?i)"];
  const repeats = ["", "*", "+", "?", "{2}", "{0,3}", "{3,}", "*?", "{1,5}?", "{0}", "{01}", "{2,01}", "{,3}", "{2,"];
  let pattern = "";
  for (let k = 1 + next(4); k > 0; k--) {
    const atom =
      next(10) < 6 || depth > 3
        ? atoms[next(atoms.length)]!
        : `${["(", "(?:", `(?P<g${next(1e9)}>`, "(?i:"][next(4)]}${generated(next, depth + 1)}${next(3) ? "" : `|${generated(next, depth + 1)}`})`;
    pattern += atom === "(?i)" ? atom : atom + repeats[next(repeats.length)]!;
  }
  return pattern;
}

describe("a pattern's cost, estimated before it is compiled", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is an upper bound of the program re2js compiles (thousands of generated patterns, and real ones)", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let compared = 0;
    const real = ["^[A-Z]{3}-\\d{4}$", "^\\d{5}(-\\d{4})?$", "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$", "^(?:\\+?1[-. ]?)?\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$", "(a+)+$", "\\w{1,100}\\w{1,100}\\d"];
    for (const pattern of [...real, ...Array.from({ length: 3_000 }, () => generated(next))]) {
      let compiled: RE2JS;
      try {
        compiled = RE2JS.compile(pattern);
      } catch {
        continue; // not RE2 syntax: refused by the compiler
      }
      const estimate = estimatePattern(pattern);
      if (!estimate.ok) continue;
      expect(estimate.program, pattern).toBeGreaterThanOrEqual(compiled.programSize());
      expect(estimate.program, pattern).toBeLessThanOrEqual(2 * compiled.programSize() + 4); // and not wildly over
      compared++;
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it("counts a literal, a character class or an escape as one instruction, whatever the class holds", () => {
    expect(program("[a-z]")).toBe(program("a"));
    expect(program("[\\p{L}\\p{N}_.-]")).toBe(program("a"));
    expect(program("\\d")).toBe(program("a"));
    expect(program("[a-z]{50}")).toBe(program("a{50}"));
    expect(program("abc")).toBe(program("a") + 2);
  });

  it("adds for alternatives and groups", () => {
    expect(program("abc|def")).toBeGreaterThan(program("abcdef"));
    expect(program("a|b|c|d")).toBeGreaterThan(program("a|b|c"));
    expect(program("(abc)")).toBe(program("abc") + 2); // a capture: two instructions
    expect(program("(?:abc)")).toBe(program("abc"));
  });

  it("multiplies nested repeats, and refuses them once over the program limit, before compiling", () => {
    const spy = vi.spyOn(RE2JS, "compile");
    const one = program("\\w{1,10}");
    expect(program("(?:\\w{1,10}){10}")).toBeGreaterThanOrEqual(10 * (one - 4));
    expect(program("(?:(?:a{10}){10}){5}")).toBeGreaterThanOrEqual(500);
    const nested = estimatePattern("(?:(?:a{10}){10}){20}");
    expect(nested.ok).toBe(false);
    if (!nested.ok) expect(nested.message).toMatch(new RegExp(`more than ${PATTERN_MAX_PROGRAM}.*shorter pattern`));
    // 45 bounded repeats, every count allowed: far over the program limit.
    const wide = Array.from({ length: 45 }, () => "\\w{1,90}").join("");
    expect(estimatePattern(wide).ok).toBe(false);
    expect(compilePattern(wide).ok).toBe(false);
    expect(compilePattern("(?:(?:a{10}){10}){20}").ok).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it("bounds repeat counts (lengths are maxLength's job)", () => {
    expect(estimatePattern(`a{${PATTERN_MAX_REPEAT}}`).ok).toBe(true);
    for (const pattern of [`a{${PATTERN_MAX_REPEAT + 1}}`, `a{1,${PATTERN_MAX_REPEAT + 1}}`, `a{${PATTERN_MAX_REPEAT + 1},}`, "a{99999999999}"]) {
      const estimate = estimatePattern(pattern);
      expect(estimate.ok, pattern).toBe(false);
      if (!estimate.ok) expect(estimate.message).toContain("maxLength");
    }
    expect(estimatePattern("a{,1000}").ok).toBe(true); // not a repeat in RE2: a literal brace
  });
});

describe("the cache of compiled patterns", () => {
  it("holds at most CACHE_MAX_PROGRAM instructions, however many distinct patterns are compiled", () => {
    const big = (i: number) => `\\w{1,90}\\d{1,90}\\s{1,90}x${i}`; // about 550 instructions each
    const each = program(big(0));
    const count = Math.ceil((2 * CACHE_MAX_PROGRAM) / each);
    for (let i = 0; i < count; i++) {
      expect(compilePattern(big(i)).ok).toBe(true);
      expect(cachedProgram()).toBeLessThanOrEqual(CACHE_MAX_PROGRAM);
    }
    expect(cachedProgram()).toBeGreaterThan(CACHE_MAX_PROGRAM - each);
    // The most recent ones are kept.
    const spy = vi.spyOn(RE2JS, "compile");
    expect(compilePattern(big(count - 1)).ok).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe("a form's patterns together", () => {
  afterEach(() => vi.restoreAllMocks());
  const fields = (patterns: string[], maxLength?: number) => ({
    title: "T",
    fields: patterns.map((pattern, i) => ({ name: `f${i}`, label: "F", type: "text", pattern, ...(maxLength ? { maxLength } : {}) })),
  });
  const issues = (content: Record<string, unknown>, toolType: "custom_form" | "lead_collector" = "custom_form") => {
    const parsed = parseContent(toolType, content);
    return parsed.success ? [] : parsed.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  };

  it("one body's patterns are compiled only within the form's total: 100 distinct costly patterns compile none", () => {
    const spy = vi.spyOn(RE2JS, "compile");
    // Each pattern alone is allowed (about 900 instructions), the form's total is not.
    const costly = Array.from({ length: 100 }, (_, i) => `${Array.from({ length: 4 }, (_, k) => `\\w{1,${100 - ((i + k) % 7)}}`).join("")}\\d{1,${20 + (i % 50)}}`);
    for (const pattern of costly) expect(estimatePattern(pattern).ok, pattern).toBe(true);
    const refused = issues(fields(costly, 1));
    expect(refused).toEqual([{ path: "fields.2.pattern", message: expect.stringContaining(`more than ${FORM_PATTERNS_MAX_PROGRAM}: use fewer or shorter patterns`) }]);
    expect(spy).not.toHaveBeenCalled();
    // The same for a lead_collector's fields.
    expect(issues({ fields: fields(costly, 1).fields }, "lead_collector").map((issue) => issue.path)).toEqual(["fields.2.pattern"]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("refuses matching work over the budget with the field's path, saying to shorten the pattern or lower maxLength", () => {
    const pattern = "\\w{1,100}\\w{1,100}\\d"; // about 400 instructions
    const cost = program(pattern);
    const allowed = Math.floor(FORM_PATTERNS_MAX_WORK / cost);
    expect(issues(fields([pattern], allowed))).toEqual([]);
    const refused = issues(fields([pattern], allowed + 1));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.path).toBe("fields.0.pattern");
    expect(refused[0]!.message).toMatch(/shorter pattern or a smaller maxLength/);
    expect(refused[0]!.message).toContain(`at most ${allowed} here`);
    // Without maxLength, a text field's answers may be 1,000 characters and a long_text's 10,000.
    expect(issues(fields([pattern]))[0]?.path).toBe("fields.0.pattern");
    expect(issues(fields(["^[A-Z]{3}-\\d{4}$"]))).toEqual([]);
    const code = "^[A-Z]{10}-\\d{10}$"; // about 26 instructions: fine on 1,000 characters, not on 10,000
    expect(program(code) * 10_000).toBeGreaterThan(FORM_PATTERNS_MAX_WORK);
    expect(issues({ title: "T", fields: [{ name: "notes", label: "N", type: "text", pattern: code }] })).toEqual([]);
    expect(issues({ title: "T", fields: [{ name: "notes", label: "N", type: "long_text", pattern: code }] }).map((issue) => issue.path)).toEqual(["fields.0.pattern"]);
    expect(issues({ title: "T", fields: [{ name: "notes", label: "N", type: "long_text", pattern: code, maxLength: 2_000 }] })).toEqual([]);
    // Summed over fields: two fields at half the budget each fit, a third does not (reported at the third).
    const half = Math.floor(FORM_PATTERNS_MAX_WORK / 2 / program(`${pattern}x`));
    expect(issues(fields([pattern, `${pattern}x`], half))).toEqual([]);
    expect(issues(fields([pattern, `${pattern}x`, `${pattern}y`], half)).map((issue) => issue.path)).toEqual(["fields.2.pattern"]);
  });

  it("a scheduler's booking questions are held to the same totals", () => {
    const costly = Array.from({ length: 20 }, (_, i) => `\\w{1,100}\\w{1,100}\\d{1,${50 + i}}`);
    const content = {
      title: "Book",
      available_days: ["monday"],
      available_hours: { start: "09:00", end: "17:00" },
      timezone: "UTC",
      slot_duration_minutes: 30,
      questions: costly.map((pattern, i) => ({ name: `q${i}`, label: "Q", type: "text", maxLength: 1, pattern })),
    };
    const parsed = parseContent("scheduler", content);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues.map((issue) => issue.path.join("."))).toEqual(["questions.3.pattern"]);
  });
});
