/**
 * Content contracts of the Page toolTypes (spec 2.2), as tables derived from
 * the registry (lib/domains/pages/registry.ts): each toolType's module holds
 * its schema, safe default and examples (docs/decisions.md has the element
 * shapes the spec leaves open). Unknown members are kept (content is
 * free-form); known members are checked.
 */
import type { z } from "zod";
import { PAGE_TYPES, type TypedContent } from "./registry";
import { TOOL_TYPES, type ToolType } from "./types/names";

export { DEFAULT_TOOL_TYPE, TOOL_TYPES, ToolTypeSchema, type ToolType } from "./types/names";
export { MAX_UPLOAD_BYTES, SharedFileSchema } from "./types/shared";
export { FORM_FIELD_TYPES, FormFieldSchema, formFieldsOf, type FormField } from "./types/custom_form/fields";
export { CustomFormContentSchema } from "./types/custom_form";
export { SchedulerContentSchema, WEEKDAYS } from "./types/scheduler";
export { OrderItemSchema, OrderTakerContentSchema } from "./types/order_taker";
export { FileSharerContentSchema } from "./types/file_sharer";
export { ChecklistContentSchema, ChecklistTaskSchema } from "./types/checklist";
export { ESignatureContentSchema, MAX_SIGNATURES_PER_PERSON } from "./types/e_signature";
export { LineItemSchema, PaymentContentSchema } from "./types/payment";
export { ApprovalContentSchema } from "./types/approval";
export { FileVaultContentSchema, RequestedUploadSchema } from "./types/file_vault";
export { ChartSchema, DataDashboardContentSchema } from "./types/data_dashboard";
export { LeadCollectorContentSchema } from "./types/lead_collector";
export { ControllerDefinedContentSchema } from "./types/artifact";
export { PAGE_TYPES, type ContentOf, type TypedContent } from "./registry";

const eachType = <V>(pick: (toolType: ToolType) => V) => Object.fromEntries(TOOL_TYPES.map((t) => [t, pick(t)])) as Record<ToolType, V>;

/** Each toolType's content schema. */
export const CONTENT_SCHEMAS = eachType((t) => PAGE_TYPES[t].content as z.ZodType) as { [T in ToolType]: (typeof PAGE_TYPES)[T]["content"] };

/** The content keys the spec lists per toolType, and its purpose line. */
export const TOOL_TYPE_INFO: Record<ToolType, { purpose: string; contentKeys: string[] }> = eachType((t) => ({ purpose: PAGE_TYPES[t].purpose, contentKeys: PAGE_TYPES[t].contentKeys }));

/**
 * Safe defaults, applied when content is omitted. A toolType without one
 * (its content names things only the controller knows: a document, files,
 * prices, a request) requires content.
 */
export const DEFAULT_CONTENT: Partial<Record<ToolType, Record<string, unknown>>> = Object.fromEntries(
  TOOL_TYPES.flatMap((t) => {
    const fallback = (PAGE_TYPES[t] as { defaultContent?: Record<string, unknown> }).defaultContent;
    return fallback ? [[t, fallback]] : [];
  }),
);

/**
 * A stored Page's content parsed by its toolType's module (defaults of
 * optional members filled in), as the typed union the Page route renders
 * from; null when it does not pass (content stored before its toolType was
 * validated, such as a lead_collector without fields): shown as an artifact.
 */
export function typedContent(toolType: ToolType, content: unknown): TypedContent | null {
  const parsed = PAGE_TYPES[toolType].content.safeParse(content);
  return parsed.success ? ({ toolType, content: parsed.data } as TypedContent) : null;
}

/** Types whose content must be given on provision. */
export const CONTENT_REQUIRED: ToolType[] = TOOL_TYPES.filter((t) => DEFAULT_CONTENT[t] === undefined);

/**
 * The effective content of a Page: the given content checked against its
 * toolType's contract (defaults of optional members filled in), or the
 * toolType's default when none was given.
 */
export function parseContent(
  toolType: ToolType,
  content: Record<string, unknown> | undefined,
): { success: true; data: Record<string, unknown> } | { success: false; issues: { path: PropertyKey[]; message: string }[] } {
  if (content === undefined) {
    const fallback = DEFAULT_CONTENT[toolType];
    if (!fallback) {
      return { success: false, issues: [{ path: [], message: `content is required for toolType ${toolType} (it has no safe default)` }] };
    }
    content = structuredClone(fallback);
  }
  const parsed = CONTENT_SCHEMAS[toolType].safeParse(content);
  if (!parsed.success) return { success: false, issues: parsed.error.issues };
  return { success: true, data: parsed.data as Record<string, unknown> };
}
