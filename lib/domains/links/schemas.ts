/**
 * The shapes of a link between a Person and a Page ("Pages worked
 * by Persons"): validation, the OpenAPI document and the MCP tool schemas all
 * come from here. docs/persons.md describes them.
 */
import { z } from "zod";
import "zod-openapi";
import { carriesTokenIn } from "../../core/token-format";

/**
 * What a counterpart's answer on a Page is recorded as (a submission's
 * `kind`). The same list as lib/domains/pages/types/names.ts SUBMISSION_KINDS, which
 * this domain cannot import (Pages sit above it); lib/domains/links/schemas.test.ts
 * checks that the two agree.
 */
export const LINK_SUBMISSION_KINDS = ["form", "lead", "booking", "order", "signature", "decline", "approval", "checklist", "upload"] as const;
export type LinkSubmissionKind = (typeof LINK_SUBMISSION_KINDS)[number];

export const LINK_LIMITS = {
  /** Links one Person has, and one Page has. */
  perPerson: 10,
  perPage: 10,
  title: 200,
  instructions: 20_000,
  maxTurns: 20,
  /** Characters of one submission's data as a task's input or a read tool's answer; larger members are left out (named in `omitted`). */
  submissionChars: 8_000,
  /** Submissions one read_page_submissions call returns at most. */
  readLimit: 20,
} as const;

/** Which of the Page's new activity starts a task for the Person. */
export const LinkTriggersSchema = z
  .strictObject({
    on: z
      .array(z.enum(["submission"]))
      .min(1)
      .max(1)
      .meta({ description: 'What starts a task: ["submission"], each new submission the Page records (a form or lead, a booking, an order, a signature or a decline, an approval decision, a checklist, an upload).' }),
    kinds: z
      .array(z.enum(LINK_SUBMISSION_KINDS))
      .min(1)
      .max(LINK_SUBMISSION_KINDS.length)
      .refine((list) => new Set(list).size === list.length, "Each kind once.")
      .optional()
      .meta({ description: `Only submissions of these kinds (${LINK_SUBMISSION_KINDS.join(", ")}); omitted: every kind.` }),
  })
  .meta({ id: "LinkTriggers", description: "Which new submissions of the Page start a task for the Person (the task's instructions are the link's)." });
export type LinkTriggers = z.infer<typeof LinkTriggersSchema>;

export const LinkInputSchema = carriesTokenIn(
  z
    .strictObject({
      pageToken: z
        .string()
        .min(1)
        .max(200)
        .meta({
          description:
            "The Page's capability token (at_live_…), proving you control the Page as the bearer token proves you control the Person. Checked, never stored, logged or echoed. A token of another kind, revoked, expired, or of a Page whose lease is not live is refused with 403 page_token_invalid.",
        }),
      triggers: LinkTriggersSchema.optional().meta({ description: "Omitted: no task starts (the Person can still read the Page with its read tools)." }),
      title: z.string().trim().min(1).max(LINK_LIMITS.title).optional().meta({ description: "The title of each task a trigger starts (default: the Page's label and the submission's kind)." }),
      instructions: z
        .string()
        .trim()
        .min(1)
        .max(LINK_LIMITS.instructions)
        .optional()
        .meta({
          description:
            "What the Person does with each new submission (for example \"Qualify this lead and record the result in your state\"). Required with triggers. The submission itself goes in the task's input, as data. The task is the submitting counterpart's: it runs with only the tools the Person's tools.counterpartTools allow (remote tools included).",
        }),
      maxTurns: z.number().int().min(1).max(LINK_LIMITS.maxTurns).default(1).meta({ description: "The most turns each started task may consume." }),
      approvals: z
        .boolean()
        .default(false)
        .meta({
          description:
            "The Page (toolType approval only, and its content must name its approvers: 409 approvers_required otherwise) answers the Person's approval requests: a request appears on it for its signed-in audience, and only the approvers it names (at the time of each answer) may answer.",
        }),
    })
    .superRefine((input, ctx) => {
      if (input.triggers && !input.instructions) ctx.addIssue({ code: "custom", path: ["instructions"], message: "Triggers need the instructions of the task they start." });
      if (!input.triggers && (input.title !== undefined || input.instructions !== undefined)) {
        ctx.addIssue({ code: "custom", path: ["triggers"], message: "A title or instructions go with triggers (which submissions start the task)." });
      }
    })
    .meta({
      id: "LinkInput",
      description: "Link a Page to this Person: the Page's token in the body (the Person's is the bearer), which submissions start a task, the task's instructions, and whether the Page answers the Person's approvals.",
      example: { pageToken: "at_live_…", triggers: { on: ["submission"], kinds: ["lead"] }, instructions: "Qualify this lead and record the result in your state.", maxTurns: 2 },
    }),
  ["pageToken"],
);
export type LinkInput = z.output<typeof LinkInputSchema>;

export const LinkSchema = z
  .object({
    id: z.string().meta({ description: "lnk_…" }),
    personId: z.string(),
    personName: z.string(),
    pageId: z.string(),
    pageLabel: z.string(),
    pageToolType: z.string(),
    triggers: LinkTriggersSchema.nullable(),
    title: z.string().nullable(),
    instructions: z.string().nullable(),
    maxTurns: z.number().int(),
    approvals: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Link", description: "A Page linked to a Person: the same record from either side." });
export type LinkRecord = z.infer<typeof LinkSchema>;

export const LinkListSchema = z.object({ links: z.array(LinkSchema) }).meta({ id: "LinkList" });

export const LinkIdSchema = z.strictObject({ linkId: z.string().min(1).max(100) }).meta({ id: "LinkId" });

export const LinkRemovedSchema = z
  .object({ id: z.string(), removed: z.literal(true) })
  .meta({ id: "LinkRemoved", description: "The link is gone: no more tasks start from the Page, and the Person can no longer read it." });

/** A submission of a linked Page as plain data (the Person's read tool and a triggered task's input). */
export interface LinkedSubmission {
  id: string;
  kind: string;
  submitterEmail: string;
  createdAt: string;
  data: Record<string, unknown>;
  /** Members of data left out because the whole was larger than LINK_LIMITS.submissionChars. */
  omitted?: string[];
}
