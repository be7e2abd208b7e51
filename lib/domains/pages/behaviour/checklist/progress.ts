/** A counterpart's progress on a checklist Page, and completing it. */
import { db } from "../../../../core/db/client";
import { openForWriting, type SubmitMeta } from "../../open";
import { perPersonGuard } from "../../per-person";
import { recordSubmission } from "../../submissions";

/**
 * Checklist progress is saved per counterpart for free; marking it complete
 * is the submission, once per person. A completed checklist is done: its
 * progress no longer changes either (409 already_submitted).
 */
export async function saveChecklist(pageId: string, checked: string[], complete: boolean, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["checklist"]);
  const perPerson = await perPersonGuard(page, meta.email);
  const tasks = ((page.content as { tasks?: { id: string; required?: boolean }[] }).tasks ?? []).filter((t) => typeof t.id === "string");
  const known = new Set(tasks.map((t) => t.id));
  const ticked = [...new Set(checked.filter((id) => known.has(id)))];
  if (complete) {
    const missing = tasks.filter((t) => t.required && !ticked.includes(t.id));
    if (missing.length) return { ok: false as const, errors: { checklist: `Tick the required items first (${missing.length} left).` } };
    await recordSubmission({
      pageId,
      kind: "checklist",
      submitterEmail: meta.email,
      data: { checked: ticked, total: tasks.length },
      ip: meta.ip,
      userAgent: meta.userAgent,
      perPerson,
      also: async (tx) => {
        await tx.checklistProgress.upsert({ where: { pageId_email: { pageId, email: meta.email } }, create: { pageId, email: meta.email, checked: ticked }, update: { checked: ticked } });
      },
    });
    return { ok: true as const, completed: true };
  }
  await db().checklistProgress.upsert({ where: { pageId_email: { pageId, email: meta.email } }, create: { pageId, email: meta.email, checked: ticked }, update: { checked: ticked } });
  return { ok: true as const, completed: false };
}

export async function checklistProgress(pageId: string, email: string): Promise<string[]> {
  return (await db().checklistProgress.findUnique({ where: { pageId_email: { pageId, email } } }))?.checked ?? [];
}

