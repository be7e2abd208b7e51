/**
 * The one registry of Page toolTypes: toolType → its module
 * (lib/domains/pages/types/<toolType>/). Everything about a toolType that is not its
 * view is read from here (lib/domains/pages/content.ts derives the content contract
 * tables from it; the OpenAPI document, the resource model and the MCP tool
 * schemas publish its schemas and examples).
 */
import type { z } from "zod";
import { approval } from "./types/approval";
import { artifact } from "./types/artifact";
import { checklist } from "./types/checklist";
import { customForm } from "./types/custom_form";
import { dataDashboard } from "./types/data_dashboard";
import type { PageTypeModule, SubmissionKindModule, UploadTarget } from "./types/define";
import { eSignature } from "./types/e_signature";
import { fileSharer } from "./types/file_sharer";
import { fileVault } from "./types/file_vault";
import { leadCollector } from "./types/lead_collector";
import { SUBMISSION_KINDS, TOOL_TYPES, type SubmissionKind, type ToolType } from "./types/names";
import { orderTaker } from "./types/order_taker";
import { payment } from "./types/payment";
import { scheduler } from "./types/scheduler";

export const PAGE_TYPES = {
  custom_form: customForm,
  scheduler,
  order_taker: orderTaker,
  file_sharer: fileSharer,
  checklist,
  e_signature: eSignature,
  payment,
  approval,
  file_vault: fileVault,
  data_dashboard: dataDashboard,
  lead_collector: leadCollector,
  artifact,
} as const satisfies { [T in ToolType]: PageTypeModule };

/** A toolType's content once parsed by its module's schema. */
export type ContentOf<T extends ToolType> = z.output<(typeof PAGE_TYPES)[T]["content"]>;

/** A Page's toolType with its parsed content: the typed union the Page route renders from. */
export type TypedContent = { [T in ToolType]: { toolType: T; content: ContentOf<T> } }[ToolType];

/** A stored Page's module (its toolType as stored is one of TOOL_TYPES; anything else has none). */
export function pageTypeOf(toolType: string): PageTypeModule | undefined {
  return Object.hasOwn(PAGE_TYPES, toolType) ? (PAGE_TYPES[toolType as ToolType] as PageTypeModule) : undefined;
}

/** The heading the counterpart page shows: its module's, else the Page's label. */
export function pageHeading(toolType: string, label: string, content: Record<string, unknown>): string {
  return pageTypeOf(toolType)?.heading(content) || label;
}

/** Each submission kind with the module that takes it (one module per kind: registry.test.ts checks it). */
const KINDS = new Map<string, SubmissionKindModule>(
  TOOL_TYPES.flatMap((toolType) => Object.entries((PAGE_TYPES[toolType] as PageTypeModule).submissions).flatMap(([kind, module]) => (module ? [[kind, module] as const] : []))),
);

/** The module part of a submission kind (undefined for a kind no toolType takes). */
export function submissionKindOf(kind: string): SubmissionKindModule | undefined {
  return KINDS.get(kind);
}

/** A submission's data as its kind reads it (every stored shape parses: see SubmissionKindModule.data). */
export function submissionData<K extends SubmissionKindModule>(kind: K, data: unknown): z.output<K["data"]> {
  const stored = data !== null && typeof data === "object" && !Array.isArray(data) ? data : {};
  return kind.data.parse(stored) as z.output<K["data"]>;
}

/** The submission kinds each module takes, in the order of SUBMISSION_KINDS. */
export const submissionKindsOf = (toolType: ToolType): SubmissionKind[] => SUBMISSION_KINDS.filter((kind) => kind in (PAGE_TYPES[toolType] as PageTypeModule).submissions);

/** The toolTypes whose Pages take a counterpart's files. */
export const UPLOAD_TOOL_TYPES: ToolType[] = TOOL_TYPES.filter((toolType) => (PAGE_TYPES[toolType] as PageTypeModule).uploadTarget);

/** Where file `key` goes on a Page, or 404 (lib/domains/pages/uploads.ts opens only Pages of UPLOAD_TOOL_TYPES). */
export function uploadTargetOf(page: { toolType: string; content: unknown }, key: string): UploadTarget {
  const target = pageTypeOf(page.toolType)?.uploadTarget;
  if (!target) throw new Error(`A ${page.toolType} Page takes no uploads.`);
  return target(page.content, key);
}

/** The one kind a Page's answers are recorded as (a form's: custom_form's `form`, lead_collector's `lead`); for a toolType that takes one kind. */
export function answerKindOf(toolType: string): SubmissionKind {
  const kinds = Object.keys(pageTypeOf(toolType)?.submissions ?? {}) as SubmissionKind[];
  if (kinds.length !== 1) throw new Error(`A ${toolType} Page does not record its answers as one kind.`);
  return kinds[0]!;
}
