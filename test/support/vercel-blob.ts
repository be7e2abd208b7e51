/**
 * Vercel Blob for tests, in this process: the store's HTTP API as the
 * @vercel/blob SDK calls it (PUT /?pathname= to upload, GET ?prefix=&cursor=
 * to list, POST /delete) and the store's own host for reads
 * (`https://<store>.<access>.blob.vercel-storage.com/<pathname>`, which needs
 * the token when the store is private). The SDK fetches with undici; an
 * undici MockAgent set as the global dispatcher answers those two origins
 * from memory and lets every other request through.
 */
import { randomBytes } from "node:crypto";
import { getGlobalDispatcher, MockAgent, setGlobalDispatcher, type Dispatcher } from "undici";

const API_ORIGIN = "https://vercel.com";
const API_PATH = "/api/blob";

export interface StoredBlob {
  pathname: string;
  bytes: Buffer;
  contentType: string;
  uploadedAt: Date;
}

export interface FakeBlobStore {
  token: string;
  access: "private" | "public";
  blobs: Map<string, StoredBlob>;
  /** Every request, with whether it carried the store's token. */
  requests: { method: string; origin: string; path: string; authorized: boolean }[];
  restore(): Promise<void>;
}

function headerOf(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
    return undefined;
  }
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers as Record<string, unknown>).find(([key]) => key.toLowerCase() === name);
  return entry ? String(entry[1]) : undefined;
}

/** The request body: undici's fetch hands a mock the body's source when it has one (a string or bytes, as the SDK sends). */
function bodyBytes(body: unknown): Buffer {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new Error(`the fake Blob store cannot read a request body of type ${Object.prototype.toString.call(body)}`);
}

/** A streamed body (a put from a ReadableStream reaches the mock as an async iterable of chunks), or any of the above. */
async function streamedBodyBytes(body: unknown): Promise<Buffer> {
  if (body && typeof body === "object" && Symbol.asyncIterator in body) {
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return bodyBytes(body);
}

const json = (statusCode: number, data: unknown) => ({ statusCode, data: JSON.stringify(data), responseOptions: { headers: { "content-type": "application/json" } } });

/**
 * Starts a store (`pageSize` blobs per listing, small so that paging is
 * exercised) and routes the SDK to it until `restore()`.
 */
export function fakeBlobStore(options: { access: "private" | "public"; pageSize?: number }): FakeBlobStore {
  const storeId = `teststore${randomBytes(4).toString("hex")}`;
  const token = `vercel_blob_rw_${storeId}_${randomBytes(12).toString("hex")}`;
  const storeOrigin = `https://${storeId}.${options.access}.blob.vercel-storage.com`;
  const blobs = new Map<string, StoredBlob>();
  const requests: FakeBlobStore["requests"] = [];
  const pageSize = options.pageSize ?? 1000;
  const urlOf = (pathname: string) => `${storeOrigin}/${pathname}`;

  const previous: Dispatcher = getGlobalDispatcher();
  const agent = new MockAgent();
  agent.enableNetConnect(/^(?!.*(vercel\.com|blob\.vercel-storage\.com)).*$/);

  agent
    .get(API_ORIGIN)
    .intercept({ path: (path) => path.startsWith(API_PATH), method: (method) => ["PUT", "GET", "POST"].includes(method) })
    .reply((request) => {
      const authorized = headerOf(request.headers, "authorization") === `Bearer ${token}`;
      requests.push({ method: request.method, origin: API_ORIGIN, path: request.path, authorized });
      if (!authorized) return json(403, { error: { code: "forbidden", message: "Access denied, please provide a valid token for this resource." } });
      const url = new URL(request.path, API_ORIGIN);
      if (request.method === "PUT") {
        const access = headerOf(request.headers, "x-vercel-blob-access");
        if (access !== options.access) {
          return json(400, { error: { code: "bad_request", message: `Cannot use ${access} access on a ${options.access} store.` } });
        }
        const requested = url.searchParams.get("pathname")!;
        const pathname = headerOf(request.headers, "x-add-random-suffix") === "1" ? requested.replace(/(\.[^./]*)?$/, `-${randomBytes(8).toString("hex")}$1`) : requested;
        const contentType = headerOf(request.headers, "x-content-type") ?? "application/octet-stream";
        const answer = json(200, { url: urlOf(pathname), downloadUrl: `${urlOf(pathname)}?download=1`, pathname, contentType, contentDisposition: "inline", etag: `"${pathname}"` });
        // undici calls a function `data` when it replies, and waits for its promise: the body is read to its end first.
        return {
          ...answer,
          data: async () => {
            blobs.set(pathname, { pathname, bytes: await streamedBodyBytes(request.body), contentType, uploadedAt: new Date() });
            return answer.data;
          },
        };
      }
      if (request.method === "GET") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const matching = [...blobs.keys()].filter((pathname) => pathname.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get("cursor") ?? 0);
        const page = matching.slice(start, start + Math.min(pageSize, Number(url.searchParams.get("limit") ?? pageSize)));
        const hasMore = start + page.length < matching.length;
        return json(200, {
          blobs: page.map((pathname) => {
            const blob = blobs.get(pathname)!;
            return { url: urlOf(pathname), downloadUrl: `${urlOf(pathname)}?download=1`, pathname, size: blob.bytes.length, uploadedAt: blob.uploadedAt.toISOString(), etag: `"${pathname}"` };
          }),
          hasMore,
          ...(hasMore ? { cursor: String(start + page.length) } : {}),
        });
      }
      if (url.pathname === `${API_PATH}/delete`) {
        const { urls } = JSON.parse(bodyBytes(request.body).toString("utf8")) as { urls: string[] };
        for (const target of urls) blobs.delete(target.startsWith("https://") ? new URL(target).pathname.slice(1) : target);
        return json(200, {});
      }
      return json(404, { error: { code: "not_found", message: "not found" } });
    })
    .persist();

  agent
    .get(storeOrigin)
    .intercept({ path: () => true, method: "GET" })
    .reply((request) => {
      const authorized = headerOf(request.headers, "authorization") === `Bearer ${token}`;
      requests.push({ method: request.method, origin: storeOrigin, path: request.path, authorized });
      if (options.access === "private" && !authorized) return { statusCode: 403, data: "Forbidden" };
      const blob = blobs.get(decodeURIComponent(new URL(request.path, storeOrigin).pathname.slice(1)));
      if (!blob) return { statusCode: 404, data: "Not found" };
      return { statusCode: 200, data: blob.bytes, responseOptions: { headers: { "content-type": blob.contentType, "content-length": String(blob.bytes.length) } } };
    })
    .persist();

  setGlobalDispatcher(agent);
  return {
    token,
    access: options.access,
    blobs,
    requests,
    restore: async () => {
      setGlobalDispatcher(previous);
      await agent.close();
    },
  };
}
