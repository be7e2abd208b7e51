/** e_signature: the document, then the signature form with Decline (or the person's signature or decline). */
import { Markdown } from "@/components/markdown";
import { SignatureForm } from "@/components/pages/interactive";
import { myEarlierSubmissions } from "@/lib/pages/per-person";
import { documentSnapshot } from "@/lib/pages/rendered";
import type { ViewProps } from "./view";

export async function ESignatureView({ page, actions, content, email }: ViewProps<"e_signature">) {
  return (
    <>
      {content.signer_instructions?.trim() ? <p className="text-stone-700">{content.signer_instructions}</p> : null}
      <article aria-label="Document" className="rounded-md border border-stone-300 bg-white p-5">
        <Markdown>{content.document_markdown}</Markdown>
      </article>
      <SignatureForm
        pageId={page.id}
        action={actions.sign}
        decline={actions.decline}
        initials={content.signing_mode === "typed_name_and_initials"}
        seen={documentSnapshot(page.label, content).version}
        earlier={await myEarlierSubmissions(page, email)}
      />
    </>
  );
}
