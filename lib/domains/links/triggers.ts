/**
 * A linked Page's new submission starts a task for each linked Person whose
 * link's triggers match it: `queueLinkTriggers` queues one `link.trigger`
 * job per matching link in the submission's own transaction (so the job and
 * the submission commit together, or neither); the job's handler
 * (lib/domains/persons/work/link-trigger.ts) creates the task, once.
 */
import type { Tx } from "../../core/db/client";
import { enqueue } from "../jobs/engine";
import { LinkTriggersSchema, type LinkTriggers } from "./schemas";

/** Whether a link's triggers start a task for a submission of this kind. */
export function triggersMatch(triggers: LinkTriggers | null, kind: string): boolean {
  if (!triggers || !triggers.on.includes("submission")) return false;
  return !triggers.kinds || (triggers.kinds as readonly string[]).includes(kind);
}

/** Queues a `link.trigger` job for each link of the Page whose triggers match the submission. Returns how many. */
export async function queueLinkTriggers(tx: Tx, submission: { id: string; pageId: string; kind: string }): Promise<number> {
  const links = await tx.pagePersonLink.findMany({ where: { pageId: submission.pageId }, select: { id: true, triggers: true } });
  let queued = 0;
  for (const link of links) {
    const parsed = LinkTriggersSchema.safeParse(link.triggers);
    if (!parsed.success || !triggersMatch(parsed.data, submission.kind)) continue;
    await enqueue(tx, "link.trigger", { linkId: link.id, submissionId: submission.id });
    queued++;
  }
  return queued;
}
