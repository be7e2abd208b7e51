/**
 * A signed-in counterpart for HTTP tests: a NextAuth database session made
 * directly (the sign-in flow itself is tested in the browser), sent as the
 * session cookie.
 */
import { randomBytes } from "node:crypto";
import { db } from "@/lib/core/db/client";

export async function counterpartCookie(email: string): Promise<string> {
  const user = await db().user.upsert({ where: { email }, update: {}, create: { email, emailVerified: new Date() } });
  const sessionToken = randomBytes(32).toString("hex");
  await db().session.create({ data: { sessionToken, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
  return `next-auth.session-token=${sessionToken}`;
}
