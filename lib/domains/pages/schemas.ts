/**
 * Page shapes (spec 2.2, 4.4): validation, OpenAPI and MCP tool schemas.
 */
import { z } from "zod";
import { provisionedSchema, WebhookInputSchema } from "../webhooks/schemas";
import "zod-openapi";
import { AudienceEmailsSchema, hasSomeMember, privateWithoutAudience, ResourceRecordBaseSchema, VisibilitySchema } from "../leases/schemas";
import { DEFAULT_TOOL_TYPE, PAGE_TYPES, parseContent, TOOL_TYPES, ToolTypeSchema, type ToolType } from "./content";
import { SUBMISSION_KINDS } from "./types/names";
import { BrandingSchema } from "./branding";
import { LinkSchema } from "../links/schemas";
import { PageNotifySchema, ReceiptSchema } from "./invitation-schemas";
import { ApprovalSnapshotSchema, CatalogSnapshotSchema, DocumentSnapshotSchema } from "./rendered";

export const PAGE_LIMITS = { label: 200, contentBytes: 256 * 1024, embedOrigins: 10 } as const;

/**
 * Where a Page may be framed: https origins only (scheme, host and optional
 * port, nothing else), each normalised (lower case, no default port).
 * Empty (the default): nowhere, `frame-ancestors 'none'` and
 * X-Frame-Options: DENY on /pages/{id} (lib/core/http/csp.ts).
 */
export const EmbedOriginsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(300)
      .refine((value) => {
        try {
          const url = new URL(value);
          return (
            url.protocol === "https:" &&
            !url.username &&
            !url.password &&
            /^https:\/\/[^/?#]+\/?$/i.test(value) &&
            // A host name or an IP address: no wildcard, nothing a policy would read as another source.
            /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(url.hostname)
          );
        } catch {
          return false;
        }
      }, "must be an https origin such as https://intranet.example.com (no path, query or wildcard)")
      .transform((value) => new URL(value).origin),
  )
  .max(PAGE_LIMITS.embedOrigins)
  .transform((origins) => [...new Set(origins)])
  .meta({
    description: `https origins allowed to show this Page in a frame (at most ${PAGE_LIMITS.embedOrigins}); empty: no site may frame it (Content-Security-Policy frame-ancestors 'none').`,
    example: ["https://intranet.example.com"],
  });

/** Request body limits: content at its largest, with JSON escaping. */
export const PAGE_BODY_LIMITS = { provision: 512 * 1024, patch: PAGE_LIMITS.contentBytes * 2 } as const;

/** Bytes of a value as UTF-8 JSON. */
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

const ContentInputSchema = z
  .record(z.string(), z.unknown())
  .refine((content) => jsonBytes(content) <= PAGE_LIMITS.contentBytes, {
    message: `Content may be at most ${PAGE_LIMITS.contentBytes} bytes as JSON.`,
  })
  .meta({
    description: `Structured content; the expected keys depend on toolType (see contentContract in /api/v3/resource-model, or the <ToolType>Content schemas among this document's components: CustomFormContent, ApprovalContent…). At most ${PAGE_LIMITS.contentBytes} bytes as JSON.`,
  });

/** The first example of a toolType's module (lib/domains/pages/types/<toolType>) as a provision body and as a PATCH body. */
export function pageExample(toolType: ToolType) {
  const example = PAGE_TYPES[toolType].examples[0];
  const content = example.content as Record<string, unknown>;
  return { summary: example.summary, provision: { label: example.label, toolType, content }, patch: { label: example.label, content } };
}

/** Named request examples of the provision and PATCH bodies, one per toolType (the OpenAPI document's media type examples). */
export function pageBodyExamples(body: "provision" | "patch"): Record<string, { summary: string; value: Record<string, unknown> }> {
  return Object.fromEntries(TOOL_TYPES.map((toolType) => [toolType, { summary: `${toolType}: ${pageExample(toolType).summary}`, value: pageExample(toolType)[body] }]));
}

/** Adds the content contract's issues under `content`. */
function checkContent(toolType: ToolType, content: Record<string, unknown> | undefined, ctx: z.RefinementCtx) {
  const result = parseContent(toolType, content);
  if (!result.success) {
    for (const issue of result.issues) ctx.addIssue({ code: "custom", path: ["content", ...issue.path], message: issue.message });
  }
}

