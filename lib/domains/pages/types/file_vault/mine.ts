/** What the signed-in person already uploaded to a file vault: the page shows it when they come back ("You uploaded 2 files"). */
import { normalizeEmail } from "../../../auth/email";
import { db } from "../../../../core/db/client";

export interface MyUpload {
  id: string;
  /** The requested upload it answers. */
  key: string;
  name: string;
  sizeBytes: number;
  /** When it was received (ISO). */
  at: string;
}

/** The person's received uploads on a Page (stored and recorded), oldest first; at most `take`. */
export async function myVaultUploads(pageId: string, email: string, take = 200): Promise<MyUpload[]> {
  const rows = await db().pageUpload.findMany({
    where: { pageId, uploaderEmail: normalizeEmail(email), state: "stored", submissionId: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, requestKey: true, name: true, sizeBytes: true, createdAt: true },
    take,
  });
  return rows.map((row) => ({ id: row.id, key: row.requestKey ?? "", name: row.name, sizeBytes: row.sizeBytes, at: row.createdAt.toISOString() }));
}
