/** The lease an operator action names, locked for the action's transaction (404 when there is none). */
import type { Tx } from "../../core/db/client";
import type { Lease } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";

export async function lockLease(tx: Tx, leaseId: string): Promise<Lease> {
  const [lease] = await tx.$queryRaw<Lease[]>`SELECT * FROM "Lease" WHERE id = ${leaseId} FOR UPDATE`;
  if (!lease) throw new ApiError("not_found", `No lease ${leaseId}.`);
  return lease;
}
