/** A completed checklist as a submission: the ticked tasks of how many; the event page.checklist.completed. */
import { z } from "zod";
import { defineSubmissionKind } from "../define";
import { storedNumber } from "../shared";

export const ChecklistDataSchema = z.looseObject({
  checked: z
    .array(z.unknown())
    .catch([])
    .transform((ids) => ids.map(String)),
  total: storedNumber,
});

export const checklistKind = defineSubmissionKind({
  data: ChecklistDataSchema,
  event: "page.checklist.completed",
  eventData: (data, { ref }) => ({ ...ref, checked: data.checked, total: data.total }),
  summary: (data, { t, f }) => [t("summaryChecklist", { checked: f.number(data.checked.length), total: f.number(data.total || 0) })],
  receipt: true,
  shown: () => ({}),
  alreadySubmitted: ({ when }) => `You already completed this checklist on ${when}. Nothing was changed.`,
});
