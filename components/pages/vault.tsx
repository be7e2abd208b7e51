"use client";

import { useState, type FormEvent } from "react";
import { Result } from "./result";

interface Requested {
  key: string;
  label: string;
  description?: string;
  required?: boolean;
  accept?: string[];
  max_size_bytes?: number;
}

interface VaultState {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
}

/** What a counterpart reads for the upload route's refusals that concern the whole Page, not one file (as the Page's other forms say them). */
const PAGE_MESSAGES: Partial<Record<string, string>> = {
  submissions_exhausted: "This Page is not accepting more responses right now.",
  storage_quota_exceeded: "This Page cannot take more files right now.",
  lease_expired: "This Page is not available right now.",
  resource_destroyed: "This Page no longer exists.",
  forbidden: "You do not have access to this Page.",
  not_found: "This Page does not exist.",
  unauthorized: "Your session has ended: sign in again.",
  origin_not_allowed: "This upload was refused: open this Page from its own address and try again.",
  rate_limited: "Too many requests from your connection right now; wait a minute, then try again.",
};

const limitOf = (request: Requested) => request.max_size_bytes ?? 10 * 1024 * 1024;
const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024) || 1;

function typeAllowed(type: string, accept: string[] | undefined): boolean {
  if (!accept?.length) return true;
  const t = type.toLowerCase();
  return accept.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    return p.endsWith("/*") ? t.startsWith(p.slice(0, -1)) : t === p;
  });
}

/**
 * Sends one file to the upload route as the request body (streamed by the
 * server, never held whole), reporting its progress; resolves to the route's
 * answer, or to a network failure as a 0 status.
 */
function send(url: string, file: File, onProgress: (loaded: number) => void): Promise<{ status: number; body: { error?: string; code?: string } }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: { error?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the status says enough
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.send(file);
  });
}

/**
 * The requested uploads of a file vault Page. Each chosen file is checked
 * here first (required, type, size: the same rules and messages as the
 * server's), then uploaded on its own to POST
 * /api/counterpart/pages/{id}/uploads/{key}, which checks them again before
 * it reads the file. A file that was received is not sent again when the
 * form is sent again after another file's problem.
 */
export function VaultForm({ pageId, requested }: { pageId: string; requested: Requested[] }) {
  const [state, setState] = useState<VaultState>({});
  const [received, setReceived] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors: Record<string, string> = {};
    const chosen: { request: Requested; file: File }[] = [];
    for (const request of requested) {
      if (received[request.key]) continue;
      const input = form.elements.namedItem(`file-${request.key}`) as HTMLInputElement | null;
      const file = input?.files?.[0];
      if (!file || file.size === 0) {
        if (request.required) errors[request.key] = "Choose a file.";
        continue;
      }
      if (file.size > limitOf(request)) errors[request.key] = `The file is larger than ${megabytes(limitOf(request))} MB.`;
      else if (!typeAllowed(file.type || "application/octet-stream", request.accept)) errors[request.key] = `Allowed types: ${request.accept!.join(", ")}.`;
      else chosen.push({ request, file });
    }
    if (!chosen.length && !Object.keys(errors).length && !Object.keys(received).length) errors.upload = "Choose at least one file.";
    if (Object.keys(errors).length) {
      setState({ errors });
      return;
    }
    const total = chosen.reduce((sum, { file }) => sum + file.size, 0) || 1;
    let sent = 0;
    const done = { ...received };
    setState({});
    setProgress(0);
    try {
      for (const { request, file } of chosen) {
        const answer = await send(`/api/counterpart/pages/${encodeURIComponent(pageId)}/uploads/${encodeURIComponent(request.key)}`, file, (loaded) =>
          setProgress(Math.min(1, (sent + loaded) / total)),
        );
        if (answer.status !== 201) {
          const code = answer.body.code ?? "";
          const message = answer.status === 0 ? "The upload was interrupted; check your connection and try again." : PAGE_MESSAGES[code];
          setState(message ? { message } : { errors: { [request.key]: answer.body.error ?? "This file was not accepted; try again." } });
          return;
        }
        sent += file.size;
        done[request.key] = file.name;
        setReceived({ ...done });
      }
      setState({ ok: true, message: `Received: ${Object.values(done).join(", ")}.` });
    } finally {
      setProgress(null);
    }
  };

  if (state.ok) return <Result ok>{state.message}</Result>;
  if (!requested.length) return null;
  const pending = progress !== null;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {state.message || state.errors?.upload ? <Result ok={false}>{state.message ?? state.errors?.upload}</Result> : null}
      {requested.map((request) => (
        <div key={request.key} className="flex flex-col gap-1">
          <label htmlFor={`file-${request.key}`} className="font-medium">
            {request.label}
            {request.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          {request.description ? <p className="text-sm text-stone-600">{request.description}</p> : null}
          {received[request.key] ? (
            <p className="text-sm text-green-800">Received: {received[request.key]}.</p>
          ) : (
            <input
              id={`file-${request.key}`}
              name={`file-${request.key}`}
              type="file"
              accept={request.accept?.join(",")}
              disabled={pending}
              aria-invalid={state.errors?.[request.key] ? true : undefined}
              className="max-w-full"
            />
          )}
          <p className="text-sm text-stone-600">
            Up to {megabytes(limitOf(request))} MB{request.accept?.length ? `; ${request.accept.join(", ")}` : ""}.
          </p>
          {state.errors?.[request.key] ? <p className="text-sm text-red-700">{state.errors[request.key]}</p> : null}
        </div>
      ))}
      {pending ? (
        <label className="flex flex-col gap-1 text-sm text-stone-700">
          Uploading… {Math.round(progress * 100)}%
          <progress value={progress} max={1} className="w-full" />
        </label>
      ) : null}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Uploading…" : "Upload"}
      </button>
    </form>
  );
}
