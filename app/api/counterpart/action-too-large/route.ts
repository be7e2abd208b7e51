import { ApiError } from "@/lib/core/http/errors";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";

/**
 * Where next.config.ts rewrites a signed-in counterpart's server action (or
 * script-less form post to a page) whose Content-Length is over the actions'
 * limit: 413 payload_too_large before a byte of its body is read (Next.js
 * would read the limit's worth and answer 500). Counted per client address
 * with the other counterpart requests. Never linked to; not a public route.
 */
const refuse = limitedRoute("/api/counterpart/action-too-large", async () => {
  throw new ApiError("payload_too_large", "This form is larger than a page's form may be (1 MB): nothing was saved. Send files with the form's upload field, which takes larger files.");
});

export const GET = refuse;
export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
