/**
 * Lighthouse (the npm package, version 13) on one URL with Debian's Chromium,
 * signed in through a session cookie; the performance and accessibility
 * scores. Lighthouse's CLI runs under plain node in a child process
 * (test/support/lighthouse.ts, shared with the browser tests); nothing is
 * downloaded: it launches /usr/bin/chromium (or CHROMIUM_PATH).
 * With LIGHTHOUSE_REPORTS=<dir> each run's full report is kept there, to see
 * what a score is made of (the largest-contentful-paint element and its phases).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runLighthouse } from "../../test/support/lighthouse";

/** The performance metrics behind the score, in ms (CLS unitless), as Lighthouse simulated them. */
export type LighthouseMetrics = Record<"FCP" | "LCP" | "TBT" | "CLS" | "SI", number>;

const METRIC_AUDITS: Record<keyof LighthouseMetrics, string> = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

export async function lighthouseScores(url: string, headers: Record<string, string>): Promise<{ performance: number; accessibility: number; metrics: LighthouseMetrics }> {
  const output = await runLighthouse(url, headers, ["performance", "accessibility"]);
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}.json`), output);
  }
  const lhr = JSON.parse(output) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([name, audit]) => [name, Math.round((lhr.audits[audit]?.numericValue ?? NaN) * 1000) / 1000]),
  ) as LighthouseMetrics;
  return { performance: lhr.categories.performance?.score ?? 0, accessibility: lhr.categories.accessibility?.score ?? 0, metrics };
}
