#!/usr/bin/env node
// Reads the test log on stdin and prints the slowest ten Vitest files and
// Playwright tests (where the time goes, run after run), then one closing
// line, "N passed, N failed", adding up what Vitest and Playwright reported.
import { readFileSync } from "node:fs";

const log = readFileSync(0, "utf8").replace(/\x1b\[[0-9;]*m/g, "");
let passed = 0;
let failed = 0;
// Vitest: "      Tests  2 failed | 31 passed (33)"
for (const m of log.matchAll(/^\s*Tests\s+(.*)\(\d+\)\s*$/gm)) {
  passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
  failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
}
// Playwright: "  5 passed (22.8s)" and "  1 failed"
for (const m of log.matchAll(/^\s+(\d+) (passed|failed|flaky)( \([\d.]+m?s\))?\s*$/gm)) {
  if (m[2] === "failed") failed += Number(m[1]);
  else passed += Number(m[1]);
}

const seconds = (amount, unit) => Number(amount) / (unit === "ms" ? 1000 : unit === "m" ? 1 / 60 : 1);
const slowest = (rows) => rows.sort((a, b) => b.s - a.s).slice(0, 10);
const print = (title, rows) => {
  if (!rows.length) return;
  console.log(title);
  for (const row of rows) console.log(`  ${row.s.toFixed(1).padStart(7)} s  ${row.name}`);
};
// Vitest, a file: " ✓  integration  test/pages/render-stall.test.ts (7 tests) 95320ms"
const files = [...log.matchAll(/^\s*[✓❯×]\s+(\w+)\s+(\S+\.test\.tsx?) \([^)]*\) ([\d.]+)(ms|s)\s*$/gm)].map((m) => ({ name: `${m[2]} (${m[1]})`, s: seconds(m[3], m[4]) }));
// Playwright, a test: "  ✓   1 [chromium] › e2e/api.spec.ts:5:3 › API over HTTP › discovery … (538ms)"
const browser = [...log.matchAll(/^\s*[✓✘×-]\s+\d+ \[\w+\] › (.+) \(([\d.]+)(ms|s|m)\)\s*$/gm)].map((m) => ({ name: m[1], s: seconds(m[2], m[3]) }));
print("Slowest Vitest files:", slowest(files));
print("Slowest Playwright tests:", slowest(browser));
console.log(`${passed} passed, ${failed} failed`);
