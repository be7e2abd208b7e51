/**
 * Who may answer on an Approval Page: the approvers its content names
 * (content.approvers, email addresses, normalized), or null when it names
 * none. Pure (no database): the Approval Page's module reads it too, and
 * that module is loaded wherever Page content is validated.
 */
import { normalizeEmail } from "../auth/email";

export function approversOf(content: unknown): string[] | null {
  const list = (content as { approvers?: unknown } | null)?.approvers;
  return Array.isArray(list) && list.length ? list.filter((email): email is string => typeof email === "string").map(normalizeEmail) : null;
}
