import { refusedActionRoutes } from "@/lib/adapters/http/counterpart";

/**
 * Where next.config.ts rewrites a signed-in counterpart's server action (or
 * script-less form post to a page) that comes without a Content-Length
 * (a chunked body): 411 length_required before a byte of it is read. Next.js
 * would read such a body up to the actions' limit and answer 500 past it;
 * browsers always send an action's length, so only a hand-made request
 * meets this.
 */
export const { GET, POST, PUT, PATCH, DELETE } = refusedActionRoutes(
  "/api/counterpart/action-length-required",
  "length_required",
  "Send the form with its length (a Content-Length header): nothing was saved.",
);
