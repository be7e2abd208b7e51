import { createHash } from "node:crypto";
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString } from "pdf-lib";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { WorkerPool } from "../../../../core/runtime/pool";
import { RENDER_DEADLINE_MS } from "../../render";
import type { SealJob, SealResult } from "../../render-worker";
import { documentSnapshot } from "../../rendered";
import { SignatureDataSchema } from "../../schemas";
import { MAX_DOCUMENT_CHARS } from "./index";
import { documentLayout, sealedSignatureId, sealedSignaturePdf, SEAL_KEY, SEAL_VERSION, type SignatureAudit } from "./pdf";

const markdown = `# Design services agreement\n\nBetween **Studio Lumen Ltd** and the client — naïve café 日本.\n\n| Deliverable | Due | Fee |\n|---|---|---|\n| Logo and brand guide | 15 December 2026 | £2,400 |\n\n- [x] Brief agreed\n- [ ] Invoice sent\n\n${"A long clause that wraps over many lines. ".repeat(400)}`;
const document = documentSnapshot("P", { document_title: "Design services agreement", document_markdown: markdown });
const audit: SignatureAudit = {
  documentTitle: document.title,
  documentSha256: document.sha256,
  document,
  documentLayout: documentLayout(markdown),
  typedName: "Ann Signer",
  signerEmail: "ann@example.com",
  signedAt: "2026-11-23T22:30:00.000Z",
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0 test",
};
const input = { submissionId: "sig123abc", pageId: "pg_abc", audit, verifyUrl: "https://leasehold.example/verify" };

