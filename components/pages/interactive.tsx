"use client";

import { Result } from "./result";
import { useActionForm } from "./use-action-form";
import type { ActionState } from "./action-state";
import type { EarlierSubmission } from "@/lib/pages/per-person";

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>;
const BUTTON = "rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 disabled:opacity-60";

function Status({ state }: { state: ActionState }) {
  if (!state.message && !state.errors) return null;
  return <Result ok={!!state.ok}>{[state.message, ...Object.values(state.errors ?? {})].filter(Boolean).join(" ")}</Result>;
}

/** What the signed-in person already gave on this Page (newest first), and whether they may give more (lib/pages/counterpart.ts myEarlierSubmissions). */
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

/** The version of what the form was rendered with: the server refuses the answer if the Page changed since (lib/pages/rendered.ts). */
export function Seen({ version }: { version: string }) {
  return <input type="hidden" name="seen" value={version} />;
}

export function ApprovalForm({ action, seen, earlier }: { action: Action; seen: string; earlier: Earlier }) {
  const { state, pending, onSubmit } = useActionForm(action);
  if (state.ok) return <Status state={state} />;
  const latest = earlier.earlier[0];
  const record = latest ? (
    <YourRecord label="Your decision">
      <p className="font-medium">{`You ${latest.decision ?? "decided on"} this on ${latest.when}.`}</p>
      {latest.comment ? <p className="whitespace-pre-wrap break-words text-stone-700">{`Your comment: ${latest.comment}`}</p> : null}
      <p className="text-sm text-stone-600">
        {earlier.canSubmit ? "You may change your decision below; your latest decision is the one that counts." : "Your decision is recorded and cannot be changed here. To change it, contact whoever sent you this request."}
      </p>
    </YourRecord>
  ) : null;
  if (!earlier.canSubmit) return record;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      {record}
      <Status state={state} />
      <Seen version={seen} />
      <label htmlFor="comment" className="font-medium">
        Comment (optional)
      </label>
      <textarea id="comment" name="comment" rows={3} className="rounded-md border border-stone-300 px-3 py-2" />
      <div className="flex gap-3">
        <button type="submit" name="decision" value="approved" disabled={pending} className={BUTTON}>
          Approve
        </button>
        <button type="submit" name="decision" value="rejected" disabled={pending} className="rounded-md border border-stone-400 px-5 py-2 font-medium hover:border-stone-700 disabled:opacity-60">
          Reject
        </button>
      </div>
    </form>
  );
}

/** Declining to sign, with an optional reason: final for this person. */
function DeclineForm({ action, seen }: { action: Action; seen: string }) {
  const { state, pending, onSubmit } = useActionForm(action);
  if (state.ok) return <Status state={state} />;
  return (
    <details className="rounded-md border border-stone-300 p-3">
      <summary className="cursor-pointer font-medium text-stone-800">Decline to sign</summary>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2" noValidate>
        <Status state={state} />
        <Seen version={seen} />
        <label htmlFor="reason" className="text-sm font-medium">
          Reason (optional, shown to whoever sent you this document)
        </label>
        <textarea id="reason" name="reason" rows={3} maxLength={2000} className="rounded-md border border-stone-300 px-3 py-2" />
        <p className="text-sm text-stone-600">Declining is final: you will not be able to sign this document afterwards.</p>
        <button type="submit" disabled={pending} className="self-start rounded-md border border-red-700 px-5 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60">
          {pending ? "Declining…" : "Decline"}
        </button>
      </form>
    </details>
  );
}

export function SignatureForm({ pageId, action, decline, initials, seen, earlier }: { pageId: string; action: Action; decline: Action; initials: boolean; seen: string; earlier: Earlier }) {
  const { state, pending, onSubmit } = useActionForm(action);
  const declined = earlier.earlier.find((submission) => submission.kind === "decline");
  if (declined) {
    return (
      <YourRecord label="Your answer">
        <p className="break-words font-medium">{`You declined to sign this document on ${declined.when}.`}</p>
        {declined.reason ? <p className="whitespace-pre-wrap break-words text-stone-700">{`Your reason: ${declined.reason}`}</p> : null}
      </YourRecord>
    );
  }
  const record = earlier.earlier.length ? (
    <YourRecord label="Your signature">
      {earlier.earlier.map((signature) => (
        <div key={signature.id} className="flex flex-col gap-1">
          <p className="break-words font-medium">{`You signed this document on ${signature.when}${signature.typedName ? ` as ${signature.typedName}` : ""}.`}</p>
          <a
            href={`/api/counterpart/pages/${encodeURIComponent(pageId)}/signatures/${encodeURIComponent(signature.id)}/pdf`}
            download
            className="self-start font-medium text-stone-900 underline underline-offset-2"
          >
            Download your signed copy (PDF)
          </a>
        </div>
      ))}
      <p className="text-sm text-stone-600">
        A copy was also emailed to you. Anyone you give it to can check it at{" "}
        <a href="/verify" className="underline underline-offset-2">
          /verify
        </a>
        .
      </p>
      {earlier.canSubmit ? null : <p className="text-sm text-stone-600">Your signature is recorded; there is nothing more to sign here.</p>}
    </YourRecord>
  ) : null;
  if (state.ok)
    return (
      <>
        <Status state={state} />
        {record}
      </>
    );
  if (!earlier.canSubmit) return record;
  return (
    <>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        {record}
        <Status state={state} />
        <Seen version={seen} />
        <label htmlFor="typedName" className="font-medium">
          Type your full name to sign
        </label>
        <input id="typedName" name="typedName" required autoComplete="name" className="rounded-md border border-stone-300 px-3 py-2" aria-invalid={state.errors?.typedName ? true : undefined} />
        {initials ? (
          <>
            <label htmlFor="initials" className="font-medium">
              Initials
            </label>
            <input id="initials" name="initials" required className="w-32 rounded-md border border-stone-300 px-3 py-2" />
          </>
        ) : null}
        <label className="flex items-center gap-2">
          <input type="checkbox" name="agree" /> I have read the document and agree to sign it.
        </label>
        <button type="submit" disabled={pending} className={`self-start ${BUTTON}`}>
          {pending ? "Signing…" : "Sign"}
        </button>
      </form>
      {/* Only before a first signature: one who signed has nothing to decline. */}
      {earlier.earlier.length ? null : <DeclineForm action={decline} seen={seen} />}
    </>
  );
}
