/**
 * What an expired (or suspended: lib/domains/leases/suspension.ts) lease still allows: reads, its renewal and its destroy.
 * Every other write answers 402 lease_expired with that resource's renew
 * challenge. A domain rule, used by the control wrappers (REST and MCP) and
 * by the Person's turn accounting.
 */
import { ApiError } from "../../core/http/errors";
import { challengeError } from "./x402";
import type { ResourceType } from "../leases/schemas";
import { assertNotSuspended } from "../leases/suspension";

/** The answer for a lease that can no longer be written to: the renew challenge of that resource. */
export function leaseExpiredError(resourceType: ResourceType, resourceId: string, baseUrl: string, message?: string): ApiError {
  const what = resourceType === "person" ? "Person" : "Page";
  const renew = `/api/v3/resources/${resourceType}/${resourceId}/renew`;
  return challengeError(
    { purpose: "renew", resourceType, resourceId, url: `${baseUrl}${renew}`, description: `Renew this ${what}'s lease` },
    "lease_expired",
    message ?? `This ${what}'s lease has expired: only reads, renewal and destroy are open. Renew it by paying x402 on POST ${renew} (the challenge is in PAYMENT-REQUIRED).`,
  );
}

/**
 * Writes need a live lease: an expired (or not yet settled) lease keeps its
 * reads, its renewal and its destroy open, and refuses every other change
 * with the renew challenge. `lease` comes with the token (one lookup).
 */
export function assertLeaseWritable(
  subject: { resourceType: ResourceType; resourceId: string; lease: { status: string; termEnd: Date; suspendedAt: Date | null; suspendedReason?: string | null } },
  baseUrl: string,
  now = new Date(),
): void {
  const { status, termEnd } = subject.lease;
  if (status === "destroyed") throw new ApiError("resource_destroyed", `This ${subject.resourceType} was destroyed.`);
  // Suspended by the service's operators (lib/domains/leases/suspension.ts): 423 before the expiry's 402, since renewing would not open it.
  assertNotSuspended(subject);
  if (status === "pending" || termEnd <= now) throw leaseExpiredError(subject.resourceType, subject.resourceId, baseUrl);
}

/** Whether a control request changes its resource: anything but a read, and destroy (open on an expired lease). */
export const isLeaseWrite = (method: string): boolean => !["GET", "HEAD", "OPTIONS", "DELETE"].includes(method.toUpperCase());
