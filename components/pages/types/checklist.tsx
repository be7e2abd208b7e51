/** checklist: the tasks with the person's progress (or their completed list). */
import { ChecklistForm } from "@/components/pages/checklist-form";
import { Description } from "@/components/pages/views";
import { myEarlierSubmissions } from "@/lib/domains/pages/per-person";
import { checklistProgress } from "@/lib/domains/pages/behaviour/checklist/progress";
import type { ViewProps } from "./view";

export async function ChecklistView({ page, actions, content, email }: ViewProps<"checklist">) {
  return (
    <>
      <Description text={content.description} />
      <ChecklistForm action={actions.checklist} tasks={content.tasks} checked={await checklistProgress(page.id, email)} earlier={await myEarlierSubmissions(page, email)} />
    </>
  );
}
