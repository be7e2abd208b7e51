import { counterpartRead } from "@/lib/adapters/http/counterpart";
import { otherMethods } from "@/lib/adapters/http/handler";
import { uploadMethod } from "@/lib/domains/pages/uploads";

/**
 * How a signed-in counterpart's browser sends files to a Page here:
 * `{ storage: "local" }`: each file's bytes to POST …/uploads/{key};
 * `{ storage: "blob", access }`: straight to the Vercel Blob store, with a
 * client token from POST …/uploads/{key}/blob, then POST
 * …/uploads/{key}/blob/{uploadId} once it is there.
 */
export const GET = counterpartRead<{ id: string }>("/api/counterpart/pages/{id}/uploads", { signIn: "Sign in to upload." }, () => {
  return Response.json(uploadMethod(), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
