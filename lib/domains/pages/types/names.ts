/** The Page toolTypes (spec 2.2), by name: the registry (./registry.ts) has one module for each. */
import { z } from "zod";
import "zod-openapi";

export const TOOL_TYPES = [
  "custom_form",
  "scheduler",
  "order_taker",
  "file_sharer",
  "checklist",
  "e_signature",
  "payment",
  "approval",
  "file_vault",
  "data_dashboard",
  "lead_collector",
  "artifact",
] as const;
export type ToolType = (typeof TOOL_TYPES)[number];
export const ToolTypeSchema = z.enum(TOOL_TYPES).meta({ id: "ToolType" });
export const DEFAULT_TOOL_TYPE: ToolType = "custom_form";

/** What a counterpart's answer on a Page is recorded as (a submission's `kind`). */
export const SUBMISSION_KINDS = ["form", "lead", "booking", "order", "signature", "decline", "approval", "checklist", "upload"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
