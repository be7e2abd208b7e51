import { ApiError } from "@/lib/core/http/errors";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";

/**
 * Where next.config.ts rewrites a server action (or a form post to a page)
 * that carries no session cookie: refused with 401 before a byte of its body
 * is read, and counted per client address with the other counterpart
 * requests (429 beyond the limit). Never linked to; not a public route.
 */
const refuse = limitedRoute("/api/counterpart/unauthenticated-action", async () => {
  throw new ApiError("unauthorized", "Sign in first: this action needs a signed-in counterpart.");
});

export const GET = refuse;
export const POST = refuse;
export const PUT = refuse;
export const PATCH = refuse;
export const DELETE = refuse;
