import { ApiError } from "@/lib/core/http/errors";
import { counterpartWrite } from "@/lib/adapters/http/counterpart";
import { otherMethods } from "@/lib/adapters/http/handler";
import { submitMetaOf } from "@/lib/domains/pages/open";
import type { FieldErrors } from "@/lib/domains/pages/seen";
import { submitApproval } from "@/lib/domains/pages/behaviour/approval/decide";
import { submitFormAnswers } from "@/lib/domains/pages/behaviour/custom_form/answers";
import { declineSignature, signDocument } from "@/lib/domains/pages/behaviour/e_signature/sign";
import { CounterpartSubmissionInputSchema } from "@/lib/domains/pages/schemas";

const invalid = (errors: FieldErrors) =>
  new ApiError("validation_failed", "Some answers are not accepted.", { details: Object.entries(errors).map(([path, message]) => ({ path, message })) });

/**
 * A signed-in counterpart sends what a Page takes as JSON: a form Page's
 * answers, an approval Page's decision, an e-signature Page's signature (or
 * the signer's refusal to sign);
 * the same submission as the form on /pages/{id} (same checks, same
 * allowance, the same one decision or signature per person), for clients
 * without the browser form. Authorised by the NextAuth session and the
 * Page's audience, never by a capability token.
 */
export const POST = counterpartWrite<{ id: string }, typeof CounterpartSubmissionInputSchema>("/api/counterpart/pages/{id}/submissions", { signIn: "Sign in to submit.", json: CounterpartSubmissionInputSchema }, async ({ request, params: { id }, email, body: input }) => {
  const meta = submitMetaOf(email, request.headers);
  switch (input.type) {
    case "form":
      return Response.json({ ok: true, answers: await submitFormAnswers(id, input.answers, meta) }, { status: 201 });
    case "decision": {
      const result = await submitApproval(id, input.decision, input.comment, input.seen, meta);
      if (!result.ok) throw invalid(result.errors);
      return Response.json({ ok: true, decision: input.decision, comment: input.comment.trim() }, { status: 201 });
    }
    case "decline": {
      const result = await declineSignature(id, { reason: input.reason, seen: input.seen }, meta);
      if (!result.ok) throw invalid(result.errors);
      return Response.json({ ok: true, declinedAt: result.declinedAt, ...(result.reason ? { reason: result.reason } : {}) }, { status: 201 });
    }
    case "signature": {
      const result = await signDocument(id, { typedName: input.typedName, initials: input.initials, agree: input.agree, seen: input.seen }, meta);
      if (!result.ok) throw invalid(result.errors);
      const signedCopyUrl = `/api/counterpart/pages/${encodeURIComponent(id)}/signatures/${encodeURIComponent(result.submissionId)}/pdf`;
      return Response.json({ ok: true, signature: result.audit, submissionId: result.submissionId, signedCopyUrl }, { status: 201 });
    }
  }
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
