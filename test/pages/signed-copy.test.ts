/**
 * e_signature's signed copy: signing through the JSON route seals
 * a PDF of the document and its audit certificate, emails it to the signer
 * (attached), serves it to the controller and to the signer (the same bytes),
 * and /verify accepts it and refuses any altered copy. Through the real HTTP
 * API, the app's own mail workers and the local outbox.
 */
import { PDFDocument } from "pdf-lib";
import { createHash } from "node:crypto";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as TransportV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";
import { db } from "@/lib/core/db/client";
import { api, baseUrl, bearer, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";
import { waitForMail } from "../support/outbox";
import { pdfText } from "../support/pdf-text";

const PAYER = 131;

beforeAll(async () => {
  await fundPayer(PAYER);
});

const MARKDOWN = [
  "# Design services agreement",
  "Between **Studio Lumen Ltd** and the client named below. ~~Draft~~",
  "| Deliverable | Due | Fee |\n|---|---|---|\n| Logo and brand guide | 15 December 2026 | £2,400 |\n| Website design (5 pages) | 20 January 2027 | £4,800 |",
  "- [x] Brief agreed\n- [ ] Deposit paid",
  ...Array.from({ length: 40 }, (_, i) => `## Clause ${i + 1}\n\nThe parties agree to clause ${i + 1}, which is written at length so that the document runs over more than one page of the sealed copy.`),
].join("\n\n");

async function provision() {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Signed copy", toolType: "e_signature", content: { document_title: "Design services agreement", document_markdown: MARKDOWN } });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { id: body.page.id as string, token: body.capabilityToken.token as string };
}

const send = (pageId: string, cookie: string, body: unknown) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl(), "user-agent": "SignedCopyTest/1.0" }, body: JSON.stringify(body) });
const verify = (bytes: Uint8Array) => api("/api/counterpart/signatures/verify", { method: "POST", headers: { "content-type": "application/pdf" }, body: Buffer.from(bytes) });
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function mailTo(to: string, timeoutMs = 20_000): Promise<OutboxMessage> {
  return (await waitForMail((message) => message.to === to, `no email to ${to}`, timeoutMs))[0]!;
}

