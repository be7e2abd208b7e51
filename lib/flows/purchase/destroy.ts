/** DELETE of a Person or a Page: permanent, and its tokens stop working at once. */
import type { z } from "zod";
import { db } from "../../core/db/client";
import { ApiError } from "../../core/http/errors";
import type { DestroyedSchema } from "../../domains/persons/shapes/schemas";
import { revokeInvitationLinks } from "../../domains/pages/invitations";
import { removePageFiles } from "../../domains/pages/storage";
import { revokeLeaseTokens } from "../../domains/tokens/issue";
import { removeLinksOfDestroyed } from "../../domains/links/links";
import type { ResourceType } from "../../domains/leases/schemas";
import { recordEvent } from "../../domains/events/record";
import { log } from "../../core/log";

export async function destroyResource(resource: { type: ResourceType; id: string; leaseId: string }): Promise<z.infer<typeof DestroyedSchema>> {
  const destroyedAt = new Date();
  await db().$transaction(async (tx) => {
    const { count } = await tx.lease.updateMany({
      where: { id: resource.leaseId, status: { not: "destroyed" } },
      data: { status: "destroyed", destroyedAt },
    });
    if (count !== 1) throw new ApiError("resource_destroyed", `The ${resource.type} ${resource.id} was already destroyed.`);
    await revokeLeaseTokens(tx, resource.leaseId, destroyedAt);
    // Its links go, and the other side's timeline says so (lib/domains/links).
    await removeLinksOfDestroyed(tx, resource.type, resource.id);
    // Cascades to knowledge, tasks, sessions and messages (Person) or submissions and uploads (Page).
    if (resource.type === "person") await tx.person.delete({ where: { id: resource.id } });
    else {
      // Its invitation links lead nowhere now: they stop signing people in (before the invitations go with the Page).
      await revokeInvitationLinks(tx, resource.id, destroyedAt);
      await tx.page.delete({ where: { id: resource.id } });
    }
    // The timeline goes too (it quotes messages, knowledge names, emails); only
    // a tombstone without personal data records that the resource existed.
    await tx.timelineEvent.deleteMany({ where: { resourceType: resource.type, resourceId: resource.id } });
    // Stored answers of idempotent writes quote the resource as well.
    await tx.idempotencyRecord.deleteMany({ where: { resourceType: resource.type, resourceId: resource.id } });
    await recordEvent(tx, { resourceType: resource.type, resourceId: resource.id, type: "lease.destroyed", actor: "controller" });
  });
  // Uploaded files go once the rows are gone (a failure here leaves only unreachable bytes, logged).
  if (resource.type === "page") await removePageFiles(resource.id).catch((error) => log.error({ err: error, pageId: resource.id }, "Removing the files of a destroyed Page failed"));
  return { id: resource.id, type: resource.type, destroyed: true, destroyedAt: destroyedAt.toISOString() };
}
