/** Reading a controlled Person (its token already checked by the caller). */
import { db } from "../db/client";
import { ApiError } from "../http/errors";
import { personRecord, type PersonRecord } from "./record";

export async function getPerson(id: string, baseUrl: string): Promise<PersonRecord> {
  const person = await db().person.findUnique({ where: { id }, include: { lease: true } });
  if (!person) throw new ApiError("not_found", `No Person ${id}.`);
  return personRecord(person, baseUrl);
}
