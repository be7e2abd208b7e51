import type { z } from "zod";
import type { Lease, Person } from "../../../core/db/generated/client";
import { leaseRecord } from "../../leases/lease";
import type { LinkRecord } from "../../links/schemas";
import { counterpartUrl } from "../../leases/urls";
import type { Preload } from "../../tokens/authenticate";
import { profileOf, type PersonSchema } from "../shapes/schemas";
import { showTools, toolChoice } from "./tool-config";

export type PersonRecord = z.infer<typeof PersonSchema>;

export type PersonWithLease = Person & { lease: Lease };

/** A Prisma DateTime column as to_jsonb writes it (UTC, without a zone). */
const utc = (value: unknown): Date => new Date(`${value as string}Z`);
const utcOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : utc(value));

/**
 * The columns a statement selects for a Person (`p`) and its lease (`l`) to
 * read it as Prisma would (`personWithLeaseOf`): each row whole, as JSON.
 * The control wrapper reads them with the token, in the same statement (PERSON_PRELOAD);
 * test/persons/control.test.ts proves the result equals Prisma's read.
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
      suspendedAt: utcOrNull(lease.suspendedAt),
    },
  };
}

/** The Person's own fields, as its controller defined them and in this order: the record, the export's definition and their examples list them so. */
export const DEFINED_FIELDS = ["name", "goal", "instructions", "visibility", "audienceEmails", "ownerEmail"] as const;
type DefinedField = (typeof DEFINED_FIELDS)[number];

/** The Person's defined fields (DEFINED_FIELDS) of `person`, in their order. */
export function definedFields<P extends { [K in DefinedField]: unknown }>(person: P): Pick<P, DefinedField> {
  return Object.fromEntries(DEFINED_FIELDS.map((field) => [field, person[field]])) as Pick<P, DefinedField>;
}

/**
 * What the control wrapper reads with the token of a Person route: the
 * Person with its lease, as Prisma would read it (null when there is none).
 * The Person's lease is the token's (`l`, already joined): a join the fewer
 * for PostgreSQL to plan on every request.
 */
export const PERSON_PRELOAD: Preload<PersonWithLease | null> = {
  columns: PERSON_WITH_LEASE_COLUMNS,
  joins: `LEFT JOIN "Person" p ON p.id = t."resourceId" AND p."leaseId" = t."leaseId" AND t."resourceType" = 'person'`,
  of: (row) => personWithLeaseOf(row as Parameters<typeof personWithLeaseOf>[0]),
};

export function personRecord(person: Person & { lease: Lease }, baseUrl: string, now = new Date(), links: LinkRecord[] = []): PersonRecord {
  const choice = toolChoice(person.tools);
  return {
    id: person.id,
    type: "person",
    ...definedFields(person),
    tools: showTools(person.tools),
    enabledTools: choice.enabled,
    enabledCounterpartTools: choice.counterpart,
    ignoredTools: choice.ignored,
    profile: profileOf(person.profile),
    counterpartUrl: counterpartUrl(baseUrl, "person", person.id),
    links,
    lease: leaseRecord(person.lease, now),
    paused: person.pausedAt != null,
    pausedAt: person.pausedAt?.toISOString() ?? null,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
}
