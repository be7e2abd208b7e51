/**
 * What one Page toolType is: a module in lib/pages/types/<toolType>/ defines
 * it with `definePageType`, and ./registry.ts maps each toolType to its
 * module. Its behaviour (what a counterpart may do, and how it is stored)
 * lives beside it in the same folder; its view is
 * components/pages/types/<toolType>.tsx (the adapter layer), registered in
 * components/pages/types/index.tsx. CONTRIBUTING.md has the recipe.
 */
import type { z } from "zod";
import type { EventType } from "../../events/catalogue";
import type { SubmissionKind } from "./names";

/** A realistic content of the toolType, published in the OpenAPI document and the resource model. */
export interface PageExample<S extends z.ZodType> {
  /** What it is, in a few words ("A clinic's booking page"). */
  summary: string;
  /** The Page's label in a provision body. */
  label: string;
  content: z.input<S>;
}

/** How many of an answer one signed-in person may give (one decision, one signature…), from the content. */
export type PerPersonRule = { kind: SubmissionKind; max: number };

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
  /** What a counterpart's answers are recorded as (none: the Page only shows). */
  submissionKinds: readonly SubmissionKind[];
  /** The events a counterpart's actions on it record (lib/events/catalogue.ts). */
  events: readonly EventType[];
  /** The per-person limit of its answers, if any (checked before and, atomically, when recording). */
  perPerson?: (content: Record<string, unknown>) => PerPersonRule | null;
}

/** Defines a toolType's module (typed against its own content schema). */
export const definePageType = <S extends z.ZodType>(module: PageTypeModule<S>): PageTypeModule<S> => module;
