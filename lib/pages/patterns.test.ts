import { describe, expect, it } from "vitest";
import { parseContent } from "./content";
import { validateAnswers } from "./types/custom_form/answers";
import { compilePattern, matchesPattern, PATTERN_MAX_LENGTH } from "./patterns";

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

  it("a hostile pattern on a hostile answer takes milliseconds (JavaScript's engine took about a second at 26 characters)", () => {
    const fields = (parseContent("custom_form", form("(a+)+$")) as { success: true; data: { fields: never[] } }).data.fields;
    const started = performance.now();
    const result = validateAnswers(fields, () => [`${"a".repeat(26)}!`]);
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, errors: { code: "Not in the expected format." } });
    expect(elapsed).toBeLessThan(150);
  });
});
