"use client";

import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useParams } from "next/navigation";
import { useLocale, useTranslations } from "use-intl/react";
import { useFormats } from "@/components/i18n/client";
import { describedBy, FieldError, FieldHint, FormField, RequiredMark, type ControlProps } from "@/components/ui/field";
import { fieldStates, type FieldCondition } from "@/lib/domains/pages/types/custom_form/conditions";
import { ErrorSummary } from "./error-summary";
import { Result } from "./result";
import { FILE_INPUT_CLASS, sendFile, type UploadedFile } from "./upload-client";
import { MoreAnswers, type ActionForm } from "./more-answers";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";
import { DEFAULT_UPLOAD_LIMIT_BYTES, fileProblem, megabytes } from "@/lib/domains/pages/types/upload-rules";

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
  /** Shown only when this condition on an earlier field matches (lib/domains/pages/types/custom_form/conditions.ts). */
  showIf?: FieldCondition;
  /** Required only when this condition matches. */
  requiredIf?: FieldCondition;
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
  const t = useTranslations("form");
  const locale = useLocale();
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
      const answer = await sendFile(pageId, field.name, file, (loaded) => setProgress(Math.min(1, loaded / file.size)), undefined, locale);
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
    <FieldFrame field={field} id={id} error={shown} describe={[`${id}-limits`]}>
      {(control) => (
        <>
          <input ref={input} {...control} type="file" accept={field.accept?.join(",")} onChange={onChange} disabled={progress !== null} className={FILE_INPUT_CLASS} />
          <input type="hidden" name={field.name} value={upload?.id ?? ""} />
          {progress !== null ? (
            <label className="flex flex-col gap-1 text-sm text-stone-700">
              {t("uploadProgress", { percent: Math.round(progress * 100) })}
              <progress value={progress} max={1} className="w-full" />
            </label>
          ) : null}
          <p aria-live="polite" className="text-sm text-green-800 empty:hidden">
            {upload ? t("attached", { name: upload.name }) : null}
          </p>
          <p id={`${id}-limits`} className="text-sm text-stone-600">
            {field.accept?.length ? t("limitsTypes", { size: megabytes(limit), types: field.accept.join(", ") }) : t("limits", { size: megabytes(limit) })}
          </p>
        </>
      )}
    </FieldFrame>
  );
}

/**
 * A form Page field's frame (components/ui/field.tsx): its label with the
 * required mark, the control, the field's help text (`<id>-help`) and its
 * message under it; a checkbox's label holds the box (and no required mark).
 */
function FieldFrame({ field, id, error, describe, inline, children }: { field: FieldView; id: string; error?: string | null; describe?: string[]; inline?: boolean; children: (control: ControlProps) => React.ReactNode }) {
  return (
    <FormField
      id={id}
      label={inline ? <span className="font-medium">{field.label}</span> : field.label}
      required={field.required}
      hint={field.helpText}
      hintId={`${id}-help`}
      hintAt="below"
      error={error}
      describe={describe}
      layout={inline ? "inline" : "stacked"}
      className="flex flex-col gap-1"
    >
      {children}
    </FormField>
  );
}

