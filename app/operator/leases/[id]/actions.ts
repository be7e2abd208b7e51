"use server";

/**
 * The operator's server actions on a lease: each goes through the operator
 * guard (403 otherwise) and one domain function of lib/flows/operator, which
 * writes the audit row in its transaction.
 */
import { revalidatePath } from "next/cache";
import type { OperatorActionState } from "@/components/operator/lease-actions";
import { ApiError } from "@/lib/core/http/errors";
import { requireOperatorAction } from "@/lib/adapters/http/operator-guard";
import { revokeAllTokens } from "@/lib/flows/operator/revoke-tokens";
import { suspendLease } from "@/lib/flows/operator/suspend";
import { LeaseIdSchema, OperatorReasonSchema } from "@/lib/flows/operator/types";
import { unsuspendLease } from "@/lib/flows/operator/unsuspend";

type Run = (operator: Awaited<ReturnType<typeof requireOperatorAction>>, input: { leaseId: string; reason: string }) => Promise<string>;

async function act(leaseId: string, form: FormData, run: Run): Promise<OperatorActionState> {
  const operator = await requireOperatorAction();
  const id = LeaseIdSchema.safeParse(leaseId);
  if (!id.success) return { error: "No such lease." };
  const raw = typeof form.get("reason") === "string" ? (form.get("reason") as string) : "";
  const reason = OperatorReasonSchema.safeParse(raw);
  if (!reason.success) return { error: reason.error.issues[0]?.message ?? "Give a reason.", reason: raw.slice(0, 500) };
  try {
    const ok = await run(operator, { leaseId: id.data, reason: reason.data });
    revalidatePath(`/operator/leases/${id.data}`);
    return { ok };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, reason: raw };
    throw error;
  }
}

export async function suspendAction(leaseId: string, _state: OperatorActionState, form: FormData): Promise<OperatorActionState> {
  return act(leaseId, form, async (operator, input) => ((await suspendLease(operator, input)).changed ? "Suspended." : "It was suspended already."));
}

export async function unsuspendAction(leaseId: string, _state: OperatorActionState, form: FormData): Promise<OperatorActionState> {
  return act(leaseId, form, async (operator, input) => ((await unsuspendLease(operator, input)).changed ? "Unsuspended." : "It was not suspended."));
}

export async function revokeAction(leaseId: string, _state: OperatorActionState, form: FormData): Promise<OperatorActionState> {
  return act(leaseId, form, async (operator, input) => {
    const done = await revokeAllTokens(operator, input);
    return `Revoked ${done.capabilityTokens} capability token(s) and ${done.oauthGrants} OAuth grant(s).`;
  });
}
