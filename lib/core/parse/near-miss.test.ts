import { describe, expect, it } from "vitest";
import { boundedDistance, KnownKeys, nearestKey, nearMissLimit, normalKey } from "./near-miss";

/** The full optimal string alignment distance, the plain way: what the banded one must agree with. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe("near misses of a known key", () => {
  it("compares keys in a normal form: case, `_` and `-` do not count", () => {
    expect(normalKey("max_size_bytes")).toBe(normalKey("maxSizeBytes"));
    expect(normalKey("Submit-Button-Text")).toBe("submitbuttontext");
    expect([nearMissLimit("min"), nearMissLimit("title"), nearMissLimit("description")]).toEqual([0, 1, 2]);
  });

  it("the banded distance agrees with the full one up to its limit, and says limit + 1 beyond", () => {
    const words = ["required", "requierd", "reqired", "requireed", "rqeuired", "title", "titel", "tile", "tilte", "files", "fields", "field", "", "a", "ab", "ba", "abc", "cab", "successmessage", "sucessmesage"];
    for (const a of words)
      for (const b of words)
        for (const limit of [0, 1, 2, 3]) {
          const full = distance(a, b);
          expect(boundedDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(full <= limit ? full : limit + 1);
        }
  });

  it("suggests the key meant: swapped letters, a missing or extra letter, the other convention, another case", () => {
    const field = new KnownKeys(["name", "label", "type", "required", "placeholder", "helpText", "min", "max", "minLength", "maxLength", "maxSizeBytes", "showIf"]);
    expect(field.nearest("requierd")).toBe("required");
    expect(field.nearest("requied")).toBe("required");
    expect(field.nearest("max_size_bytes")).toBe("maxSizeBytes");
    expect(field.nearest("HelpText")).toBe("helpText");
    expect(field.nearest("show_if")).toBe("showIf");
    expect(field.nearest("lable")).toBe("label");
    expect(field.nearest("MIN")).toBe("min");
    // Short keys: only another case or convention.
    expect(field.nearest("mix")).toBeNull();
    // Not a near miss of anything, a known key, nothing at all.
    expect(field.nearest("colour")).toBeNull();
    expect(field.nearest("required")).toBeNull();
    expect(field.nearest("")).toBeNull();
    expect(field.nearest("x".repeat(100_000))).toBeNull();
    expect(nearestKey("successmessage", ["title", "successMessage", "submitButtonText"])).toBe("successMessage");
    expect(nearestKey("submit_button_text", ["title", "successMessage", "submitButtonText"])).toBe("submitButtonText");
    expect(nearestKey("description", ["title", "files"])).toBeNull();
  });

  it("picks the closest of several", () => {
    expect(nearestKey("maxLenght", ["minLength", "maxLength"])).toBe("maxLength");
    expect(nearestKey("titles", ["title", "titles_x"])).toBe("title");
  });
});

describe("the character-set test before the distance", () => {
  it("never spares the distance of a near miss: every key within the limit of a known one is still found", () => {
    const known = ["title", "fields", "description", "submitButtonText", "successMessage", "max_size_bytes", "available_hours"];
    const keys = new KnownKeys(known);
    const alphabet = "abcdefghijklmnopqrstuvwxyz_";
    // Every single edit of every known key (insertions, deletions, substitutions, swaps) is found.
    for (const key of known) {
      const normal = normalKey(key);
      const edits = new Set<string>();
      for (let i = 0; i <= normal.length; i++) for (const c of alphabet) edits.add(normal.slice(0, i) + c + normal.slice(i));
      for (let i = 0; i < normal.length; i++) {
        edits.add(normal.slice(0, i) + normal.slice(i + 1));
        for (const c of alphabet) edits.add(normal.slice(0, i) + c + normal.slice(i + 1));
        if (i + 1 < normal.length) edits.add(normal.slice(0, i) + normal[i + 1] + normal[i] + normal.slice(i + 2));
      }
      for (const edit of edits) if (normalKey(edit) !== "" && !known.includes(edit)) expect(keys.nearest(edit), `${key}: ${edit}`).not.toBeNull();
    }
  });
});
