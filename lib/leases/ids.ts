import { randomBytes } from "node:crypto";
import type { ResourceType } from "./schemas";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const PREFIX: Record<ResourceType, string> = { person: "psn_", page: "pg_" };

/** An opaque resource id: a type prefix and 20 random base-36 characters (about 103 bits). */
export function newResourceId(type: ResourceType): string {
  let id = "";
  while (id.length < 20) for (const byte of randomBytes(32)) if (byte < 252 && id.length < 20) id += ALPHABET[byte % 36];
  return PREFIX[type] + id;
}