/** Every character the PDF's embedded fonts were asked to draw: the union of their ToUnicode maps (pdf-lib writes one bfchar per glyph used). */
function drawnCharacters(pdf: PDFDocument): Set<string> {
  const drawn = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const ref = object.get(PDFName.of("ToUnicode"));
    if (!(ref instanceof PDFRef)) continue;
    const stream = pdf.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const cmap = new TextDecoder().decode(decodePDFRawStream(stream).decode());
    for (const [, hex] of cmap.matchAll(/<[0-9a-f]{4}> <([0-9a-f]+)>/gi)) {
      const units = hex!.match(/.{4}/g)!.map((unit) => parseInt(unit, 16));
      drawn.add(String.fromCharCode(...units));
    }
  }
  return drawn;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("e_signature: the sealed PDF", () => {
  it("version 2 prints Latin, Greek and Cyrillic names as typed (embedded DejaVu subsets under fixed names); what no font has is ?", async () => {
    const name = "Zofia Wąsowska-Jaźń, Ελένη Παπαδοπούλου, Ольга Кузнецова 李";
    const v2 = { ...input, audit: { ...audit, typedName: name, sealVersion: SEAL_VERSION } };
    const bytes = await sealedSignaturePdf(v2);
    expect(Buffer.from(await sealedSignaturePdf(v2)).equals(Buffer.from(bytes)), "the same record, the same bytes").toBe(true);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const drawn = drawnCharacters(pdf);
    for (const char of "ąźńΕλένηΠαπαδοπούλουОльгаКузнецова") expect(drawn, char).toContain(char);
    // The document's own "naïve café" and its task boxes, drawn as they are.
    for (const char of "ïé☑☐") expect(drawn, char).toContain(char);
    expect(drawn).not.toContain("李"); // DejaVu has no CJK: printed as "?", the record and the attached text keep it
    const latin1 = Buffer.from(bytes).toString("latin1");
    expect(latin1).toContain("/BaseFont /LEASEH+DejaVuSans");
    expect(latin1).toContain("/FontFile2");
    expect(pdf.getAuthor()).toBe(name);
  });

  it("version 1 (records sealed before sealVersion) keeps its standard fonts and its exact bytes, so old copies still verify", async () => {
    const bytes = await sealedSignaturePdf(input);
    expect(Buffer.from(bytes).toString("latin1")).toContain("/BaseFont /Helvetica");
    expect(drawnCharacters(await PDFDocument.load(bytes)).size).toBe(0); // no embedded font
    // Pinned: any change to version 1's output (layout code, pdf-lib) breaks every earlier signature's re-downloaded copy.
    expect(sha256(bytes)).toBe("25504842fc4269486f68de4e3b160b8c1e830cc1596efec546419f3b09c687fa");
    expect(sha256(await sealedSignaturePdf({ ...input, audit: { ...audit, sealVersion: SEAL_VERSION } }))).toBe("efd0ffe6da39f62d4d49546f9c03ed91bd305e43080404c1894b682b409e7994");
  });

  it("lays out the document over pages, then the certificate, with its metadata; the same record gives the same bytes", async () => {
    const bytes = await sealedSignaturePdf(input);
    expect(Buffer.from(await sealedSignaturePdf(input)).equals(Buffer.from(bytes))).toBe(true);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe("Design services agreement");
    expect(pdf.getProducer()).toBe("Leasehold");
    expect(pdf.getKeywords()).toContain(`document-sha256:${document.sha256}`);
    expect(pdf.getCreationDate()?.toISOString()).toBe("2026-11-23T22:30:00.000Z");
    const info = (pdf as unknown as { getInfoDict(): { get(name: PDFName): unknown } }).getInfoDict();
    expect((info.get(PDFName.of(SEAL_KEY)) as PDFString).decodeText()).toBe("sig123abc");
    const latin1 = Buffer.from(bytes).toString("latin1");
    expect(latin1).toContain("/EmbeddedFiles");
    expect(sealedSignatureId(bytes)).toBe("sig123abc");
    expect(sealedSignatureId(new TextEncoder().encode("%PDF-1.7 nothing"))).toBeNull();
  });

  it("the layout holds the visible text only, in blocks", () => {
    expect(documentLayout("# Lease\n\nRent: **100 USD**.\n\n<div hidden>secret</div>\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n- [x] done")).toEqual([
      { heading: 1, text: "Lease" },
      { text: "Rent: 100 USD." },
      { table: [{ cells: ["A", "B"], header: true }, { cells: ["1", "2"], header: false }] },
      { text: "☑ done", prefix: "•" },
    ]);
  });

  it("falls back to the signed text when the layout is not kept", async () => {
    const bytes = await sealedSignaturePdf({ ...input, audit: { ...audit, documentLayout: undefined } });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it.each([1, SEAL_VERSION])(
    "version %i seals the largest documents a Page can hold within the render workers' deadline: one word of the whole length, a 1,500-column table",
    async (sealVersion) => {
      // In a render worker as the service runs it (lib/domains/pages/render.ts): past RENDER_DEADLINE_MS the pool stops the worker and the seal fails (503 busy).
      const pool = new WorkerPool({ name: "render", size: 1, deadlineMs: RENDER_DEADLINE_MS, heapMb: 512, spawn: (options) => new Worker(new URL("../../render-worker.ts", import.meta.url), options) });
      try {
        const wide = "|" + "a|".repeat(1500) + "\n|" + "-|".repeat(1500) + "\n" + ("|" + "word |".repeat(1500) + "\n").repeat(10);
        for (const markdown of ["x".repeat(MAX_DOCUMENT_CHARS), wide]) {
          expect(markdown.length).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS);
          const shown = documentSnapshot("P", { document_title: "T", document_markdown: markdown });
          const job: SealJob = { ...input, audit: { ...audit, document: shown, documentSha256: shown.sha256, documentLayout: undefined, sealVersion }, markdown };
          const { bytes, layout } = await pool.run<SealResult>("seal", job);
          expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(2);
          // The worker's bytes are the ones the record rebuilds (the same layout, the same builder).
          const again = await sealedSignaturePdf({ ...input, audit: { ...job.audit, documentLayout: layout } });
          expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
        }
      } finally {
        await pool.close();
      }
    },
    180_000,
  );
});

describe("the signer's user agent", () => {
  const markdown = "# Agreement\n\nShort.";
  const document = documentSnapshot("P", { document_title: "Agreement", document_markdown: markdown });
  const base = { documentTitle: document.title, documentSha256: document.sha256, document, documentLayout: documentLayout(markdown), typedName: "Ann Signer", signerEmail: "ann@example.com", signedAt: "2026-11-23T22:30:00.000Z", ip: "203.0.113.9" };

  /** The text a version-1 copy (standard fonts, WinAnsi) draws: every hex string shown in its content streams. */
  async function drawnText(audit: SignatureAudit): Promise<string> {
    const pdf = await PDFDocument.load(await sealedSignaturePdf({ submissionId: "sig123abc", pageId: "pg_abc", audit, verifyUrl: "https://leasehold.example/verify" }));
    let text = "";
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream)) continue;
      const content = new TextDecoder("latin1").decode(decodePDFRawStream(object).decode());
      for (const [, hex] of content.matchAll(/<([0-9a-fA-F]+)>\s*Tj/g)) text += Buffer.from(hex!, "hex").toString("latin1") + "\n";
    }
    return text;
  }

  it("is recorded and printed as a claim of the browser; records sealed before keep their label", async () => {
    const claimed = await drawnText({ ...base, userAgentClaimed: "Mozilla/5.0 claimed" });
    expect(claimed).toContain("User agent (as the browser claimed)");
    expect(claimed).toContain("Mozilla/5.0 claimed");
    const before = await drawnText({ ...base, userAgent: "Mozilla/5.0 old" });
    expect(before).toContain("User agent");
    expect(before).not.toContain("claimed");
  });

  it("is published to controllers as userAgentClaimed", () => {
    const shape = SignatureDataSchema.shape as Record<string, unknown>;
    expect(shape).toHaveProperty("userAgentClaimed");
    expect(SignatureDataSchema.safeParse({ ...base, userAgentClaimed: null, pdfSha256: "0".repeat(64) }).success).toBe(true);
  });
});
