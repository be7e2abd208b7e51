/** Who is an operator: a signed-in email in OPERATOR_EMAILS (lib/core/config.ts), compared without case; nobody when it is unset. */
import { normalizeEmail } from "../../domains/auth/email";
import { config } from "../../core/config";
import { db, pool } from "../../core/db/client";
import type { Operator } from "./types";

export function isOperatorEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const allowed = config().operatorEmails;
  if (!allowed.length) return false;
  const who = normalizeEmail(email);
  return allowed.some((entry) => normalizeEmail(entry) === who);
}

/** The operator a signed-in email is, with their NextAuth user id, or null when the email is not an operator's. */
export async function operatorOf(email: string | null | undefined): Promise<Operator | null> {
  if (!email || !isOperatorEmail(email)) return null;
  const normalised = normalizeEmail(email);
  const user = await db().user.findFirst({ where: { email: { equals: normalised, mode: "insensitive" } }, select: { id: true } });
  return { email: normalised, userId: user?.id ?? null };
}

/**
 * The email of the unexpired NextAuth session whose token a request carries
 * (one statement, for the proxy), or null when there is none: the proxy
 * refuses a signed-in non-operator's form post to the console with 403 before
 * Next.js runs it (a server action posted without script would otherwise end
 * in Next.js's 404 for an interrupted no-script action).
 */
export async function sessionEmail(sessionToken: string | null): Promise<string | null> {
  if (!sessionToken) return null;
  const { rows } = await pool().query<{ email: string | null }>(
    `SELECT u.email FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s."sessionToken" = $1 AND s.expires > (now() AT TIME ZONE 'UTC')`,
    [sessionToken],
  );
  return rows[0]?.email ?? null;
}
