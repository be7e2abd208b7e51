/** custom_form and lead_collector: the form (or, for a lead_collector without fields, its content as text). */
import { FormPage } from "@/components/pages/form-page";
import { Artifact, Description } from "@/components/pages/views";
import { formFieldsOf } from "@/lib/pages/content";
import type { ViewProps } from "./view";

export function FormView({ actions, content }: ViewProps<"custom_form"> | ViewProps<"lead_collector">) {
  // Only fields that pass the contract make a form (a lead_collector may have none).
  const fields = formFieldsOf(content) ?? [];
  return (
    <>
      <Description text={content.description} />
      {fields.length ? (
        <FormPage
          action={actions.submitForm}
          fields={fields}
          submitText={content.submitButtonText ?? "Submit"}
          successMessage={content.successMessage ?? "Thank you. Your response has been recorded."}
        />
      ) : (
        <Artifact content={content} />
      )}
    </>
  );
}
