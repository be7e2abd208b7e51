/** POST …/audience: who may open a resource as a counterpart. Never controller authority. */
import type { z } from "zod";
import { db } from "../../core/db/client";
import { counterpartUrl } from "./urls";
import { ApiError } from "../../core/http/errors";
import { privateWithoutAudience, type AccessSchema, type AudienceInputSchema, type ResourceType } from "./schemas";
import { recordEvent } from "../events/record";

export async function setAudience(
  resource: { type: ResourceType; id: string },
  input: z.output<typeof AudienceInputSchema>,
  baseUrl: string,
): Promise<z.infer<typeof AccessSchema>> {
  const data = {
    ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
    ...(input.audienceEmails !== undefined ? { audienceEmails: input.audienceEmails } : {}),
    ...(input.ownerEmail !== undefined ? { ownerEmail: input.ownerEmail } : {}),
  };
  const updated = await db().$transaction(async (tx) => {
    const row =
      resource.type === "person"
        ? await tx.person.update({ where: { id: resource.id }, data, select: { visibility: true, audienceEmails: true, ownerEmail: true } })
        : await tx.page.update({ where: { id: resource.id }, data, select: { visibility: true, audienceEmails: true, ownerEmail: true } });
    // What a Page would become: private with no one to open it is refused, and the update rolls back. (A Person's
    // controller may keep it private and empty: its chat is then closed, as PATCH allows too.)
    const closed = resource.type === "page" ? privateWithoutAudience(row) : null;
    if (closed) throw new ApiError("validation_failed", `The audience cannot be set so (${closed}).`, { details: [{ path: "audienceEmails", message: closed }] });
    await recordEvent(tx, {
      resourceType: resource.type,
      resourceId: resource.id,
      type: "lease.audience_updated",
      actor: "controller",
      data: { visibility: row.visibility, audienceSize: row.audienceEmails.length, ownerSet: row.ownerEmail !== null },
    });
    return row;
  });
  return { id: resource.id, visibility: updated.visibility, audienceEmails: updated.audienceEmails, ownerEmail: updated.ownerEmail, counterpartUrl: counterpartUrl(baseUrl, resource.type, resource.id) };
}
