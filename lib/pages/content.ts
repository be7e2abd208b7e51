/**
 * Content contracts of the Page toolTypes (spec 2.2): one zod schema per
 * toolType, with the element shapes the spec leaves open decided here (see
 * docs/decisions.md), and the safe default applied when content is omitted.
 * Unknown members are kept (content is free-form); known members are checked.
 */
import { z } from "zod";
import "zod-openapi";
import { compilePattern, PATTERN_MAX_LENGTH } from "./patterns";

export const TOOL_TYPES = [
  "custom_form",
  "scheduler",
  "order_taker",
  "file_sharer",
  "checklist",
  "e_signature",
  "payment",
  "approval",
  "file_vault",
  "data_dashboard",
  "lead_collector",
  "artifact",
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];
export const ToolTypeSchema = z.enum(TOOL_TYPES).meta({ id: "ToolType" });
export const DEFAULT_TOOL_TYPE: ToolType = "custom_form";

const text = (max: number) => z.string().trim().min(1).max(max);
const key = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "letters, digits, _ or -, starting with a letter");
const httpsUrl = z.url({ protocol: /^https?$/ }).max(2_000);
const currency = z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code such as USD");

/** The most an e_signature Page's max_signatures_per_person may allow. */
export const MAX_SIGNATURES_PER_PERSON = 100;

/** The largest file a requested upload or a form's file field may take (its max_size_bytes, maxSizeBytes): 50 MiB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Accepted media types of an upload: exact types or `type/*` (a file's type is checked against them; a file extension would match nothing). */
const acceptedTypes = z
  .array(z.string().max(100).regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/i, "a media type such as application/pdf or image/*"))
  .max(20);

export const FORM_FIELD_TYPES = [
  "text",
  "long_text",
  "email",
  "number",
  "date",
  "single_choice",
  "multiple_choice",
  "checkbox",
  "file",
  "phone",
  "url",
] as const;

export const FormFieldSchema = z
  .looseObject({
    name: key.meta({ description: "Key of the answer in the submission." }),
    label: text(200),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean().default(false),
    placeholder: z.string().max(200).optional(),
    helpText: z.string().max(500).optional(),
    options: z.array(text(200)).min(1).max(100).optional().meta({ description: "Choices of single_choice and multiple_choice." }),
    min: z.number().optional().meta({ description: "number: smallest value; date: not used." }),
    max: z.number().optional(),
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).max(20_000).optional(),
    pattern: z
      .string()
      .max(PATTERN_MAX_LENGTH)
      .optional()
      .meta({
        description:
          "A regular expression (RE2 syntax: no backreferences or lookaround) that text answers must match somewhere (an unanchored search; use ^…$ for the whole answer). Checked on the server in linear time.",
      }),
    accept: acceptedTypes.optional().meta({ description: "file: accepted media types, e.g. application/pdf or image/*; any when absent." }),
    maxSizeBytes: z
      .number()
      .int()
      .positive()
      .max(MAX_UPLOAD_BYTES)
      .optional()
      .meta({ description: "file: largest accepted upload in bytes (10 MiB when absent, at most 50 MiB)." }),
  })
  .superRefine((field, ctx) => {
    const choice = field.type === "single_choice" || field.type === "multiple_choice";
    if (choice && !field.options) ctx.addIssue({ code: "custom", path: ["options"], message: `${field.type} needs options` });
    if (field.pattern !== undefined) {
      const compiled = compilePattern(field.pattern);
      if (!compiled.ok) ctx.addIssue({ code: "custom", path: ["pattern"], message: compiled.message });
    }
  })
  .meta({ id: "FormField" });

const uniqueBy =
  <T>(pick: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = pick(item);
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `duplicate ${what} "${value}"` });
      seen.add(value);
    });
  };

const formFields = z.array(FormFieldSchema).min(1).max(100).superRefine(uniqueBy((f) => f.name, "field name"));

export const CustomFormContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    fields: formFields,
    submitButtonText: text(60).default("Submit"),
    successMessage: text(1_000).default("Thank you. Your response has been recorded."),
  })
  .meta({ id: "CustomFormContent" });

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 09:00");

