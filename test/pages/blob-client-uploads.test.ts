/**
 * Uploads on Vercel: a Vercel function takes at most
 * 4.5 MB of request body and answers at most 4.5 MB unless it streams. With
 * the Blob store configured, the browser puts each file straight into the
 * store with a client token our route issues after its checks, then our
 * route checks what arrived and records it; the controller's download
 * streams from the store.
 *
 * Here: `next start` with a Blob store (test/support/vercel-blob.ts: the
 * SDK's HTTP API, from memory; the server's SDK reaches it through a
 * preloaded dispatcher) and this test as the browser, running the browser's
 * own upload code (components/pages/upload-client.ts) and the SDK's client
 * `put` against the same store.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { put } from "@vercel/blob/client";
import { sendFile } from "@/components/pages/upload-client";
import { db } from "@/lib/core/db/client";
import { fundPayer } from "../support/security";
import { baseUrl, bearer, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { startInstance, type Instance } from "../support/instance";
import { fakeBlobStore, type FakeBlobStore } from "../support/vercel-blob";

const PAYER = 81;
const MiB = 1024 * 1024;
/** Small, so that the quota is reached with a few files; each file larger than a Vercel function's 4.5 MB. */
const QUOTA = 16 * MiB;

let store: FakeBlobStore;
let app: Instance;
let ann: string;
let bob: string;

beforeAll(async () => {
  store = await fakeBlobStore({ access: "private" });
  const blob = store.instanceOptions();
  [app] = await Promise.all([startInstance({ name: "blob-client-uploads", nodeArgs: blob.nodeArgs, env: { ...blob.env, PAGE_UPLOAD_QUOTA_BYTES: String(QUOTA) } }), fundPayer(PAYER)]);
  ann = await counterpartCookie("ann.blob@example.com");
  bob = await counterpartCookie("bob.blob@example.com");
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await store?.restore();
});

async function lease(body: Record<string, unknown>) {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", body);
  expect(response.status, await response.clone().text()).toBe(201);
  const json = await response.json();
  return { id: json.page.id as string, token: json.capabilityToken.token as string };
}

const formBody = (extra: Record<string, unknown> = {}) => ({
  label: "Applications",
  toolType: "custom_form",
  ...extra,
  content: {
    title: "Apply",
    fields: [
      { name: "full_name", label: "Full name", type: "text", required: true },
      { name: "cv", label: "CV", type: "file", required: true, accept: ["application/pdf"], maxSizeBytes: 12 * MiB },
    ],
  },
});

