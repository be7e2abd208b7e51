/**
 * A form's answers as a submission (custom_form's `form`, lead_collector's
 * `lead`): the data is the answers by field name (a file field holds its
 * file's reference), the event page.submission.created.
 */
import { z } from "zod";
import { ApiError } from "../../../../core/http/errors";
import { DEFAULT_UPLOAD_LIMIT_BYTES } from "../upload-rules";
import { defineSubmissionKind, type EarlierShown, type UploadTarget } from "../define";
import { MAX_UPLOAD_BYTES, storedList, storedText } from "../shared";
import { formFieldsOf } from "./fields";

export const FormAnswersDataSchema = z.record(z.string(), z.unknown());

/** The field labels of a form's content as stored, by name (a field without a label: its name). */
const LabelledFieldsSchema = z
  .object({ fields: storedList(z.object({ name: storedText, label: storedText })) })
  .catch({ fields: [] });

function labelsOf(content: unknown): Map<string, string> {
  const labels = new Map<string, string>();
  for (const field of LabelledFieldsSchema.parse(content ?? {}).fields) if (field.name) labels.set(field.name, field.label || field.name);
  return labels;
}

/** Answers named like another kind's members show as them (a field named "comment"), as they always have. */
const AnswersShownSchema = z.object({
  decision: z.enum(["approved", "rejected"]).optional().catch(undefined),
  comment: z.string().optional().catch(undefined),
  typedName: z.string().optional().catch(undefined),
});
function answersShown(data: Record<string, unknown>): EarlierShown {
  const { decision, comment, typedName } = AnswersShownSchema.parse(data);
  return { ...(decision ? { decision } : {}), ...(comment ? { comment } : {}), ...(typedName !== undefined ? { typedName } : {}) };
}

/** The submission kind of a form's answers (`form` or `lead`). */
export const formAnswersKind = (kind: "form" | "lead") =>
  defineSubmissionKind({
    data: FormAnswersDataSchema,
    event: "page.submission.created",
    eventData: (answers, { ref }) => ({ ...ref, kind, answers: { ...answers } }),
    summary: (answers, { content, clip, valueText }) => {
      const labels = labelsOf(content);
      return Object.entries(answers).map(([name, value]) => `${clip(labels.get(name) ?? name)}: ${clip(valueText(value))}`);
    },
    receipt: true,
    shown: answersShown,
    alreadySubmitted: ({ when, count, max }) =>
      max === 1
        ? `You already sent your answers on ${when}. Nothing was changed.`
        : `You have already sent ${count} responses, the most this form allows (last on ${when}). Nothing was changed.`,
  });

/** Where a form's file answer goes: its file field, with the field's rules; it waits for the form to be sent. */
export function formUploadTarget(content: unknown, key: string): UploadTarget {
  const field = (formFieldsOf(content) ?? []).find((f) => f.name === key && f.type === "file");
  if (!field) throw new ApiError("not_found", `This form has no file field "${key}".`, { extra: { reason: "upload" } });
  return { key, accept: field.accept, limit: Math.min(field.maxSizeBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES, MAX_UPLOAD_BYTES), submitsAlone: false };
}
