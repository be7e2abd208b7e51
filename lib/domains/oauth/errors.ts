/**
 * OAuth endpoints answer errors as RFC 6749 says (`{error, error_description}`
 * with an OAuth error code), since that is what OAuth clients read; the rest
 * of the service answers `{error, code}` (lib/core/http/errors.ts).
 */
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "invalid_target"
  | "invalid_redirect_uri"
  | "invalid_client_metadata"
  | "access_denied"
  | "unsupported_response_type"
  | "server_error";

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
    this.name = "OAuthError";
  }
}

export function oauthErrorResponse(error: OAuthError): Response {
  return Response.json({ error: error.error, error_description: error.description }, { status: error.status, headers: { "Cache-Control": "no-store" } });
}