export const SchedulerContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    available_days: z.array(z.enum(WEEKDAYS)).min(1).max(7),
    available_hours: z
      .object({ start: hhmm, end: hhmm })
      .refine((h) => h.start < h.end, { message: "start must be before end" })
      .meta({ description: "Daily window in the scheduler's timezone." }),
    timezone: z.string().refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "an IANA timezone such as Europe/Berlin"),
    slot_duration_minutes: z.number().int().min(5).max(480),
    booking_window_days: z.number().int().min(1).max(365).default(30).meta({ description: "How far ahead slots are offered." }),
  })
  .meta({ id: "SchedulerContent" });

export const OrderItemSchema = z
  .looseObject({
    id: key,
    name: text(200),
    description: z.string().max(2_000).optional(),
    price: z.number().min(0).meta({ description: "Unit price in `currency` (major units, e.g. 12.50)." }),
    category: z.string().max(100).optional(),
    max_quantity: z.number().int().min(1).max(10_000).default(100),
  })
  .meta({ id: "OrderItem" });

export const OrderTakerContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    currency: currency.default("USD"),
    featured_category: z.string().max(100).optional(),
    checkout_mode: z
      .enum(["request", "external"])
      .default("request")
      .meta({ description: "request: the order is recorded, no payment is taken; external: the controller arranges payment and fulfilment." }),
    items: z.array(OrderItemSchema).min(1).max(500).superRefine(uniqueBy((i) => i.id, "item id")).meta({ description: "Extension: the catalog offered." }),
  })
  .meta({ id: "OrderTakerContent" });

export const SharedFileSchema = z
  .looseObject({
    name: text(200),
    url: httpsUrl,
    description: z.string().max(1_000).optional(),
    mime_type: z.string().max(100).optional(),
    size_bytes: z.number().int().min(0).optional(),
  })
  .meta({ id: "SharedFile" });

export const FileSharerContentSchema = z
  .looseObject({ title: text(200), files: z.array(SharedFileSchema).min(1).max(200) })
  .meta({ id: "FileSharerContent" });

export const ChecklistTaskSchema = z
  .looseObject({ id: key, label: text(300), description: z.string().max(2_000).optional(), required: z.boolean().default(false) })
  .meta({ id: "ChecklistTask" });

export const ChecklistContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    tasks: z.array(ChecklistTaskSchema).min(1).max(200).superRefine(uniqueBy((t) => t.id, "task id")),
  })
  .meta({ id: "ChecklistContent" });

export const ESignatureContentSchema = z
  .looseObject({
    document_title: text(200),
    signer_instructions: z.string().max(2_000).optional(),
    document_markdown: z.string().min(1).max(200_000),
    signing_mode: z
      .enum(["typed_name", "typed_name_and_initials"])
      .default("typed_name")
      .meta({ description: "What the signer types to sign." }),
    max_signatures_per_person: z
      .number()
      .int()
      .min(1)
      .max(MAX_SIGNATURES_PER_PERSON)
      .default(1)
      .meta({
        description: `Extension: how many signatures one signed-in person (one email address) may record on this Page; 1 by default. A further attempt is refused (409 already_submitted) and the page shows the person's signature instead of the form. At most ${MAX_SIGNATURES_PER_PERSON}.`,
      }),
  })
  .meta({ id: "ESignatureContent" });

export const LineItemSchema = z
  .looseObject({
    description: text(500),
    quantity: z.number().positive().default(1),
    unit_price: z.number().min(0).meta({ description: "In `currency`, major units." }),
  })
  .meta({ id: "LineItem" });

export const PaymentContentSchema = z
  .looseObject({
    invoice_title: text(200),
    due_date: z.iso.date().optional(),
    currency: currency.default("USD"),
    checkout_url: httpsUrl.meta({ description: "Where the participant pays; this service never settles anything." }),
    line_items: z.array(LineItemSchema).min(1).max(200),
  })
  .meta({ id: "PaymentContent" });

