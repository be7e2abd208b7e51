/**
 * Page control (bearer token of the Page): the Page, its audience,
 * invitations, uploads, submissions and bookings, events and links, with
 * their examples. Its webhooks and OAuth grants are in webhooks.ts and
 * oauth.ts.
 */
import { z } from "zod";
import type { PublishedRoute } from "../../../core/http/routes";
import { LinkListSchema } from "../../../domains/links/schemas";
import { INVITATION_LIMITS, INVITATION_LINK_DAYS, InvitationInputSchema, InvitationListSchema, InvitationSentSchema, InvitationsQuerySchema } from "../../../domains/pages/invitation-schemas";
import { BookingCancelInputSchema, pageBodyExamples, PageSchema, SubmissionListSchema, SubmissionSchema, SubmissionsQuerySchema } from "../../../domains/pages/schemas";
import { DestroyedSchema } from "../../../domains/persons/shapes/schemas";
import { requestExample, responseExample } from "./examples";
import { PagePatchBodySchema } from "./page-bodies";
import { AT, one, page } from "./story";
import { audienceOperation, control, idempotentWrite, controlWithoutBody, CONTROL_ERRORS, IdempotencyKeyHeader, IDEMPOTENT_ERRORS, IdParam, type Spec } from "./spec";
import { eventsOperation } from "./events";
import { unlinkOperation } from "./links";

/** GET …/submissions?format=csv for one form submission (lib/domains/pages/submissions.ts submissionsCsv). */
const SUBMISSIONS_CSV_EXAMPLE =
  '"id","kind","submitterEmail","createdAt","data.date_of_birth","data.email","data.full_name","data.insured","data.insurer","data.reason"\r\n' +
  '"cm3xa0f1g3h0004jk6lm8np2qr","form","mia.lange@example.com","2026-11-24T10:02:00.000Z","1988-04-12","mia.lange@example.com","Mia Lange","true","TK","Check-up"\r\n';

/** Page control, in the document's order. */
export const PAGE_SPECS = {
  "GET /api/v3/control/pages/{id}": controlWithoutBody("page", "getPage", "Read the Page with its effective content and lease", { description: "The Page.", schema: PageSchema }),
  "PATCH /api/v3/control/pages/{id}": {
    ...idempotentWrite("page", "updatePage", "Change label, content or visibility", PagePatchBodySchema, { status: 200, description: "The updated Page.", schema: PageSchema }),
    bodyExamples: pageBodyExamples("patch"),
  },
  "DELETE /api/v3/control/pages/{id}": controlWithoutBody("page", "destroyPage", "Delete the Page and its submissions permanently and revoke its tokens", { description: "The destroyed Page.", schema: DestroyedSchema }),
  "POST /api/v3/control/pages/{id}/audience": audienceOperation("page"),
  "POST /api/v3/control/pages/{id}/invitations": {
    operationId: "inviteToPage",
    tags: ["page"],
    security: "bearer",
    params: { path: IdParam, header: IdempotencyKeyHeader },
    summary: "Invite a person by email: one call emails them a branded sign-in link that lands on the Page, and records the invitation",
    body: InvitationInputSchema,
    success: {
      status: 201,
      description: `The invitation, emailed: a sign-in link that works once, for ${INVITATION_LINK_DAYS} days, in the Page's language, naming its organisation, label and contact (page.invitation.sent is recorded). A private Page adds the email to its audience (addedToAudience). The same address again within ${INVITATION_LIMITS.repeatWindowMinutes} minutes answers 200 with that invitation (repeated: true) and sends nothing. At most ${INVITATION_LIMITS.perDay} invitations per Page in 24 hours (429 rate_limited with Retry-After); 409 conflict when a private Page's audience is full; 503 service_unavailable when email sign-in is not configured.`,
      schema: InvitationSentSchema,
    },
    errors: [...IDEMPOTENT_ERRORS, "conflict", "service_unavailable"],
  },
  "GET /api/v3/control/pages/{id}/invitations": controlWithoutBody("page", "listPageInvitations", "The Page's invitations, newest first: who, when, by whom, when the link expires, and when they first opened the Page", { description: "A page of invitations, newest first (pass nextCursor as cursor).", schema: InvitationListSchema, query: InvitationsQuerySchema }),
  "GET /api/v3/control/pages/{id}/uploads/{uploadId}": {
    operationId: "downloadUpload",
    summary: "A file a counterpart uploaded to the Page: a file vault's upload or a form's file field (its uploadId is in the submission's data)",
    tags: ["page"],
    security: "bearer",
    params: {
      path: z.object({
        id: IdParam.shape.id,
        uploadId: z.string().meta({ description: "files[].uploadId of an upload submission, or <field>.uploadId of a form submission's file field." }),
      }),
    },
    success: {
      status: 200,
      description: "The file's bytes, streamed, with its media type and Content-Disposition: attachment; X-Content-SHA256 has its hash. A file that is not part of a submission is 404.",
      schema: z.string(),
      contentType: "application/octet-stream",
    },
    errors: CONTROL_ERRORS,
  },
  "GET /api/v3/control/pages/{id}/submissions/{submissionId}/pdf": {
    operationId: "downloadSignedCopy",
    summary: "The sealed PDF of a signature on an e_signature Page: the document as signed, then its audit certificate",
    tags: ["page"],
    security: "bearer",
    params: {
      path: z.object({
        id: IdParam.shape.id,
        submissionId: z.string().meta({ description: "The id of a signature submission (GET …/submissions)." }),
      }),
    },
    success: {
      status: 200,
      description:
        "application/pdf, Content-Disposition: attachment. The same bytes the signer was emailed when they signed (built again from the signature record; its SHA-256 is the record's data.pdfSha256, and /verify accepts it). Any other submission, or another Page's, is 404.",
      schema: z.string(),
      contentType: "application/pdf",
    },
    errors: CONTROL_ERRORS,
  },
  "GET /api/v3/control/pages/{id}/submissions": control("page", {
    operationId: "listSubmissions",
    summary: "The Page's submissions, newest first (JSON, or CSV with format=csv)",
    query: SubmissionsQuerySchema,
    success: {
      status: 200,
      description:
        "A page of submissions, newest first: at most `limit`, and about 1 MiB of submission data (always at least one); nextCursor goes on from there. With format=csv: text/csv, one row per submission, the next cursor in X-Next-Cursor.",
      schema: SubmissionListSchema,
      alternatives: { "text/csv": z.string() },
      alternativeExamples: { "text/csv": { csv: { summary: "One form submission: a column per answer", value: SUBMISSIONS_CSV_EXAMPLE } } },
    },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  }),
  "POST /api/v3/control/pages/{id}/bookings/{bookingId}/cancel": {
    operationId: "cancelBooking",
    summary: "Cancel a booking of the scheduler Page: the slot is free again, the booking is kept marked cancelled, page.booking.cancelled is recorded",
    tags: ["page"],
    security: "bearer",
    params: {
      path: z.object({ id: IdParam.shape.id, bookingId: z.string().meta({ description: "The booking submission's id (GET …/submissions, kind booking)." }) }),
      header: IdempotencyKeyHeader,
    },
    body: BookingCancelInputSchema,
    success: { status: 200, description: "The cancelled booking (data.cancelledAt, cancelledBy, cancelReason).", schema: SubmissionSchema },
    errors: [...IDEMPOTENT_ERRORS, "conflict"],
  },
  "GET /api/v3/control/pages/{id}/events": eventsOperation("page"),
  "GET /api/v3/control/pages/{id}/links": controlWithoutBody("page", "listPageLinks", "List the Persons the Page is linked to", { description: "The links, oldest first.", schema: LinkListSchema }),
  "DELETE /api/v3/control/pages/{id}/links/{linkId}": unlinkOperation("page"),
} satisfies Partial<Record<PublishedRoute, Spec>>;

