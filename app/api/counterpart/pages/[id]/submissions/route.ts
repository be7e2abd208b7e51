import { counterpartEmail } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { parseJsonBody } from "@/lib/http/handler";
import { postOnly, requireJsonRequest, requireSameOrigin } from "@/lib/http/origin";
import { limitedRoute } from "@/lib/http/rate-limit";
import { submitFormAnswers, submitMetaOf } from "@/lib/pages/counterpart";
import { CounterpartFormInputSchema } from "@/lib/pages/schemas";

/**
 * A signed-in counterpart sends a form Page's answers as JSON: the same
 * submission as the form on /pages/{id} (same checks, same allowance), for
 * clients without the browser form. Authorised by the NextAuth session and
 * the Page's audience, never by a capability token.
 */
export const POST = limitedRoute("counterpart", async (request: Request, context: { params: Promise<{ id: string }> }) => {
  // From this service's pages only, and as JSON (a cross-site form cannot send that without a preflight).
  requireSameOrigin(request);
  requireJsonRequest(request);
  const { id } = await context.params;
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", "Sign in to submit.");
  const { answers } = await parseJsonBody(request, CounterpartFormInputSchema);
  const recorded = await submitFormAnswers(id, answers, submitMetaOf(email, request.headers));
  return Response.json({ ok: true, answers: recorded }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = postOnly();
