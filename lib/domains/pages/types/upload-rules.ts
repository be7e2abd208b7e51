/**
 * The rules a file is checked against, shared by the server (lib/domains/pages/uploads.ts)
 * and the browser (components/pages/upload-client.ts), so a person reads the
 * same message whichever side refuses a file first. Pure: no server imports.
 */

/** A requested upload's or file field's size limit when its content names none: 10 MiB. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Whole megabytes for messages (at least 1). */
export const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024) || 1;

/** Whether a media type is one of `accept` (exact types, or `type/*`); anything when `accept` is empty. */
export function typeAllowed(mimeType: string, accept: string[] | undefined): boolean {
  if (!accept?.length) return true;
  const type = mimeType.toLowerCase();
  return accept.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    return p.endsWith("/*") ? type.startsWith(p.slice(0, -1)) : type === p;
  });
}

export const MESSAGES = {
  tooLarge: (limit: number) => `The file is larger than ${megabytes(limit)} MB.`,
  empty: "The file is empty; choose another.",
  type: (accept: string[]) => `Allowed types: ${accept.join(", ")}.`,
} as const;

/** Why a chosen file cannot be sent (the first problem), or null. */
export function fileProblem(file: { size: number; type: string }, rules: { limit: number; accept?: string[] }): string | null {
  if (file.size === 0) return MESSAGES.empty;
  if (file.size > rules.limit) return MESSAGES.tooLarge(rules.limit);
  if (!typeAllowed(file.type || "application/octet-stream", rules.accept)) return MESSAGES.type(rules.accept!);
  return null;
}
