"use client";

/**
 * The body of a Page that takes a number of answers from one person (a form's
 * responses, an order_taker's orders): a person who already answered sees what
 * they sent, with the thank-you, instead of a blank form; while the Page takes
 * more from them, a button opens the form again, starting blank. The action
 * renders the page again after an answer (it revalidates it), so the list
 * grows and the form closes. The action's state lives here: a refusal (already
 * answered in another tab) is still said once the page shows the list.
 */
import { useState } from "react";
import type { ActionState } from "./action-state";
import { ErrorSummary } from "./error-summary";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;
export type ActionForm = ReturnType<typeof useActionForm>;

/** No answer yet: a form opened again for another answer starts blank. */
const BLANK: ActionState = {};
const BUTTON = "self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60";

export function MoreAnswers({
  action,
  count,
  max,
  answered,
  form: renderForm,
  thanks,
  list,
  texts,
}: {
  action: Action;
  /** How many answers the person has given (all of them, not only those listed), and how many the Page takes from one person. */
  count: number;
  max: number;
  /** Whether the person has earlier answers to list. */
  answered: boolean;
  /** The form, with the action's state held here. */
  form: (form: ActionForm) => React.ReactNode;
  /** The thank-you above the list. */
  thanks: React.ReactNode;
  list: React.ReactNode;
  texts: { back: string; another: string; remaining: (left: number) => string; all: string };
}) {
  const form = useActionForm(action);
  // "Another" is for the list as it stood when it was chosen (once the new answer is there, the list is shown again), starting blank.
  const [another, setAnother] = useState<{ count: number; state: ActionState } | null>(null);
  if (!answered || another?.count === count) {
    const state = another && form.state === another.state ? BLANK : form.state;
    return (
      <div className="flex flex-col gap-4">
        {renderForm({ ...form, state })}
        {answered ? (
          <button type="button" onClick={() => setAnother(null)} className="self-start text-sm font-medium text-stone-700 underline underline-offset-2">
            {texts.back}
          </button>
        ) : null}
      </div>
    );
  }
  const left = max - count;
  const refused = !form.state.ok && !form.state.errors && form.state.message && (!another || form.state !== another.state) ? form.state.message : undefined;
  return (
    <div className="flex flex-col gap-4">
      {refused ? <ErrorSummary problems={[]} message={refused} /> : <Result ok>{thanks}</Result>}
      {list}
      {left > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-stone-700">{texts.remaining(left)}</p>
          <button type="button" onClick={() => setAnother({ count, state: form.state })} className={BUTTON}>
            {texts.another}
          </button>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{texts.all}</p>
      )}
    </div>
  );
}
