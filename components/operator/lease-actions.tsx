"use client";

/**
 * The operator's actions on one lease (suspend or unsuspend, revoke every
 * token), each a form with a required reason, sent to a server action that
 * goes through the operator guard. Problems show in the ErrorSummary at the
 * top of the form and beside the field; the typed reason is kept.
 */
import { useActionState } from "react";
import { ErrorSummary } from "@/components/pages/error-summary";
import { FormField } from "@/components/ui/field";

export interface OperatorActionState {
  ok?: string;
  error?: string;
  reason?: string;
}

type Action = (state: OperatorActionState, form: FormData) => Promise<OperatorActionState>;

function ReasonForm({ id, title, button, action, tone }: { id: string; title: string; button: string; action: Action; tone: "danger" | "normal" }) {
  const [state, formAction, pending] = useActionState(action, {});
  const field = `field-reason-${id}`;
  return (
    <form action={formAction} className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {state.error ? <ErrorSummary problems={[{ name: `reason-${id}`, label: "Reason", message: state.error }]} /> : null}
      {state.ok ? (
        <p role="status" className="text-sm text-green-800">
          {state.ok}
        </p>
      ) : null}
      <FormField id={field} label="Reason (the controller is told it; the audit log keeps it)" labelClassName="text-sm font-medium" error={state.error} errorClassName="text-sm text-red-800">
        {(control) => <input {...control} name="reason" required minLength={3} maxLength={500} defaultValue={state.error ? state.reason : ""} className="rounded-md border border-stone-400 px-3 py-2" />}
      </FormField>
      <button
        type="submit"
        disabled={pending}
        className={`self-start rounded-md px-4 py-2 font-medium text-white disabled:opacity-60 ${tone === "danger" ? "bg-red-800 hover:bg-red-900" : "bg-stone-800 hover:bg-stone-900"}`}
      >
        {button}
      </button>
    </form>
  );
}

export function LeaseActions({ suspended, destroyed, suspend, unsuspend, revoke }: { suspended: boolean; destroyed: boolean; suspend: Action; unsuspend: Action; revoke: Action }) {
  if (destroyed) return <p className="text-stone-700">This resource was destroyed: there is nothing to act on.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {suspended ? (
        <ReasonForm id="unsuspend" title="Unsuspend" button="Unsuspend" action={unsuspend} tone="normal" />
      ) : (
        <ReasonForm id="suspend" title="Suspend" button="Suspend" action={suspend} tone="danger" />
      )}
      <ReasonForm id="revoke" title="Revoke every token" button="Revoke all tokens" action={revoke} tone="danger" />
    </div>
  );
}
