/**
 * Routes the Vercel Blob SDK's requests to a fake store (test/support/vercel-blob.ts):
 * an undici dispatcher that sends every request for the Blob API
 * (https://vercel.com/api/blob) or a store's host
 * (https://<store>.<access>.blob.vercel-storage.com) to the fake's local
 * HTTP server instead, with the origin it was meant for in
 * X-Fake-Blob-Origin and this process's id in X-Fake-Blob-Client. Every
 * other request goes where it was sent.
 *
 * Imported by the tests (fakeBlobStore installs it in the test process) and
 * preloaded into a `next start` under test (`node --import` this file with
 * FAKE_BLOB_STORE set to the fake's URL), so the server's SDK calls and the
 * test's, as a browser's, reach the same store.
 */
import { Agent, setGlobalDispatcher } from "undici";

const isBlobHost = (hostname) => hostname === "vercel.com" || hostname.endsWith(".blob.vercel-storage.com");

/** Adds a header to undici's dispatch headers, whatever their shape (object, flat array, array of pairs). */
function withHeaders(headers, extra) {
  const pairs = [];
  if (Array.isArray(headers)) {
    if (headers.length && Array.isArray(headers[0])) pairs.push(...headers);
    else for (let i = 0; i < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
  } else if (headers && typeof headers[Symbol.iterator] === "function") {
    pairs.push(...headers);
  } else if (headers) {
    pairs.push(...Object.entries(headers));
  }
  return Object.fromEntries([...pairs.map(([name, value]) => [String(name).toLowerCase(), value]), ...Object.entries(extra)]);
}

export class BlobRedirect extends Agent {
  /** @param {string} target the fake store's URL (http://127.0.0.1:port) */
  constructor(target) {
    super();
    this.target = target;
  }

  dispatch(options, handler) {
    const origin = new URL(String(options.origin));
    if (isBlobHost(origin.hostname)) {
      options = { ...options, origin: this.target, headers: withHeaders(options.headers, { "x-fake-blob-origin": origin.origin, "x-fake-blob-client": String(process.pid) }) };
    }
    return super.dispatch(options, handler);
  }
}

if (process.env.FAKE_BLOB_STORE && process.env.FAKE_BLOB_PRELOAD === "1") setGlobalDispatcher(new BlobRedirect(process.env.FAKE_BLOB_STORE));
