import type { z } from "zod";
import type { Lease, Person } from "../db/generated/client";
import { leaseRecord } from "../leases/lease";
import { counterpartUrl } from "../leases/urls";
import type { PersonSchema } from "./schemas";

export type PersonRecord = z.infer<typeof PersonSchema>;

export function personRecord(person: Person & { lease: Lease }, baseUrl: string, now = new Date()): PersonRecord {
  return {
    id: person.id,
    type: "person",
    name: person.name,
    goal: person.goal,
    instructions: person.instructions,
    visibility: person.visibility,
    audienceEmails: person.audienceEmails,
    tools: person.tools as Record<string, unknown>,
    counterpartUrl: counterpartUrl(baseUrl, "person", person.id),
    lease: leaseRecord(person.lease, now),
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
}
