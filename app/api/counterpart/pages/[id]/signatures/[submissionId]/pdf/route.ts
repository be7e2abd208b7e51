import { counterpartRead } from "@/lib/adapters/http/counterpart";
import { otherMethods } from "@/lib/adapters/http/handler";
import { pdfResponse } from "@/lib/domains/pages/types/e_signature/response";
import { mySignedCopy } from "@/lib/domains/pages/behaviour/e_signature/sealed";

/** The signed-in signer's own sealed copy ("Download your signed copy" on the page); another person's signature is 404. */
export const GET = counterpartRead<{ id: string; submissionId: string }>("/api/counterpart/pages/{id}/signatures/{submissionId}/pdf", { signIn: "Sign in to download your signed copy." }, async ({ params: { id, submissionId }, email }) => {
  return pdfResponse(await mySignedCopy(id, submissionId, email));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
