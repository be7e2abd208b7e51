import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { documentSnapshot } from "../../rendered";
import { SignatureDataSchema } from "../../schemas";
import { documentLayout, sealedSignaturePdf, type SignatureAudit } from "./pdf";

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

describe("the signer's user agent", () => {
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
