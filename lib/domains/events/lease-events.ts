/**
 * The lease's events, for both kinds of resource (`lease.*`): the term, tokens, OAuth grants, suspension, the audience,
 * webhooks. Part of the event catalogue (./catalogue.ts).
 */
import { z } from "zod";
import { define, type EventDefinition, iso } from "./define";

export const leaseEvents = {
  "lease.provisioned": define("any", "The resource was bought: its first term began.", z.strictObject({ paymentId: z.string() })),
  "lease.renewed": define("any", "A renewal was paid: a new term, the allowance reset.", z.strictObject({ paymentId: z.string(), termEnd: iso })),
  "lease.expiring": define(
    "any",
    "The term ends soon: sent 7 days and 1 day before termEnd, once each per term.",
    z.strictObject({ termEnd: iso, daysLeft: z.union([z.literal(7), z.literal(1)]) }),
  ),
  "lease.expired": define("any", "The term ended without a renewal: the resource answers no one until it is renewed.", z.strictObject({ termEnd: iso })),
  "lease.destroyed": define("any", "The controller destroyed the resource; its tokens are revoked.", z.strictObject({})),
  "lease.token_refreshed": define("any", "The controller exchanged its token for a new one.", z.strictObject({})),
  "lease.token_reissued": define(
    "any",
    "The wallet that paid for the lease proved itself (sign-in-with-x) and had a new capability token issued: every earlier token of the lease, and every OAuth connection to it, is revoked.",
    z.strictObject({
      wallet: z.string().meta({ description: "The paying wallet (the lease's principal), lower-case 0x…." }),
      revokedTokens: z.int().min(0).meta({ description: "How many earlier tokens were still unrevoked and are revoked now." }),
      revokedGrants: z.int().min(0).meta({ description: "How many live OAuth connections (grants) of the lease are revoked with them." }),
    }),
  ),
  "lease.oauth_grant.created": define(
    "any",
    "A person approved an OAuth connection to the resource on the consent page (/oauth/authorize), proving it with its capability token or the paying wallet.",
    z.strictObject({
      grantId: z.string(),
      clientId: z.string().meta({ description: "The client_id: a client ID metadata document URL, or an `oc_…` dynamic registration." }),
      clientName: z.string(),
      redirectHost: z.string().meta({ description: "The host the client's redirect URI points to." }),
      scope: z.string().meta({ description: "`mcp:read` (read-only) or `mcp:read mcp:write`." }),
      via: z.enum(["capability_token", "wallet"]).meta({ description: "How the person proved the resource." }),
      wallet: z.string().nullable().meta({ description: "The paying wallet that signed in, lower-case 0x…; null when the capability token was pasted." }),
    }),
  ),
  "lease.oauth_grant.revoked": define(
    "any",
    "An OAuth connection to the resource ended: its access and refresh tokens stop working at once.",
    z.strictObject({
      grantId: z.string(),
      clientId: z.string(),
      clientName: z.string(),
      reason: z.enum(["controller", "client", "token_reissued", "token_refreshed", "reuse_detected"]).meta({
        description:
          "controller: revoked with the capability token; client: the client revoked its refresh token (RFC 7009); token_reissued: the paying wallet had the lease's token reissued; token_refreshed: the capability token the grant was approved with was refreshed; reuse_detected: a code or a rotated refresh token was presented again.",
      }),
    }),
  ),
  "lease.suspended": define(
    "any",
    "The service's operators suspended the resource: control writes answer 423 resource_suspended (reads and destroy stay open), counterparts meet an unavailable page and a Person runs nothing, until lease.unsuspended.",
    z.strictObject({ reason: z.string().meta({ description: "The operator's reason, as they wrote it." }) }),
  ),
  "lease.unsuspended": define(
    "any",
    "The service's operators lifted the suspension: everything the resource did before works again, and a Person's parked tasks run.",
    z.strictObject({ reason: z.string(), suspendedAt: iso.meta({ description: "When the suspension began." }) }),
  ),
  "lease.tokens_revoked": define(
    "any",
    "The service's operators revoked every capability token and OAuth grant of the resource: recover control with the paying wallet (POST /api/v3/wallet/leases/{id}/token).",
    z.strictObject({ reason: z.string(), capabilityTokens: z.int().min(0), oauthGrants: z.int().min(0) }),
  ),
  "lease.audience_updated": define(
    "any",
    "Who may open the resource as a counterpart changed.",
    z.strictObject({ visibility: z.enum(["public", "private"]), audienceSize: z.int().min(0), ownerSet: z.boolean() }),
  ),

  "lease.webhook_disabled": define(
    "any",
    "A webhook endpoint was disabled by the service: its receiver answered 410 Gone, or it failed every attempt for the whole retry window (docs/webhooks.md). Delivered to the resource's other endpoints.",
    z.strictObject({
      webhookId: z.string(),
      url: z.string(),
      reason: z.enum(["gone", "failing"]),
      lastError: z.string().optional(),
    }),
  ),

} satisfies Record<string, EventDefinition>;