const SUBMISSION_ID = "cm3xa0f1g3h0004jk6lm8np2qr";
const BOOKING_ID = "cm3xa2s4d6f0006gh8jk0lz2xc";
const formSubmission = {
  id: SUBMISSION_ID,
  kind: "form",
  submitterEmail: "mia.lange@example.com",
  data: { full_name: "Mia Lange", email: "mia.lange@example.com", date_of_birth: "1988-04-12", reason: "Check-up", insured: true, insurer: "TK" },
  createdAt: "2026-11-24T10:02:00.000Z",
};
const invitation = {
  id: "inv_q3w7e1r5t9y2u6i0o4p8a2s6",
  email: "ann@example.com",
  message: "Please fill this in before your first visit.",
  invitedAt: AT,
  invitedBy: "controller",
  expiresAt: "2026-12-01T09:30:00.000Z",
  openedAt: null,
  status: "sent",
  addedToAudience: false,
};

// ---- Pages
responseExample(PageSchema, one("A custom_form Page (its content is the toolType's own example)", page));
requestExample(BookingCancelInputSchema, one("With a reason, kept on the booking", { reason: "The patient called to move the appointment." }));
responseExample(SubmissionSchema, one("A booking, cancelled by the controller", {
  id: BOOKING_ID,
  kind: "booking",
  submitterEmail: "mia.lange@example.com",
  data: {
    slotStart: "2026-11-26T08:00:00.000Z",
    slotEnd: "2026-11-26T08:30:00.000Z",
    timezone: "Europe/Berlin",
    cancelledAt: AT,
    cancelledBy: "controller",
    cancelReason: "The patient called to move the appointment.",
  },
  createdAt: "2026-11-24T09:05:00.000Z",
}));
responseExample(SubmissionListSchema, one("A page of form submissions, newest first", { submissions: [formSubmission], nextCursor: null }));
responseExample(InvitationSentSchema, one("Emailed", { ...invitation, repeated: false }));
responseExample(InvitationListSchema, one("Newest first", {
  invitations: [invitation, { ...invitation, id: "inv_z1x5c9v3b7n2m6q0w4e8r2t6", email: "ben@example.com", message: null, invitedAt: "2026-11-20T09:30:00.000Z", expiresAt: "2026-11-27T09:30:00.000Z", openedAt: "2026-11-20T12:10:00.000Z", status: "opened" }],
  nextCursor: null,
}));
