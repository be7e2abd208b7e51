/** Who is an operator: a signed-in email in OPERATOR_EMAILS (lib/config.ts), compared without case; nobody when it is unset. */
import { normalizeEmail } from "../auth/email";
import { config } from "../config";
import { db } from "../db/client";
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
