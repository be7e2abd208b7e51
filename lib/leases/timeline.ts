import type { Prisma } from "../db/generated/client";
import type { Tx } from "../db/client";
import type { ResourceType } from "./schemas";

export type Actor = "controller" | "counterpart" | "person" | "system";

/** Appends an event to a resource's timeline, inside the caller's transaction. */
export async function recordEvent(
  tx: Tx,
  event: { resourceType: ResourceType; resourceId: string; type: string; actor: Actor; actorEmail?: string | null; data?: Record<string, unknown> },
): Promise<void> {
  await tx.timelineEvent.create({
    data: {
      resourceType: event.resourceType,
      resourceId: event.resourceId,
      type: event.type,
      actor: event.actor,
      actorEmail: event.actorEmail ?? null,
      data: (event.data ?? {}) as Prisma.InputJsonValue,
    },
  });
}
