/**
 * Vercel Blob for tests: a store that answers the @vercel/blob SDK's HTTP
 * API as the SDK calls it, from memory, on a local HTTP server.
 *
 * - The Blob API (https://vercel.com/api/blob): PUT /?pathname= to upload
 *   (with the store's read-write token, or with a client token the SDK
 *   made from it: the token's signature, store, expiry, pathname, size
 *   limit and media types are enforced as the service does, with its error
 *   codes), GET ?url= (head), GET ?prefix=&cursor= (list), POST /delete.
 * - The store's own host for reads
 *   (`https://<store>.<access>.blob.vercel-storage.com/<pathname>`, which
 *   needs the read-write token when the store is private).
 *
 * The SDK's requests reach it through an undici dispatcher
 * (vercel-blob-redirect.mjs): installed in this process by fakeBlobStore,
 * and preloaded into a `next start` started with `store.instanceOptions()`,
 * so a test can play the browser against a server that uses the same store.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from "undici";
import { BlobRedirect } from "./vercel-blob-redirect.mjs";

const API_ORIGIN = "https://vercel.com";
const API_PATH = "/api/blob";

export interface StoredBlob {
  pathname: string;
  bytes: Buffer;
  contentType: string;
  uploadedAt: Date;
}

export interface BlobRequest {
  method: string;
  origin: string;
  path: string;
  /** Whether it carried a valid token of this store (read-write, or a client token for an upload). */
  authorized: boolean;
  token: "read-write" | "client" | "none" | "invalid";
  /** The process that sent it (its pid): the test's, or a server's. */
  client: number;
}

export interface FakeBlobStore {
  token: string;
  access: "private" | "public";
  /** The local server the SDK's requests are sent to. */
  url: string;
  blobs: Map<string, StoredBlob>;
  requests: BlobRequest[];
  /**
   * While set, reads of a blob send its first `heldAfter` bytes, then wait for
   * `releaseReads()` before the rest: a reader that answers before then streams.
   */
  holdReads: { heldAfter: number } | null;
  releaseReads(): void;
  /** A `next start` with this store as its Blob store (startInstance's options). */
  instanceOptions(): { env: Record<string, string>; nodeArgs: string[] };
  restore(): Promise<void>;
}

interface ClientTokenPayload {
  pathname: string;
  maximumSizeInBytes?: number;
  allowedContentTypes?: string[];
  validUntil: number;
  addRandomSuffix?: boolean;
  allowOverwrite?: boolean;
}

const json = (res: http.ServerResponse, status: number, data: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(data));
};
const blobError = (res: http.ServerResponse, status: number, code: string, message: string) => json(res, status, { error: { code, message } });

/** The request's body, or null past `limit` (read to its end either way, so that the answer reaches the sender). */
async function readBody(req: http.IncomingMessage, limit = Infinity): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

const typeMatches = (type: string, allowed: string[]) =>
  allowed.some((pattern) => (pattern.endsWith("/*") ? type.startsWith(pattern.slice(0, -1)) : type === pattern));

