"use client";

import { useState, type FormEvent } from "react";
import { DEFAULT_UPLOAD_LIMIT_BYTES, fileProblem, megabytes } from "@/lib/pages/upload-rules";
import { Result } from "./result";
import { FILE_INPUT_CLASS, sendFile } from "./upload-client";

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

const limitOf = (request: Requested) => request.max_size_bytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;

/**
 * The requested uploads of a file vault Page. Each chosen file is checked
 * here first (required, type, size: the same rules and messages as the
 * server's, lib/pages/upload-rules.ts), then uploaded on its own
 * (./upload-client.ts: streamed to this server, or straight to Vercel Blob),
 * and checked again by the server. A file that was received is not sent
 * again when the form is sent again after another file's problem.
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
      const problem = fileProblem(file, { limit: limitOf(request), accept: request.accept });
      if (problem) errors[request.key] = problem;
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
        const answer = await sendFile(pageId, request.key, file, (loaded) => setProgress(Math.min(1, (sent + loaded) / total)));
        if (!answer.ok) {
          setState(answer.scope === "page" ? { message: answer.message } : { errors: { [request.key]: answer.message } });
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
              className={FILE_INPUT_CLASS}
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
