import { describe, expect, it } from "vitest";
import { cutLong, PASSAGE_TARGET, splitPassages, splitPassagesPaced } from "./passages";

describe("splitPassages", () => {
  it("keeps short paragraphs together and separates long ones", () => {
    const text = "Alpha one.\n\nBeta two.\n\n" + "Long sentence here. ".repeat(100);
    const passages = splitPassages(text);
    expect(passages[0]).toBe("Alpha one.\n\nBeta two.");
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(1200);
    expect(passages.join(" ").replace(/\s+/g, " ")).toContain("Long sentence here. Long sentence here.");
  });

  it("cuts text without sentence ends at words", () => {
    const passages = splitPassages("word ".repeat(1000));
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages) expect(passage.endsWith("wor")).toBe(false);
  });

  it("ignores empty content and normalises line ends", () => {
    expect(splitPassages("\r\n\r\n")).toEqual([]);
    expect(splitPassages("a\r\n\r\nb")).toEqual(["a\n\nb"]);
    expect(splitPassages("a\r\nb")).toEqual(["a\nb"]);
    expect(splitPassages("a\r\rb")).toEqual(["a\n\nb"]);
  });
});

/**
 * The former implementation (split, trim, filter, flatMap, concatenate), with the same cut of a long paragraph
 * (`cutLong`, which did not change): the passages must stay the same.
 */
function reference(content: string): string[] {
  const cut = (paragraph: string): string[] => {
    const pieces: string[] = [];
    cutLong(paragraph, (piece) => pieces.push(piece));
    return pieces;
  };
  const paragraphs = content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap(cut);
  const passages: string[] = [];
  for (const paragraph of paragraphs) {
    const last = passages.at(-1);
    if (last !== undefined && last.length + paragraph.length + 2 <= PASSAGE_TARGET) passages[passages.length - 1] = `${last}\n\n${paragraph}`;
    else passages.push(paragraph);
  }
  return passages;
}

describe("splitPassages is the former splitting, in one pass", () => {
  it("gives the same passages on random texts of words, spaces and every kind of line end", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const alphabet = ["word", "a", ". ", "! ", " ", " ", "\n", "\n", "\r\n", "\r", "\t", "\u00a0", "\u2028", "x".repeat(300), "Sentence ends here. "];
    for (let n = 0; n < 400; n++) {
      const parts: string[] = [];
      const count = Math.floor(random() * (n % 5 === 0 ? 2_000 : 200));
      for (let i = 0; i < count; i++) parts.push(alphabet[Math.floor(random() * alphabet.length)]!);
      const text = parts.join("");
      expect(splitPassages(text), JSON.stringify(text.slice(0, 80))).toEqual(reference(text));
    }
  });

  it("gives the same passages on the hostile shapes of a maximal file", async () => {
    const N = 512 * 1024;
    for (const text of ["a\n\n".repeat(N / 3), "\r".repeat(N), "\n ".repeat(N / 2), ("\n" + "\t".repeat(50) + "x").repeat(N / 52), "x".repeat(N), "word ".repeat(N / 5), ". ".repeat(N / 2)]) {
      const expected = reference(text);
      expect(splitPassages(text)).toEqual(expected);
      expect(await splitPassagesPaced(text)).toEqual(expected);
    }
  });
});
