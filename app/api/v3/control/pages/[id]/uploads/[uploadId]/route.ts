import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/handler";
import { readStoredFile } from "@/lib/pages/storage";
import { authenticate } from "@/lib/tokens/authenticate";

/** A file a counterpart uploaded to a file vault Page, for its controller. */
export const GET = apiRoute(async (request: Request, context: { params: Promise<{ id: string; uploadId: string }> }) => {
  const { id, uploadId } = await context.params;
  await authenticate(request, { type: "page", id });
  const upload = await db().pageUpload.findUnique({ where: { id: uploadId } });
  if (!upload || upload.pageId !== id) throw new ApiError("not_found", `No upload ${uploadId} on this Page.`);
  const bytes = await readStoredFile(upload.storage, upload.storageKey);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": upload.mimeType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${upload.name.replace(/[^\w.\- ]/g, "_")}"`,
      "X-Content-SHA256": upload.sha256,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
