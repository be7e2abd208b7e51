/**
 * What one Page toolType is: a module in lib/domains/pages/types/<toolType>/ defines
 * it with `definePageType`, and ./registry.ts maps each toolType to its
 * module. Its behaviour (what a counterpart may do, and how it is stored)
 * lives beside it in the same folder; its view is
 * components/pages/types/<toolType>.tsx (the adapter layer), registered in
 * components/pages/types/index.tsx. CONTRIBUTING.md has the recipe.
 */
import type { z } from "zod";
import type { Tx } from "../../../core/db/client";
import type { Submission } from "../../../core/db/generated/client";
import type { EventData, EventType } from "../../events/catalogue";
import type { Formatters, translator } from "../../../core/i18n";
import type { SubmissionKind } from "./names";

/** A realistic content of the toolType, published in the OpenAPI document and the resource model. */
export interface PageExample<S extends z.ZodType> {
  /** What it is, in a few words ("A clinic's booking page"). */
  summary: string;
  /** The Page's label in a provision body. */
  label: string;
  content: z.input<S>;
}

/**
 * How many of an answer one signed-in person may give (one decision, one
 * signature…), from the content. `closedBy`: a submission of that kind by the
 * person is final (a declined signature): the page shows it instead of the form.
 */
export type PerPersonRule = { kind: SubmissionKind; max: number; closedBy?: SubmissionKind };

/** What the person's earlier submission shows on the page and in a 409 already_submitted (lib/domains/pages/per-person.ts). */
export interface EarlierShown {
  decision?: "approved" | "rejected";
  comment?: string;
  typedName?: string;
  /** A declined signature's reason. */
  reason?: string;
}

/** The reference every submission event carries: which submission, by whom, what is left, where to fetch it. */
export interface SubmissionRef {
  submissionId: string;
  submitterEmail: string;
  submissionsRemaining: number;
  url: string;
}

/** What a submission's summary is written with (lib/domains/pages/notify.ts): the Page's language and content, and the summary's limits. */
export interface SummaryTools {
  t: ReturnType<typeof translator<"signin">>;
  f: Formatters;
  /** The formatting locale (for formatters in another timezone). */
  formatLocale: string;
  /** One answer cut to the summary's limit, on one line. */
  clip: (text: string) => string;
  /** One answer as text: a file by its name, a list joined, anything else as JSON. */
  valueText: (value: unknown) => string;
  /** The Page's content as stored. */
  content: unknown;
}

/**
 * One kind of submission a toolType takes: how its stored data is read (a
 * zod schema that accepts every shape ever stored: members it cannot read
 * fall back, as the read side always did), the event it records, and the
 * summary its owner's notification and the person's receipt print.
 */
export interface SubmissionKindModule<D extends z.ZodType = z.ZodType, T extends EventType = EventType> {
  /** The submission's data as stored (parsed on the read side; never refuses a stored record). */
  data: D;
  /** The event recording one records (lib/domains/events/catalogue.ts); one of the module's `events`. */
  event: T;
  /** That event's data (with the reference), in the submission's transaction. */
  eventData(data: z.output<D>, recorded: { tx: Tx; submission: Submission; ref: SubmissionRef }): EventData<T> | Promise<EventData<T>>;
  /** The summary's lines after its first (the kind), in the Page's language. */
  summary(data: z.output<D>, tools: SummaryTools): string[];
  /** Whether the person gets a receipt when the Page asks for them (false: it already emails its own confirmation). */
  receipt: boolean;
  /** What the person's earlier submission of this kind shows (none: only when it was made). */
  shown?(data: z.output<D>): EarlierShown;
  /** The 409 already_submitted message, when a per-person rule limits this kind. */
  alreadySubmitted?(said: { when: string; latest: EarlierShown; count: number; max: number }): string;
}

/** Defines one submission kind of a toolType (typed against its data schema and its event). */
export const defineSubmissionKind = <D extends z.ZodType, T extends EventType>(kind: SubmissionKindModule<D, T>): SubmissionKindModule<D, T> => kind;

/** Where a counterpart's file goes on a Page that takes uploads, with its rules (lib/domains/pages/uploads.ts). */
export interface UploadTarget {
  key: string;
  accept?: string[];
  limit: number;
  /** true: the file is its own `upload` submission once stored (a vault's requested upload); false: it waits for its form. */
  submitsAlone: boolean;
}

export interface PageTypeModule<S extends z.ZodType = z.ZodType> {
  /** The spec's purpose line. */
  purpose: string;
  /** The content keys the spec lists (`fields[]` for a list). */
  contentKeys: string[];
  /** The content contract; unknown members are kept (content is free-form), known ones checked. */
  content: S;
  /** The safe default applied when content is omitted; absent when the content names things only the controller knows. */
  defaultContent?: z.input<S>;
  /** At least one realistic example. */
  examples: readonly [PageExample<S>, ...PageExample<S>[]];
  /** The heading the counterpart page shows (null: the Page's label), from the content as stored (it may not pass the schema); `members`: the content members it reads (./heading.ts). */
  heading: ((content: Record<string, unknown>) => string | null) & { members?: readonly string[] };
  /**
   * Whether the page shows every member of this content as written (an
   * artifact; a lead_collector without fields): then no member of its top
   * level is a stray (none is refused as a near miss, none is listed as
   * ignored). Absent: the content's top level is what its schema and heading name.
   */
  showsEveryMember?: (content: Record<string, unknown>) => boolean;
  /** What a counterpart's answers are recorded as, by kind (none: the Page only shows). */
  submissions: { readonly [K in SubmissionKind]?: SubmissionKindModule };
  /** The events a counterpart's actions on it record (lib/domains/events/catalogue.ts). */
  events: readonly EventType[];
  /** The per-person limit of its answers, if any (checked before and, atomically, when recording). */
  perPerson?: (content: Record<string, unknown>) => PerPersonRule | null;
  /** Where a counterpart's file `key` goes, or why not (ApiError not_found); absent: the Page takes no uploads. */
  uploadTarget?: (content: unknown, key: string) => UploadTarget;
}

/** Defines a toolType's module (typed against its own content schema). */
export const definePageType = <S extends z.ZodType>(module: PageTypeModule<S>): PageTypeModule<S> => module;
