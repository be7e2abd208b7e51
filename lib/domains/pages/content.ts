/**
 * Content contracts of the Page toolTypes (spec 2.2), as tables derived from
 * the registry (lib/domains/pages/registry.ts): each toolType's module holds
 * its schema, safe default and examples (docs/decisions.md has the element
 * shapes the spec leaves open).
 *
 * What a member the contract does not name means depends on where it is
 * (`contentStrays`): inside an element shape we define (a form's field and
 * its conditions, a task, a file, a line item, a chart and its points…) it is
 * a mistake and is refused, with the known key it is a near miss of; at the
 * top level, which the spec leaves free-form, it is kept, but a near miss of
 * a member the toolType reads (`successmessage`, `submit_button_text`) is
 * refused the same way, and any other is listed in the answer's `warnings`
 * (nothing reads it). Refused before any payment: the provision body's schema
 * and PATCH both parse content here. What is stored is read leniently
 * (typedContent): Pages written before these checks still show.
 */
import type { z } from "zod";
import { KnownKeys } from "../../core/parse/near-miss";
import { objectKeys, unknownMembers } from "../../core/parse/unknown-members";
import { PAGE_TYPES, type TypedContent } from "./registry";
import type { PageTypeModule } from "./types/define";
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

/** A problem of a content, as zod reports one (its path from the content's root). */
export interface ContentIssue {
  path: PropertyKey[];
  message: string;
}

/** The most stray members one answer names (refused or listed); the rest are counted. */
export const MAX_STRAYS_NAMED = 20;

/** The top-level members each toolType reads: its schema's and its heading's. */
const TOP_LEVEL_KEYS = eachType((t) => {
  const pageType = PAGE_TYPES[t] as PageTypeModule;
  return new KnownKeys([...(objectKeys(pageType.content) ?? []), ...(pageType.heading.members ?? [])]);
});

const quoted = (keys: readonly string[]) => keys.map((key) => `\`${key}\``).join(", ");

/** The top-level members of a content its toolType does not read: none when its page shows every member as written. */
function unreadMembers(toolType: ToolType, content: Record<string, unknown>): string[] {
  if ((PAGE_TYPES[toolType] as PageTypeModule).showsEveryMember?.(content)) return [];
  const topLevel = TOP_LEVEL_KEYS[toolType];
  return Object.keys(content).filter((name) => !topLevel.has(name));
}

/**
 * The keys of a content that are mistakes, each with the key it was probably
 * meant to be: one inside an element shape we define that the shape does not
 * name, or a top-level member that is a near miss of one the toolType reads.
 * At most MAX_STRAYS_NAMED, then one that counts the rest (not looked up).
 * Linear in the content; each look-up is bounded (lib/core/parse/near-miss.ts).
 */
export function contentStrays(toolType: ToolType, content: Record<string, unknown>): ContentIssue[] {
  const refused: ContentIssue[] = [];
  let more = 0;
  const topLevel = TOP_LEVEL_KEYS[toolType];
  for (const name of unreadMembers(toolType, content)) {
    if (refused.length >= MAX_STRAYS_NAMED) {
      more++;
      continue;
    }
    const meant = topLevel.nearest(name);
    if (meant !== null) refused.push({ path: [name], message: `unknown key \`${name}\`: did you mean \`${meant}\`?` });
  }
  for (const { at, names, known } of unknownMembers((PAGE_TYPES[toolType] as PageTypeModule).content, content)) {
    if (at.length === 0) continue; // the top level: above
    for (const name of names) {
      if (refused.length >= MAX_STRAYS_NAMED) {
        more++;
        continue;
      }
      const meant = known.nearest(name);
      refused.push({ path: [...at, name], message: meant !== null ? `unknown key \`${name}\`: did you mean \`${meant}\`?` : `unknown key \`${name}\`; the keys here are ${quoted(known.keys)}` });
    }
  }
  if (more) refused.push({ path: [], message: `and ${more} more unknown keys` });
  return refused;
}

/**
 * What the answers of provision and PATCH list in `warnings`: the top-level
 * members of a Page's content its toolType does not read (kept: content is
 * free-form), with their path (`content.<member>`); at most MAX_STRAYS_NAMED,
 * then one that counts the rest. Only the top level's names are read.
 */
export function contentWarnings(toolType: ToolType, content: Record<string, unknown>): { path: string; message: string }[] {
  const unread = unreadMembers(toolType, content);
  if (!unread.length) return [];
  const members = quoted(TOP_LEVEL_KEYS[toolType].keys);
  const warnings = unread
    .slice(0, MAX_STRAYS_NAMED)
    .map((name) => ({ path: `content.${name}`, message: `${toolType} does not read \`${name}\` (kept, but nothing shows or uses it); its members: ${members}` }));
  if (unread.length > MAX_STRAYS_NAMED) warnings.push({ path: "content", message: `and ${unread.length - MAX_STRAYS_NAMED} more members ${toolType} does not read` });
  return warnings;
}

/** A Page's record with `warnings` when its content has top-level members its toolType does not read (the answers of provision and PATCH). */
export function withWarnings<R extends { toolType: string; content: Record<string, unknown> }>(record: R): R & { warnings?: { path: string; message: string }[] } {
  const warnings = contentWarnings(record.toolType as ToolType, record.content);
  return warnings.length ? { ...record, warnings } : record;
}

/** Whether a zod issue is zod's own word on unknown keys of an object the stray check reported already (better: with the near miss). */
const saidAlready = (issue: z.core.$ZodIssue, reported: Set<string>) => issue.code === "unrecognized_keys" && reported.has(issue.path.map(String).join("."));

/**
 * The effective content of a Page: the given content checked against its
 * toolType's contract (defaults of optional members filled in), or the
 * toolType's default when none was given. Members its element shapes do not
 * name, and near misses of its top-level members, are issues too
 * (contentStrays).
 */
export function parseContent(
  toolType: ToolType,
  content: Record<string, unknown> | undefined,
): { success: true; data: Record<string, unknown> } | { success: false; issues: ContentIssue[] } {
  if (content === undefined) {
    const fallback = DEFAULT_CONTENT[toolType];
    if (!fallback) {
      return { success: false, issues: [{ path: [], message: `content is required for toolType ${toolType} (it has no safe default)` }] };
    }
    content = structuredClone(fallback);
  }
  const refused = contentStrays(toolType, content);
  const parsed = CONTENT_SCHEMAS[toolType].safeParse(content);
  if (!refused.length && parsed.success) return { success: true, data: parsed.data as Record<string, unknown> };
  const reported = new Set(refused.map((issue) => issue.path.slice(0, -1).map(String).join(".")));
  const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => !saidAlready(issue, reported));
  return { success: false, issues: [...refused, ...issues] };
}