const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(size - 9)]);
const asFile = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const browser = (cookie: string) => ({ origin: app.url, headers: { cookie } });
const post = (cookie: string | null, path: string, body?: unknown) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const control = (page: { id: string; token: string }, path: string) => fetch(`${app.url}/api/v3/control/pages/${page.id}${path}`, { headers: bearer(page.token) });
const pageBytes = async (pageId: string) => (await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes;

describe("uploads with Vercel Blob: from the browser straight to the store", () => {
  it("a form's 6 MB file goes to the store with a client token, never through the server; the form sends it; the controller downloads it as a stream", async () => {
    const page = await lease(formBody());
    const method = await fetch(`${app.url}/api/counterpart/pages/${page.id}/uploads`, { headers: { cookie: ann } });
    expect(await method.json()).toEqual({ storage: "blob", access: "private" });

    const cv = pdf(6 * MiB);
    const progress: number[] = [];
    const sent = await sendFile(page.id, "cv", asFile(cv, "cv.pdf", "application/pdf"), (loaded) => progress.push(loaded), browser(ann));
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    const upload = (sent as Extract<typeof sent, { ok: true }>).upload;
    const sha256 = createHash("sha256").update(cv).digest("hex");
    expect(upload).toMatchObject({ key: "cv", name: "cv.pdf", mimeType: "application/pdf", sizeBytes: cv.length, sha256 });
    expect(progress.at(-1)).toBe(cv.length);

    // In the store at <pageId>/<uploadId>, byte for byte.
    const stored = store.blobs.get(`${page.id}/${upload.id}`)!;
    expect(stored.bytes.equals(cv)).toBe(true);
    expect(stored.contentType).toBe("application/pdf");
    // The bytes went from this process (the browser) with a client token; the server only looked (head) and read (its hash), with its own token.
    const puts = store.requests.filter((r) => r.method === "PUT");
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ client: process.pid, token: "client" });
    const fromServer = store.requests.filter((r) => r.client !== process.pid);
    expect(fromServer.length).toBeGreaterThanOrEqual(2);
    expect(fromServer.every((r) => r.method === "GET" && r.token === "read-write")).toBe(true);

    const answered = await post(ann, `/api/counterpart/pages/${page.id}/submissions`, { answers: { full_name: "Ann", cv: upload.id } });
    expect(answered.status, await answered.clone().text()).toBe(201);
    const { submissions } = await (await control(page, "/submissions")).json();
    expect(submissions[0].data).toEqual({ full_name: "Ann", cv: { uploadId: upload.id, name: "cv.pdf", mimeType: "application/pdf", sizeBytes: cv.length, sha256 } });

    // The store holds back all but the first MiB: the download's first bytes arrive anyway, so it streams (a buffered answer would wait for all of it).
    store.holdReads = { heldAfter: MiB };
    try {
      const download = await control(page, `/uploads/${upload.id}`);
      expect(download.status).toBe(200);
      expect(download.headers.get("x-content-sha256")).toBe(sha256);
      const reader = download.body!.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      while (received < MiB) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
      }
      expect(received).toBe(MiB);
      store.releaseReads();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(value);
      }
      expect(Buffer.concat(chunks).equals(cv)).toBe(true);
    } finally {
      store.releaseReads();
      store.holdReads = null;
    }
  });

  it("a file vault takes its files the same way, each its upload submission", async () => {
    const page = await lease({ label: "Vault", toolType: "file_vault", content: { vault_title: "Docs", requested_uploads: [{ key: "scan", label: "Scan", required: true, max_size_bytes: 8 * MiB }] } });
    const scan = randomBytes(5 * MiB);
    const sent = await sendFile(page.id, "scan", asFile(scan, "scan.png", "image/png"), () => {}, browser(ann));
    expect(sent.ok, JSON.stringify(sent)).toBe(true);
    const upload = (sent as Extract<typeof sent, { ok: true }>).upload;
    const { submissions } = await (await control(page, "/submissions")).json();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ kind: "upload", data: { files: [{ key: "scan", uploadId: upload.id, sizeBytes: scan.length }] } });
    expect(Buffer.from(await (await control(page, `/uploads/${upload.id}`)).arrayBuffer()).equals(scan)).toBe(true);
  });

  it("no client token past the Page's upload quota: nothing more is reserved", async () => {
    const page = await lease(formBody());
    const first = await sendFile(page.id, "cv", asFile(pdf(10 * MiB), "a.pdf", "application/pdf"), () => {}, browser(ann));
    expect(first.ok).toBe(true);
    const puts = store.requests.filter((r) => r.method === "PUT").length;
    const second = await sendFile(page.id, "cv", asFile(pdf(10 * MiB), "b.pdf", "application/pdf"), () => {}, browser(ann));
    expect(second).toEqual({ ok: false, scope: "page", message: "This Page cannot take more files right now." });
    const refused = await post(ann, `/api/counterpart/pages/${page.id}/uploads/cv/blob`, { name: "b.pdf", sizeBytes: 10 * MiB, mimeType: "application/pdf" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "storage_quota_exceeded", error: expect.stringMatching(/no room for a file of 10 MB: its uploads may total 16 MB/) });
    expect(store.requests.filter((r) => r.method === "PUT")).toHaveLength(puts);
    expect(await pageBytes(page.id)).toBe(BigInt(10 * MiB));
    expect(await db().pageUpload.count({ where: { pageId: page.id } })).toBe(1);
  });

  it("everything that refuses a streamed upload refuses a client token, before anything is reserved", async () => {
    const page = await lease({ ...formBody(), visibility: "private", audienceEmails: ["ann.blob@example.com"] });
    const start = (cookie: string | null, key: string, file: Record<string, unknown>) => post(cookie, `/api/counterpart/pages/${page.id}/uploads/${key}/blob`, file);
    const good = { name: "cv.pdf", sizeBytes: 1000, mimeType: "application/pdf" };
    const cases: [string | null, string, Record<string, unknown>, number, string][] = [
      [null, "cv", good, 401, "unauthorized"],
      [bob, "cv", good, 403, "forbidden"],
      [ann, "cv", { ...good, sizeBytes: 13 * MiB }, 413, "payload_too_large"],
      [ann, "cv", { ...good, mimeType: "text/html" }, 400, "validation_failed"],
      [ann, "cv", { ...good, sizeBytes: 0 }, 400, "validation_failed"],
      [ann, "full_name", good, 404, "not_found"],
      [ann, "cv", { ...good, extra: 1 }, 400, "validation_failed"],
    ];
    for (const [cookie, key, file, status, code] of cases) {
      const answer = await start(cookie, key, file);
      expect(answer.status, `${key} ${JSON.stringify(file)}`).toBe(status);
      expect((await answer.json()).code).toBe(code);
    }
    const crossSite = await fetch(`${app.url}/api/counterpart/pages/${page.id}/uploads/cv/blob`, {
      method: "POST",
      headers: { cookie: ann, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify(good),
    });
    expect(crossSite.status).toBe(403);
    expect(await pageBytes(page.id)).toBe(0n);
    expect(await db().pageUpload.count({ where: { pageId: page.id } })).toBe(0);
  });

  it("the store holds the browser to its token, and the server to what was declared; an upload never confirmed is removed when its token has ended", async () => {
    const page = await lease(formBody());
    const start = async (sizeBytes: number) => {
      const answer = await post(ann, `/api/counterpart/pages/${page.id}/uploads/cv/blob`, { name: "cv.pdf", sizeBytes, mimeType: "application/pdf" });
      expect(answer.status, await answer.clone().text()).toBe(201);
      return (await answer.json()) as { uploadId: string; pathname: string; clientToken: string; access: "private"; contentType: string; validUntil: string };
    };
    const confirm = (uploadId: string) => post(ann, `/api/counterpart/pages/${page.id}/uploads/cv/blob/${uploadId}`);

    const token = await start(1000);
    expect(token.pathname).toBe(`${page.id}/${token.uploadId}`);
    expect(Date.parse(token.validUntil) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const options = { access: token.access, token: token.clientToken, contentType: "application/pdf" };
    // The store refuses what the token does not allow.
    await expect(put(token.pathname, Buffer.alloc(2000), options)).rejects.toThrow(/too large/i);
    await expect(put(token.pathname, Buffer.alloc(1000), { ...options, contentType: "text/html" })).rejects.toThrow(/content type/i);
    await expect(put(`${page.id}/elsewhere`, Buffer.alloc(1000), options)).rejects.toThrow(/pathname mismatch/i);
    // Nothing arrived: not recorded.
    const early = await confirm(token.uploadId);
    expect(early.status).toBe(409);
    expect((await early.json()).error).toMatch(/has not arrived/);

    // A smaller file than declared is within the token, but not what was declared: refused and deleted.
    await put(token.pathname, Buffer.alloc(999, 1), options);
    const short = await confirm(token.uploadId);
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatch(/arrived incomplete/);
    expect(store.blobs.has(token.pathname)).toBe(false);
    // Still reserved while the token could be used: a file sent with it later is still found and removed at expiry.
    expect(await pageBytes(page.id)).toBe(1000n);
    await put(token.pathname, Buffer.alloc(1000, 2), options);

    // Nobody confirms; the token ends. The next token on the Page removes the upload, its blob and its reservation.
    await db().pageUpload.update({ where: { id: token.uploadId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const next = await start(2000);
    expect(await db().pageUpload.findUnique({ where: { id: token.uploadId } })).toBeNull();
    expect(store.blobs.has(token.pathname)).toBe(false);
    expect(await pageBytes(page.id)).toBe(2000n);
    // A confirmation for the removed one is refused.
    expect((await confirm(token.uploadId)).status).toBe(404);

    // The other one completes; the same id cannot be confirmed twice.
    await put(next.pathname, pdf(2000), { ...options, token: next.clientToken });
    expect((await confirm(next.uploadId)).status).toBe(201);
    expect((await confirm(next.uploadId)).status).toBe(404);
  });

  it("malformed requests to the client-upload routes are 4xx JSON, and write nothing", async () => {
    const page = await lease(formBody());
    const base = `${app.url}/api/counterpart/pages/${page.id}/uploads/cv/blob`;
    const requests: [string, RequestInit, number, string][] = [
      [base, { method: "POST", headers: { cookie: ann, "content-type": "text/plain" }, body: "{}" }, 415, "unsupported_media_type"],
      [base, { method: "POST", headers: { cookie: ann, "content-type": "application/json" }, body: "{not json" }, 400, "invalid_json"],
      [base, { method: "POST", headers: { cookie: ann, "content-type": "application/json" }, body: JSON.stringify({ name: "a", sizeBytes: -1, mimeType: "application/pdf" }) }, 400, "validation_failed"],
      [base, { method: "POST", headers: { cookie: ann, "content-type": "application/json" }, body: JSON.stringify({ name: "a", sizeBytes: 10, mimeType: "not a type" }) }, 400, "validation_failed"],
      [`${base}/not-an-upload-id`, { method: "POST", headers: { cookie: ann } }, 400, "validation_failed"],
      [`${base}/upl_${"0".repeat(24)}`, { method: "POST", headers: { cookie: ann } }, 404, "not_found"],
      [base, { method: "GET", headers: { cookie: ann } }, 405, "method_not_allowed"],
      [`${base}/upl_${"0".repeat(24)}`, { method: "DELETE", headers: { cookie: ann } }, 405, "method_not_allowed"],
      [`${app.url}/api/counterpart/pages/${page.id}/uploads`, { method: "POST", headers: { cookie: ann } }, 405, "method_not_allowed"],
      [`${app.url}/api/counterpart/pages/${page.id}/uploads`, { method: "GET" }, 401, "unauthorized"],
    ];
    for (const [url, init, status, code] of requests) {
      const answer = await fetch(url, init);
      expect(answer.status, `${init.method} ${url}`).toBe(status);
      expect((await answer.json()).code).toBe(code);
    }
    expect(await pageBytes(page.id)).toBe(0n);
    expect(await db().pageUpload.count({ where: { pageId: page.id } })).toBe(0);
  });

  it("a server that keeps uploads on its own disk refuses client tokens", async () => {
    const page = await lease(formBody());
    const answer = await fetch(`${baseUrl()}/api/counterpart/pages/${page.id}/uploads/cv/blob`, {
      method: "POST",
      headers: { cookie: ann, "content-type": "application/json" },
      body: JSON.stringify({ name: "cv.pdf", sizeBytes: 1000, mimeType: "application/pdf" }),
    });
    expect(answer.status).toBe(409);
    expect((await fetch(`${baseUrl()}/api/counterpart/pages/${page.id}/uploads`, { headers: { cookie: ann } }).then((r) => r.json()))).toEqual({ storage: "local" });
  });
});
