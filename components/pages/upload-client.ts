/**
 * Sends one file from the browser to a Page: a file vault's requested upload
 * or a form's file field (`key`). The same for both, and the server says how:
 *
 * - on a Node host (local disk), the file is the body of POST
 *   /api/counterpart/pages/{id}/uploads/{key}, streamed by the server;
 * - with Vercel Blob (whose functions take at most 4.5 MB of body), POST
 *   …/uploads/{key}/blob declares the file and answers a client token, the
 *   file goes straight to the store with the Blob SDK's `put` from
 *   `@vercel/blob/client`, then POST …/uploads/{key}/blob/{uploadId} has the
 *   server check and record what arrived.
 *
 * Either way the answer is the recorded upload or a message for the person:
 * about the whole Page (`scope: "page"`: no room, session ended…) or about
 * this file (`scope: "file"`).
 */
import { counterpartErrorMessage } from "@/lib/core/i18n/errors";
import { translator, type Locale } from "@/lib/core/i18n";
import type { UploadedFile } from "@/lib/domains/pages/uploads";

export type { UploadedFile };

export type SendResult = { ok: true; upload: UploadedFile } | { ok: false; scope: "page" | "file"; message: string };

/** A file input whose button looks like the forms' other controls (the vault's and a form's file fields). */
export const FILE_INPUT_CLASS =
  "max-w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-stone-900 hover:file:bg-stone-100 focus-visible:outline-2 focus-visible:outline-stone-900";

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: string; code?: string };
}

/** For a client outside the browser (the tests): the service's origin and headers to add (its session cookie). */
export interface Via {
  origin: string;
  headers?: Record<string, string>;
}

/** The upload broke off (no answer, or the store's did): about the whole Page, in the person's language. */
const interrupted = (locale: Locale): SendResult => ({ ok: false, scope: "page", message: translator(locale, "errors")("interrupted") });

/**
 * A refusal in the person's language (lib/core/i18n/errors.ts): the table's
 * message concerns the whole Page (no room, session ended…); what it leaves
 * to the rule (a key the Page does not have, the file's size or type) is
 * about this file.
 */
function refusal(answer: Answer, key: string, locale: Locale): SendResult {
  if (answer.status === 0) return interrupted(locale);
  const pageMessage = counterpartErrorMessage("upload", answer.body, locale);
  if (pageMessage) return { ok: false, scope: "page", message: pageMessage };
  return { ok: false, scope: "file", message: answer.body.error ?? translator(locale, "errors")("fileRefused", { key }) };
}

async function postJson(url: string, body: unknown, via?: Via): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...via?.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  } catch {
    return { status: 0, body: {} };
  }
}

type Method = { storage: "local" } | { storage: "blob"; access: "private" | "public" };
const methods = new Map<string, Promise<Method>>();

/** How this service takes files (asked once per Page and origin); the streaming route when it cannot say. */
function methodOf(pageId: string, via?: Via): Promise<Method> {
  const url = `${via?.origin ?? ""}/api/counterpart/pages/${encodeURIComponent(pageId)}/uploads`;
  let method = methods.get(url);
  if (!method) {
    method = fetch(url, { headers: via?.headers })
      .then(async (response) => (response.ok ? ((await response.json()) as Method) : { storage: "local" as const }))
      .catch(() => {
        methods.delete(url);
        return { storage: "local" as const };
      });
    methods.set(url, method);
  }
  return method;
}

/** The file as the streaming route's body, with its progress (XMLHttpRequest reports upload progress; fetch does not). */
function sendBody(url: string, file: File, onProgress: (loaded: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: Answer["body"] = {};
      try {
        body = JSON.parse(xhr.responseText) as Answer["body"];
      } catch {
        // not JSON: the status says enough
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.send(file);
  });
}

interface ClientUpload {
  uploadId: string;
  pathname: string;
  clientToken: string;
  access: "private" | "public";
  contentType: string;
}

/** Sends `file` for `key`; a refusal is said in `locale` (the Page's language; English by default). */
export async function sendFile(pageId: string, key: string, file: File, onProgress: (loaded: number) => void, via?: Via, locale: Locale = "en"): Promise<SendResult> {
  const url = `${via?.origin ?? ""}/api/counterpart/pages/${encodeURIComponent(pageId)}/uploads/${encodeURIComponent(key)}`;
  const method = await methodOf(pageId, via);
  if (method.storage === "local") {
    const answer = await sendBody(url, file, onProgress);
    return answer.status === 201 ? { ok: true, upload: answer.body.upload as UploadedFile } : refusal(answer, key, locale);
  }
  const started = await postJson(`${url}/blob`, { name: file.name, sizeBytes: file.size, mimeType: file.type || "application/octet-stream" }, via);
  if (started.status !== 201) return refusal(started, key, locale);
  const upload = started.body as unknown as ClientUpload;
  try {
    // Loaded only here: a Page on a Node host never needs the Blob SDK.
    const { put } = await import("@vercel/blob/client");
    await put(upload.pathname, file, { access: upload.access, token: upload.clientToken, contentType: upload.contentType, onUploadProgress: (event) => onProgress(event.loaded) });
    // The SDK throttles its progress events and may drop the last one: the store has every byte now.
    onProgress(file.size);
  } catch {
    return interrupted(locale);
  }
  const recorded = await postJson(`${url}/blob/${encodeURIComponent(upload.uploadId)}`, undefined, via);
  return recorded.status === 201 ? { ok: true, upload: recorded.body.upload as UploadedFile } : refusal(recorded, key, locale);
}
