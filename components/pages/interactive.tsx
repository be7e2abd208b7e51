"use client";

import { useTranslations } from "use-intl/react";
import { useWhen } from "@/components/i18n/when";
import { FormField, type FormFieldProps } from "@/components/ui/field";
import { ErrorSummary } from "./error-summary";
import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";
import type { EarlierSubmission } from "@/lib/domains/pages/per-person";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;
const BUTTON = "rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60";
const TEXT = "rounded-md border border-stone-300 px-3 py-2";

function Status({ state }: { state: ActionState }) {
  if (!state.message && !state.errors) return null;
  return <Result ok={!!state.ok}>{[state.message, ...Object.values(state.errors ?? {})].filter(Boolean).join(" ")}</Result>;
}

/** What the signed-in person already gave on this Page (newest first), and whether they may give more (lib/domains/pages/counterpart.ts myEarlierSubmissions). */
export interface Earlier {
  earlier: EarlierSubmission[];
  canSubmit: boolean;
}

/** The person's own earlier submissions, shown instead of (or above) the form when they come back. */
function YourRecord({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section aria-label={label} className="flex flex-col gap-1 rounded-md border border-stone-300 bg-stone-50 p-4 text-stone-900">
      {children}
    </section>
  );
}

/** The version of what the form was rendered with: the server refuses the answer if the Page changed since (lib/domains/pages/rendered.ts). */
export function Seen({ version }: { version: string }) {
  return <input type="hidden" name="seen" value={version} />;
}

/** A form's problems at its top (components/pages/error-summary.tsx): each field's message linked to it, or the action's message alone. */
function Problems({ state, labels }: { state: ActionState; labels: Record<string, string> }) {
  if (state.ok || (!state.message && !state.errors)) return null;
  const problems = Object.entries(state.errors ?? {}).map(([name, message]) => ({ name, label: labels[name] ?? name, message }));
  return <ErrorSummary problems={problems} message={state.message} />;
}

/** A field of these forms (components/ui/field.tsx): the control `field-<name>`, its hint `<name>-hint` and its message `<name>-error`. */
function DecisionField({ name, ...field }: Omit<FormFieldProps, "id" | "hintId" | "errorId" | "errorClassName"> & { name: string }) {
  return <FormField id={`field-${name}`} hintId={`${name}-hint`} errorId={`${name}-error`} errorClassName="text-sm font-medium text-red-800" {...field} />;
}

/**
 * The approval's decision (or the person's decision when they come back).
 * `mayDecide`: false for someone the content does not name as an approver:
 * they read the request, and the view says why there are no buttons.
 */
export function ApprovalForm({ action, seen, earlier, mayDecide = true }: { action: Action; seen: string; earlier: Earlier; mayDecide?: boolean }) {
  const t = useTranslations("approval");
  const when = useWhen();
  const { state, pending, onSubmit } = useActionForm(action);
  const latest = earlier.earlier[0];
  const record = latest ? (
    <YourRecord label={t("yourDecision")}>
      <p className="font-medium" suppressHydrationWarning>
        {t(latest.decision === "rejected" ? "youRejected" : "youApproved", { when: when(latest.createdAt) })}
      </p>
      {latest.comment ? <p className="whitespace-pre-wrap break-words text-stone-700">{t("yourComment", { comment: latest.comment })}</p> : null}
      <p className="text-sm text-stone-600">{earlier.canSubmit ? t("mayChange") : t("cannotChange")}</p>
    </YourRecord>
  ) : null;
  if (state.ok)
    return (
      <>
        <Status state={state} />
        {earlier.canSubmit ? null : record}
      </>
    );
  if (!earlier.canSubmit || !mayDecide) return record;
  const values = state.values ?? {};
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      {record}
      <Problems state={state} labels={{ comment: t("comment"), decision: t("approve") }} />
      <Seen version={seen} />
      <DecisionField name="comment" label={t("comment")} hint={t("commentHint")} hintClassName="-mt-2 text-sm text-stone-600" error={state.errors?.comment}>
        {(control) => <textarea {...control} name="comment" rows={3} maxLength={5000} defaultValue={typeof values.comment === "string" ? values.comment : ""} className={TEXT} />}
      </DecisionField>
      <div id="field-decision" tabIndex={-1} className="flex flex-wrap gap-3">
        <button type="submit" name="decision" value="approved" disabled={pending} className={BUTTON}>
          {t("approve")}
        </button>
        <button type="submit" name="decision" value="rejected" disabled={pending} className="rounded-md border border-stone-400 px-5 py-2 font-medium hover:border-stone-700 disabled:opacity-60">
          {t("reject")}
        </button>
      </div>
    </form>
  );
}

