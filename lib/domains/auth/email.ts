/**
 * The one form of an email address the service counts and compares: Unicode
 * NFKC (full-width and other compatibility forms become their plain letters),
 * then lower case, trimmed. Applied to the address a sign-in link is asked
 * for (the per-email rate limit and the address NextAuth stores), to the
 * signed-in counterpart's address, and to audiences and owners as controllers
 * set them and as they are matched (lib/domains/auth/access.ts). So "Ｖｉｃｔｉｍ@Example.com"
 * and "victim@example.com" are one address everywhere.
 */
export function normalizeEmail(email: string): string {
  return email.normalize("NFKC").toLowerCase().normalize("NFKC").trim();
}
