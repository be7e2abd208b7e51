import type { z } from "zod";
import type { Lease, Person } from "../db/generated/client";
import { leaseRecord } from "../leases/lease";
import { counterpartUrl } from "../leases/urls";
import { BUILTIN_TOOLS, type BuiltinTool, type PersonSchema } from "./schemas";

export type PersonRecord = z.infer<typeof PersonSchema>;

/** The built-in tools a `tools` object enables (all unless set to false), and its other members. */
export function toolChoice(tools: unknown): { enabled: BuiltinTool[]; ignored: string[] } {
  const config = (tools && typeof tools === "object" ? tools : {}) as Record<string, unknown>;
  return {
    enabled: BUILTIN_TOOLS.filter((name) => config[name] !== false),
    ignored: Object.keys(config).filter((key) => !(BUILTIN_TOOLS as readonly string[]).includes(key)),
  };
}

export function personRecord(person: Person & { lease: Lease }, baseUrl: string, now = new Date()): PersonRecord {
  return {
    id: person.id,
    type: "person",
    name: person.name,
    goal: person.goal,
    instructions: person.instructions,
    visibility: person.visibility,
    audienceEmails: person.audienceEmails,
    ownerEmail: person.ownerEmail,
    tools: person.tools as Record<string, unknown>,
    enabledTools: toolChoice(person.tools).enabled,
    ignoredTools: toolChoice(person.tools).ignored,
    counterpartUrl: counterpartUrl(baseUrl, "person", person.id),
    lease: leaseRecord(person.lease, now),
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
}
