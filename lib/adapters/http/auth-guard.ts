/**
 * What the NextAuth route sees of a request: a POST body read within
 * AUTH_BODY_LIMIT (NextAuth itself reads bodies whole), and for a sign-in
 * email request the rate limit per client address and per email address, so
 * nobody can flood an inbox (or our SMTP account) with sign-in links.
 */
import { NextRequest } from "next/server";
import { readBodyText } from "./handler";
import { clientAddress, enforceRateLimit } from "./rate-limit";

/** Sign-in forms are a few hundred bytes (email, CSRF token, callback URL). */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** Where the sign-in page explains a refused sign-in email; next-auth's client follows `url`. */
export const SIGNIN_RATE_LIMITED_URL = "/signin?error=RateLimited";

function emailOf(body: string, contentType: string | null): string | null {
  try {
    const fields: Record<string, unknown> = contentType?.includes("application/json")
      ? (JSON.parse(body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(body));
    return typeof fields.email === "string" ? fields.email : null;
  } catch {
    return null;
  }
}

/** The request to hand to NextAuth, or a thrown 413 or 429. */
export async function guardAuthRequest(request: NextRequest, action: string[] | undefined): Promise<NextRequest> {
  if (request.method !== "POST") return request;
  const body = await readBodyText(request, AUTH_BODY_LIMIT);
  if (action?.[0] === "signin" && action[1] === "email") {
    await enforceRateLimit(
      "signin",
      { address: clientAddress(request.headers), email: emailOf(body, request.headers.get("content-type")) },
      { extra: { url: SIGNIN_RATE_LIMITED_URL } },
    );
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new NextRequest(request.url, { method: request.method, headers, body, signal: request.signal });
}
