/**
 * The one registry of toolType views: toolType → the view of its counterpart
 * page (the module's other half, lib/domains/pages/types/<toolType>/, holds its
 * schema and behaviour). `PageBody` renders a Page's typed content
 * with its view (`PageBody`).
 */
import type { Page } from "@/lib/core/db/generated/client";
import type { ChosenLocale } from "@/lib/core/i18n";
import type { TypedContent } from "@/lib/domains/pages/content";
import type { ToolType } from "@/lib/domains/pages/types/names";
import { ApprovalView } from "./approval";
import { ChecklistView } from "./checklist";
import { ESignatureView } from "./e-signature";
import { FileVaultView } from "./file-vault";
import { FormView } from "./form";
import { OrderTakerView } from "./order-taker";
import { SchedulerView } from "./scheduler";
import { ArtifactView, DataDashboardView, FileSharerView, PaymentView } from "./shown";
import type { PageActions, PageView } from "./view";

export const PAGE_VIEWS: { [T in ToolType]: PageView<T> } = {
  custom_form: FormView,
  lead_collector: FormView,
  scheduler: SchedulerView,
  order_taker: OrderTakerView,
  file_sharer: FileSharerView,
  checklist: ChecklistView,
  e_signature: ESignatureView,
  payment: PaymentView,
  approval: ApprovalView,
  file_vault: FileVaultView,
  data_dashboard: DataDashboardView,
  artifact: ArtifactView,
};

/** The body of a Page's counterpart page: its typed content through its toolType's view. */
export function PageBody({ typed, page, email, actions, chosen }: { typed: TypedContent; page: Page; email: string; actions: PageActions; chosen: ChosenLocale }) {
  // A union's toolType and content belong together (typedContent parsed one with the other's schema).
  const View = PAGE_VIEWS[typed.toolType] as PageView<ToolType>;
  return <View page={page} actions={actions} content={typed.content as never} email={email} chosen={chosen} />;
}
