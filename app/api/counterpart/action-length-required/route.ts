import { ApiError } from "@/lib/core/http/errors";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";

/**
 * Where next.config.ts rewrites a signed-in counterpart's server action (or
 * script-less form post to a page) that comes without a Content-Length
 * (a chunked body): 411 length_required before a byte of it is read. Next.js
 * would read such a body up to the actions' limit and answer 500 past it;
 * browsers always send an action's length, so only a hand-made request
 * meets this. Counted per client address with the other counterpart
 * requests. Never linked to; not a public route.
 */
const refuse = limitedRoute("/api/counterpart/action-length-required", async () => {
  throw new ApiError("length_required", "Send the form with its length (a Content-Length header): nothing was saved.");
});

export const GET = refuse;
export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
