import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
/** The resource types (the events catalogue's RESOURCE_TYPES) and their ids' prefixes. */
const PREFIX = { person: "psn_", page: "pg_" } as const;
type ResourceType = keyof typeof PREFIX;
const RESOURCE_ID_LENGTH = 20;

function randomBase36(length: number): string {
  let id = "";
  while (id.length < length) for (const byte of randomBytes(32)) if (byte < 252 && id.length < length) id += ALPHABET[byte % 36];
  return id;
}

/**
 * An id for a row written with SQL rather than Prisma (whose cuid(2) default
 * is made in the client): 24 base-36 characters starting with a letter, the
 * shape of the cuid2 ids around it (about 123 bits).
 */
export function newRowId(): string {
  return ALPHABET[10 + (randomBytes(1)[0]! % 26)]! + randomBase36(23);
}

/** An opaque resource id: a type prefix and 20 random base-36 characters (about 103 bits). */
export function newResourceId(type: ResourceType): string {
  return PREFIX[type] + randomBase36(RESOURCE_ID_LENGTH);
}

/**
 * Whether `id` could name a row at all: letters, digits, `_` and `-`, at most
 * 100 (what a URL's path segment may carry to a lookup). Anything else (a NUL
 * byte, which PostgreSQL refuses in text, a slash, 2,000 characters) is no
 * id: the caller answers "not found" without asking the database.
 */
export function isIdShaped(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id);
}

/** Whether `id` has the shape `newResourceId(type)` makes (decided from the text alone). */
export function isResourceIdOf(type: ResourceType, id: string): boolean {
  return id.length === PREFIX[type].length + RESOURCE_ID_LENGTH && id.startsWith(PREFIX[type]) && /^[0-9a-z]+$/.test(id.slice(PREFIX[type].length));
}