describe("e_signature: the signed copy", () => {
  it("is sealed when the person signs: emailed, served to the controller and the signer, verified; altered copies are refused", async () => {
    const page = await provision();
    const email = `signed-copy-${process.pid}@example.com`;
    const cookie = await counterpartCookie(email);
    const probe = await send(page.id, cookie, { typedName: "Ann Signer", agree: true });
    expect(probe.status).toBe(409);
    const seen = (await probe.json()).current.version as string;

    const signed = await send(page.id, cookie, { typedName: "Ann Signer", agree: true, seen });
    expect(signed.status, await signed.clone().text()).toBe(201);
    const answer = await signed.json();
    const submissionId = answer.submissionId as string;
    expect(answer.signedCopyUrl).toBe(`/api/counterpart/pages/${page.id}/signatures/${submissionId}/pdf`);
    const record = await db().submission.findUniqueOrThrow({ where: { id: submissionId } });
    const data = record.data as { documentSha256: string; pdfSha256: string; signedAt: string; ip: string | null; document: { text: string; sha256: string } };
    // The text as rendered (the table's cells, the task boxes) is what is hashed and kept.
    expect(data.document.text).toContain("Logo and brand guide\t15 December 2026\t£2,400");
    expect(data.document.text).toContain("☑ Brief agreed");
    expect(data.documentSha256).toBe(sha(new TextEncoder().encode(data.document.text)));

    // The controller's copy: a PDF of ≥ 2 pages with the audit fields, the bytes whose hash was kept at signing.
    const copy = await api(`/api/v3/control/pages/${page.id}/submissions/${submissionId}/pdf`, { headers: bearer(page.token) });
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("application/pdf");
    expect(copy.headers.get("content-disposition")).toContain("Design-services-agreement-signed.pdf");
    const bytes = new Uint8Array(await copy.arrayBuffer());
    expect(sha(bytes)).toBe(data.pdfSha256);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getTitle()).toBe("Design services agreement");
    expect(pdf.getProducer()).toBe("Leasehold");
    expect(pdf.getKeywords()).toContain(`document-sha256:${data.documentSha256}`);
    expect(pdf.getSubject()).toBe(`Signed by Ann Signer on ${data.signedAt}`);
    // The certificate's text, as drawn on its pages.
    const content = await pdfText(bytes);
    for (const field of [data.documentSha256, "Ann Signer", email, data.signedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"), data.ip ?? "not known", "SignedCopyTest/1.0", page.id, submissionId]) {
      expect(content, field).toContain(field);
    }

    // Over MCP (the v1 SDK client, which checks the answer against the tool's output schema): the same bytes, base64.
    const mcp = new ClientV1({ name: "signed-copy-test", version: "1.0.0" });
    await mcp.connect(new TransportV1(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(page.token) } }));
    try {
      const result = await mcp.callTool({ name: "get_signed_copy", arguments: { submissionId } });
      expect(result.isError, JSON.stringify(result).slice(0, 500)).toBeFalsy();
      const viaMcp = result.structuredContent as { name: string; mimeType: string; sizeBytes: number; sha256: string; contentBase64: string };
      expect(viaMcp).toMatchObject({ name: "Design-services-agreement-signed.pdf", mimeType: "application/pdf", sizeBytes: bytes.byteLength, sha256: data.pdfSha256 });
      expect(Buffer.from(viaMcp.contentBase64, "base64").equals(Buffer.from(bytes))).toBe(true);
      const missing = await mcp.callTool({ name: "get_signed_copy", arguments: { submissionId: "nope" } });
      expect(missing.isError).toBe(true);
      expect(JSON.stringify(missing.content)).toContain("not_found");
    } finally {
      await mcp.close();
    }

    // The email to the signer carries the same PDF.
    const mail = await mailTo(email);
    expect(mail.subject).toBe("Your signed copy: Design services agreement");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: "Design-services-agreement-signed.pdf", contentType: "application/pdf" });
    expect(Buffer.from(mail.attachments![0]!.content, "base64").equals(Buffer.from(bytes))).toBe(true);

    // The signer's own copy, from the page; another person, another Page's token, an unknown id: 404/401.
    const mine = await api(answer.signedCopyUrl, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await api(answer.signedCopyUrl, { headers: { cookie: await counterpartCookie(`someone-else-${process.pid}@example.com`) } })).status).toBe(404);
    expect((await api(answer.signedCopyUrl)).status).toBe(401);
    const other = await provision();
    // Another Page's token is not this Page's (401, as on every control route); on its own Page, this signature is not there (404).
    expect((await api(`/api/v3/control/pages/${page.id}/submissions/${submissionId}/pdf`, { headers: bearer(other.token) })).status).toBe(401);
    expect((await api(`/api/v3/control/pages/${other.id}/submissions/${submissionId}/pdf`, { headers: bearer(other.token) })).status).toBe(404);
    expect((await api(`/api/v3/control/pages/${page.id}/submissions/nope/pdf`, { headers: bearer(page.token) })).status).toBe(404);

    // /verify: the original is genuine; a byte flipped, or the file saved again, is not.
    const genuine = await verify(bytes);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({
      genuine: true,
      documentTitle: "Design services agreement",
      documentSha256: data.documentSha256,
      signerName: "Ann Signer",
      signerEmail: email,
      signedAt: data.signedAt,
      pageId: page.id,
      signatureId: submissionId,
    });
    const flipped = Uint8Array.from(bytes);
    flipped[Math.floor(flipped.length / 3)]! ^= 0x01;
    expect(await (await verify(flipped)).json()).toEqual({ genuine: false, reason: "modified" });
    const resaved = await PDFDocument.load(bytes, { updateMetadata: false });
    resaved.setSubject(`Signed by Someone Else on ${data.signedAt}`);
    expect(await (await verify(await resaved.save({ useObjectStreams: false }))).json()).toEqual({ genuine: false, reason: "modified" });
    expect(await (await verify(new TextEncoder().encode("%PDF-1.7\nnot a sealed copy"))).json()).toEqual({ genuine: false, reason: "not_sealed_here" });
    const tooLarge = await verify(new Uint8Array(10 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect((await api("/api/counterpart/signatures/verify", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(415);

    // A second signature by the same person is still refused.
    const again = await send(page.id, cookie, { typedName: "Ann Signer", agree: true, seen });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("already_submitted");
  });
});
