"use client";

import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "@/app/pages/[id]/actions";

interface Requested {
  key: string;
  label: string;
  description?: string;
  required?: boolean;
  accept?: string[];
  max_size_bytes?: number;
}

export function VaultForm({ action, requested }: { action: (state: ActionState, formData: FormData) => Promise<ActionState>; requested: Requested[] }) {
  const { state, pending, onSubmit } = useActionForm(action);
  if (state.ok) {
    return (
      <Result ok>{state.message}</Result>
    );
  }
  if (!requested.length) return null;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {state.message || state.errors?.upload ? (
        <Result ok={false}>{state.message ?? state.errors?.upload}</Result>
      ) : null}
      {requested.map((request) => (
        <div key={request.key} className="flex flex-col gap-1">
          <label htmlFor={`file-${request.key}`} className="font-medium">
            {request.label}
            {request.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          {request.description ? <p className="text-sm text-stone-600">{request.description}</p> : null}
          <input id={`file-${request.key}`} name={`file-${request.key}`} type="file" accept={request.accept?.join(",")} aria-invalid={state.errors?.[request.key] ? true : undefined} />
          <p className="text-sm text-stone-600">
            Up to {Math.floor((request.max_size_bytes ?? 10 * 1024 * 1024) / 1024 / 1024) || 1} MB{request.accept?.length ? `; ${request.accept.join(", ")}` : ""}.
          </p>
          {state.errors?.[request.key] ? <p className="text-sm text-red-700">{state.errors[request.key]}</p> : null}
        </div>
      ))}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
        {pending ? "Uploading…" : "Upload"}
      </button>
    </form>
  );
}