/** Starts a store (`pageSize` blobs per listing, small so that paging is exercised) and routes this process's SDK to it until `restore()`. */
export async function fakeBlobStore(options: { access: "private" | "public"; pageSize?: number }): Promise<FakeBlobStore> {
  const storeId = `teststore${randomBytes(4).toString("hex")}`;
  const token = `vercel_blob_rw_${storeId}_${randomBytes(12).toString("hex")}`;
  const storeOrigin = `https://${storeId}.${options.access}.blob.vercel-storage.com`;
  const blobs = new Map<string, StoredBlob>();
  const requests: BlobRequest[] = [];
  const pageSize = options.pageSize ?? 1000;
  const urlOf = (pathname: string) => `${storeOrigin}/${pathname}`;
  const pathnameOf = (urlOrPathname: string) => (/^https?:\/\//.test(urlOrPathname) ? decodeURIComponent(new URL(urlOrPathname).pathname.slice(1)) : urlOrPathname);
  let release: () => void = () => {};
  let released = Promise.resolve();
  let holdReads: FakeBlobStore["holdReads"] = null;

  /** The request's token: the store's read-write token, a client token signed with it (and its payload), or neither. */
  function tokenOf(req: http.IncomingMessage): { kind: BlobRequest["token"]; payload?: ClientTokenPayload } {
    const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!presented) return { kind: "none" };
    if (presented === token) return { kind: "read-write" };
    const [, , kind, tokenStore, encoded] = presented.split("_");
    if (kind !== "client" || tokenStore !== storeId || !encoded) return { kind: "invalid" };
    const [signature = "", payload = ""] = Buffer.from(encoded, "base64").toString().split(".");
    const expected = createHmac("sha256", token).update(payload).digest("hex");
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return { kind: "invalid" };
    return { kind: "client", payload: JSON.parse(Buffer.from(payload, "base64").toString()) as ClientTokenPayload };
  }

  async function put(req: http.IncomingMessage, res: http.ServerResponse, url: URL, auth: ReturnType<typeof tokenOf>) {
    const header = (name: string) => req.headers[name] as string | undefined;
    const access = header("x-vercel-blob-access");
    if (access !== options.access) return blobError(res, 400, "bad_request", `Cannot use ${access} access on a ${options.access} store.`);
    const requested = url.searchParams.get("pathname") ?? "";
    const contentType = header("x-content-type") ?? "application/octet-stream";
    let limit = Infinity;
    let randomSuffix = header("x-add-random-suffix") === "1";
    let overwrite = header("x-allow-overwrite") === "1";
    if (auth.kind === "client") {
      const payload = auth.payload!;
      if (payload.validUntil < Date.now()) return blobError(res, 403, "forbidden", "Token expired");
      if (payload.pathname !== requested) return blobError(res, 400, "bad_request", `The "pathname" ${requested} does not match the token payload`);
      if (payload.allowedContentTypes?.length && !typeMatches(contentType, payload.allowedContentTypes)) {
        return blobError(res, 400, "bad_request", `contentType "${contentType}" is not allowed`);
      }
      limit = payload.maximumSizeInBytes ?? Infinity;
      randomSuffix = payload.addRandomSuffix ?? false;
      overwrite = payload.allowOverwrite ?? false;
    }
    const tooLarge = () => blobError(res, 400, "bad_request", `the file length cannot be greater than ${limit} bytes`);
    if (Number(header("x-content-length") ?? 0) > limit) return tooLarge();
    const pathname = randomSuffix ? requested.replace(/(\.[^./]*)?$/, `-${randomBytes(8).toString("hex")}$1`) : requested;
    if (blobs.has(pathname) && !overwrite) return blobError(res, 400, "bad_request", "This blob already exists, use `allowOverwrite: true` if you want to overwrite it.");
    const bytes = await readBody(req, limit);
    if (!bytes) return tooLarge();
    blobs.set(pathname, { pathname, bytes, contentType, uploadedAt: new Date() });
    return json(res, 200, { url: urlOf(pathname), downloadUrl: `${urlOf(pathname)}?download=1`, pathname, contentType, contentDisposition: "inline", etag: `"${pathname}"` });
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, auth: ReturnType<typeof tokenOf>) {
    if (auth.kind === "none" || auth.kind === "invalid") return blobError(res, 403, "forbidden", "Access denied, please provide a valid token for this resource.");
    if (req.method === "PUT") return put(req, res, url, auth);
    if (auth.kind !== "read-write") return blobError(res, 400, "client_token_not_allowed", "This operation is not available when using a client token.");
    if (req.method === "GET" && url.searchParams.has("url")) {
      const pathname = pathnameOf(url.searchParams.get("url")!);
      const blob = blobs.get(pathname);
      if (!blob) return blobError(res, 404, "not_found", "The requested blob does not exist");
      return json(res, 200, {
        url: urlOf(pathname),
        downloadUrl: `${urlOf(pathname)}?download=1`,
        pathname,
        size: blob.bytes.length,
        uploadedAt: blob.uploadedAt.toISOString(),
        contentType: blob.contentType,
        contentDisposition: "inline",
        cacheControl: "public, max-age=2592000",
        etag: `"${pathname}"`,
      });
    }
    if (req.method === "GET") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const matching = [...blobs.keys()].filter((pathname) => pathname.startsWith(prefix)).sort();
      const start = Number(url.searchParams.get("cursor") ?? 0);
      const page = matching.slice(start, start + Math.min(pageSize, Number(url.searchParams.get("limit") ?? pageSize)));
      const hasMore = start + page.length < matching.length;
      return json(res, 200, {
        blobs: page.map((pathname) => {
          const blob = blobs.get(pathname)!;
          return { url: urlOf(pathname), downloadUrl: `${urlOf(pathname)}?download=1`, pathname, size: blob.bytes.length, uploadedAt: blob.uploadedAt.toISOString(), etag: `"${pathname}"` };
        }),
        hasMore,
        ...(hasMore ? { cursor: String(start + page.length) } : {}),
      });
    }
    if (req.method === "POST" && url.pathname === `${API_PATH}/delete`) {
      const { urls } = JSON.parse((await readBody(req))!.toString("utf8")) as { urls: string[] };
      for (const target of urls) blobs.delete(pathnameOf(target));
      return json(res, 200, {});
    }
    return blobError(res, 404, "not_found", "not found");
  }

  async function read(req: http.IncomingMessage, res: http.ServerResponse, url: URL, auth: ReturnType<typeof tokenOf>) {
    if (options.access === "private" && auth.kind !== "read-write") {
      res.writeHead(403).end("Forbidden");
      return;
    }
    const blob = blobs.get(decodeURIComponent(url.pathname.slice(1)));
    if (!blob) {
      res.writeHead(404).end("Not found");
      return;
    }
    res.writeHead(200, { "content-type": blob.contentType, "content-length": String(blob.bytes.length) });
    if (holdReads) {
      const { heldAfter } = holdReads;
      const wait = released;
      res.write(blob.bytes.subarray(0, heldAfter));
      await wait;
      res.end(blob.bytes.subarray(heldAfter));
    } else res.end(blob.bytes);
  }

  const server = http.createServer((req, res) => {
    const origin = String(req.headers["x-fake-blob-origin"] ?? "");
    const url = new URL(req.url ?? "/", origin || "http://unknown");
    const auth = tokenOf(req);
    requests.push({
      method: req.method ?? "",
      origin,
      path: req.url ?? "",
      authorized: auth.kind === "read-write" || auth.kind === "client",
      token: auth.kind,
      client: Number(req.headers["x-fake-blob-client"] ?? 0),
    });
    const work = origin === API_ORIGIN && url.pathname.startsWith(API_PATH) ? api(req, res, url, auth) : origin === storeOrigin && req.method === "GET" ? read(req, res, url, auth) : Promise.resolve(blobError(res, 404, "not_found", "not found"));
    work.catch((error: unknown) => {
      if (!res.headersSent) blobError(res, 400, "bad_request", String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const previous: Dispatcher = getGlobalDispatcher();
  const redirect = new BlobRedirect(url);
  setGlobalDispatcher(redirect);

  const store: FakeBlobStore = {
    token,
    access: options.access,
    url,
    blobs,
    requests,
    holdReads: null,
    releaseReads: () => release(),
    instanceOptions: () => ({
      env: { BLOB_READ_WRITE_TOKEN: token, BLOB_ACCESS: options.access, FAKE_BLOB_STORE: url, FAKE_BLOB_PRELOAD: "1" },
      nodeArgs: ["--import", pathToFileURL(path.resolve("test/support/vercel-blob-redirect.mjs")).href],
    }),
    restore: async () => {
      setGlobalDispatcher(previous);
      await redirect.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  Object.defineProperty(store, "holdReads", {
    get: () => holdReads,
    set: (value: FakeBlobStore["holdReads"]) => {
      holdReads = value;
      released = new Promise((resolve) => (release = resolve));
    },
  });
  return store;
}