/** Declining to sign, with an optional reason: final for this person. */
function DeclineForm({ action, seen }: { action: Action; seen: string }) {
  const t = useTranslations("esign");
  const { state, pending, onSubmit } = useActionForm(action);
  if (state.ok) return <Status state={state} />;
  return (
    <details className="rounded-md border border-stone-300 p-3" open={Boolean(state.message || state.errors)}>
      <summary className="cursor-pointer font-medium text-stone-800">{t("declineSummary")}</summary>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2" noValidate>
        <Problems state={state} labels={{ reason: t("reason") }} />
        <Seen version={seen} />
        <DecisionField name="reason" label={t("reason")} labelClassName="text-sm font-medium" error={state.errors?.reason}>
          {(control) => <textarea {...control} name="reason" rows={3} maxLength={2000} defaultValue={typeof state.values?.reason === "string" ? state.values.reason : ""} className={TEXT} />}
        </DecisionField>
        <p className="text-sm text-stone-600">{t("declineFinal")}</p>
        <button type="submit" disabled={pending} className="self-start rounded-md border border-red-700 px-5 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60">
          {pending ? t("declining") : t("decline")}
        </button>
      </form>
    </details>
  );
}

/**
 * The signature form with Decline (or the person's signature or decline when
 * they come back). `mayAct`: false when the document names its signers and
 * it is not this person's turn (or they are not one): the view says why.
 */
export function SignatureForm({
  pageId,
  action,
  decline,
  initials,
  seen,
  earlier,
  mayAct = true,
}: {
  pageId: string;
  action: Action;
  decline: Action;
  initials: boolean;
  seen: string;
  earlier: Earlier;
  mayAct?: boolean;
}) {
  const t = useTranslations("esign");
  const when = useWhen();
  const { state, pending, onSubmit } = useActionForm(action);
  const declined = earlier.earlier.find((submission) => submission.kind === "decline");
  if (declined) {
    return (
      <YourRecord label={t("yourAnswer")}>
        <p className="break-words font-medium" suppressHydrationWarning>{t("youDeclined", { when: when(declined.createdAt) })}</p>
        {declined.reason ? <p className="whitespace-pre-wrap break-words text-stone-700">{t("yourReason", { reason: declined.reason })}</p> : null}
      </YourRecord>
    );
  }
  const record = earlier.earlier.length ? (
    <YourRecord label={t("yourSignature")}>
      {earlier.earlier.map((signature) => (
        <div key={signature.id} className="flex flex-col gap-1">
          <p className="break-words font-medium" suppressHydrationWarning>
            {signature.typedName
              ? t("youSignedAs", { when: when(signature.createdAt), name: signature.typedName })
              : t("youSigned", { when: when(signature.createdAt) })}
          </p>
          <a
            href={`/api/counterpart/pages/${encodeURIComponent(pageId)}/signatures/${encodeURIComponent(signature.id)}/pdf`}
            download
            className="self-start font-medium text-stone-900 underline underline-offset-2"
          >
            {t("download")}
          </a>
        </div>
      ))}
      <p className="text-sm text-stone-600">
        {t.rich("copyEmailed", {
          link: (chunks) => (
            <a href="/verify" className="underline underline-offset-2">
              {chunks}
            </a>
          ),
        })}
      </p>
      {earlier.canSubmit ? null : <p className="text-sm text-stone-600">{t("nothingMore")}</p>}
    </YourRecord>
  ) : null;
  if (state.ok)
    return (
      <>
        <Status state={state} />
        {record}
      </>
    );
  if (!earlier.canSubmit || !mayAct) return record;
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        {record}
        <Problems state={state} labels={{ typedName: t("summaryName"), initials: t("summaryInitials"), agree: t("summaryAgree") }} />
        <Seen version={seen} />
        <DecisionField name="typedName" label={t("typedName")} error={errors.typedName}>
          {(control) => <input {...control} name="typedName" required autoComplete="name" defaultValue={typeof values.typedName === "string" ? values.typedName : ""} className={TEXT} />}
        </DecisionField>
        {initials ? (
          <DecisionField name="initials" label={t("initials")} error={errors.initials}>
            {(control) => <input {...control} name="initials" required defaultValue={typeof values.initials === "string" ? values.initials : ""} className={`w-32 ${TEXT}`} />}
          </DecisionField>
        ) : null}
        <DecisionField name="agree" layout="inline" label={t("agree")} error={errors.agree}>
          {(control) => <input {...control} type="checkbox" name="agree" defaultChecked={values.agree === "on"} />}
        </DecisionField>
        <button type="submit" disabled={pending} className={`self-start ${BUTTON}`}>
          {pending ? t("signing") : t("sign")}
        </button>
      </form>
      {/* Only before a first signature: one who signed has nothing to decline. */}
      {earlier.earlier.length ? null : <DeclineForm action={decline} seen={seen} />}
    </>
  );
}
