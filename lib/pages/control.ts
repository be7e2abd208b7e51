/** Reading a controlled Page (its token already checked by the caller). */
import { db } from "../db/client";
import { ApiError } from "../http/errors";
import { pageRecord, type PageRecord } from "./record";

export async function getPage(id: string, baseUrl: string): Promise<PageRecord> {
  const page = await db().page.findUnique({ where: { id }, include: { lease: true } });
  if (!page) throw new ApiError("not_found", `No Page ${id}.`);
  return pageRecord(page, baseUrl);
}
