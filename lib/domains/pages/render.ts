/**
 * The Pages' pool of render workers (lib/core/runtime/pool.ts): sealing a signed
 * PDF, rendering a long document (its HTML, its visible text) and drawing a
 * dashboard run there, never on the request thread. One pool per process, started on first use;
 * its size is RENDER_WORKERS (default: one fewer than the machine's cores, at
 * least one).
 */
import { Worker } from "node:worker_threads";
import { config } from "../../core/config";
import { WorkerPool } from "../../core/runtime/pool";
import type { SealJob, SealResult } from "./render-worker";
import { renderMarkdown } from "../../core/markdown/render";
import { knowsMarkdownText, rememberMarkdownText, sha256 } from "./rendered";
import { dashboardHtml, type Chart } from "./types/data_dashboard/html";
import type { ChosenLocale } from "../../core/i18n";

/** Below this many characters a document's visible text is worked out in place (a few milliseconds at most). */
const TEXT_IN_PLACE_CHARS = 5_000;
/** A dashboard of at most this many points in all is drawn in place (a millisecond or two); a larger one in a worker. */
const DASHBOARD_IN_PLACE_POINTS = 100;

/** The longest a seal may take in a worker before it is stopped (a capped document takes a few seconds at most). */
export const RENDER_DEADLINE_MS = 60_000;

let pool: WorkerPool | undefined;

export function renderPool(): WorkerPool {
  pool ??= new WorkerPool({
    name: "render",
    size: config().render.workers,
    deadlineMs: RENDER_DEADLINE_MS,
    maxQueue: 32,
    heapMb: 512,
    // The literal form Turbopack recognises and bundles for `next build`: the entry as `new URL("./….ts", import.meta.url)` and
    // the options as an object literal (given as a variable, Turbopack 16.4 copies the .ts file as an asset instead, which Node.js cannot run).
    spawn: (options) => new Worker(new URL("./render-worker.ts", import.meta.url), { resourceLimits: options.resourceLimits, execArgv: options.execArgv }),
  });
  return pool;
}

/** The sealed PDF of a signature, built in a worker (and the document's layout, when its markdown is given). */
export function sealInPool(job: SealJob): Promise<SealResult> {
  return renderPool().run<SealResult>("seal", job);
}

/**
 * Works out the visible text of a long document in a worker and keeps it
 * (lib/domains/pages/rendered.ts), so the documentSnapshot that follows costs a hash:
 * a page view or a signature of a long document does not hold the thread.
 */
export async function prepareMarkdownText(markdown: string): Promise<void> {
  if (markdown.length < TEXT_IN_PLACE_CHARS || knowsMarkdownText(markdown)) return;
  rememberMarkdownText(markdown, await renderPool().run<string>("text", markdown));
}

/** Rendered documents by the SHA-256 of their markdown (dashboards by that of their charts and locale), the most recent first out last, bounded by their bytes. */
const documents = new Map<string, string>();
let documentBytes = 0;
/** The most the cache of rendered documents holds (UTF-16: two bytes a character). */
export const DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;

function keepDocument(key: string, html: string) {
  documents.set(key, html);
  documentBytes += html.length * 2;
  while (documentBytes > DOCUMENT_CACHE_BYTES && documents.size > 1) {
    const [oldest, value] = documents.entries().next().value!;
    documents.delete(oldest);
    documentBytes -= value.length * 2;
  }
}

/**
 * A document's HTML as components/markdown.tsx shows it (lib/core/markdown/render.ts),
 * rendered in a worker when it is long and kept per version of the markdown
 * (its SHA-256), so a page view does not hold the thread; its visible text is
 * kept too (lib/domains/pages/rendered.ts).
 */
export async function documentHtml(markdown: string): Promise<string> {
  if (markdown.length < TEXT_IN_PLACE_CHARS) return renderMarkdown(markdown);
  const key = sha256(markdown);
  const known = keptDocument(key);
  if (known !== undefined) return known;
  const { html, text } = await renderPool().run<{ html: string; text: string }>("document", markdown);
  rememberMarkdownText(markdown, text);
  if (!documents.has(key)) keepDocument(key, html);
  return html;
}

/** A kept rendering, made the most recently used; undefined when none is kept. */
function keptDocument(key: string): string | undefined {
  const known = documents.get(key);
  if (known !== undefined) {
    documents.delete(key);
    documents.set(key, known);
  }
  return known;
}

/**
 * A dashboard's charts as HTML (lib/domains/pages/types/data_dashboard/html.ts),
 * drawn in a worker when it is large and kept per version of its charts and
 * the person's locale: a dashboard at its cap (12 charts of 100 points, 1.6
 * MB of page) cost each view tens of milliseconds of the shared thread in one
 * turn when React rendered its thousands of elements there; now a view costs
 * a hash and one string.
 */
export async function dashboardMarkup(charts: readonly Chart[], chosen: ChosenLocale): Promise<string> {
  if (charts.reduce((sum, chart) => sum + chart.data.length, 0) <= DASHBOARD_IN_PLACE_POINTS) return dashboardHtml(charts, chosen);
  const key = `dashboard:${sha256(JSON.stringify([chosen.locale, chosen.formatLocale, charts]))}`;
  const known = keptDocument(key);
  if (known !== undefined) return known;
  const html = await renderPool().run<string>("dashboard", { charts, chosen: { locale: chosen.locale, formatLocale: chosen.formatLocale } });
  if (!documents.has(key)) keepDocument(key, html);
  return html;
}

/**
 * The HTML of many pieces of markdown (an artifact's texts, each small, up to
 * a content's 256 KiB together), by their markdown: in place when they are
 * short together, else those not kept yet rendered in one worker job and kept
 * like a long document's.
 */
export async function documentsHtml(markdowns: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(markdowns)];
  const result = new Map<string, string>();
  if (unique.reduce((sum, markdown) => sum + markdown.length, 0) < TEXT_IN_PLACE_CHARS) {
    for (const markdown of unique) result.set(markdown, renderMarkdown(markdown));
    return result;
  }
  const missing: string[] = [];
  for (const markdown of unique) {
    const known = documents.get(sha256(markdown));
    if (known === undefined) missing.push(markdown);
    else result.set(markdown, known);
  }
  if (missing.length) {
    const htmls = await renderPool().run<string[]>("documents", missing);
    missing.forEach((markdown, index) => {
      result.set(markdown, htmls[index]!);
      const key = sha256(markdown);
      if (!documents.has(key)) keepDocument(key, htmls[index]!);
    });
  }
  return result;
}
