/**
 * Who may open a Person or a Page as a counterpart: `public`, any signed-in
 * person; `private`, the signed-in owner (ownerEmail, set by the controller)
 * or a signed-in person whose email is in the audience. Never controller
 * authority.
 */
import { normalizeEmail } from "./email";

export interface Audience {
  visibility: "public" | "private";
  audienceEmails: string[];
  ownerEmail: string | null;
}

export function canOpen(resource: Audience, email: string | null | undefined): boolean {
  if (!email) return false;
  if (resource.visibility === "public") return true;
  // Both sides normalised (lib/domains/auth/email.ts): addresses stored before normalisation still match.
  const who = normalizeEmail(email);
  return (resource.ownerEmail !== null && normalizeEmail(resource.ownerEmail) === who) || resource.audienceEmails.some((member) => normalizeEmail(member) === who);
}
