/** Content building blocks more than one toolType uses. */
import { z } from "zod";
import "zod-openapi";
import { normalizeEmail } from "../../auth/email";

/** Text a person reads: trimmed, not empty, at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1).max(max);
/** A key the controller chooses (a field's name, an item's id). */
export const key = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "letters, digits, _ or -, starting with a letter");
export const httpsUrl = z.url({ protocol: /^https?$/ }).max(2_000);
export const currency = z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code such as USD");

/** The largest file a requested upload or a form's file field may take (its max_size_bytes, maxSizeBytes): 50 MiB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Accepted media types of an upload: exact types or `type/*` (a file's type is checked against them; a file extension would match nothing). */
export const acceptedTypes = z
  .array(z.string().max(100).regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/i, "a media type such as application/pdf or image/*"))
  .max(20);

/** A refinement: no two items of a list with the same `pick`. */
export const uniqueBy =
  <T>(pick: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = pick(item);
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `duplicate ${what} "${value}"` });
      seen.add(value);
    });
  };

/** A file offered to the person (file_sharer's files, file_vault's deposited files). */
export const SharedFileSchema = z
  .looseObject({
    name: text(200),
    url: httpsUrl,
    description: z.string().max(1_000).optional(),
    mime_type: z.string().max(100).optional(),
    size_bytes: z.number().int().min(0).optional(),
  })
  .meta({ id: "SharedFile" });

/** A person's email address as a controller names them in content (approvers, signers): compared in its normal form (lib/domains/auth/email.ts). */
export const personEmail = z.email({ error: "an email address" }).max(320);

/** A bounded list of distinct people (approvers): each address once, compared in its normal form. */
export const emailList = (max: number, what: string) =>
  z
    .array(personEmail)
    .min(1)
    .max(max)
    .superRefine(uniqueBy((email: string) => normalizeEmail(email), what));

/**
 * Reading stored submission data (and content as stored): a member that is
 * not there or not of its type reads as the read side always read it (no
 * text: "", no number: NaN), so every record ever stored still parses.
 */
export const storedText = z.string().catch("");
export const storedNumber = z.coerce.number().catch(Number.NaN);
/** A stored list whose items are read one by one (an item that cannot be read is dropped); not a list: empty. */
export const storedList = <S extends z.ZodType>(item: S) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<S>] : [];
    }));

