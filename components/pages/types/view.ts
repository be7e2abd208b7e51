/** What a toolType's view gets: the Page, its content parsed by its module, and the signed-in person. */
import type { ActionState } from "@/components/pages/action-state";
import type { Page } from "@/lib/core/db/generated/client";
import type { ChosenLocale } from "@/lib/core/i18n";
import type { ContentOf } from "@/lib/domains/pages/content";
import type { ToolType } from "@/lib/domains/pages/types/names";

/** A Page's server action, bound to the Page (app/pages/[id]/actions.ts). */
export type BoundAction = (previous: ActionState, formData: FormData) => Promise<ActionState>;

/** The counterpart page's server actions, bound to this Page by the page route (components never import app/). */
export interface PageActions {
  submitForm: BoundAction;
  approve: BoundAction;
  /** An answer to a request a linked Person waits on (approval Pages linked for approvals). */
  answerPersonRequest: BoundAction;
  sign: BoundAction;
  decline: BoundAction;
  checklist: BoundAction;
  book: BoundAction;
  cancelBooking: BoundAction;
  order: BoundAction;
}

export interface ViewProps<T extends ToolType> {
  page: Page;
  actions: PageActions;
  content: ContentOf<T>;
  /** The signed-in counterpart's email. */
  email: string;
  /** The language and formats the person sees (lib/core/i18n): server views translate with `translator(chosen.locale, namespace)`, client components with `useTranslations(namespace)`. */
  chosen: ChosenLocale;
}

/** A toolType's view: the body of its counterpart page, under the heading (a server component). */
export type PageView<T extends ToolType> = (props: ViewProps<T>) => React.ReactNode | Promise<React.ReactNode>;
