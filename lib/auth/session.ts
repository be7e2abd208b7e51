import { getServerSession } from "next-auth";
import { authOptions } from "./options";

/** The signed-in counterpart's email (lower case), or null. */
export async function counterpartEmail(): Promise<string | null> {
  const session = await getServerSession(authOptions());
  return session?.user?.email?.toLowerCase() ?? null;
}
