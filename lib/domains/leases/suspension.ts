/**
 * Suspension, the one rule (lib/flows/operator): while a lease's
 * `suspendedAt` is set, its resource
 *
 * - serves no counterpart: the Page or the Person's chat page is the neutral
 *   `unavailable` page (503, the same words as an expired lease; never the
 *   word "suspended"), and the counterpart routes answer as they do for an
 *   expired lease;
 * - takes no control write: REST and MCP answer 423 `resource_suspended`;
 *   reads, DELETEs (destroy among them) stay open, as for an expired lease;
 * - runs nothing: a Person's tasks are parked (lib/domains/persons/runtime/pause.ts) and its
 *   schedules skip their runs, until it is unsuspended.
 *
 * Webhook deliveries to the controller still flow (it gets `lease.suspended`
 * and `lease.unsuspended`). Every surface reads the same column through the
 * helpers below (TypeScript for rows, `NOT_SUSPENDED` for SQL).
 */
import type { Lease } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { effectiveStatus } from "./lease";
import type { ResourceType } from "./schemas";

export interface SuspensionState {
  suspendedAt: Date | null;
}

/** Whether the lease is suspended by the service's operators. */
export function isSuspended(lease: SuspensionState): boolean {
  return lease.suspendedAt !== null;
}

/** The SQL condition "the lease aliased `alias` is not suspended" (for statements that decide in the database). */
export const notSuspendedSql = (alias: string): string => `${alias}."suspendedAt" IS NULL`;

/** The answer to a control write on a suspended resource (REST and MCP alike). */
export function resourceSuspendedError(resourceType: ResourceType, reason?: string | null): ApiError {
  const what = resourceType === "person" ? "Person" : "Page";
  return new ApiError(
    "resource_suspended",
    `This ${what} is suspended by the service's operators${reason ? ` (${reason})` : ""}: reads and destroy stay open, every other change is refused and counterparts meet an unavailable page until it is unsuspended. Nothing was changed.`,
  );
}

/** Throws 423 resource_suspended when the lease (as read) is suspended. */
export function assertNotSuspended(subject: { resourceType: ResourceType; lease: SuspensionState & { suspendedReason?: string | null } }): void {
  if (isSuspended(subject.lease)) throw resourceSuspendedError(subject.resourceType, subject.lease.suspendedReason);
}

/** Whether the lease serves counterparts now: active (paid, in its term) and not suspended. The proxy's statement says the same in SQL (lib/domains/auth/counterpart-state.ts). */
export function servesCounterparts(lease: Pick<Lease, "status" | "termEnd" | "suspendedAt">, now = new Date()): boolean {
  return effectiveStatus(lease, now) === "active" && !isSuspended(lease);
}
