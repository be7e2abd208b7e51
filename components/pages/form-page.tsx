"use client";

import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "@/app/pages/[id]/actions";

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
}

const INPUT = "w-full rounded-md border border-stone-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-stone-900 aria-[invalid=true]:border-red-600";

function Field({ field, value, error }: { field: FieldView; value: string | string[] | undefined; error?: string }) {
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
        <Field key={field.name} field={field} value={state.values?.[field.name]} error={state.errors?.[field.name]} />
      ))}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Sending…" : props.submitText}
      </button>
    </form>
  );
}
