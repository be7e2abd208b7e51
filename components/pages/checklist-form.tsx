"use client";

/**
 * A checklist Page's tasks: the person ticks them, sees how far they are
 * ("3 of 5 done", with a progress bar), saves their progress or marks the
 * list complete (once, when the required tasks are ticked). A person who
 * completed it sees when, and their ticks, instead of the buttons.
 */
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl/react";
import { useFormats } from "@/components/i18n/client";
import type { EarlierSubmission } from "@/lib/domains/pages/per-person";
import type { ActionState } from "./action-state";
import { ErrorSummary } from "./error-summary";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;
export interface ChecklistTask {
  id: string;
  label: string;
  description?: string;
  required?: boolean;
}

const BUTTON = "rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60";

export function ChecklistForm({ action, tasks, checked, earlier }: { action: Action; tasks: ChecklistTask[]; checked: string[]; earlier: { earlier: EarlierSubmission[]; canSubmit: boolean } }) {
  const t = useTranslations("checklist");
  const common = useTranslations("common");
  const formats = useFormats();
  const { state, pending, onSubmit } = useActionForm(action);
  const [ticked, setTicked] = useState(() => new Set(checked));
  // Which button sent the form: its answer is said in the person's language here.
  const [intent, setIntent] = useState<"save" | "complete">("save");
  const [sentTicks, setSentTicks] = useState<Set<string>>(ticked);

  const completedBefore = !earlier.canSubmit ? earlier.earlier[0] : undefined;
  // The answer shown is the one to the last button pressed (hidden while the next is on its way).
  const answered = !pending && state.ok;
  const completedNow = answered && intent === "complete";
  const locked = !!completedBefore || completedNow;
  const done = tasks.filter((task) => ticked.has(task.id)).length;
  // The required tasks still unticked when the person last asked to complete.
  const missing = state.errors?.checklist ? tasks.filter((task) => task.required && !sentTicks.has(task.id)) : [];

  const send = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    setIntent(submitter?.value === "complete" ? "complete" : "save");
    setSentTicks(new Set(ticked));
    onSubmit(event);
  };

  return (
    <form onSubmit={send} className="flex flex-col gap-4" noValidate>
      {completedBefore ? (
        <section aria-label={t("yourChecklist")} className="flex flex-col gap-1 rounded-md border border-stone-300 bg-stone-50 p-4 text-stone-900">
          <p className="font-medium" suppressHydrationWarning>
            {t("completedOn", { when: formats.dateTime(completedBefore.createdAt) })}
          </p>
          <p className="text-sm text-stone-600">{t("completedHint")}</p>
        </section>
      ) : null}
      {answered ? <Result ok>{intent === "complete" ? t("completed") : t("saved")}</Result> : null}
      {!pending && !state.ok && (missing.length || state.message || state.errors) ? (
        <ErrorSummary
          problems={missing.map((task) => ({ name: `task-${task.id}`, label: task.label, message: common("required") }))}
          // The server's own words when it refused for a reason the tasks here do not show (the Page changed meanwhile).
          message={missing.length ? t("requiredFirst", { count: missing.length }) : (state.message ?? Object.values(state.errors ?? {}).join(" "))}
        />
      ) : null}
      <div className="flex flex-col gap-1.5">
        <p id="checklist-progress" className="font-medium text-stone-800" aria-live="polite">
          {t("progress", { done, total: tasks.length })}
        </p>
        <progress value={done} max={tasks.length} aria-label={t("progressLabel")} aria-describedby="checklist-progress" className="h-2 w-full overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-stone-800 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-stone-800" />
      </div>
      <ul className="flex flex-col gap-2">
        {tasks.map((task) => {
          const problem = missing.some((m) => m.id === task.id);
          return (
            <li key={task.id}>
              <label className="flex items-start gap-2">
                <input
                  id={`field-task-${task.id}`}
                  type="checkbox"
                  name="task"
                  value={task.id}
                  checked={ticked.has(task.id)}
                  onChange={(event) => {
                    const next = new Set(ticked);
                    if (event.target.checked) next.add(task.id);
                    else next.delete(task.id);
                    setTicked(next);
                  }}
                  disabled={locked}
                  aria-invalid={problem ? true : undefined}
                  className="mt-1 h-4 w-4 accent-stone-900"
                />
                <span>
                  <span className="font-medium">{task.label}</span>
                  {task.required ? <span className="text-sm text-stone-600"> ({t("required")})</span> : null}
                  {task.description ? <span className="block text-sm text-stone-600">{task.description}</span> : null}
                  {problem ? <span className="block text-sm text-red-700">{common("required")}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {locked ? null : (
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={pending} className="rounded-md border border-stone-400 px-5 py-2 font-medium hover:border-stone-700 disabled:opacity-60">
            {t("save")}
          </button>
          <button type="submit" name="intent" value="complete" disabled={pending} className={BUTTON}>
            {t("complete")}
          </button>
        </div>
      )}
    </form>
  );
}
