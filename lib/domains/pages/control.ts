/** Reading and changing a controlled Page (its token already checked by the caller). */
import type { z } from "zod";
import type { Prisma } from "../../core/db/generated/client";
import { db } from "../../core/db/client";
import { ApiError } from "../../core/http/errors";
import { recordEvent } from "../events/record";
import { parseContent, withWarnings, type ToolType } from "./content";
import { pageRecord, type PageRecord } from "./record";
import { listLinks } from "../links/links";
import { checkLogoUrl } from "./logo";
import { privateWithoutAudience } from "../leases/schemas";
import type { PagePatchInputSchema } from "./schemas";
import { cancelBooking, submissionRecord, type SubmissionRecord } from "./submissions";

export async function getPage(id: string, baseUrl: string): Promise<PageRecord> {
  const page = await db().page.findUnique({ where: { id }, include: { lease: true } });
  if (!page) throw new ApiError("not_found", `No Page ${id}.`);
  return pageRecord(page, baseUrl, new Date(), await listLinks("page", id));
}

/**
 * Changes a Page: its content checked against its toolType's contract (a
 * stray key refused, with its near miss), a private Page only with an
 * audience. The answer is the Page with `warnings`: the top-level members of
 * its content its toolType does not read.
 */
export async function updatePage(id: string, patch: z.output<typeof PagePatchInputSchema>, baseUrl: string): Promise<PageRecord & { warnings?: { path: string; message: string }[] }> {
  await checkLogoUrl(patch.branding);
  const page = await db().$transaction(async (tx) => {
    const current = await tx.page.findUniqueOrThrow({ where: { id } });
    if (patch.visibility !== undefined) {
      const closed = privateWithoutAudience({ ...current, visibility: patch.visibility });
      if (closed) throw new ApiError("validation_failed", `The Page cannot be made private (visibility: ${closed}).`, { details: [{ path: "visibility", message: closed }] });
    }
    let content: Record<string, unknown> | undefined;
    if (patch.content !== undefined) {
      const parsed = parseContent(current.toolType as ToolType, patch.content);
      if (!parsed.success) {
        const details = parsed.issues.map((issue) => ({ path: ["content", ...issue.path].map(String).join("."), message: issue.message }));
        throw new ApiError("validation_failed", `The content does not match the ${current.toolType} contract (${details[0]?.path}: ${details[0]?.message}).`, { details });
      }
      content = parsed.data;
    }
    const updated = await tx.page.update({
      where: { id },
      data: {
        ...(patch.label !== undefined ? { label: patch.label } : {}),
        ...(content !== undefined ? { content: content as Prisma.InputJsonValue } : {}),
        ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
        ...(patch.embedOrigins !== undefined ? { embedOrigins: patch.embedOrigins } : {}),
        ...(patch.branding !== undefined ? { branding: patch.branding as Prisma.InputJsonValue } : {}),
        ...(patch.notify !== undefined ? { notifyEmail: patch.notify?.email ?? null } : {}),
        ...(patch.receipt !== undefined ? { receipt: patch.receipt } : {}),
      },
      include: { lease: true },
    });
    await recordEvent(tx, { resourceType: "page", resourceId: id, type: "page.updated", actor: "controller", data: { changed: Object.keys(patch) } });
    return updated;
  });
  return withWarnings(pageRecord(page, baseUrl, new Date(), await listLinks("page", id)));
}

/**
 * The controller cancels a booking of its scheduler Page: the slot is free
 * again, the booking is kept marked cancelled, and page.booking.cancelled is
 * recorded (lib/domains/pages/submissions.ts cancelBooking). 404 for an unknown
 * booking, 409 for one already cancelled or past.
 */
export async function cancelBookingByController(pageId: string, bookingId: string, reason?: string): Promise<SubmissionRecord> {
  return submissionRecord(await cancelBooking(pageId, bookingId, { who: "controller" }, reason));
}