/** The control of a field of one of the plain types (text, long text, choice, a checkbox...). */
function Control({ field, value, control }: { field: FieldView; value: string | string[] | undefined; control: ControlProps }) {
  const t = useTranslations("form");
  const common = { ...control, name: field.name, required: field.required };
  const text = typeof value === "string" ? value : undefined;
  switch (field.type) {
    case "long_text":
      return <textarea {...common} rows={5} defaultValue={text} placeholder={field.placeholder} className={INPUT} />;
    case "single_choice":
      return (
        <select {...common} defaultValue={text ?? ""} className={INPUT}>
          <option value="">{t("choose")}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case "checkbox":
      return <input type="checkbox" {...common} defaultChecked={value === "on"} />;
    default: {
      const type = { email: "email", number: "number", date: "date", phone: "tel", url: "url" }[field.type] ?? "text";
      return <input {...common} type={type} defaultValue={text} placeholder={field.placeholder} min={field.min} max={field.max} className={INPUT} />;
    }
  }
}

/** A multiple-choice field: a group of checkboxes under the field's legend (the first box has the field's id), its help text and its message. */
function ChoicesField({ field, id, value, error }: { field: FieldView; id: string; value: string | string[] | undefined; error?: string }) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy(field.helpText && `${id}-help`, error && `${id}-error`)}>
      <legend className="font-medium">
        {field.label}
        <RequiredMark required={field.required} />
      </legend>
      {field.options?.map((option, index) => (
        <label key={option} className="flex items-center gap-2">
          <input
            type="checkbox"
            id={index === 0 ? id : undefined}
            name={field.name}
            value={option}
            defaultChecked={Array.isArray(value) ? value.includes(option) : value === option}
            aria-invalid={error ? true : undefined}
          />
          {option}
        </label>
      ))}
      <FieldHint id={`${id}-help`}>{field.helpText}</FieldHint>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** One field of a form Page, by its type. */
export function Field({ field, value, error, onBusy }: { field: FieldView; value: string | string[] | undefined; error?: string; onBusy: (delta: number) => void }) {
  const id = `field-${field.name}`;
  if (field.type === "file") return <FileField field={field} id={id} error={error} onBusy={onBusy} />;
  if (field.type === "multiple_choice") return <ChoicesField field={field} id={id} value={value} error={error} />;
  const checkbox = field.type === "checkbox";
  return (
    <FieldFrame field={field} id={id} error={error} inline={checkbox}>
      {(control) => <Control field={field} value={value} control={control} />}
    </FieldFrame>
  );
}

/**
 * The raw values of a form as it stands (what the server would read), by
 * field name, hidden fields' too (their disabled controls keep what was typed,
 * and a field shown again counts at once).
 */
function snapshot(form: HTMLFormElement): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (!control.name || control.type === "file") continue;
    const add = (value: string) => (values[control.name] ??= []).push(value);
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked) add(control.value);
    } else if (control instanceof HTMLSelectElement) {
      for (const option of Array.from(control.selectedOptions)) add(option.value);
    } else add(control.value);
  }
  return values;
}

/**
 * The form: its fields shown, hidden and required live by their conditions
 * (the server applies the same rule, lib/domains/pages/types/custom_form/conditions.ts;
 * a hidden field keeps what was typed in it but is disabled, so it is not
 * sent), the error summary at the top when the server refuses the answers
 * (focused, one link per field, each field's message beside it too), and
 * the values kept.
 */
