#!/usr/bin/env node
// Reads the test log on stdin and prints one closing line, "N passed, N failed",
// adding up what Vitest and Playwright reported.
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
console.log(`${passed} passed, ${failed} failed`);
