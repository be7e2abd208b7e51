"use server";

/** The operator console's page-wide actions (reconcile open payments now), through the operator guard. */
import { revalidatePath } from "next/cache";
import { requireOperatorAction } from "@/lib/adapters/http/operator-guard";
import { reconcilePaymentsNow } from "@/lib/flows/operator/reconcile";

export async function reconcileAction(): Promise<void> {
  const operator = await requireOperatorAction();
  await reconcilePaymentsNow(operator);
  revalidatePath("/operator");
}