export function FormPage(props: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  fields: FieldView[];
  submitText: string;
  successMessage: string;
  /** The action's state held by the caller (FormArea keeps it across the page's refresh); the form's own otherwise. */
  form?: ActionForm;
}) {
  const t = useTranslations("form");
  const own = useActionForm(props.action);
  const { state, pending, onSubmit } = props.form ?? own;
  // Files still uploading: the form waits for them.
  const [uploading, setUploading] = useState(0);
  const onBusy = (delta: number) => setUploading((count) => count + delta);
  // The fields' states from the form's values: as the person changes them, else what was sent back (none at first).
  const [live, setLive] = useState<Record<string, string[]> | null>(null);
  const values = (name: string): string[] => {
    if (live) return live[name] ?? [];
    const value = state.values?.[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const states = fieldStates(props.fields, values);
  const changed = (event: FormEvent<HTMLFormElement>) => setLive(snapshot(event.currentTarget));
  if (state.ok) {
    return (
      <Result ok>{props.successMessage}</Result>
    );
  }
  const errors = state.errors ?? {};
  const problems = props.fields.filter((field) => errors[field.name]).map((field) => ({ name: field.name, label: field.label, message: errors[field.name]! }));
  const other = Object.keys(errors).filter((name) => !props.fields.some((field) => field.name === name));
  return (
    <form onSubmit={onSubmit} onInput={changed} onChange={changed} className="flex flex-col gap-4" noValidate>
      <ErrorSummary problems={problems} message={state.message ?? (other.length ? errors[other[0]!] : undefined)} />
      {props.fields.map((field) => {
        const shown = states.get(field.name) ?? { visible: true, required: Boolean(field.required) };
        return (
          <fieldset key={field.name} role="none" disabled={!shown.visible} hidden={!shown.visible} className="m-0 min-w-0 border-0 p-0">
            <Field field={{ ...field, required: shown.required }} value={state.values?.[field.name]} error={shown.visible ? errors[field.name] : undefined} onBusy={onBusy} />
          </fieldset>
        );
      })}
      <button type="submit" disabled={pending || uploading > 0} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? t("sending") : uploading > 0 ? t("uploading") : props.submitText}
      </button>
    </form>
  );
}


/** One earlier response as the page shows it: its time and its answers. */
export interface SentResponse {
  id: string;
  createdAt: string;
  answers: Record<string, unknown>;
}

function AnswerText({ field, value }: { field: FieldView; value: unknown }) {
  const t = useTranslations("form");
  const formats = useFormats("UTC");
  if (field.type === "checkbox") return <>{value === true ? t("yes") : t("no")}</>;
  if (Array.isArray(value)) return <>{value.map(String).join(", ")}</>;
  if (typeof value === "number") return <>{formats.number(value)}</>;
  if (field.type === "date" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return <>{formats.date(`${value}T12:00:00Z`)}</>;
  if (value && typeof value === "object" && "name" in value) {
    const file = value as { name: string; sizeBytes?: number };
    return <>{t("fileAnswer", { name: file.name, size: megabytes(file.sizeBytes ?? 0) })}</>;
  }
  return <span className="whitespace-pre-wrap">{String(value)}</span>;
}

/** What the person sent (newest first): the time, then each answered question with its answer. */
function SentResponses({ fields, sent, max }: { fields: FieldView[]; sent: SentResponse[]; max: number }) {
  const t = useTranslations("form");
  const formats = useFormats();
  return (
    <div className="flex flex-col gap-4">
      {sent.map((response, index) => (
        <section key={response.id} aria-labelledby={`sent-${response.id}`} className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-4">
          <h2 id={`sent-${response.id}`} className="text-lg font-semibold">
            {max > 1 ? t("responseOf", { number: sent.length - index, total: max }) : t("yourAnswers")}
          </h2>
          <p className="text-stone-700" suppressHydrationWarning>
            {t("sentOn", { when: formats.dateTime(response.createdAt) })}
          </p>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
            {fields
              .filter((field) => Object.hasOwn(response.answers, field.name))
              .map((field) => (
                <div key={field.name} className="contents">
                  <dt className="text-sm font-medium text-stone-600 sm:text-base">{field.label}</dt>
                  <dd className="mb-2 break-words text-stone-900 sm:mb-0">
                    <AnswerText field={field} value={response.answers[field.name]} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * A form Page's body: a person who already answered sees what they sent
 * (with the Page's thank-you) instead of a blank form; while the Page takes
 * more responses from them, "Send another response" opens the form again.
 * After a response is recorded the page is rendered again with it (the
 * action revalidates it), so the list grows and the form closes.
 */
export function FormArea(props: {
  action: (state: ActionState, formData: FormData) => Promise<ActionState>;
  fields: FieldView[];
  submitText: string;
  successMessage: string;
  sent: SentResponse[];
  /** How many responses the Page takes from one person. */
  max: number;
  /** How many the person has sent (all of them, not only those listed). */
  count: number;
}) {
  const t = useTranslations("form");
  const { sent, max, count } = props;
  return (
    <MoreAnswers
      action={props.action}
      count={count}
      max={max}
      answered={sent.length > 0}
      form={(form) => <FormPage action={props.action} fields={props.fields} submitText={props.submitText} successMessage={props.successMessage} form={form} />}
      thanks={props.successMessage}
      list={<SentResponses fields={props.fields} sent={sent} max={max} />}
      texts={{ back: t("backToSent"), another: t("sendAnother"), remaining: (left) => t("remaining", { count: left }), all: t("allSent", { max }) }}
    />
  );
}
