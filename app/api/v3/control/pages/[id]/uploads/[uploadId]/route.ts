import { controlRoute } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { readUpload } from "@/lib/pages/storage";

/** A file a counterpart uploaded to a file vault Page, for its controller. */
export const GET = controlRoute<{ id: string; uploadId: string }>("page", async (_request, { id, params }) => {
  const { upload, bytes } = await readUpload(id, params.uploadId);
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

export const { POST, PUT, PATCH, DELETE } = otherMethods();
