import type { z } from "zod";
import type { Lease, Person } from "../db/generated/client";
import { leaseRecord } from "../leases/lease";
import { counterpartUrl } from "../leases/urls";
import { BUILTIN_TOOLS, DEFAULT_COUNTERPART_TOOLS, profileOf, type BuiltinTool, type PersonSchema } from "./schemas";

export type PersonRecord = z.infer<typeof PersonSchema>;

/** Members of `tools` that are settings rather than tool names. */
const TOOL_SETTINGS = ["counterpartTools"];

/**
 * The built-in tools a `tools` object enables (all unless set to false), the
 * ones counterparts' turns may use (tools.counterpartTools, default the
 * read-only ones, and never one the Person may not use), and its other members.
 */
export function toolChoice(tools: unknown): { enabled: BuiltinTool[]; counterpart: BuiltinTool[]; ignored: string[] } {
  const config = (tools && typeof tools === "object" ? tools : {}) as Record<string, unknown>;
  const enabled = BUILTIN_TOOLS.filter((name) => config[name] !== false);
  const allowed: readonly unknown[] = Array.isArray(config.counterpartTools) ? config.counterpartTools : DEFAULT_COUNTERPART_TOOLS;
  return {
    enabled,
    counterpart: enabled.filter((name) => allowed.includes(name)),
    ignored: Object.keys(config).filter((key) => !(BUILTIN_TOOLS as readonly string[]).includes(key) && !TOOL_SETTINGS.includes(key)),
  };
}

/** The built-in tools of one turn: a counterpart's turn gets only what the controller allowed counterparts. */
export function toolsFor(tools: unknown, origin: "controller" | "counterpart"): BuiltinTool[] {
  const choice = toolChoice(tools);
  return origin === "counterpart" ? choice.counterpart : choice.enabled;
}

export type PersonWithLease = Person & { lease: Lease };

/** A Prisma DateTime column as to_jsonb writes it (UTC, without a zone). */
const utc = (value: unknown): Date => new Date(`${value as string}Z`);
const utcOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : utc(value));

/**
 * The columns a statement selects for a Person (`p`) and its lease (`l`) to
 * read it as Prisma would (`personWithLeaseOf`): each row whole, as JSON.
 * lib/http/control.ts reads them with the token, in the same statement;
 * test/api/person-control.test.ts proves the result equals Prisma's read.
 */
export const PERSON_WITH_LEASE_COLUMNS = `to_jsonb(p) AS "personRow", to_jsonb(l) AS "leaseRow"`;

/** The Person with its lease from the JSON rows of PERSON_WITH_LEASE_COLUMNS, with Prisma's types (DateTime as Date); null without a Person. */
export function personWithLeaseOf(row: { personRow: Record<string, unknown> | null; leaseRow: Record<string, unknown> | null }): PersonWithLease | null {
  const { personRow: person, leaseRow: lease } = row;
  if (!person || !lease) return null;
  return {
    ...(person as unknown as Person),
    createdAt: utc(person.createdAt),
    updatedAt: utc(person.updatedAt),
    pausedAt: utcOrNull(person.pausedAt),
    lease: {
      ...(lease as unknown as Lease),
      termStart: utc(lease.termStart),
      termEnd: utc(lease.termEnd),
      createdAt: utc(lease.createdAt),
      updatedAt: utc(lease.updatedAt),
      destroyedAt: utcOrNull(lease.destroyedAt),
    },
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
    enabledCounterpartTools: toolChoice(person.tools).counterpart,
    ignoredTools: toolChoice(person.tools).ignored,
    profile: profileOf(person.profile),
    counterpartUrl: counterpartUrl(baseUrl, "person", person.id),
    lease: leaseRecord(person.lease, now),
    paused: person.pausedAt != null,
    pausedAt: person.pausedAt?.toISOString() ?? null,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
}
