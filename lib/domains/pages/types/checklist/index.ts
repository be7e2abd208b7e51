/** checklist: a participant checklist; progress is saved per person, completing it is the submission (once). */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { checklistKind } from "./submission";
import { key, text, uniqueBy } from "../shared";
import { headingFrom } from "../heading";

export const ChecklistTaskSchema = z
  .looseObject({ id: key, label: text(300), description: z.string().max(2_000).optional(), required: z.boolean().default(false) })
  .meta({ id: "ChecklistTask" });

export const ChecklistContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    tasks: z.array(ChecklistTaskSchema).min(1).max(200).superRefine(uniqueBy((t) => t.id, "task id")),
  })
  .meta({ id: "ChecklistContent" });

export const checklist = definePageType({
  purpose: "Participant checklist",
  contentKeys: ["title", "description", "tasks[]"],
  content: ChecklistContentSchema,
  examples: [
    {
      summary: "A new hire's first-week checklist",
      label: "First week",
      content: {
        title: "Your first week at Northwind",
        description: "Tick each item as you do it; mark the list complete when the required ones are done.",
        tasks: [
          { id: "laptop", label: "Collect your laptop from IT (room 2.14)", required: true },
          { id: "contract", label: "Return your signed contract", required: true },
          { id: "payroll", label: "Enter your bank details in the payroll system", required: true },
          { id: "lunch", label: "Lunch with your buddy", description: "Your buddy will email you." },
        ],
      },
    },
  ],
  heading: headingFrom("title"),
  submissions: { checklist: checklistKind },
  events: ["page.checklist.completed"],
  perPerson: () => ({ kind: "checklist", max: 1 }),
});
