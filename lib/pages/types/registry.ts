/**
 * The one registry of Page toolTypes: toolType → its module
 * (lib/pages/types/<toolType>/). Everything about a toolType that is not its
 * view is read from here (lib/pages/content.ts derives the content contract
 * tables from it; the OpenAPI document, the resource model and the MCP tool
 * schemas publish its schemas and examples).
 */
import type { z } from "zod";
import { approval } from "./approval";
import { artifact } from "./artifact";
import { checklist } from "./checklist";
import { customForm } from "./custom_form";
import { dataDashboard } from "./data_dashboard";
import type { PageTypeModule } from "./define";
import { eSignature } from "./e_signature";
import { fileSharer } from "./file_sharer";
import { fileVault } from "./file_vault";
import { leadCollector } from "./lead_collector";
import type { ToolType } from "./names";
import { orderTaker } from "./order_taker";
import { payment } from "./payment";
import { scheduler } from "./scheduler";

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
