/** custom_form and lead_collector: the form (or what the person sent), or, for a lead_collector without fields, its content as text. */
import { FormArea } from "@/components/pages/form-page";
import { Artifact, Description } from "@/components/pages/views";
import { translator } from "@/lib/core/i18n";
import { formFieldsOf } from "@/lib/domains/pages/content";
import { earlierSubmissions, perPersonRule } from "@/lib/domains/pages/per-person";
import { answerKindOf } from "@/lib/domains/pages/registry";
import type { ViewProps } from "./view";

/** How many of the person's responses the page lists (newest first). */
const LISTED = 10;

export async function FormView({ page, actions, content, email, chosen }: ViewProps<"custom_form"> | ViewProps<"lead_collector">) {
  // Only fields that pass the contract make a form (a lead_collector may have none).
  const fields = formFieldsOf(content) ?? [];
  if (!fields.length) {
    return (
      <>
        <Description text={content.description} />
        <Artifact content={content} chosen={chosen} />
      </>
    );
  }
  const rule = perPersonRule(page) ?? { kind: answerKindOf(page.toolType), max: 1 };
  const earlier = await earlierSubmissions(page.id, rule.kind, email, rule.max);
  // The controller's own words when it set them; else ours, in the person's language.
  const t = translator(chosen.locale, "form");
  return (
    <>
      <Description text={content.description} />
      <FormArea
        action={actions.submitForm}
        fields={fields}
        submitText={content.submitButtonText ?? t("defaultSubmit")}
        successMessage={content.successMessage ?? t("defaultThanks")}
        sent={earlier.slice(0, LISTED).map((submission) => ({ id: submission.id, createdAt: submission.createdAt.toISOString(), answers: (submission.data ?? {}) as Record<string, unknown> }))}
        max={rule.max}
        count={earlier.length}
      />
    </>
  );
}