export const PageProvisionInputSchema = z
  .object({
    label: z.string().trim().min(1).max(PAGE_LIMITS.label).meta({ description: "Human-facing Page label." }),
    toolType: ToolTypeSchema.default(DEFAULT_TOOL_TYPE),
    content: ContentInputSchema.optional(),
    visibility: VisibilitySchema.default("public"),
    audienceEmails: AudienceEmailsSchema.default([]).meta({
      description: "Signed-in counterpart emails allowed when private (at most 500; normalised to lower case): at least one when private.",
    }),
    embedOrigins: EmbedOriginsSchema.default([]),
    branding: BrandingSchema.optional(),
    notify: PageNotifySchema.optional(),
    receipt: ReceiptSchema.default(false),
    webhook: WebhookInputSchema.optional().meta({
      description: "Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once.",
    }),
  })
  .strict()
  .superRefine((input, ctx) => {
    checkContent(input.toolType, input.content, ctx);
    const closed = privateWithoutAudience(input);
    if (closed) ctx.addIssue({ code: "custom", path: ["audienceEmails"], message: closed });
  })
  .meta({ id: "PageProvisionInput", examples: TOOL_TYPES.map((toolType) => pageExample(toolType).provision) });

export const PagePatchInputSchema = z
  .object({
    label: PageProvisionInputSchema.shape.label.optional(),
    content: ContentInputSchema.optional().meta({ description: "Replaces the content; validated against the Page's toolType." }),
    visibility: VisibilitySchema.optional(),
    embedOrigins: EmbedOriginsSchema.optional().meta({ description: "Replaces the origins allowed to frame this Page; [] allows none." }),
    branding: BrandingSchema.optional().meta({ description: "Replaces the branding; {} removes it." }),
    notify: PageNotifySchema.nullable().optional().meta({ description: "Sets the owner's notification of each submission; null turns it off." }),
    receipt: ReceiptSchema.optional(),
  })
  .strict()
  .refine(...hasSomeMember)
  .meta({ id: "PagePatchInput", examples: TOOL_TYPES.map((toolType) => pageExample(toolType).patch) });

/** A top-level member of a Page's content that its toolType does not read (the answers' `warnings`). */
export const ContentWarningSchema = z
  .object({
    path: z.string().meta({ description: "Dotted path of the member.", examples: ["content.description"] }),
    message: z.string(),
  })
  .meta({ id: "ContentWarning" });

export const PageSchema = ResourceRecordBaseSchema.extend({
  type: z.literal("page"),
  label: z.string(),
  toolType: ToolTypeSchema,
  content: z.record(z.string(), z.unknown()).meta({ description: "Effective content (the default applied where content was omitted)." }),
  counterpartUrl: z.string().url().meta({ description: "Where signed-in counterparts open this Page." }),
  embedOrigins: z.array(z.string()).meta({ description: "https origins allowed to frame this Page; empty: none." }),
  branding: BrandingSchema,
  notify: PageNotifySchema.nullable().meta({ description: "The owner's notification of each submission (null: off)." }),
  receipt: z.boolean().meta({ description: "Whether the person is emailed a receipt of each submission." }),
  links: z.array(LinkSchema).meta({ description: "The Persons this Page is linked to (POST /api/v3/control/persons/{id}/links), oldest first: whose tasks its submissions start." }),
  warnings: z
    .array(ContentWarningSchema)
    .optional()
    .meta({
      description:
        "Provision and PATCH answers only, when there are any: the top-level members of `content` its toolType does not read (kept, but unused). A near miss of one it reads, or an unknown key in an element, is refused (400) instead.",
    }),
}).meta({ id: "Page" });

export const PageProvisionedSchema = provisionedSchema("page", PageSchema, {
  id: "PageProvisioned",
  description: "The new Page and its one-time capability token (member `capabilityToken.token`).",
});

export const SUBMISSIONS_LIMIT = { min: 1, max: 200, default: 50 } as const;

export const SubmissionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(SUBMISSIONS_LIMIT.min).max(SUBMISSIONS_LIMIT.max).default(SUBMISSIONS_LIMIT.default),
  cursor: z.string().max(100).optional().meta({ description: "nextCursor of the previous page." }),
  format: z.enum(["json", "csv"]).default("json").meta({ description: "csv answers text/csv with one row per submission." }),
});

