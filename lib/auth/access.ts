/**
 * Who may open a Person or a Page as a counterpart: `public`, any signed-in
 * person; `private`, the signed-in owner (ownerEmail, set by the controller)
 * or a signed-in person whose email is in the audience. Never controller
 * authority.
 */
export interface Audience {
  visibility: "public" | "private";
  audienceEmails: string[];
  ownerEmail: string | null;
}

export function canOpen(resource: Audience, email: string | null | undefined): boolean {
  if (!email) return false;
  if (resource.visibility === "public") return true;
  const who = email.trim().toLowerCase();
  return resource.ownerEmail === who || resource.audienceEmails.includes(who);
}
