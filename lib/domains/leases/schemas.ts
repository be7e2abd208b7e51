/**
 * Shapes shared by both resources: visibility and audience for counterparts,
 * and the lease record. The capability token's shapes are in lib/domains/tokens/schemas.ts,
 * the payment's in lib/domains/payments/schemas.ts.
 */
import { z } from "zod";
import "zod-openapi";
import { normalizeEmail } from "../auth/email";

export { RESOURCE_TYPES, ResourceTypeSchema, type ResourceType } from "../events/catalogue";

export const VisibilitySchema = z
  .enum(["public", "private"])
  .meta({
    id: "Visibility",
    description:
      "Counterpart visibility only. `public`: any signed-in user. `private`: the signed-in owner or a signed-in user whose email is in audienceEmails. Never grants controller authority.",
  });

export const MAX_AUDIENCE_EMAILS = 500;

/**
 * Why a private Page would be open to no one (spec 5: `private` is the signed-in owner and the approved
 * audience), or null: it needs an email in its audience or, once set with POST …/audience, an owner. A provision has
 * no owner yet, so it needs audienceEmails. Checked at provision, on PATCH and on POST …/audience.
 */
export function privateWithoutAudience(page: { visibility: string; audienceEmails: readonly string[]; ownerEmail?: string | null }): string | null {
  if (page.visibility !== "private" || page.audienceEmails.length > 0 || page.ownerEmail) return null;
  return `a private Page needs an audience, or no one can open it: list the emails that may open it in audienceEmails (POST …/audience sets audienceEmails and ownerEmail later; an invitation adds its email)`;
}

/** Emails are compared normalised (lib/domains/auth/email.ts: NFKC, lower case, trimmed) and stored that way. */
export const AudienceEmailsSchema = z
  .array(z.string().overwrite(normalizeEmail).pipe(z.email()))
  .max(MAX_AUDIENCE_EMAILS)
  .transform((emails) => [...new Set(emails)])
  .meta({ description: `Signed-in counterpart emails allowed when private (at most ${MAX_AUDIENCE_EMAILS}; normalised to lower case).` });

export const OwnerEmailSchema = z
  .string()
  .overwrite(normalizeEmail)
  .pipe(z.email())
  .nullable()
  .meta({ description: "The signed-in owner, who may always open the resource as a counterpart (null clears it)." });

export const AudienceInputSchema = z
  .object({
    visibility: VisibilitySchema.optional(),
    audienceEmails: AudienceEmailsSchema.optional(),
    ownerEmail: OwnerEmailSchema.optional(),
  })
  .strict()
  .refine((v) => v.visibility !== undefined || v.audienceEmails !== undefined || v.ownerEmail !== undefined, {
    message: "Send visibility, audienceEmails, ownerEmail or any of them together.",
  })
  .meta({ id: "AudienceInput", description: "Sets counterpart access; changes nothing about controller authority." });

export const AccessSchema = z
  .object({
    id: z.string(),
    visibility: VisibilitySchema,
    audienceEmails: z.array(z.string()),
    ownerEmail: z.string().nullable(),
    counterpartUrl: z.string().url(),
  })
  .meta({ id: "Access", description: "Counterpart access of one resource." });

export const LeaseStatusSchema = z.enum(["pending", "active", "expired", "destroyed"]).meta({
  id: "LeaseStatus",
  description:
    "pending: its payment is settling; active: paid and inside its term; expired: the term ended without renewal; destroyed: deleted by the controller. See docs/decisions.md.",
});

export const LeaseSchema = z
  .object({
    id: z.string(),
    status: LeaseStatusSchema,
    termStart: z.iso.datetime(),
    termEnd: z.iso.datetime(),
    termDays: z.number().int(),
    unit: z.enum(["turns", "submissions"]),
    included: z.number().int().meta({ description: "Turns (Person) or submissions (Page) included per term." }),
    used: z.number().int(),
    remaining: z.number().int(),
    renewals: z.number().int(),
  })
  .meta({ id: "Lease" });

/** Members every resource record has: identity, counterpart access, lease, times. */
export const ResourceRecordBaseSchema = z.object({
  id: z.string(),
  visibility: VisibilitySchema,
  audienceEmails: z.array(z.string()),
  ownerEmail: z.string().nullable(),
  counterpartUrl: z.string().url(),
  lease: LeaseSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** For PATCH bodies: all members optional, but at least one must be sent. */
export const hasSomeMember = [
  (value: Record<string, unknown>) => Object.values(value).some((member) => member !== undefined),
  { message: "Send at least one member to change." },
] as const;
