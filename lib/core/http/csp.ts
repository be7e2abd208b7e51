/**
 * The Content-Security-Policy of every HTML page, with a nonce per request
 * (proxy.ts makes one and passes the policy on as a request header, from
 * which Next.js takes the nonce for its own scripts; every page is
 * rendered per request, app/layout.tsx). Scripts run only with the nonce
 * (and what they load: 'strict-dynamic'); nothing is fetched, posted or
 * framed outside this origin (but uploads to the Vercel Blob API when the
 * Blob store is configured); no plugin, no <base>.
 *
 * Framing: nobody may frame a page (frame-ancestors 'none', and
 * X-Frame-Options: DENY for browsers that only know that), except a Page
 * whose controller named https origins in its embedOrigins
 * (lib/domains/pages/schemas.ts): frame-ancestors lists them, and X-Frame-Options,
 * which cannot name origins, is left out. The proxy reads them in the same
 * statement that decides a counterpart page's status
 * (lib/domains/auth/counterpart-state.ts readCounterpartDecision).
 */
import { config } from "../config";

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
}

/** Where the Blob SDK's client uploads go (`@vercel/blob/client` put: https://vercel.com/api/blob). */
export const BLOB_API_ORIGIN = "https://vercel.com";

function blobUploads(): boolean {
  try {
    return Boolean(config().uploads.blobToken);
  } catch {
    return false; // a configuration the server refuses anyway: the narrowest policy
  }
}

export function contentSecurityPolicy(nonce: string, options: { frameAncestors?: string[]; dev?: boolean } = {}): string {
  const ancestors = options.frameAncestors?.length ? options.frameAncestors.join(" ") : "'none'";
  return [
    "default-src 'self'",
    // 'unsafe-eval' only under next dev (React's development build needs it).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    // Styles: React sets style attributes (charts, the home page's variables), which a nonce cannot cover.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // With Vercel Blob the browser puts uploads straight into the store through its API (lib/domains/pages/storage.ts).
    `connect-src 'self'${blobUploads() ? ` ${BLOB_API_ORIGIN}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

/** The headers of an HTML answer besides the policy itself. */
export function framingHeaders(frameAncestors: string[]): Record<string, string> {
  return {
    ...(frameAncestors.length ? {} : { "X-Frame-Options": "DENY" }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}
