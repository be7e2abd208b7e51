/**
 * Splitting a knowledge file into passages for retrieval: paragraphs (blank
 * lines), small ones merged up to TARGET characters, long ones cut at sentence
 * ends (or, failing that, at a word) so none exceeds MAX.
 */
const TARGET = 700;
const MAX = 1_200;

function cutLong(paragraph: string): string[] {
  const pieces: string[] = [];
  let rest = paragraph;
  while (rest.length > MAX) {
    const window = rest.slice(0, MAX);
    const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("! "), window.lastIndexOf("? "), window.lastIndexOf("\n"));
    const word = window.lastIndexOf(" ");
    const at = sentence > MAX / 3 ? sentence + 1 : word > MAX / 3 ? word : MAX;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

export function splitPassages(content: string): string[] {
  const paragraphs = content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap(cutLong);
  const passages: string[] = [];
  for (const paragraph of paragraphs) {
    const last = passages.at(-1);
    if (last !== undefined && last.length + paragraph.length + 2 <= TARGET) passages[passages.length - 1] = `${last}\n\n${paragraph}`;
    else passages.push(paragraph);
  }
  return passages;
}