/** What a signature records: the audit trail and the document as the signer was shown it. */
export const SignatureDataSchema = z
  .object({
    documentTitle: z.string(),
    documentSha256: z.string().meta({ description: "SHA-256 (hex) of the document's visible text as rendered to the signer (document.text)." }),
    document: DocumentSnapshotSchema,
    documentLayout: z
      .array(z.record(z.string(), z.unknown()))
      .optional()
      .meta({ description: "document.text in blocks, as rendered (headings {heading, text}, paragraphs and list items {text, indent?, prefix?}, code {code}, tables {table: [{cells, header}]}, rules {rule}): the sealed PDF's layout. Visible text only." }),
    typedName: z.string(),
    initials: z.string().optional(),
    signerEmail: z.string(),
    signedAt: z.iso.datetime(),
    ip: z.string().nullable(),
    userAgentClaimed: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "The User-Agent header the signer's browser sent: what it claims to be, not verified (anyone can send any value). Absent on signatures recorded before it, which carry the same header as userAgent." }),
    userAgent: z.string().nullable().optional().meta({ description: "Signatures recorded before userAgentClaimed: the same claimed User-Agent header." }),
    pdfSha256: z
      .string()
      .optional()
      .meta({ description: "SHA-256 (hex) of the sealed PDF made when the person signed (GET …/submissions/{submissionId}/pdf gives the same bytes; /verify accepts exactly these)." }),
    verifyUrl: z.string().optional().meta({ description: "Where the sealed PDF says a copy can be checked (the service's /verify when it was sealed)." }),
    earlierSignatures: z
      .array(
        z.object({
          signatureId: z.string(),
          typedName: z.string(),
          initials: z.string().optional(),
          signerEmail: z.string(),
          signedAt: z.iso.datetime(),
          ip: z.string().nullable().optional(),
          userAgentClaimed: z.string().nullable().optional().meta({ description: "The User-Agent header that signer's browser sent: a claim, not verified." }),
          userAgent: z.string().nullable().optional(),
        }),
      )
      .optional()
      .meta({ description: "With named signers (content.signers): the signatures recorded before this one, oldest first; this signature's sealed copy lists them all on its certificate (the last signer's copy lists every signature)." }),
    sealVersion: z
      .number()
      .int()
      .optional()
      .meta({ description: "Which builder sealed the PDF (absent: 1, Windows-1252 standard fonts; 2: embedded DejaVu fonts, Latin, Greek, Cyrillic and more as typed). Kept so the copy is built again byte for byte." }),
    signing: z
      .object({ signed: z.number().int(), total: z.number().int() })
      .optional()
      .meta({ description: "With named signers: how many had signed with this signature, of how many." }),
  })
  .meta({ id: "SignatureData" });

export const ApprovalDataSchema = z
  .object({ decision: z.enum(["approved", "rejected"]), comment: z.string(), request: ApprovalSnapshotSchema })
  .meta({ id: "ApprovalData" });

export const OrderDataSchema = z
  .object({
    items: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number().meta({ description: "The price the person saw." }) })),
    total: z.number(),
    currency: z.string(),
    note: z.string().optional(),
    catalog: CatalogSnapshotSchema,
  })
  .meta({ id: "OrderData" });

