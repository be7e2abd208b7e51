import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { destroyResource } from "@/lib/flows/purchase/destroy";
import { openUpload, uploadFile, type IncomingFile } from "@/lib/domains/pages/uploads";
import { paidPost } from "../support/agent";
import { fakeBlobStore, type FakeBlobStore } from "../support/vercel-blob";
import { fundPayer, SECURITY_PAYERS } from "../support/security";

// Uploads on Vercel (BLOB_READ_WRITE_TOKEN): the storage module with the
// real @vercel/blob SDK (a streamed put per file, streamed reads) against a
// private store that answers from memory (test/support/vercel-blob.ts),
// listing two blobs at a time. The browser's client uploads straight to the
// store: test/pages/blob-client-uploads.test.ts.
const PAYER = SECURITY_PAYERS.blobStorage;

let store: FakeBlobStore;

beforeAll(async () => {
  store = await fakeBlobStore({ access: "private", pageSize: 2 });
  // Read by lib/core/config.ts on first use, which is after this.
  process.env.BLOB_READ_WRITE_TOKEN = store.token;
  delete process.env.BLOB_ACCESS; // the default: private
  await fundPayer(PAYER);
});

afterAll(async () => {
  await store?.restore();
});

async function vault() {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", {
    label: "Blob vault",
    toolType: "file_vault",
    content: {
      vault_title: "Documents",
      requested_uploads: [
        { key: "passport", label: "Passport", required: true, accept: ["application/pdf"] },
        { key: "proof", label: "Proof of address", required: true },
        { key: "photo", label: "Photo", accept: ["image/png"] },
      ],
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()).page as { id: string };
}

const UPLOADER = { email: "uploader@example.com", ip: null, userAgent: null };

/** A file as the upload route hands it on: its body streamed (the SDK's put then streams it to the store). */
const vaultUpload = (key: string, file: File): IncomingFile => ({ key, name: file.name, mimeType: file.type, sizeBytes: file.size, body: file.stream() });

/** A stored upload's bytes, as the controller's download route streams them. */
async function download(pageId: string, uploadId: string): Promise<Buffer> {
  const { stream } = await openUpload(pageId, uploadId);
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("uploads in a private Vercel Blob store", () => {
  it("a counterpart's files go to the store with the token, read back byte for byte, and destroy removes every one", async () => {
    const page = await vault();
    const files: Record<string, File> = {
      passport: new File([Buffer.from("%PDF-1.7 passport")], "passport.pdf", { type: "application/pdf" }),
      proof: new File([Buffer.from("a utility bill, as text")], "bill.txt", { type: "text/plain" }),
      photo: new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255])], "me.png", { type: "image/png" }),
    };
    const received: string[] = [];
    for (const [key, file] of Object.entries(files)) received.push((await uploadFile(page.id, vaultUpload(key, file), UPLOADER)).name);
    expect(received).toEqual(["passport.pdf", "bill.txt", "me.png"]);

    const uploads = await db().pageUpload.findMany({ where: { pageId: page.id }, orderBy: { name: "asc" } });
    expect(uploads).toHaveLength(3);
    for (const upload of uploads) {
      expect(upload.storage).toBe("blob");
      expect(upload.storageKey).toMatch(new RegExp(`^https://[a-z0-9]+\\.private\\.blob\\.vercel-storage\\.com/${page.id}/${upload.id}$`));
    }
    expect([...store.blobs.keys()].filter((key) => key.startsWith(`${page.id}/`))).toHaveLength(3);

    for (const upload of uploads) {
      const bytes = await download(page.id, upload.id);
      const original = Object.values(files).find((file) => file.name === upload.name)!;
      expect(bytes.equals(Buffer.from(await original.arrayBuffer()))).toBe(true);
      expect(store.blobs.get(new URL(upload.storageKey).pathname.slice(1))!.contentType).toBe(upload.mimeType);
    }
    // Every call carried the token: a private store answers nothing without it.
    expect(store.requests.length).toBeGreaterThanOrEqual(6);
    expect(store.requests.every((request) => request.authorized)).toBe(true);

    const lease = await db().lease.findFirstOrThrow({ where: { resourceId: page.id } });
    await destroyResource({ type: "page", id: page.id, leaseId: lease.id });
    expect([...store.blobs.keys()].filter((key) => key.startsWith(`${page.id}/`))).toEqual([]);
    // Three blobs, two per listing: the second page was asked for.
    expect(store.requests.filter((request) => request.method === "GET" && request.path.includes("cursor="))).not.toHaveLength(0);
  });

  it("a file the store no longer has is an error, not an empty download", async () => {
    const page = await vault();
    for (const key of ["passport", "proof"]) await uploadFile(page.id, vaultUpload(key, new File([Buffer.from(key)], `${key}.pdf`, { type: "application/pdf" })), UPLOADER);
    const upload = await db().pageUpload.findFirstOrThrow({ where: { pageId: page.id, requestKey: "proof" } });
    store.blobs.delete(new URL(upload.storageKey).pathname.slice(1));
    await expect(openUpload(page.id, upload.id)).rejects.toThrow(/missing from the store/);
  });
});
