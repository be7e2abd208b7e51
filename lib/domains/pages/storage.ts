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
 * A Vercel function takes at most 4.5 MB of request body and answers at most
 * 4.5 MB unless it streams. With Blob, the browser therefore sends a file
 * straight to the store with a client token issued here
 * (`clientUploadToken`: one pathname, at most the declared size, only the
 * declared media type, for a short while), and the server then checks what
 * arrived (`blobReceived`, `hashStored`). Files are always read back as
 * streams (`openStoredFile`), never held whole in memory.
 *
 * On local disk the files are the service user's alone: UPLOAD_DIR and each
 * Page's folder 0700, each file 0600 (an existing UPLOAD_DIR is tightened on
 * the next upload, and by npm start: `secureUploadDir`).
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BlobNotFoundError, del, get, head, list, put } from "@vercel/blob";
import { generateClientTokenFromReadWriteToken } from "@vercel/blob/client";
import { config } from "../../core/config";

export type StorageKind = "local" | "blob";

/** Where uploads go: a Vercel Blob store, else local disk; on Vercel without a Blob store, nowhere (functions keep no files). */
export function storageKind(): StorageKind | "none" {
  const { uploads, vercel } = config();
  return uploads.blobToken ? "blob" : vercel ? "none" : "local";
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
    // At the key itself (`<pageId>/<uploadId>`, unguessable already), as client uploads are: an upload that never completes is removed by its key.
    const blob = await put(key, body, { access, contentType: mimeType, addRandomSuffix: false, token });
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

/**
 * A client token for the browser to put one file into the Blob store itself
 * (`put` from `@vercel/blob/client`), enforced by the store: this pathname
 * only (no random suffix, no overwrite), at most `sizeBytes`, only
 * `mimeType`, until `validUntil`.
 */
export async function clientUploadToken(pathname: string, limits: { sizeBytes: number; mimeType: string; validUntil: Date }): Promise<{ clientToken: string; access: "private" | "public" }> {
  const { blobToken: token, blobAccess: access } = config().uploads;
  if (!token) throw new Error("client uploads need the Blob store (BLOB_READ_WRITE_TOKEN)");
  const clientToken = await generateClientTokenFromReadWriteToken({
    token,
    pathname,
    maximumSizeInBytes: limits.sizeBytes,
    allowedContentTypes: [limits.mimeType],
    validUntil: limits.validUntil.getTime(),
    addRandomSuffix: false,
    allowOverwrite: false,
  });
  return { clientToken, access };
}

/** What the Blob store holds at `pathname` (its URL, size and media type), or null when nothing arrived. */
export async function blobReceived(pathname: string): Promise<{ url: string; size: number; contentType: string } | null> {
  try {
    const blob = await head(pathname, { token: config().uploads.blobToken });
    return { url: blob.url, size: blob.size, contentType: blob.contentType };
  } catch (error) {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  }
}

const accessOf = (url: string) => (new URL(url).hostname.includes(".private.") ? "private" : "public");

/** A stored file's bytes as a stream (nothing buffered); an error when storage no longer has it. */
export async function openStoredFile(storage: string, storageKey: string): Promise<ReadableStream<Uint8Array>> {
  if (storage === "blob") {
    const blob = await get(storageKey, { access: accessOf(storageKey), token: config().uploads.blobToken, useCache: false });
    if (!blob || blob.statusCode !== 200 || !blob.stream) throw new Error(`blob ${storageKey} is missing from the store`);
    return blob.stream;
  }
  const handle = await open(localPath(storageKey), "r");
  return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
}

/** Reads a stored file through once, as a stream: its length and SHA-256. */
export async function hashStored(storage: string, storageKey: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  const reader = (await openStoredFile(storage, storageKey)).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    hash.update(value);
  }
  return { bytes, sha256: hash.digest("hex") };
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

/** Removes stored files (a blob by its URL or pathname), ignoring ones already gone. */
export async function removeStoredFiles(files: { storage: string; storageKey: string }[]): Promise<void> {
  for (const file of files) {
    if (file.storage === "blob") await del(file.storageKey, { token: config().uploads.blobToken }).catch(() => {});
    else await rm(localPath(file.storageKey), { force: true }).catch(() => {});
  }
}
