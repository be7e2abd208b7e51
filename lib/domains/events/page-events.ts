/**
 * A Page's events (`page.*`): what counterparts submit on each toolType, its links to Persons, the Person approvals it
 * shows, its submissions left. Part of the event catalogue (./catalogue.ts).
 */
import { z } from "zod";
import { define, type EventDefinition, excerpt, iso, LinkTriggers, remaining, SubmissionRef } from "./define";

export const pageEvents = {
  "page.person_approval.requested": define(
    "page",
    "A Person linked to this Approval Page for approvals asked to call a tool: the request waits on the Page for its signed-in audience.",
    z.strictObject({ approvalId: z.string(), personId: z.string(), tool: z.string(), expiresAt: iso }),
  ),
  "page.person_approval.decided": define(
    "page",
    "A signed-in person answered, on this Approval Page, a tool call a linked Person asked approval for.",
    z.strictObject({ approvalId: z.string(), personId: z.string(), tool: z.string(), status: z.enum(["approved", "denied"]), comment: excerpt.optional() }),
  ),
  "page.updated": define("page", "The controller changed the Page.", z.strictObject({ changed: z.array(z.string()) })),
  "page.submission.created": define(
    "page",
    "A counterpart sent a form (custom_form, lead_collector).",
    z.strictObject({ ...SubmissionRef, kind: z.enum(["form", "lead"]), answers: z.record(z.string(), z.unknown()) }),
  ),
  "page.booking.created": define(
    "page",
    "A counterpart booked a slot (scheduler), or moved a booking to it (`rescheduledFrom`: the booking it replaces, cancelled with reason \"rescheduled\" in the same transaction).",
    z.strictObject({
      ...SubmissionRef,
      slot: iso,
      durationMinutes: z.int(),
      timezone: z.string(),
      answers: z.record(z.string(), z.unknown()).optional().meta({ description: "The answers to the Page's booking questions." }),
      visitorTimezone: z.string().optional().meta({ description: "The IANA timezone the person booked from, when their browser said." }),
      rescheduledFrom: z.string().optional().meta({ description: "A reschedule: the id of the booking this one replaces." }),
    }),
  ),
  "page.booking.cancelled": define(
    "page",
    "A booking was cancelled, by the person who booked it or by the controller.",
    z.strictObject({ ...SubmissionRef, slot: iso, cancelledBy: z.enum(["counterpart", "controller"]), reason: z.string().optional() }),
  ),
  "page.signature.completed": define(
    "page",
    "A counterpart signed (e_signature): who, under which name, and the hash of exactly what was signed.",
    z.strictObject({
      ...SubmissionRef,
      signerName: z.string(),
      documentSha256: z.string(),
      signing: z
        .strictObject({ signed: z.number().int(), of: z.number().int(), complete: z.boolean() })
        .optional()
        .meta({ description: "With named signers (content.signers): how many have signed, of how many, and whether this signature completed it." }),
    }),
  ),
  "page.signature.declined": define(
    "page",
    "A counterpart declined to sign (e_signature).",
    z.strictObject({ ...SubmissionRef, reason: z.string().optional(), documentSha256: z.string() }),
  ),
  "page.approval.decided": define(
    "page",
    "A counterpart approved or rejected (approval).",
    z.strictObject({
      ...SubmissionRef,
      decision: z.enum(["approved", "rejected"]),
      comment: z.string(),
      outcome: z
        .enum(["approved", "rejected", "pending"])
        .optional()
        .meta({ description: "With named approvers only: the request's outcome after this decision (rejected once one rejects, approved once all approved)." }),
      approvers: z
        .strictObject({ decided: z.number().int(), of: z.number().int() })
        .optional()
        .meta({ description: "With named approvers only: how many of them have decided." }),
    }),
  ),
  "page.upload.created": define(
    "page",
    "A counterpart uploaded a file (file_vault, file_sharer).",
    z.strictObject({
      ...SubmissionRef,
      key: z.string().meta({ description: "The requested upload's key." }),
      uploadId: z.string(),
      name: z.string(),
      mimeType: z.string(),
      sizeBytes: z.int(),
      sha256: z.string(),
      fileUrl: z.string().meta({ description: "Where the controller downloads the file (with the token)." }),
    }),
  ),
  "page.checklist.completed": define(
    "page",
    "A counterpart completed a checklist.",
    z.strictObject({ ...SubmissionRef, checked: z.array(z.string()).meta({ description: "The ids of the ticked tasks." }), total: z.int() }),
  ),
  "page.order.created": define(
    "page",
    "A counterpart placed an order (order_taker).",
    z.strictObject({
      ...SubmissionRef,
      items: z.array(z.strictObject({ id: z.string(), name: z.string(), quantity: z.int(), unitPrice: z.number() })),
      total: z.number(),
      currency: z.string(),
      note: z.string().optional(),
    }),
  ),
  "page.invitation.sent": define(
    "page",
    "The controller invited a person by email: a sign-in link to the Page was queued to them.",
    z.strictObject({
      invitationId: z.string(),
      email: z.string(),
      expiresAt: iso.meta({ description: "When the link stops working." }),
      addedToAudience: z.boolean().meta({ description: "Whether the email was added to the private Page's audience." }),
      url: z.string().meta({ description: "The control API address of the Page's invitations (fetch with the token)." }),
    }),
  ),
  "page.invitation.opened": define(
    "page",
    "An invited person opened the Page for the first time, signed in as the invited email.",
    z.strictObject({ invitationId: z.string(), email: z.string(), invitedAt: iso }),
  ),
  "page.link.created": define(
    "page",
    "The controller linked the Page to a Person (with both tokens).",
    z.strictObject({ linkId: z.string(), personId: z.string(), personName: z.string(), triggers: LinkTriggers.nullable(), approvals: z.boolean() }),
  ),
  "page.link.removed": define(
    "page",
    "A link to a Person was removed, from the Page's side or the Person's (`removedBy`); `destroyed` when the Person was destroyed.",
    z.strictObject({ linkId: z.string(), personId: z.string(), removedBy: z.enum(["person", "page"]), destroyed: z.literal(true).optional() }),
  ),
  "page.link.triggered": define(
    "page",
    "A submission matched a link's triggers and started a task for the linked Person.",
    z.strictObject({ linkId: z.string(), personId: z.string(), submissionId: z.string(), kind: z.string(), taskId: z.string() }),
  ),
  "page.submissions.low": define(
    "page",
    "10% or less of the term's submissions are left (once per term).",
    z.strictObject({ submissionsRemaining: remaining, includedSubmissions: z.int() }),
  ),
  "page.submissions.exhausted": define(
    "page",
    "The term's submissions are used up: counterparts are refused until renewal.",
    z.strictObject({ includedSubmissions: z.int() }),
  ),
} satisfies Record<string, EventDefinition>;
