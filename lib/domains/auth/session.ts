import { getServerSession } from "next-auth";
import { normalizeEmail } from "./email";
import { authOptions } from "./options";

/** The signed-in counterpart's email (normalised: lib/domains/auth/email.ts), or null. */
export async function counterpartEmail(): Promise<string | null> {
  const session = await getServerSession(authOptions());
  const email = session?.user?.email;
  return email ? normalizeEmail(email) : null;
}
