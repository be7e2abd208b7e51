/** The OAuth grants of Persons and Pages, with their examples. */
import { z } from "zod";
import type { PublishedRoute } from "../../../core/http/routes";
import { GrantIdSchema, OAuthGrantListSchema, OAuthGrantSchema } from "../../../domains/oauth/grants";
import { responseExample } from "./examples";
import { AT, one } from "./story";
import { control, CONTROL_ERRORS, IdParam, type Spec } from "./spec";

/** A resource's OAuth grants (lib/domains/oauth/grants.ts, docs/agents.md "Connecting claude.ai or ChatGPT (OAuth)"). */
type GrantRoute<K extends "persons" | "pages"> = Extract<PublishedRoute, `${string} /api/v3/control/${K}/{id}/oauth-grants${string}`>;
export function grantSpecs<R extends "person" | "page">(resource: R): Record<GrantRoute<R extends "person" ? "persons" : "pages">, Spec> {
  const kind = resource === "person" ? "persons" : "pages";
  const noun = resource === "person" ? "Person" : "Page";
  const Noun = resource === "person" ? "Person" : "Page";
  return {
    [`GET /api/v3/control/${kind}/{id}/oauth-grants`]: control(resource, {
      operationId: `list${Noun}OAuthGrants`,
      summary: `List the OAuth connections to the ${noun} (MCP clients that signed in through /oauth/authorize); never a token`,
      success: { status: 200, description: "The grants, newest first: every live one and those revoked in the last 30 days.", schema: OAuthGrantListSchema },
      errors: CONTROL_ERRORS,
    }),
    [`DELETE /api/v3/control/${kind}/{id}/oauth-grants/{grantId}`]: {
      operationId: `revoke${Noun}OAuthGrant`,
      summary: `Revoke one OAuth connection to the ${noun}: its access and refresh tokens stop working at once`,
      tags: [resource],
      security: "bearer",
      params: { path: z.object({ id: IdParam.shape.id, grantId: GrantIdSchema.shape.grantId }) },
      success: { status: 200, description: "The grant, revoked (revoking it again answers the same).", schema: OAuthGrantSchema },
      errors: CONTROL_ERRORS,
    },
  } as Record<GrantRoute<R extends "person" ? "persons" : "pages">, Spec>;
}

const grant = {
  id: "k7m2q9x4w1v8n5b3c6d0fz",
  clientId: "https://claude.ai/oauth/mcp-oauth-client-metadata",
  clientName: "Claude",
  redirectHost: "claude.ai",
  scope: "mcp:read mcp:write",
  createdAt: "2026-11-24T09:45:00.000Z",
  lastUsedAt: "2026-11-24T10:05:00.000Z",
  revokedAt: null,
};

// ---- OAuth grants
responseExample(OAuthGrantSchema, one("Revoked", { ...grant, revokedAt: AT }));
responseExample(OAuthGrantListSchema, one("A live connection from Claude", { grants: [grant] }));
