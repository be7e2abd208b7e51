/**
 * The code speaks of the project, not of its tracker: no tracked source or
 * doc file (.ts, .tsx, .mjs, .md, and the Prisma schema whose comments feed
 * the generated client) refers to an entry of this project's issue tracker
 * ("issue 21", "issues 8", "(#12)", "item 4 of …"); a comment, a test's
 * title or a doc says what it means instead. Links to other projects' issue
 * trackers (a URL such as github.com/vercel/next.js/issues/123) are facts
 * about those projects and stay.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** A reference to this project's tracker: "issue 21", "Issues #8", "(#12)", "item 4 of". */
const TRACKER = /\bissues? #?[0-9]+|\(#[0-9]+\)|\bitem [0-9]+ of\b/i;

/** URLs, taken out of a line before it is checked: another project's issue (…/issues/123, …/pull/45#issue-6) is a fact about that project. */
const URL = /\b(?:https?:\/\/|www\.|github\.com\/)\S+/gi;

const CHECKED = /\.(?:ts|tsx|mjs|md)$|^prisma\/schema\.prisma$/;
const SKIPPED = /(?:^|\/)node_modules\/|^lib\/core\/db\/generated\/|^lib\/words\.test\.ts$/;

/** Every tracked file this rule covers, relative to the repository's root. */
function trackedFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return listed.split("\0").filter((file) => file !== "" && CHECKED.test(file) && !SKIPPED.test(file));
}

/** "file:line: text" for each line of `text` that refers to the tracker. */
function trackerReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, i) => {
    if (TRACKER.test(line.replace(URL, ""))) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 200)}`);
  });
  return found;
}

describe("the code speaks of the project, not of its tracker", () => {
  it.each([
    ["a parenthesised issue number", "// Uploads on Vercel (issue 16, item 6): a function", 1],
    ["a leading issue reference", " * Issue 20, tools: a Person calls", 1],
    ["a possessive goal", "## Results on Node 20 (issue 8's goals)", 1],
    ["a hash number in parentheses", "fixes the timeout (#12)", 1],
    ["an item of a list", "see item 4 of the review", 1],
    ["another project's issue URL", "// https://github.com/vercel/next.js/issues/123 explains it", 0],
    ["a Hardhat account", "// minted by account #0, the master minter", 0],
    ["a word that contains the letters", "the tissue of the page; tokens issued 3 times", 0],
  ])("finds %s", (_what, line, count) => {
    expect(trackerReferences("x.ts", line)).toHaveLength(count);
  });

  it("names the file and the line", () => {
    expect(trackerReferences("docs/a.md", "first\nsecond (issue 3)\n")).toEqual(["docs/a.md:2: second (issue 3)"]);
  });

  it("no tracked source or doc file refers to the tracker", () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => trackerReferences(file, readFileSync(path.join(root, file), "utf8")));
    expect(found, `Say what and why instead of pointing at the tracker:\n${found.join("\n")}`).toEqual([]);
  });
});
