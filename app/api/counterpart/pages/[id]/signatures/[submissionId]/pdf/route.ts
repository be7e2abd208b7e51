import { counterpartRead } from "@/lib/http/counterpart";
import { otherMethods } from "@/lib/http/handler";
import { pdfResponse } from "@/lib/pages/types/e_signature/response";
import { mySignedCopy } from "@/lib/pages/types/e_signature/sealed";

/** The signed-in signer's own sealed copy ("Download your signed copy" on the page); another person's signature is 404. */
export const GET = counterpartRead<{ id: string; submissionId: string }>("/api/counterpart/pages/{id}/signatures/{submissionId}/pdf", { signIn: "Sign in to download your signed copy." }, async ({ params: { id, submissionId }, email }) => {
  return pdfResponse(await mySignedCopy(id, submissionId, email));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
