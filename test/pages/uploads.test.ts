import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import type { Prisma } from "@/lib/core/db/generated/client";
import { newResourceId } from "@/lib/core/ids";
import { submitFormAnswers } from "@/lib/domains/pages/behaviour/custom_form/answers";
import { expireUploads, FORM_FILE_HOLD_MS, uploadFile } from "@/lib/domains/pages/uploads";
import { fundPayer } from "../support/security";
import { baseUrl, bearer, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { streamingRequest } from "../support/streaming";

// Vault uploads through POST /api/counterpart/pages/{id}/uploads/{key}
// against the running service (next start): everything that can refuse an
// upload is decided before the body is read, and an accepted one streams to
// storage. The quota is exercised on lib/domains/pages/counterpart.ts directly, with
// a small PAGE_UPLOAD_QUOTA_BYTES and a temporary upload folder in this
// process (read by lib/core/config.ts on first use, which is after this).
const QUOTA = 3_000;
process.env.PAGE_UPLOAD_QUOTA_BYTES = String(QUOTA);
process.env.UPLOAD_DIR = path.resolve("test-results", `uploads-quota-${process.pid}`);

/** The service's upload folder (its default, relative to the same working directory). */
const SERVICE_UPLOADS = path.resolve(".data/uploads");
const MiB = 1024 * 1024;

async function vault(options: { requested: Prisma.InputJsonObject[]; visibility?: "public" | "private"; audienceEmails?: string[] }) {
  const id = newResourceId("page");
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType: "page", resourceId: id, principal: `0x${"56".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 500 },
  });
  await db().page.create({
    data: {
      id,
      leaseId: lease.id,
      label: "Vault",
      toolType: "file_vault",
      content: { vault_title: "Documents", deposited_files: [], requested_uploads: options.requested },
      visibility: options.visibility ?? "public",
      audienceEmails: options.audienceEmails ?? [],
    },
  });
  return id;
}

async function nothingStored(pageId: string) {
  expect(await db().submission.count({ where: { pageId } })).toBe(0);
  expect(await db().pageUpload.count({ where: { pageId } })).toBe(0);
  expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(0n);
  expect(existsSync(path.join(SERVICE_UPLOADS, pageId)) ? await readdir(path.join(SERVICE_UPLOADS, pageId)) : []).toEqual([]);
}

const uploadPath = (pageId: string, key: string) => `/api/counterpart/pages/${pageId}/uploads/${key}`;

let ann: string;
let bob: string;

beforeAll(async () => {
  ann = await counterpartCookie("ann.uploads@example.com");
  bob = await counterpartCookie("bob.uploads@example.com");
});

describe("the upload route", () => {
  it("streams a file far larger than a server action may be to disk, as it arrives, and records it", async () => {
    const pageId = await vault({ requested: [{ key: "scan", label: "Scan", required: true, max_size_bytes: 50 * MiB }] });
    const size = 40 * MiB;
    const file = randomBytes(size);
    const upload = streamingRequest(baseUrl(), {
      path: uploadPath(pageId, "scan"),
      headers: { cookie: ann, "content-type": "application/pdf", "content-length": String(size), "x-file-name": encodeURIComponent("scan – März.pdf") },
    });
    // The first 8 MiB: the server writes them to a temporary file while the rest has not been sent.
    for (let at = 0; at < 8 * MiB; at += MiB) await upload.write(file.subarray(at, at + MiB));
    const folder = path.join(SERVICE_UPLOADS, pageId);
    let partial = 0;
    for (let waited = 0; waited < 20_000 && partial < 4 * MiB; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const parts = existsSync(folder) ? (await readdir(folder)).filter((name) => name.endsWith(".part")) : [];
      partial = parts.length ? (await stat(path.join(folder, parts[0]!))).size : 0;
    }
    expect(partial).toBeGreaterThanOrEqual(4 * MiB);
    expect(upload.answered).toBe(false);
    for (let at = 8 * MiB; at < size; at += MiB) await upload.write(file.subarray(at, at + MiB));
    upload.end();
    const answer = await upload.answer;
    expect(answer.status, answer.text).toBe(201);
    const { upload: stored } = answer.json() as { upload: { id: string; name: string; sizeBytes: number; sha256: string; mimeType: string } };
    expect(stored).toMatchObject({ name: "scan – März.pdf", sizeBytes: size, mimeType: "application/pdf", sha256: createHash("sha256").update(file).digest("hex") });
    expect((await readFile(path.join(folder, stored.id))).equals(file)).toBe(true);
    expect((await readdir(folder)).filter((name) => name.endsWith(".part"))).toEqual([]);
    const submissions = await db().submission.findMany({ where: { pageId } });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.data).toMatchObject({ files: [{ key: "scan", uploadId: stored.id, sizeBytes: size }] });
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(BigInt(size));
  });

  it("refuses a file over its requested limit, or of an unaccepted type, or without a declared size, before the body: nothing stored", async () => {
    const pageId = await vault({ requested: [{ key: "id_card", label: "ID card", accept: ["application/pdf"], max_size_bytes: 1024 }] });
    const cases: { headers: Record<string, string>; key?: string; status: number; code: string; message: RegExp }[] = [
      { headers: { "content-type": "application/pdf", "content-length": String(40 * MiB) }, status: 413, code: "payload_too_large", message: /larger than 1 MB/ },
      { headers: { "content-type": "text/plain", "content-length": "100" }, status: 400, code: "validation_failed", message: /Allowed types: application\/pdf/ },
      { headers: { "content-type": "application/pdf", "transfer-encoding": "chunked" }, status: 411, code: "length_required", message: /Content-Length/ },
      { headers: { "content-type": "application/pdf", "content-length": "100" }, key: "other", status: 404, code: "not_found", message: /no upload "other"/ },
    ];
    for (const test of cases) {
      const upload = streamingRequest(baseUrl(), { path: uploadPath(pageId, test.key ?? "id_card"), headers: { cookie: ann, ...test.headers } });
      await upload.write(Buffer.alloc(16, 1)); // a little of the body, never the rest
      const answer = await upload.answer;
      upload.abort();
      expect(answer.status, answer.text).toBe(test.status);
      expect(answer.json()).toMatchObject({ code: test.code, error: expect.stringMatching(test.message) });
      expect(answer.sentWhenAnswered).toBeLessThanOrEqual(16);
    }
    // A body longer than declared never gets past the declared size (the HTTP framing stops it; the rest is a new, malformed request).
    await nothingStored(pageId);
  });

  it("refuses someone outside the Page's audience, and anyone not signed in, before reading the body", async () => {
    const pageId = await vault({ visibility: "private", audienceEmails: ["ann.uploads@example.com"], requested: [{ key: "doc", label: "Doc", max_size_bytes: 50 * MiB }] });
    for (const [cookie, status, code] of [
      [bob, 403, "forbidden"],
      [undefined, 401, "unauthorized"],
    ] as const) {
      const upload = streamingRequest(baseUrl(), {
        path: uploadPath(pageId, "doc"),
        headers: { ...(cookie ? { cookie } : {}), "content-type": "application/pdf", "content-length": String(50 * MiB) },
      });
      await upload.write(Buffer.alloc(1024));
      const answer = await upload.answer;
      upload.abort();
      expect(answer.status, answer.text).toBe(status);
      expect(answer.json().code).toBe(code);
      expect(answer.sentWhenAnswered).toBeLessThanOrEqual(1024);
    }
    await nothingStored(pageId);
  });

  it("refuses an upload sent from another site", async () => {
    const pageId = await vault({ requested: [{ key: "doc", label: "Doc" }] });
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }] as Record<string, string>[]) {
      const upload = streamingRequest(baseUrl(), { path: uploadPath(pageId, "doc"), headers: { cookie: ann, "content-type": "application/pdf", "content-length": "5", ...headers } });
      await upload.write(Buffer.from("%PDF-"));
      upload.end();
      const answer = await upload.answer;
      expect(answer.status, answer.text).toBe(403);
      expect(answer.json().code).toBe("origin_not_allowed");
    }
    await nothingStored(pageId);
  });
});

/** A body that trickles in after a pause, so concurrent uploads all reserve before any finishes. */
function slowBody(bytes: Buffer, options: { failAfter?: number } = {}): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (options.failAfter !== undefined) {
        controller.enqueue(bytes.subarray(0, options.failAfter));
        controller.error(new Error("the connection dropped"));
        return;
      }
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

describe("the per-Page upload quota (PAGE_UPLOAD_QUOTA_BYTES)", () => {
  const meta = { email: "quota@example.com", ip: null, userAgent: null };

  it("holds under concurrent uploads: each reserves its size before streaming, and only what fits is accepted", async () => {
    const pageId = await vault({ requested: [{ key: "doc", label: "Doc" }] });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => uploadFile(pageId, { key: "doc", name: "a.txt", mimeType: "text/plain", sizeBytes: 1_000, body: slowBody(randomBytes(1_000)) }, meta)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(QUOTA / 1_000);
    for (const refused of results.filter((r) => r.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "storage_quota_exceeded" });
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(BigInt(QUOTA));
    expect(await db().pageUpload.count({ where: { pageId } })).toBe(QUOTA / 1_000);
    expect(await readdir(path.join(process.env.UPLOAD_DIR!, pageId))).toHaveLength(QUOTA / 1_000);
  });

  it("releases a failed upload's reservation and keeps nothing of it", async () => {
    const pageId = await vault({ requested: [{ key: "doc", label: "Doc" }] });
    await expect(uploadFile(pageId, { key: "doc", name: "a.txt", mimeType: "text/plain", sizeBytes: 2_000, body: slowBody(randomBytes(2_000), { failAfter: 500 }) }, meta)).rejects.toThrow(
      /connection dropped/,
    );
    await expect(uploadFile(pageId, { key: "doc", name: "b.txt", mimeType: "text/plain", sizeBytes: 2_000, body: slowBody(randomBytes(1_000)) }, meta)).rejects.toMatchObject({
      code: "validation_failed",
    });
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(0n);
    expect(await db().submission.count({ where: { pageId } })).toBe(0);
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, pageId)) ? await readdir(path.join(process.env.UPLOAD_DIR!, pageId)) : []).toEqual([]);
    // The released room is there for the next one.
    await uploadFile(pageId, { key: "doc", name: "c.txt", mimeType: "text/plain", sizeBytes: QUOTA, body: slowBody(randomBytes(QUOTA)) }, meta);
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(BigInt(QUOTA));
  });
});

// Forms with file fields: a file is uploaded on its own
// to the field (the same route, checks, storage and quota as a vault's), held
// until the form is sent with its id, then part of that submission; the
// controller lists it and downloads it through the control API.
describe("file fields in forms", () => {
  const FORM_PAYER = 80;
  let form: { id: string; token: string };
  const answer = (cookie: string, answers: Record<string, string>) =>
    fetch(`${baseUrl()}/api/counterpart/pages/${form.id}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ answers }) });
  const send = (cookie: string, key: string, bytes: Buffer, type: string, name = "file.bin") =>
    fetch(`${baseUrl()}${uploadPath(form.id, key)}`, { method: "POST", headers: { cookie, "content-type": type, "x-file-name": encodeURIComponent(name) }, body: new Uint8Array(bytes) });
  const control = (path: string) => fetch(`${baseUrl()}/api/v3/control/pages/${form.id}${path}`, { headers: bearer(form.token) });

  beforeAll(async () => {
    await fundPayer(FORM_PAYER);
    const response = await paidPost(FORM_PAYER, "/api/v3/resources/pages", {
      label: "Applications",
      toolType: "custom_form",
      content: {
        title: "Apply",
        fields: [
          { name: "full_name", label: "Full name", type: "text", required: true },
          { name: "cv", label: "CV", type: "file", required: true, accept: ["application/pdf"], maxSizeBytes: 8 * MiB },
          { name: "photo", label: "Photo", type: "file", accept: ["image/*"] },
        ],
        // Ann answers more than once below.
        responsesPerPerson: 10,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    form = { id: body.page.id, token: body.capabilityToken.token };
  });

  it("a required file field left empty is Required.; an uploaded file is attached to the submission, listed and downloaded by the controller", async () => {
    const empty = await answer(ann, { full_name: "Ann" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).details).toEqual([{ path: "answers.cv", message: "Required." }]);

    const cv = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(6 * MiB)]);
    const uploaded = await send(ann, "cv", cv, "application/pdf", "Ann – CV.pdf");
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { upload } = (await uploaded.json()) as { upload: { id: string; sha256: string; sizeBytes: number } };
    expect(upload).toMatchObject({ name: "Ann – CV.pdf", sizeBytes: cv.length, mimeType: "application/pdf", sha256: createHash("sha256").update(cv).digest("hex") });
    // Held for the form, not yet anybody's submission: counted against the quota, not served to the controller.
    expect(await db().submission.count({ where: { pageId: form.id } })).toBe(0);
    expect((await db().page.findUniqueOrThrow({ where: { id: form.id } })).uploadBytes).toBe(BigInt(cv.length));
    expect((await control(`/uploads/${upload.id}`)).status).toBe(404);

    // Someone else cannot send Ann's file with their answers.
    const stolen = await answer(bob, { full_name: "Bob", cv: upload.id });
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).details).toEqual([{ path: "answers.cv", message: "This file is no longer available; choose it again." }]);

    const sent = await answer(ann, { full_name: "Ann", cv: upload.id });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const reference = { uploadId: upload.id, name: "Ann – CV.pdf", mimeType: "application/pdf", sizeBytes: cv.length, sha256: upload.sha256 };
    expect((await sent.json()).answers).toEqual({ full_name: "Ann", cv: reference });
    // Once sent, the file is that submission's: it cannot be sent again with another.
    const again = await answer(ann, { full_name: "Ann again", cv: upload.id });
    expect(again.status).toBe(400);

    const { submissions } = await (await control("/submissions")).json();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ kind: "form", submitterEmail: "ann.uploads@example.com", data: { full_name: "Ann", cv: reference } });

    const download = await control(`/uploads/${upload.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-sha256")).toBe(upload.sha256);
    expect(download.headers.get("content-disposition")).toContain("filename*=UTF-8''Ann%20%E2%80%93%20CV.pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
    expect(await db().pageUpload.findUniqueOrThrow({ where: { id: upload.id } })).toMatchObject({ submissionId: submissions[0].id, expiresAt: null, state: "stored" });
  });

  it("a file field's rules hold at upload: its media types, its size limit, and only file fields take files", async () => {
    const before = (await db().page.findUniqueOrThrow({ where: { id: form.id } })).uploadBytes;
    const cases: [string, Buffer, string, number, string, RegExp][] = [
      ["cv", Buffer.from("plain"), "text/plain", 400, "validation_failed", /Allowed types: application\/pdf/],
      ["photo", Buffer.from("%PDF-"), "application/pdf", 400, "validation_failed", /Allowed types: image\/\*/],
      ["cv", Buffer.alloc(9 * MiB), "application/pdf", 413, "payload_too_large", /larger than 8 MB/],
      ["photo", Buffer.alloc(11 * MiB), "image/png", 413, "payload_too_large", /larger than 10 MB/],
      ["full_name", Buffer.from("x"), "text/plain", 404, "not_found", /no file field "full_name"/],
    ];
    for (const [key, bytes, type, status, code, message] of cases) {
      const refused = await send(ann, key, bytes, type);
      expect(refused.status, `${key} ${type}`).toBe(status);
      expect(await refused.json()).toMatchObject({ code, error: expect.stringMatching(message) });
    }
    expect((await db().page.findUniqueOrThrow({ where: { id: form.id } })).uploadBytes).toBe(before);
    // An optional file field left empty is absent from the answers, never an empty value.
    const withoutPhoto = await answer(ann, { full_name: "Ann", cv: (await (await send(ann, "cv", Buffer.from("%PDF-1.4"), "application/pdf")).json()).upload.id });
    expect(withoutPhoto.status).toBe(201);
    expect(Object.keys((await withoutPhoto.json()).answers).sort()).toEqual(["cv", "full_name"]);
  });

  it("a file field is refused at creation with options it cannot honour", async () => {
    const response = await paidPost(FORM_PAYER, "/api/v3/resources/pages", {
      label: "Bad",
      toolType: "custom_form",
      content: { title: "Bad", fields: [{ name: "doc", label: "Doc", type: "file", accept: [".pdf"], maxSizeBytes: 100 * MiB }] },
    });
    expect(response.status).toBe(400);
    const { details } = await response.json();
    expect(details.map((d: { path: string }) => d.path).sort()).toEqual(["content.fields.0.accept.0", "content.fields.0.maxSizeBytes"]);
  });
});

describe("uploads nobody submits (FORM_FILE_HOLD_MS) and uploads that never complete", () => {
  const meta = { email: "holder@example.com", ip: null, userAgent: null };

  async function formPage() {
    const id = newResourceId("page");
    const now = new Date();
    const lease = await db().lease.create({
      data: { resourceType: "page", resourceId: id, principal: `0x${"57".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 500 },
    });
    await db().page.create({
      data: { id, leaseId: lease.id, label: "Form", toolType: "custom_form", content: { title: "F", fields: [{ name: "doc", label: "Doc", type: "file", required: true }] }, visibility: "public" },
    });
    return id;
  }
  const expire = (id: string) => db().pageUpload.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
  const pageBytes = async (pageId: string) => (await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes;

  it("a form file is counted until it expires unsent; then its bytes, row and room are gone, and it can no longer be sent", async () => {
    const pageId = await formPage();
    const held = await uploadFile(pageId, { key: "doc", name: "a.txt", mimeType: "text/plain", sizeBytes: QUOTA, body: slowBody(randomBytes(QUOTA)) }, meta);
    expect(await pageBytes(pageId)).toBe(BigInt(QUOTA));
    const row = await db().pageUpload.findUniqueOrThrow({ where: { id: held.id } });
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + FORM_FILE_HOLD_MS - 60_000);
    // Held: the Page has no room for another.
    await expect(uploadFile(pageId, { key: "doc", name: "b.txt", mimeType: "text/plain", sizeBytes: 10, body: slowBody(randomBytes(10)) }, meta)).rejects.toMatchObject({ code: "storage_quota_exceeded" });

    await expire(held.id);
    // The next upload to the Page removes it first, and fits.
    const next = await uploadFile(pageId, { key: "doc", name: "b.txt", mimeType: "text/plain", sizeBytes: 10, body: slowBody(randomBytes(10)) }, meta);
    expect(await db().pageUpload.findUnique({ where: { id: held.id } })).toBeNull();
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, pageId, held.id))).toBe(false);
    expect(await pageBytes(pageId)).toBe(10n);

    // An expired file cannot be sent; an unexpired one can.
    await expire(next.id);
    await expect(submitFormAnswers(pageId, { doc: next.id }, meta)).rejects.toMatchObject({ code: "validation_failed", details: [{ path: "answers.doc", message: "This file is no longer available; choose it again." }] });
    const last = await uploadFile(pageId, { key: "doc", name: "c.txt", mimeType: "text/plain", sizeBytes: 20, body: slowBody(randomBytes(20)) }, meta);
    await submitFormAnswers(pageId, { doc: last.id }, meta);
    // Attached: never expires, never removed by the sweep.
    expect(await expireUploads({ pageId })).toBe(0);
    expect(await pageBytes(pageId)).toBe(20n);
    expect(await db().pageUpload.findUniqueOrThrow({ where: { id: last.id } })).toMatchObject({ expiresAt: null });
  });

  it("an upload that never completed (its server stopped mid-stream) gives its room back when it expires", async () => {
    const pageId = await formPage();
    // What a crash leaves: the pending row and its reservation, a partial file never renamed into place.
    const id = `upl_${randomBytes(12).toString("hex")}`;
    await db().$transaction([
      db().pageUpload.create({
        data: { id, pageId, uploaderEmail: meta.email, requestKey: "doc", name: "x", mimeType: "text/plain", sizeBytes: 2_000, sha256: "", storage: "local", storageKey: `${pageId}/${id}`, state: "pending", expiresAt: new Date(Date.now() - 1_000) },
      }),
      db().page.update({ where: { id: pageId }, data: { uploadBytes: 2_000 } }),
    ]);
    expect(await expireUploads({ pageId })).toBe(1);
    expect(await pageBytes(pageId)).toBe(0n);
    expect(await db().pageUpload.count({ where: { pageId } })).toBe(0);
  });
});
