/**
 * Signed-in counterparts and a Person: who may open it (the same audience
 * rules as Pages), and their own chat sessions. Counterpart turns are the
 * Person's turns, taken exactly like a controller's.
 */
import { counterpartState } from "../../auth/counterpart-state";
import { db } from "../../../core/db/client";
import type { Lease, Person } from "../../../core/db/generated/client";
import { hasUnitLeft } from "../../../core/allowance-units";
import { servesCounterparts } from "../../leases/suspension";
import { isIdShaped } from "../../../core/ids";

export type PersonAccess =
  | { state: "missing" }
  | { state: "destroyed" }
  | { state: "signed-out"; person: Person & { lease: Lease } }
  | { state: "denied"; person: Person & { lease: Lease } }
  | { state: "unavailable"; person: Person & { lease: Lease } }
  | { state: "open"; person: Person & { lease: Lease } };

/**
 * What a counterpart (`email`, null when signed out) meets at a Person: the
 * rule of lib/domains/auth/counterpart-state.ts, which the proxy follows too. A
 * Person whose lease is not active or whose turns are used up is unavailable.
 */
export async function openPerson(id: string, email: string | null): Promise<PersonAccess> {
  if (!isIdShaped(id)) return { state: "missing" };
  const person = await db().person.findUnique({ where: { id }, include: { lease: true } });
  if (!person) {
    // Destroyed or never made: the lease outlives a destroyed Person.
    const lease = await db().lease.findUnique({ where: { resourceId: id }, select: { status: true, resourceType: true } });
    return lease?.resourceType === "person" && lease.status === "destroyed" ? { state: "destroyed" } : { state: "missing" };
  }
  const { lease } = person;
  const serving = servesCounterparts(lease) && hasUnitLeft(lease);
  const state = counterpartState({ resource: person, lease: { destroyed: false, serving } }, email);
  // (missing and destroyed are for an id without a row; this one has it.)
  return state === "missing" || state === "destroyed" ? { state } : { state, person };
}

/**
 * Why a Person cannot answer a counterpart, in the counterpart's terms (the
 * chat page's reason beside its disabled composer; the counterpart chat's
 * `reason`): `unavailable` (its lease is not active: expired, settling,
 * suspended), `limit` (it has answered all it may this term), `removed`
 * (destroyed). Never the turn count, the renewal or the price.
 */
export type UnavailableReason = "unavailable" | "limit" | "removed";

/**
 * A refusal whose details (turns, renewal, payment) are the controller's, not
 * the counterpart's: the reason the counterpart is told instead (the chat
 * route answers it as 503 service_unavailable; lib/core/i18n/errors.ts words it),
 * or undefined for any other code.
 */
export function controllerBusinessReason(code: string): UnavailableReason | undefined {
  return CONTROLLER_BUSINESS[code];
}

const CONTROLLER_BUSINESS: Partial<Record<string, UnavailableReason>> = {
  turns_exhausted: "limit",
  lease_expired: "unavailable",
  lease_not_active: "unavailable",
  resource_destroyed: "removed",
  // Suspended by the service's operators between the check and the turn (lib/domains/leases/suspension.ts): never said to a counterpart.
  resource_suspended: "unavailable",
};

export function unavailableReason(lease: Lease, now = new Date()): UnavailableReason | null {
  if (lease.status === "destroyed") return "removed";
  if (!servesCounterparts(lease, now)) return "unavailable";
  return hasUnitLeft(lease) ? null : "limit";
}

/** The counterpart's latest session with this Person and its messages, oldest first. */
export async function latestConversation(personId: string, email: string) {
  const session = await db().chatSession.findFirst({
    where: { personId, origin: "counterpart", counterpartEmail: email },
    orderBy: { updatedAt: "desc" },
    include: { messages: { orderBy: { createdAt: "asc" }, take: 200 } },
  });
  if (!session) return null;
  return {
    sessionId: session.id,
    messages: session.messages
      .filter((m) => m.role === "user" || m.role === "assistant")
      .map((m) => ({ id: m.id, role: m.role as "user" | "assistant", text: m.content, at: m.createdAt.toISOString() })),
  };
}
