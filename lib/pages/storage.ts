/**
 * Where uploaded files live: a folder on local disk (UPLOAD_DIR, .data/uploads
 * by default), or Vercel Blob when BLOB_READ_WRITE_TOKEN is set (serverless
 * instances have no shared disk). Keys are `<pageId>/<uploadId>`.
 *
 * A Blob store is private or public from its creation (BLOB_ACCESS says
 * which; private by default). A blob's storage key is its URL, whose host
 * says its access (`<store>.private.blob.vercel-storage.com`); every read
 * goes through the SDK's get() with the token, which a private store needs
 * and a public one ignores. Files counterparts upload are meant for the
 * Page's controller only: use a private store.
 *
 * On local disk the files are the service user's alone: UPLOAD_DIR and each
 * Page's folder 0700, each file 0600 (an existing UPLOAD_DIR is tightened on
 * the next upload, and by npm start: `secureUploadDir`).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { del, get, list, put } from "@vercel/blob";
import { config } from "../config";
import { db } from "../db/client";
import { ApiError } from "../http/errors";

export type StorageKind = "local" | "blob";

export function storageKind(): StorageKind {
  return config().uploads.blobToken ? "blob" : "local";
}

/** Creates UPLOAD_DIR (local disk) readable by the service user only, or tightens it to 0700. */
export async function secureUploadDir(dir = config().uploads.dir): Promise<void> {
  const root = path.resolve(dir);
  // The folders above keep their usual modes (.data also holds the embedded database's folder).
  await mkdir(path.dirname(root), { recursive: true });
  await mkdir(root, { recursive: true, mode: 0o700 });
  await chmod(root, 0o700);
}

function localPath(key: string): string {
  const root = path.resolve(config().uploads.dir);
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error("invalid storage key");
  return file;
}

/**
 * Stores a file from a stream, never holding it whole in memory: on local
 * disk into a temporary file (0600, in a 0700 folder) renamed into place
 * once complete, in Vercel Blob with a streamed put. `body` is expected to
 * enforce its own size limit (it errors past it); whatever fails leaves
 * nothing stored.
 */
export async function storeStream(key: string, body: ReadableStream<Uint8Array>, mimeType: string): Promise<{ storage: StorageKind; storageKey: string }> {
  if (storageKind() === "blob") {
    const { blobToken: token, blobAccess: access } = config().uploads;
    const blob = await put(key, body, { access, contentType: mimeType, addRandomSuffix: true, token });
    return { storage: "blob", storageKey: blob.url };
  }
  const file = localPath(key);
  // The upload folders 0700 (the root and each Page's), never the folders above them (.data holds the database's).
  await secureUploadDir();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${randomBytes(6).toString("hex")}.part`;
  try {
    await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    throw error;
  }
  return { storage: "local", storageKey: key };
}

async function readStoredFile(storage: string, storageKey: string): Promise<Buffer> {
  if (storage === "blob") {
    const access = new URL(storageKey).hostname.includes(".private.") ? "private" : "public";
    const blob = await get(storageKey, { access, token: config().uploads.blobToken, useCache: false });
    if (!blob || blob.statusCode !== 200) throw new Error(`blob ${storageKey} is missing from the store`);
    return Buffer.from(await new Response(blob.stream).arrayBuffer());
  }
  return readFile(localPath(storageKey));
}

/** A file uploaded to a Page, with its bytes, for the Page's controller. */
export async function readUpload(pageId: string, uploadId: string) {
  const upload = await db().pageUpload.findUnique({ where: { id: uploadId } });
  if (!upload || upload.pageId !== pageId) throw new ApiError("not_found", `No upload ${uploadId} on this Page.`);
  return { upload, bytes: await readStoredFile(upload.storage, upload.storageKey) };
}

/** Removes every stored file of a Page (destroy). */
export async function removePageFiles(pageId: string): Promise<void> {
  if (storageKind() === "blob") {
    const token = config().uploads.blobToken;
    // A listing comes a page at a time: gather every page, then delete.
    const urls: string[] = [];
    let cursor: string | undefined;
    do {
      const listed = await list({ prefix: `${pageId}/`, token, cursor });
      urls.push(...listed.blobs.map((b) => b.url));
      cursor = listed.hasMore ? listed.cursor : undefined;
    } while (cursor);
    for (let at = 0; at < urls.length; at += 500) await del(urls.slice(at, at + 500), { token });
  }
  await rm(path.resolve(config().uploads.dir, pageId), { recursive: true, force: true });
}

export async function removeStoredFiles(files: { storage: string; storageKey: string }[]): Promise<void> {
  for (const file of files) {
    if (file.storage === "blob") await del(file.storageKey, { token: config().uploads.blobToken }).catch(() => {});
    else await rm(localPath(file.storageKey), { force: true }).catch(() => {});
  }
}
