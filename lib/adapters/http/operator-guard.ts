/**
 * The one guard of the operator console, for every operator page,
 * route and server action. Who: a person signed in with NextAuth (the session
 * cookie, never an Authorization header: a capability token or an OAuth
 * access token is not read here and reaches nothing) whose email is in
 * OPERATOR_EMAILS (lib/flows/operator/operators.ts). Signed out: the sign-in page,
 * which comes back (pages), or 401 (routes). Signed in as someone else: 403,
 * the console's forbidden page (app/forbidden.tsx, Next.js's `forbidden()`)
 * for pages and actions, `{error, code: "not_an_operator"}` for routes.
 */
import { forbidden, redirect } from "next/navigation";
import { counterpartEmail } from "../../domains/auth/session";
import { ApiError } from "../../core/http/errors";
import { operatorOf } from "../../flows/operator/operators";
import type { Operator } from "../../flows/operator/types";

/** A page: the operator, or a redirect to sign in (then back to `here`), or the 403 page. */
export async function requireOperatorPage(here: string): Promise<Operator> {
  const email = await counterpartEmail();
  if (!email) redirect(`/signin?callbackUrl=${encodeURIComponent(here)}`);
  const operator = await operatorOf(email);
  if (!operator) forbidden();
  return operator;
}

/** A server action: the operator, or the 403 page (an action without a session never runs: next.config.ts answers it 401). */
export async function requireOperatorAction(): Promise<Operator> {
  const email = await counterpartEmail();
  const operator = email ? await operatorOf(email) : null;
  if (!operator) forbidden();
  return operator;
}

export function notAnOperator(): ApiError {
  return new ApiError("not_an_operator", "The operator console is for the service's operators: sign in with an email listed in OPERATOR_EMAILS.");
}

/** A route: the operator, or 401 (signed out) / 403 not_an_operator (thrown as ApiError, answered as JSON by apiRoute). */
export async function requireOperatorRequest(): Promise<Operator> {
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", "Sign in as an operator first (/signin).");
  const operator = await operatorOf(email);
  if (!operator) throw notAnOperator();
  return operator;
}
