/** e_signature: the document, the named signers and where the signing stands, then the signature form with Decline (or the person's signature or decline). */
import { Markdown } from "@/components/markdown";
import { textFor } from "@/components/i18n/server";
import { SignerState } from "@/components/pages/decided-at";
import { SignatureForm } from "@/components/pages/interactive";
import { normalizeEmail } from "@/lib/domains/auth/email";
import { db } from "@/lib/core/db/client";
import { myEarlierSubmissions } from "@/lib/domains/pages/per-person";
import { documentSnapshot } from "@/lib/domains/pages/rendered";
import { documentHtml } from "@/lib/domains/pages/render";
import { progressOf, signersOf, signingSubmissions } from "@/lib/domains/pages/types/e_signature/order";
import type { ViewProps } from "./view";

export async function ESignatureView({ page, actions, content, email, chosen }: ViewProps<"e_signature">) {
  // A long document's HTML and visible text (the version the form carries) are worked out in a render worker, not on this thread.
  const html = await documentHtml(content.document_markdown);
  const t = textFor(chosen, "esign");
  const me = normalizeEmail(email);
  const signers = signersOf(content);
  const progress = signers ? progressOf(signers, await signingSubmissions(db(), page.id)) : null;
  const mine = progress?.signers.find((signer) => signer.email === me);
  const label = (signer: { email: string; name?: string }) => (signer.name ? `${signer.name} (${signer.email})` : signer.email);
  // Who this signer waits for: the signers of a lower order who have not signed.
  const waitingFor = mine && !mine.signedAt && progress && !progress.declined && !progress.turn.includes(me) ? progress.signers.filter((s) => !s.signedAt && s.order < mine.order) : [];
  const mayAct = !progress || (!!mine && !progress.declined && (progress.turn.includes(me) || !!mine.signedAt));
  return (
    <>
      {content.signer_instructions?.trim() ? <p className="text-stone-700">{content.signer_instructions}</p> : null}
      <article aria-label={t("document")} className="rounded-md border border-stone-300 bg-white p-5">
        <Markdown html={html}>{content.document_markdown}</Markdown>
      </article>
      {progress ? (
        <section aria-labelledby="signers-title" className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-4">
          <h2 id="signers-title" className="text-lg font-semibold">
            {t("signers")} <span className="text-base font-normal text-stone-600">· {t("signersProgress", { signed: String(progress.signed), total: String(progress.signers.length) })}</span>
          </h2>
          <ol className="flex flex-col gap-1">
            {progress.signers.map((signer) => (
              <li key={signer.email} className="flex gap-2">
                <span className="shrink-0 text-stone-600">{t("signerOrder", { order: String(signer.order) })}</span>
                <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    {label(signer)} {signer.email === me ? <span className="font-normal text-stone-600">{t("you")}</span> : null}
                  </span>
                  <SignerState state={signer.signedAt ? "signed" : signer.declinedAt ? "declined" : progress.turn.includes(signer.email) ? "turn" : "waiting"} at={signer.signedAt} />
                </div>
              </li>
            ))}
          </ol>
          {progress.complete ? <p className="font-medium text-green-800">{t("complete")}</p> : null}
          {progress.declined ? <p className="font-medium text-red-800">{t("stopped", { name: label(progress.declined) })}</p> : null}
        </section>
      ) : null}
      {progress && !mine ? <p className="rounded-md border border-stone-300 bg-stone-50 p-4 text-stone-800">{t("notSigner", { email: me })}</p> : null}
      {waitingFor.length ? <p className="rounded-md border border-amber-400 bg-amber-50 p-4 text-stone-900">{t("waitingFor", { names: waitingFor.map(label).join(", ") })}</p> : null}
      {mine && progress?.turn.includes(me) ? <p className="font-medium text-stone-900">{t("yourTurn")}</p> : null}
      <SignatureForm
        pageId={page.id}
        action={actions.sign}
        decline={actions.decline}
        initials={content.signing_mode === "typed_name_and_initials"}
        seen={documentSnapshot(page.label, content).version}
        earlier={await myEarlierSubmissions(page, email)}
        mayAct={mayAct}
      />
    </>
  );
}
