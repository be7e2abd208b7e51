import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { newResourceId } from "@/lib/leases/ids";
import { uploadToVault } from "@/lib/pages/counterpart";
import { baseUrl } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { streamingRequest } from "../support/streaming";

// Vault uploads through POST /api/counterpart/pages/{id}/uploads/{key}
// against the running service (next start): everything that can refuse an
// upload is decided before the body is read, and an accepted one streams to
// storage. The quota is exercised on lib/pages/counterpart.ts directly, with
// a small PAGE_UPLOAD_QUOTA_BYTES and a temporary upload folder in this
// process (read by lib/config.ts on first use, which is after this).
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
      Array.from({ length: 10 }, () => uploadToVault(pageId, { key: "doc", name: "a.txt", mimeType: "text/plain", sizeBytes: 1_000, body: slowBody(randomBytes(1_000)) }, meta)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(QUOTA / 1_000);
    for (const refused of results.filter((r) => r.status === "rejected")) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "storage_quota_exceeded" });
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(BigInt(QUOTA));
    expect(await db().pageUpload.count({ where: { pageId } })).toBe(QUOTA / 1_000);
    expect(await readdir(path.join(process.env.UPLOAD_DIR!, pageId))).toHaveLength(QUOTA / 1_000);
  });

  it("releases a failed upload's reservation and keeps nothing of it", async () => {
    const pageId = await vault({ requested: [{ key: "doc", label: "Doc" }] });
    await expect(uploadToVault(pageId, { key: "doc", name: "a.txt", mimeType: "text/plain", sizeBytes: 2_000, body: slowBody(randomBytes(2_000), { failAfter: 500 }) }, meta)).rejects.toThrow(
      /connection dropped/,
    );
    await expect(uploadToVault(pageId, { key: "doc", name: "b.txt", mimeType: "text/plain", sizeBytes: 2_000, body: slowBody(randomBytes(1_000)) }, meta)).rejects.toMatchObject({
      code: "validation_failed",
    });
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(0n);
    expect(await db().submission.count({ where: { pageId } })).toBe(0);
    expect(existsSync(path.join(process.env.UPLOAD_DIR!, pageId)) ? await readdir(path.join(process.env.UPLOAD_DIR!, pageId)) : []).toEqual([]);
    // The released room is there for the next one.
    await uploadToVault(pageId, { key: "doc", name: "c.txt", mimeType: "text/plain", sizeBytes: QUOTA, body: slowBody(randomBytes(QUOTA)) }, meta);
    expect((await db().page.findUniqueOrThrow({ where: { id: pageId } })).uploadBytes).toBe(BigInt(QUOTA));
  });
});
