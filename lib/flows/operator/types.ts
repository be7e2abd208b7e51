/**
 * The operator console's shapes: who an operator is, the actions
 * they take and how each is written to the audit log (`OperatorAction`).
 */
import { z } from "zod";
import { ApiError, zodDetails } from "../../core/http/errors";

/** A signed-in operator: their normalised email (in OPERATOR_EMAILS) and NextAuth user id. */
export interface Operator {
  email: string;
  userId: string | null;
}

export const OPERATOR_ACTIONS = ["suspend", "unsuspend", "revoke_tokens", "reconcile_payments", "export_leases", "export_payments"] as const;
export type OperatorActionName = (typeof OPERATOR_ACTIONS)[number];

/** The reason an operator gives (suspend, unsuspend, revoke): required, one line, bounded. */
export const OperatorReasonSchema = z
  .string()
  .trim()
  .min(3, "Give a reason (at least 3 characters): the controller is told it and the audit log keeps it.")
  .max(500, "Keep the reason under 500 characters.")
  .refine((value) => !/[\r\n]/.test(value), "The reason is one line.");

/** A lease id as the console takes it from a path or a form (cuid2: lowercase letters and digits). */
export const LeaseIdSchema = z.string().regex(/^[a-z0-9]{20,32}$/, "a lease id");

export interface OperatorActionRecord {
  id: string;
  operatorEmail: string;
  action: OperatorActionName;
  leaseId: string | null;
  resourceType: string | null;
  resourceId: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** The reason, checked: 400 validation_failed (nothing done) when it is missing, too long or not one line. */
export function reasonOf(value: string): string {
  const parsed = OperatorReasonSchema.safeParse(value);
  if (!parsed.success) throw new ApiError("validation_failed", parsed.error.issues[0]?.message ?? "Give a reason.", { details: zodDetails(parsed.error) });
  return parsed.data;
}
