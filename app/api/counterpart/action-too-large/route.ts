import { refusedActionRoutes } from "@/lib/adapters/http/counterpart";

/**
 * Where next.config.ts rewrites a signed-in counterpart's server action (or
 * script-less form post to a page) whose Content-Length is over the actions'
 * limit: 413 payload_too_large before a byte of its body is read (Next.js
 * would read the limit's worth and answer 500).
 */
export const { GET, POST, PUT, PATCH, DELETE } = refusedActionRoutes(
  "/api/counterpart/action-too-large",
  "payload_too_large",
  "This form is larger than a page's form may be (1 MB): nothing was saved. Send files with the form's upload field, which takes larger files.",
);