export const ApprovalContentSchema = z
  .looseObject({
    request_title: text(200),
    request_description: z.string().max(5_000).optional(),
    request_details_markdown: z.string().max(100_000).optional(),
    allow_decision_change: z
      .boolean()
      .default(false)
      .meta({
        description:
          "Extension: false (the default): one decision per signed-in person (one email address); a second one is refused (409 already_submitted) and the page shows the person's decision instead of the buttons. true: a person may decide again; each decision is a submission and their latest one counts.",
      }),
  })
  .meta({ id: "ApprovalContent" });

export const RequestedUploadSchema = z
  .looseObject({
    key,
    label: text(200),
    description: z.string().max(1_000).optional(),
    required: z.boolean().default(false),
    accept: acceptedTypes.optional().meta({ description: "Accepted media types, e.g. application/pdf or image/*." }),
    max_size_bytes: z.number().int().positive().max(MAX_UPLOAD_BYTES).default(10 * 1024 * 1024),
  })
  .meta({ id: "RequestedUpload" });

export const FileVaultContentSchema = z
  .looseObject({
    vault_title: text(200),
    description: z.string().max(5_000).optional(),
    deposited_files: z.array(SharedFileSchema).max(200).default([]),
    requested_uploads: z.array(RequestedUploadSchema).max(50).superRefine(uniqueBy((u) => u.key, "upload key")).default([]),
  })
  .meta({ id: "FileVaultContent" });

export const ChartSchema = z
  .looseObject({
    title: text(200),
    type: z.enum(["bar", "line", "pie", "metric", "table"]),
    unit: z.string().max(20).optional(),
    data: z
      .array(z.object({ label: z.string().max(200), value: z.number() }))
      .min(1)
      .max(1_000),
  })
  .meta({ id: "Chart" });

export const DataDashboardContentSchema = z
  .looseObject({
    dashboard_title: text(200),
    description: z.string().max(5_000).optional(),
    charts: z.array(ChartSchema).min(1).max(50),
  })
  .meta({ id: "DataDashboardContent" });

export const LeadCollectorContentSchema = z
  .looseObject({
    title: text(200).optional(),
    description: z.string().max(5_000).optional(),
    fields: formFields.optional().meta({ description: "When present, the form (the same field contract as custom_form); without it the content is shown as an artifact." }),
    submitButtonText: text(60).optional(),
    successMessage: text(1_000).optional(),
  })
  .meta({
    id: "LeadCollectorContent",
    description: "Legacy lead capture: custom_form's members, all optional; other members are kept and shown as text. custom_form is preferred.",
  });

export const ControllerDefinedContentSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: "ControllerDefinedContent", description: "Controller-defined content; no stable external schema may be assumed." });

export const CONTENT_SCHEMAS = {
  custom_form: CustomFormContentSchema,
  scheduler: SchedulerContentSchema,
  order_taker: OrderTakerContentSchema,
  file_sharer: FileSharerContentSchema,
  checklist: ChecklistContentSchema,
  e_signature: ESignatureContentSchema,
  payment: PaymentContentSchema,
  approval: ApprovalContentSchema,
  file_vault: FileVaultContentSchema,
  data_dashboard: DataDashboardContentSchema,
  lead_collector: LeadCollectorContentSchema,
  artifact: ControllerDefinedContentSchema,
} as const satisfies Record<ToolType, z.ZodType>;

