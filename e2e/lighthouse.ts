/**
 * Lighthouse 13's accessibility category on one URL, with Debian's Chromium
 * (test/support/lighthouse.ts, as the benchmark runs it: a child process
 * under plain node; nothing is downloaded), the request headers given (a session cookie
 * for signed-in pages). Answers the score, the audits that failed and the URL
 * Lighthouse ended on (so a redirect to sign-in is not scored by mistake).
 */
import { runLighthouse } from "../test/support/lighthouse";

export async function accessibilityScore(url: string, headers: Record<string, string>): Promise<{ score: number; failing: string[]; finalUrl: string }> {
  const output = await runLighthouse(url, headers, ["accessibility"]);
  const lhr = JSON.parse(output) as {
    finalDisplayedUrl: string;
    categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
    audits: Record<string, { score: number | null; title: string }>;
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const category = lhr.categories.accessibility;
  const failing = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`);
  return { score: category?.score ?? 0, failing, finalUrl: lhr.finalDisplayedUrl };
}
