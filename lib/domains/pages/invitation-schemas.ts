/**
 * Shapes of invitations (POST/GET /api/v3/control/pages/{id}/invitations,
 * lib/domains/pages/invitations.ts) and of a Page's mail settings: the owner's
 * notification of each submission and the person's emailed receipt
 * (lib/domains/pages/notify.ts). Validation, OpenAPI and MCP tool schemas.
 */
import { z } from "zod";
import "zod-openapi";
import { normalizeEmail } from "../auth/email";

/** An address the service emails: normalised (lib/domains/auth/email.ts), at most 254 characters. */
const EmailAddress = z.string().max(254).overwrite(normalizeEmail).pipe(z.email());

/** How long an invitation's sign-in link works (once): 7 days. */
export const INVITATION_LINK_DAYS = 7;
export const INVITATION_LIMITS = {
  /** A second invitation to the same address within this many minutes answers the first again and sends nothing. */
  repeatWindowMinutes: 10,
  /** Invitations one Page may send in any 24 hours. */
  perDay: 50,
  message: 1_000,
} as const;

export const InvitationInputSchema = z
  .strictObject({
    email: EmailAddress.meta({ description: "Who is invited (normalised to lower case). A private Page adds it to its audience." }),
    message: z
      .string()
      .trim()
      .min(1)
      .max(INVITATION_LIMITS.message)
      // Plain text: no control characters but line breaks.
      .refine((text) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text), "plain text only (no control characters)")
      .optional()
      .meta({ description: `A short note shown in the email under who is asking (plain text, at most ${INVITATION_LIMITS.message} characters).` }),
  })
  .meta({
    id: "InvitationInput",
    description: "Invite a person by email: one call emails them a sign-in link that lands on the Page.",
    example: { email: "ann@example.com", message: "Please book your first session this week." },
  });

export const InvitationSchema = z
  .object({
    id: z.string().meta({ description: "inv_…" }),
    email: z.string(),
    message: z.string().nullable(),
    invitedAt: z.iso.datetime(),
    invitedBy: z.literal("controller").meta({ description: "The Page's controller (a capability token of the Page)." }),
    expiresAt: z.iso.datetime().meta({ description: `When the sign-in link stops working (${INVITATION_LINK_DAYS} days after it was sent; it works once before that).` }),
    openedAt: z.iso.datetime().nullable().meta({ description: "When the person first opened the Page signed in as this email after the invitation; null until then." }),
    status: z.enum(["sent", "opened", "expired"]).meta({ description: "opened: they opened the Page; expired: not opened and the link no longer works; sent: otherwise." }),
    addedToAudience: z.boolean().meta({ description: "Whether the invitation added the email to the (private) Page's audience." }),
  })
  .meta({ id: "Invitation" });

export const InvitationSentSchema = InvitationSchema.extend({
  repeated: z.boolean().meta({
    description: `true: this address was invited within the last ${INVITATION_LIMITS.repeatWindowMinutes} minutes; that invitation is answered again (200) and no second email is sent.`,
  }),
}).meta({ id: "InvitationSent" });

export const INVITATIONS_LIMIT = { min: 1, max: 200, default: 50 } as const;

export const InvitationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(INVITATIONS_LIMIT.min).max(INVITATIONS_LIMIT.max).default(INVITATIONS_LIMIT.default),
  cursor: z.string().max(100).optional().meta({ description: "nextCursor of the previous page." }),
});

export const InvitationListSchema = z
  .object({ invitations: z.array(InvitationSchema), nextCursor: z.string().nullable() })
  .meta({ id: "InvitationList", description: "Newest first." });

/** The owner's notification: each submission of the Page emails a short summary to this address. */
export const PageNotifySchema = z
  .strictObject({ email: EmailAddress.meta({ description: "Where the summary of each submission is emailed." }) })
  .meta({
    id: "PageNotify",
    description:
      "Opt-in: each submission emails this address a short summary (who, what, the control API path of the full record; no link). At most 60 such emails per Page per hour; beyond that the submissions are still recorded, evented and listed.",
    example: { email: "owner@praxis-weber.example" },
  });

export const ReceiptSchema = z
  .boolean()
  .meta({ description: "Opt-in: after each submission, the person who sent it is emailed a receipt of what they sent, in the Page's language (bookings and signatures already send their own confirmation and signed copy)." });