export const SubmissionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(SUBMISSION_KINDS),
    submitterEmail: z.string(),
    data: z.union([SignatureDataSchema, ApprovalDataSchema, OrderDataSchema, z.record(z.string(), z.unknown())]).meta({
      description:
        "By kind: signature → SignatureData (with the document as rendered to the signer); approval → ApprovalData (with the request as shown); order → OrderData (with the items and prices shown); form and lead → answers by field name; booking, checklist, upload → their details. Records made before the snapshots existed have no document/request/catalog member.",
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Submission" });

export const SubmissionListSchema = z
  .object({ submissions: z.array(SubmissionSchema), nextCursor: z.string().nullable() })
  .meta({ id: "SubmissionList", description: "Newest first." });

const answerText = z.string().max(20_000);

/** A signed-in counterpart's answers to a form Page (POST /api/counterpart/pages/{id}/submissions). */
export const CounterpartFormInputSchema = z
  .object({
    answers: z
      .record(z.string().max(200), z.union([answerText, z.number(), z.boolean(), z.null(), z.array(answerText).max(200)]))
      .meta({
        description:
          "Answers by field name, read as the browser form's: text; a number or boolean as its text (checkbox: true/false); null, \"\" or a missing member is no answer (\"Required.\" for a required field, absent from the submission otherwise); multiple_choice values as an array. A name that is not a field of the form is refused.",
      }),
  })
  .strict()
  .meta({ id: "CounterpartFormInput" });

const SeenSchema = z
  .string()
  .max(100)
  .optional()
  .meta({
    description:
      "The `version` of the snapshot the person was shown (the page's hidden `seen` field). Missing or outdated: 409 conflict with the snapshot as it is now in `current`; show it, then send its `version`.",
  });

/** A signed-in counterpart's decision on an approval Page. */
export const CounterpartDecisionInputSchema = z
  .object({
    decision: z.enum(["approved", "rejected"]),
    comment: z.string().max(5_000).default(""),
    seen: SeenSchema,
  })
  .strict()
  .meta({ id: "CounterpartDecisionInput" });

/** A signed-in counterpart's signature on an e_signature Page. */
export const CounterpartSignatureInputSchema = z
  .object({
    typedName: z.string().max(200),
    initials: z.string().max(20).optional().meta({ description: "For signing_mode typed_name_and_initials." }),
    agree: z.boolean().meta({ description: "The person's consent to sign; must be true." }),
    seen: SeenSchema,
  })
  .strict()
  .meta({ id: "CounterpartSignatureInput" });

/** The controller cancels a booking of its scheduler Page (POST …/bookings/{bookingId}/cancel). */
export const BookingCancelInputSchema = z
  .object({ reason: z.string().trim().max(1_000).optional().meta({ description: "Why (carried in the page.booking.cancelled event and kept on the booking)." }) })
  .strict()
  .meta({ id: "BookingCancelInput" });

/** A signed-in counterpart declines to sign an e_signature Page (final for them). */
export const CounterpartDeclineInputSchema = z
  .object({
    decline: z.literal(true),
    reason: z.string().max(2_000).optional().meta({ description: "Why, if the signer says (shown to the controller)." }),
    seen: SeenSchema,
  })
  .strict()
  .meta({ id: "CounterpartDeclineInput" });

const COUNTERPART_SHAPES = [
  { key: "answers", schema: CounterpartFormInputSchema },
  { key: "decision", schema: CounterpartDecisionInputSchema },
  { key: "typedName", schema: CounterpartSignatureInputSchema },
  { key: "decline", schema: CounterpartDeclineInputSchema },
] as const;

export type CounterpartSubmissionInput =
  | ({ type: "form" } & z.output<typeof CounterpartFormInputSchema>)
  | ({ type: "decision" } & z.output<typeof CounterpartDecisionInputSchema>)
  | ({ type: "signature" } & z.output<typeof CounterpartSignatureInputSchema>)
  | ({ type: "decline" } & z.output<typeof CounterpartDeclineInputSchema>);

/**
 * The body of POST /api/counterpart/pages/{id}/submissions: form answers
 * (`answers`), an approval decision (`decision`), a signature (`typedName`)
 * or a declined signature (`decline`). The member present says which, and that shape is checked
 * (so each problem is reported by field, not as "no shape matched").
 */
export const CounterpartSubmissionInputSchema = z.record(z.string(), z.unknown()).transform((body, ctx): CounterpartSubmissionInput => {
  const shape = COUNTERPART_SHAPES.find(({ key }) => Object.hasOwn(body, key));
  if (!shape) {
    ctx.addIssue({
      code: "custom",
      path: [],
      message: "Send form answers ({answers}), an approval decision ({decision, comment, seen}), a signature ({typedName, initials, agree, seen}) or a declined signature ({decline: true, reason, seen}).",
    });
    return z.NEVER;
  }
  const parsed = shape.schema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  const type = ({ answers: "form", decision: "decision", typedName: "signature", decline: "decline" } as const)[shape.key];
  return { type, ...parsed.data } as CounterpartSubmissionInput;
});

/** A signature's sealed PDF for a client that cannot fetch REST's binary answer (MCP get_signed_copy). */
export const SignedCopySchema = z
  .strictObject({
    name: z.string().meta({ description: "A file name for it, e.g. signed-agreement-2026-11-24.pdf." }),
    mimeType: z.literal("application/pdf"),
    sizeBytes: z.number().int(),
    sha256: z.string().meta({ description: "The PDF's SHA-256 (hex): the record's pdfSha256, what /verify checks." }),
    contentBase64: z.string().meta({ description: "The PDF's bytes, base64." }),
  })
  .meta({ id: "SignedCopy" });
