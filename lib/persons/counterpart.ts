/**
 * Signed-in counterparts and a Person: who may open it (the same audience
 * rules as Pages), and their own chat sessions. Counterpart turns are the
 * Person's turns, taken exactly like a controller's.
 */
import { canOpen } from "../auth/access";
import { db } from "../db/client";
import type { Lease, Person } from "../db/generated/client";
import { effectiveStatus } from "../leases/lease";

export type PersonAccess =
  | { state: "missing" }
  | { state: "denied"; person: Person & { lease: Lease } }
  | { state: "unavailable"; person: Person & { lease: Lease } }
  | { state: "open"; person: Person & { lease: Lease } };

export async function openPerson(id: string, email: string | null): Promise<PersonAccess> {
  const person = await db().person.findUnique({ where: { id }, include: { lease: true } });
  if (!person) return { state: "missing" };
  if (!canOpen(person, email)) return { state: "denied", person };
  const lease = person.lease;
  if (effectiveStatus(lease) !== "active" || lease.usedUnits >= lease.includedUnits) return { state: "unavailable", person };
  return { state: "open", person };
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
      .map((m) => ({ id: m.id, role: m.role as "user" | "assistant", text: m.content })),
  };
}
