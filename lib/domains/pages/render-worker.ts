/**
 * The entry of the Pages' render workers (./render.ts starts them): the heavy
 * building a counterpart's request would otherwise do on the shared thread.
 * Pure functions of their input; no database, no configuration.
 */
import { serveWorker } from "../../core/runtime/pool-worker";
import { renderMarkdown } from "../../core/markdown/render";
import { markdownText } from "./rendered";
import { documentLayout, sealedSignaturePdf, type SignatureAudit } from "./types/e_signature/pdf";
import { dashboardHtml, type Chart } from "./types/data_dashboard/html";
import type { ChosenLocale } from "../../core/i18n";

export interface SealJob {
  submissionId: string;
  pageId: string;
  audit: SignatureAudit;
  verifyUrl: string;
  /** The document's markdown: its layout is computed here and kept in the record (audit.documentLayout). Absent: the audit's own layout (a record built again). */
  markdown?: string;
}

export interface SealResult {
  bytes: Uint8Array;
  layout?: SignatureAudit["documentLayout"];
}

serveWorker({
  // The visible text of a long document (parsing its HTML takes a long document's page view 100 ms or more).
  text: (markdown: string) => markdownText(markdown),
  // A long document's HTML and visible text at once (markdown-it alone takes 80 ms or more on some 100,000-character documents).
  document: (markdown: string) => ({ html: renderMarkdown(markdown), text: markdownText(markdown) }),
  // Many pieces of markdown at once (an artifact's texts): their HTML, in order.
  documents: (markdowns: string[]) => markdowns.map((markdown) => renderMarkdown(markdown)),
  // A dashboard's charts drawn as HTML (at its cap, 12 charts of 100 points: tens of milliseconds of building).
  dashboard: ({ charts, chosen }: { charts: Chart[]; chosen: ChosenLocale }) => dashboardHtml(charts, chosen),
  seal: async (job: SealJob): Promise<SealResult> => {
    const layout = job.markdown === undefined ? undefined : documentLayout(job.markdown);
    const audit = layout ? { ...job.audit, documentLayout: layout } : job.audit;
    const bytes = await sealedSignaturePdf({ submissionId: job.submissionId, pageId: job.pageId, audit, verifyUrl: job.verifyUrl });
    return { bytes, ...(layout ? { layout } : {}) };
  },
});
