import { refusedActionRoutes } from "@/lib/adapters/http/counterpart";

/**
 * Where next.config.ts rewrites a server action (or a form post to a page)
 * that carries no session cookie: refused with 401 before a byte of its body
 * is read.
 */
export const { GET, POST, PUT, PATCH, DELETE } = refusedActionRoutes(
  "/api/counterpart/unauthenticated-action",
  "unauthorized",
  "Sign in first: this action needs a signed-in counterpart.",
);
