"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { useParams } from "next/navigation";
import { Result } from "./result";
import { FILE_INPUT_CLASS, sendFile, type UploadedFile } from "./upload-client";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";
import { DEFAULT_UPLOAD_LIMIT_BYTES, fileProblem, megabytes } from "@/lib/pages/upload-rules";

export interface FieldView {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  placeholder?: string;
  helpText?: string;
  options?: string[];
  min?: number;
  max?: number;
  /** file: accepted media types and size limit. */
  accept?: string[];
  maxSizeBytes?: number;
}

const INPUT = "w-full rounded-md border border-stone-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-stone-900 aria-[invalid=true]:border-red-600";

/**
 * A file field: the chosen file is checked here (size, type: the server's
 * rules and messages) and uploaded at once to the Page
 * (./upload-client.ts: the file vault's route, or Vercel Blob), with its
 * progress; the form then sends the upload's id under the field's name, and
 * the server attaches that file to the submission. Left empty: the server
 * says "Required." as for any field. A server error about the field is shown
 * until a file is attached after it; a new one drops the attached file (the
 * server refused it).
 */
function FileField({ field, id, error, onBusy }: { field: FieldView; id: string; error?: string; onBusy: (delta: number) => void }) {
  const { id: pageId } = useParams<{ id: string }>();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answered, setAnswered] = useState({ error, stale: false });
  if (answered.error !== error) {
    setAnswered({ error, stale: false });
    if (error) setUpload(null);
  }
  const limit = field.maxSizeBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  const shown = problem ?? (answered.stale ? null : error);
  const describedBy = [`${id}-limits`, field.helpText ? `${id}-help` : "", shown ? `${id}-error` : ""].filter(Boolean).join(" ");

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const refuse = (message: string) => {
      setProblem(message);
      if (input.current) input.current.value = "";
    };
    setUpload(null);
    const local = fileProblem(file, { limit, accept: field.accept });
    if (local) return refuse(local);
    setProblem(null);
    setProgress(0);
    onBusy(1);
    try {
      const answer = await sendFile(pageId, field.name, file, (loaded) => setProgress(Math.min(1, loaded / file.size)));
      if (answer.ok) {
        setUpload(answer.upload);
        setAnswered((current) => ({ ...current, stale: true }));
      } else refuse(answer.message);
    } finally {
      setProgress(null);
      onBusy(-1);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={field.accept?.join(",")}
        onChange={onChange}
        disabled={progress !== null}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        className={FILE_INPUT_CLASS}
      />
      <input type="hidden" name={field.name} value={upload?.id ?? ""} />
      {progress !== null ? (
        <label className="flex flex-col gap-1 text-sm text-stone-700">
          Uploading… {Math.round(progress * 100)}%
          <progress value={progress} max={1} className="w-full" />
        </label>
      ) : null}
      <p aria-live="polite" className="text-sm text-green-800 empty:hidden">
        {upload ? `Attached: ${upload.name}.` : null}
      </p>
      <p id={`${id}-limits`} className="text-sm text-stone-600">
        Up to {megabytes(limit)} MB{field.accept?.length ? `; ${field.accept.join(", ")}` : ""}.
      </p>
      {field.helpText ? <p id={`${id}-help`} className="text-sm text-stone-600">{field.helpText}</p> : null}
      {shown ? <p id={`${id}-error`} className="text-sm text-red-700">{shown}</p> : null}
    </div>
  );
}

export function Field({ field, value, error, onBusy }: { field: FieldView; value: string | string[] | undefined; error?: string; onBusy: (delta: number) => void }) {
  const id = `field-${field.name}`;
  const describedBy = [field.helpText ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name: field.name, required: field.required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  const text = typeof value === "string" ? value : undefined;
  let control: React.ReactNode;
  switch (field.type) {
    case "long_text":
      control = <textarea {...common} rows={5} defaultValue={text} placeholder={field.placeholder} className={INPUT} />;
      break;
    case "single_choice":
      control = (
        <select {...common} defaultValue={text ?? ""} className={INPUT}>
          <option value="">Choose…</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case "multiple_choice":
      return (
        <fieldset className="flex flex-col gap-1" aria-describedby={describedBy}>
          <legend className="font-medium">
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </legend>
          {field.options?.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="checkbox" name={field.name} value={option} defaultChecked={Array.isArray(value) ? value.includes(option) : value === option} />
              {option}
            </label>
          ))}
          {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
        </fieldset>
      );
    case "checkbox":
      return (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...common} defaultChecked={value === "on"} />
            <span className="font-medium">{field.label}</span>
          </label>
          {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
        </div>
      );
    case "file":
      return <FileField field={field} id={id} error={error} onBusy={onBusy} />;
    default: {
      const type = { email: "email", number: "number", date: "date", phone: "tel", url: "url" }[field.type] ?? "text";
      control = <input {...common} type={type} defaultValue={text} placeholder={field.placeholder} min={field.min} max={field.max} className={INPUT} />;
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control}
      {field.helpText ? <p id={`${id}-help`} className="text-sm text-stone-600">{field.helpText}</p> : null}
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

export function FormPage(props: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  fields: FieldView[];
  submitText: string;
  successMessage: string;
}) {
  const { state, pending, onSubmit } = useActionForm(props.action);
  // Files still uploading: the form waits for them.
  const [uploading, setUploading] = useState(0);
  const onBusy = (delta: number) => setUploading((count) => count + delta);
  if (state.ok) {
    return (
      <Result ok>{props.successMessage}</Result>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {state.message ? (
        <Result ok={false}>{state.message}</Result>
      ) : null}
      {props.fields.map((field) => (
        <Field key={field.name} field={field} value={state.values?.[field.name]} error={state.errors?.[field.name]} onBusy={onBusy} />
      ))}
      <button type="submit" disabled={pending || uploading > 0} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Sending…" : uploading > 0 ? "Uploading…" : props.submitText}
      </button>
    </form>
  );
}