/** The content keys the spec lists per toolType, and its purpose line. */
export const TOOL_TYPE_INFO: Record<ToolType, { purpose: string; contentKeys: string[] }> = {
  custom_form: {
    purpose: "Structured intake, lead capture, questionnaires, response collection",
    contentKeys: ["title", "description", "fields[]", "submitButtonText", "successMessage"],
  },
  scheduler: {
    purpose: "Participant booking surface",
    contentKeys: ["title", "description", "available_days", "available_hours", "timezone", "slot_duration_minutes"],
  },
  order_taker: {
    purpose: "Catalog or order intake; any payment provider or fulfilment must be configured separately",
    contentKeys: ["title", "description", "currency", "featured_category", "checkout_mode"],
  },
  file_sharer: { purpose: "Participant-facing file list or download surface", contentKeys: ["title", "files[]"] },
  checklist: { purpose: "Participant checklist", contentKeys: ["title", "description", "tasks[]"] },
  e_signature: {
    purpose: "Signing surface; the controller supplies the document and any legal review",
    contentKeys: ["document_title", "signer_instructions", "document_markdown", "signing_mode"],
  },
  payment: {
    purpose: "Invoice or checkout presentation; does not settle payments",
    contentKeys: ["invoice_title", "due_date", "currency", "checkout_url", "line_items[]"],
  },
  approval: {
    purpose: "Participant review or approval",
    contentKeys: ["request_title", "request_description", "request_details_markdown"],
  },
  file_vault: {
    purpose: "File sharing or upload-request surface",
    contentKeys: ["vault_title", "description", "deposited_files[]", "requested_uploads[]"],
  },
  data_dashboard: { purpose: "Dashboard or metrics presentation", contentKeys: ["dashboard_title", "description", "charts[]"] },
  lead_collector: {
    purpose: "Legacy compatibility type for simple lead capture; custom_form is preferred for a stable content shape",
    contentKeys: ["title", "description", "fields[]", "submitButtonText", "successMessage"],
  },
  artifact: {
    purpose: "Compatibility type for a workspace-defined artifact; no stable external schema may be assumed",
    contentKeys: [],
  },
};

/**
 * Safe defaults, applied when content is omitted. A toolType without one
 * (its content names things only the controller knows: a document, files,
 * prices, a request) requires content.
 */
export const DEFAULT_CONTENT: Partial<Record<ToolType, Record<string, unknown>>> = {
  custom_form: {
    title: "Contact us",
    description: "Send us a message and we will get back to you.",
    fields: [
      { name: "name", label: "Your name", type: "text", required: true },
      { name: "email", label: "Email", type: "email", required: true },
      { name: "message", label: "Message", type: "long_text", required: true, maxLength: 5000 },
    ],
    submitButtonText: "Submit",
    successMessage: "Thank you. Your response has been recorded.",
  },
  scheduler: {
    title: "Book a time",
    available_days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
    available_hours: { start: "09:00", end: "17:00" },
    timezone: "UTC",
    slot_duration_minutes: 30,
    booking_window_days: 30,
  },
  file_vault: {
    vault_title: "File vault",
    description: "Upload the requested files.",
    deposited_files: [],
    requested_uploads: [{ key: "document", label: "Document", required: true, max_size_bytes: 10 * 1024 * 1024 }],
  },
  lead_collector: {
    title: "Stay in touch",
    fields: [
      { name: "name", label: "Name", type: "text", required: true },
      { name: "email", label: "Email", type: "email", required: true },
    ],
  },
  artifact: {},
};

/**
 * The form fields of a form Page's content (custom_form, lead_collector), or
 * null when it has none that can be used (a lead_collector without `fields`,
 * or content stored before it was validated).
 */
export function formFieldsOf(content: unknown): z.infer<typeof FormFieldSchema>[] | null {
  const fields = (content as { fields?: unknown } | null)?.fields;
  if (fields === undefined) return null;
  const parsed = formFields.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** Types whose content must be given on provision. */
export const CONTENT_REQUIRED: ToolType[] = TOOL_TYPES.filter((t) => DEFAULT_CONTENT[t] === undefined);

/**
 * The effective content of a Page: the given content checked against its
 * toolType's contract (defaults of optional members filled in), or the
 * toolType's default when none was given.
 */
export function parseContent(
  toolType: ToolType,
  content: Record<string, unknown> | undefined,
): { success: true; data: Record<string, unknown> } | { success: false; issues: { path: PropertyKey[]; message: string }[] } {
  if (content === undefined) {
    const fallback = DEFAULT_CONTENT[toolType];
    if (!fallback) {
      return { success: false, issues: [{ path: [], message: `content is required for toolType ${toolType} (it has no safe default)` }] };
    }
    content = structuredClone(fallback);
  }
  const parsed = CONTENT_SCHEMAS[toolType].safeParse(content);
  if (!parsed.success) return { success: false, issues: parsed.error.issues };
  return { success: true, data: parsed.data as Record<string, unknown> };
}
