import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { openUpload } from "@/lib/domains/pages/uploads";

/**
 * A file a counterpart uploaded to a Page (a file vault's upload, or a form's
 * file field), for its controller: streamed from storage as it is read, on
 * local disk and in Vercel Blob alike, never held whole in memory (a Vercel
 * function's answer may only exceed 4.5 MB as a stream).
 */
/** RFC 8187 ext-value: UTF-8, percent-encoded (encodeURIComponent leaves ' ( ) * as they are). */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const GET = controlRoute<{ id: string; uploadId: string }>("page", async (_request, { id, params }) => {
  const { upload, stream } = await openUpload(id, params.uploadId);
  return new Response(stream, {
    headers: {
      "Content-Type": upload.mimeType,
      "Content-Length": String(upload.sizeBytes),
      "Content-Disposition": `attachment; filename="${upload.name.replace(/[^\w.\- ]/g, "_")}"; filename*=UTF-8''${extValue(upload.name)}`,
      "X-Content-SHA256": upload.sha256,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
