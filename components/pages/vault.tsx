"use client";

import { useState, type DragEvent } from "react";
import { useLocale, useTranslations } from "use-intl/react";
import { useFormats } from "@/components/i18n/client";
import { fileSize } from "@/lib/domains/pages/file-facts";
import { DEFAULT_UPLOAD_LIMIT_BYTES, megabytes, typeAllowed } from "@/lib/domains/pages/types/upload-rules";
import type { MyUpload } from "@/lib/domains/pages/types/file_vault/mine";
import { describedBy, FieldError } from "@/components/ui/field";
import { ErrorSummary, type FieldProblem } from "./error-summary";
import { Result } from "./result";
import { sendFile } from "./upload-client";

interface Requested {
  key: string;
  label: string;
  description?: string;
  required?: boolean;
  accept?: string[];
  max_size_bytes?: number;
}

/** The record without one key. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

const limitOf = (request: Requested) => request.max_size_bytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;

function Tick({ done }: { done: boolean }) {
  return done ? (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0">
      <circle cx="10" cy="10" r="10" fill="#15803d" />
      <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0">
      <circle cx="10" cy="10" r="9" fill="none" stroke="#78716c" strokeWidth="2" />
    </svg>
  );
}

/** What the person uploaded, now or before, with sizes and times. */
function YourUploads({ uploads, size }: { uploads: MyUpload[]; size: (bytes: number) => string }) {
  const t = useTranslations("vault");
  const formats = useFormats();
  return (
    <section aria-labelledby="your-uploads" className="flex flex-col gap-2 rounded-md border border-stone-300 bg-stone-50 p-4 text-stone-900">
      <h3 id="your-uploads" className="font-semibold">
        {t("youUploaded", { count: uploads.length })}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {uploads.map((item) => (
          <li key={item.id} className="flex flex-wrap gap-x-2 text-sm">
            <span className="break-all font-medium">{item.name}</span>
            <span className="text-stone-600" suppressHydrationWarning>
              {t("uploadedAt", { size: size(item.sizeBytes), when: formats.dateTime(item.at) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many of the requests were received, in words and as a bar. */
function RequestsDone({ done, total }: { done: number; total: number }) {
  const t = useTranslations("vault");
  return (
    <div className="flex flex-col gap-1.5">
      <p id="requests-done" className="font-medium text-stone-800" aria-live="polite">
        {t("requestsDone", { done: done, total: total })}
      </p>
      <progress value={done} max={total} aria-label={t("requestsLabel")} aria-describedby="requests-done" className="h-2 w-full overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-green-700" />
    </div>
  );
}

/** One requested upload: its tick, label and what was received; while open, its drop zone (the file input's label), the chosen file, its progress and its message. */
function RequestItem({
  request,
  latest,
  open,
  file,
  inFlight,
  error,
  pending,
  over,
  setOver,
  choose,
  reopen,
  size,
  percent,
}: {
  request: Requested;
  latest: MyUpload | undefined;
  open: boolean;
  file: File | undefined;
  inFlight: number | undefined;
  error: string | undefined;
  pending: boolean;
  /** A file is dragged over the drop zone. */
  over: boolean;
  setOver: (over: boolean) => void;
  choose: (file: File | undefined) => void;
  /** Open the request to send a file again, or keep what was received. */
  reopen: (open: boolean) => void;
  size: (bytes: number) => string;
  percent: (fraction: number) => string;
}) {
  const t = useTranslations("vault");
  const hints = [t("limit", { mb: megabytes(limitOf(request)) }), request.accept?.length ? t("accepted", { types: request.accept.join(", ") }) : null].filter(Boolean).join(" · ");
  return (
    <li className={`flex flex-col gap-2 rounded-md border p-3 ${latest ? "border-green-300 bg-green-50/50" : error ? "border-red-300" : "border-stone-300"} bg-white`}>
      <div className="flex items-start gap-2">
        <Tick done={!!latest} />
        <div className="min-w-0 flex-1">
          <p id={`label-${request.key}`} className="font-medium text-stone-900">
            {request.label}
            {request.required ? <span className="text-sm font-normal text-stone-600"> ({t("required")})</span> : null}
            <span className="sr-only">{`: ${latest ? t("done") : t("notYet")}`}</span>
          </p>
          {request.description ? <p className="text-sm text-stone-600">{request.description}</p> : null}
          {latest ? <p className="text-sm text-green-800">{t("receivedFile", { name: latest.name, size: size(latest.sizeBytes) })}</p> : null}
        </div>
      </div>
      {open ? (
        <div className="flex flex-col gap-1.5">
          <input
            id={`field-${request.key}`}
            name={`file-${request.key}`}
            type="file"
            accept={request.accept?.join(",")}
            disabled={pending}
            aria-labelledby={`label-${request.key}`}
            aria-describedby={describedBy(`hint-${request.key}`, file && `chosen-${request.key}`, error && `error-${request.key}`)}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              // The file is kept above: the same file chosen again after "Remove" is a change again.
              event.currentTarget.value = "";
            }}
          />
          <label
            htmlFor={`field-${request.key}`}
            data-dropzone={request.key}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = "copy";
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              setOver(false);
              if (!pending) choose(event.dataTransfer.files?.[0]);
            }}
            className={`flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 border-dashed px-4 py-5 text-center text-sm text-stone-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900 ${over ? "border-stone-900 bg-stone-100" : "border-stone-400 hover:border-stone-700 hover:bg-stone-50"}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{over ? t("dropActive") : t.rich("dropHere", { choose: (chunks) => <span className="font-medium text-stone-900 underline underline-offset-2">{chunks}</span> })}</span>
            <span id={`hint-${request.key}`} className="text-stone-600">
              {hints}
            </span>
          </label>
          {file ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span id={`chosen-${request.key}`} className="break-all">{t("chosen", { name: file.name, size: size(file.size) })}</span>
              {inFlight === undefined ? (
                <button type="button" onClick={() => choose(undefined)} disabled={pending} className="font-medium underline underline-offset-2">
                  {t("remove")}
                </button>
              ) : null}
            </div>
          ) : null}
          {inFlight !== undefined && file ? (
            <div className="flex flex-col gap-1 text-sm text-stone-700">
              <span aria-hidden="true">{t("uploadingFile", { name: file.name, percent: percent(inFlight) })}</span>
              <progress value={inFlight} max={1} aria-label={t("uploadingFile", { name: file.name, percent: percent(inFlight) })} className="h-2 w-full overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-stone-800 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-stone-800" />
            </div>
          ) : null}
          <FieldError id={`error-${request.key}`} message={error} />
          {latest ? (
            <button type="button" onClick={() => reopen(false)} className="self-start text-sm font-medium underline underline-offset-2">
              {t("keep")}
            </button>
          ) : null}
        </div>
      ) : (
        <button type="button" onClick={() => reopen(true)} className="self-start text-sm font-medium underline underline-offset-2">
          {t("replace")}
        </button>
      )}
    </li>
  );
}

/**
 * The requested uploads of a file vault Page. Each request has a drop zone
 * (a file dragged onto it, or chosen with its file input: the zone is the
 * input's label, so a keyboard or screen reader uses the input itself). A
 * chosen file is checked here first (type, size: the same rules as the
 * server's, lib/domains/pages/types/upload-rules.ts), then "Upload" sends each file on its
 * own with its progress bar (./upload-client.ts), and the server checks it
 * again. A request that was received is ticked (and may be sent again); what
 * the person uploaded, now or before, is listed with sizes and times.
 */
export function VaultForm({ pageId, requested, earlier, formatLocale }: { pageId: string; requested: Requested[]; earlier: MyUpload[]; formatLocale: string }) {
  const t = useTranslations("vault");
  const locale = useLocale();
  const [uploads, setUploads] = useState<MyUpload[]>(earlier);
  const [chosen, setChosen] = useState<Record<string, File>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [sentNow, setSentNow] = useState<string[]>([]);
  const [reopened, setReopened] = useState<Set<string>>(new Set());
  const [over, setOver] = useState<string | null>(null);
  // The summary of the last "Upload" (it takes focus once); each field's own message follows the person's choices.
  const [summary, setSummary] = useState<FieldProblem[]>([]);
  const [pending, setPending] = useState(false);

  const size = (bytes: number) => fileSize(bytes, formatLocale);
  const percent = (fraction: number) => new Intl.NumberFormat(formatLocale, { style: "percent" }).format(fraction);
  const received = (key: string) => uploads.filter((upload) => upload.key === key);
  const isOpen = (request: Requested) => !received(request.key).length || reopened.has(request.key);
  const doneCount = requested.filter((request) => received(request.key).length).length;

  const problemOf = (request: Requested, file: File): string | null => {
    if (file.size === 0) return t("empty");
    if (file.size > limitOf(request)) return t("tooLarge", { mb: megabytes(limitOf(request)) });
    if (!typeAllowed(file.type || "application/octet-stream", request.accept)) return t("type", { types: request.accept!.join(", ") });
    return null;
  };

  const problemsIn = (found: Record<string, string>) => requested.filter((request) => found[request.key]).map((request) => ({ name: request.key, label: request.label, message: found[request.key]! }));

  const choose = (request: Requested, file: File | undefined) => {
    setMessage(undefined);
    setSummary([]);
    setSentNow([]);
    setChosen((before) => (file ? { ...before, [request.key]: file } : without(before, request.key)));
    setErrors((before) => {
      const problem = file ? problemOf(request, file) : null;
      return problem ? { ...before, [request.key]: problem } : without(before, request.key);
    });
  };

  const upload = async () => {
    const found: Record<string, string> = {};
    const toSend: { request: Requested; file: File }[] = [];
    for (const request of requested) {
      if (!isOpen(request)) continue;
      const file = chosen[request.key];
      if (!file) {
        if (request.required && !received(request.key).length) found[request.key] = t("chooseFile");
        continue;
      }
      const problem = problemOf(request, file);
      if (problem) found[request.key] = problem;
      else toSend.push({ request, file });
    }
    setErrors(found);
    setSummary(problemsIn(found));
    if (Object.keys(found).length) {
      setMessage(undefined);
      return;
    }
    if (!toSend.length) {
      setMessage(t("chooseOne"));
      return;
    }
    setMessage(undefined);
    setPending(true);
    const names = [...sentNow];
    try {
      for (const { request, file } of toSend) {
        // One file at a time, each with its own bar from its turn on.
        setProgress((before) => ({ ...before, [request.key]: 0 }));
        const answer = await sendFile(pageId, request.key, file, (loaded) => setProgress((before) => ({ ...before, [request.key]: Math.min(1, loaded / (file.size || 1)) })), undefined, locale);
        setProgress((before) => without(before, request.key));
        if (!answer.ok) {
          if (answer.scope === "page") setMessage(answer.message);
          else {
            setErrors({ [request.key]: answer.message });
            setSummary(problemsIn({ [request.key]: answer.message }));
          }
          setSentNow(names);
          return;
        }
        names.push(file.name);
        setUploads((before) => [...before, { id: answer.upload.id, key: request.key, name: answer.upload.name, sizeBytes: answer.upload.sizeBytes, at: new Date().toISOString() }]);
        setChosen((before) => without(before, request.key));
        setReopened((before) => {
          const next = new Set(before);
          next.delete(request.key);
          return next;
        });
        setSentNow([...names]);
      }
    } finally {
      setProgress({});
      setPending(false);
    }
  };

  const problems = Object.keys(errors).length ? summary : [];
  const anyOpen = requested.some(isOpen);

  return (
    <div className="flex flex-col gap-4">
      {uploads.length ? <YourUploads uploads={uploads} size={size} /> : null}
      <RequestsDone done={doneCount} total={requested.length} />

      {!pending && sentNow.length && !message && !problems.length ? <Result ok>{t("received", { names: sentNow.join(", ") })}</Result> : null}
      <ErrorSummary problems={problems} message={message} />

      <ul className="flex flex-col gap-3">
        {requested.map((request) => (
          <RequestItem
            key={request.key}
            request={request}
            latest={received(request.key).at(-1)}
            open={isOpen(request)}
            file={chosen[request.key]}
            inFlight={progress[request.key]}
            error={errors[request.key]}
            pending={pending}
            over={over === request.key}
            setOver={(on) => setOver(on ? request.key : null)}
            choose={(file) => choose(request, file)}
            reopen={(on) => setReopened((before) => (on ? new Set(before).add(request.key) : new Set([...before].filter((key) => key !== request.key))))}
            size={size}
            percent={percent}
          />
        ))}
      </ul>
      {anyOpen ? (
        <button type="button" onClick={() => void upload()} disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
          {pending ? t("uploading") : t("upload")}
        </button>
      ) : null}
    </div>
  );
}
