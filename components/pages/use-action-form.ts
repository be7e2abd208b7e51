"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import type { ActionState } from "./action-state";

/**
 * A server action behind a form that keeps what the person typed: React 19
 * resets a form after its `action` runs, which would wipe answers while
 * showing their errors (and race with someone still typing), so the form is
 * submitted through onSubmit instead. The submitter button's name/value
 * (e.g. approve or reject) is kept.
 */
export function useActionForm(action: (state: ActionState, formData: FormData) => Promise<ActionState>) {
  const [state, dispatch, pending] = useActionState(action, {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(formData));
  };
  return { state, pending, onSubmit };
}
