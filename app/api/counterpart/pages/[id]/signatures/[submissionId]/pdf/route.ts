import { counterpartEmail } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { pdfResponse } from "@/lib/pages/types/e_signature/response";
import { mySignedCopy } from "@/lib/pages/types/e_signature/sealed";

/** The signed-in signer's own sealed copy ("Download your signed copy" on the page); another person's signature is 404. */
export const GET = limitedRoute("/api/counterpart/pages/{id}/signatures/{submissionId}/pdf", async (_request: Request, context: { params: Promise<{ id: string; submissionId: string }> }) => {
  const { id, submissionId } = await context.params;
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", "Sign in to download your signed copy.");
  return pdfResponse(await mySignedCopy(id, submissionId, email));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
