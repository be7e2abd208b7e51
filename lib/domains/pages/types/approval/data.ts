/** An approval decision's data as stored (its own file: ./standing.ts and ./submission.ts both read it). */
import { z } from "zod";
import { storedText } from "../shared";

export const ApprovalDataSchema = z.looseObject({
  decision: z.enum(["approved", "rejected"]).optional().catch(undefined),
  comment: storedText,
});

/** The decision of a stored approval submission, if it holds one. */
export const decisionOf = (data: unknown) => ApprovalDataSchema.safeParse(data).data?.decision;
