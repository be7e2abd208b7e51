"use client";

import { useTranslations } from "use-intl/react";
import { FormField } from "@/components/ui/field";
import { ErrorSummary } from "./error-summary";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;

/**
 * The answer to one request a linked Person waits on (an approval Page linked
 * for approvals): an optional comment, then approve (the action runs) or deny.
 */
export function PersonRequestForm({ action, approvalId }: { action: Action; approvalId: string }) {
  const t = useTranslations("approval");
  const { state, pending, onSubmit } = useActionForm(action);
  if (state.ok) return <Result ok>{state.message}</Result>;
  const commentId = `field-comment-${approvalId}`;
  const problems = Object.entries(state.errors ?? {}).map(([name, message]) => ({ name: name === "comment" ? `comment-${approvalId}` : name, label: t("requestComment"), message }));
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      {state.message || state.errors ? <ErrorSummary problems={problems} message={state.message} /> : null}
      <input type="hidden" name="approvalId" value={approvalId} />
      <FormField id={commentId} label={t("requestComment")} hint={t("requestCommentHint")} hintClassName="-mt-1 text-sm text-stone-600" error={state.errors?.comment}>
        {(control) => <textarea {...control} name="comment" rows={2} maxLength={2000} className="rounded-md border border-stone-300 px-3 py-2" />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="decision" value="approve" disabled={pending} className="rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60">
          {t("approveRequest")}
        </button>
        <button type="submit" name="decision" value="deny" disabled={pending} className="rounded-md border border-stone-400 px-5 py-2 font-medium hover:border-stone-700 disabled:opacity-60">
          {t("denyRequest")}
        </button>
      </div>
    </form>
  );
}
