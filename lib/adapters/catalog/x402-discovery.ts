/**
 * GET /.well-known/x402: the priced resources, for x402 indexers and
 * agents that look a service up by its domain. The shape follows the x402
 * discovery document indexers read (x402scan's DISCOVERY.md: `version: 1`
 * and `resources`, absolute URLs of the paid endpoints), with `items`
 * describing each priced operation fully: method, URL, price, the payment
 * requirements (scheme, network, asset, amount, payTo) and the x402
 * extensions its 402 declares. Built from configuration only: URLs from
 * PUBLIC_BASE_URL, never the request's Host (as the agent card).
 */
import { z } from "zod";
import "zod-openapi";
import { atomicAmount, config, formatUsd, paymentSetup, type Config } from "../../core/config";
import type { ResourceType } from "../../domains/leases/schemas";
import { PAYMENT_ID_TTL_HOURS } from "../../domains/payments/identifier";
import { SUPPORTED_EXTENSIONS } from "../../domains/payments/discovery";
import { DISCOVERY, MCP_TOOLS } from "./routes";

const X402ItemSchema = z
  .object({
    resource: z.string().meta({ description: "Absolute URL of the paid request; a renewal's holds the {type} and {id} to fill in." }),
    method: z.literal("POST"),
    purpose: z.enum(["provision", "renew"]),
    resourceType: z.enum(["person", "page"]),
    description: z.string(),
    mimeType: z.literal("application/json"),
    price: z.string().meta({ example: "$5.00" }),
    accepts: z
      .array(
        z.object({
          scheme: z.string(),
          network: z.string(),
          asset: z.string(),
          amount: z.string().meta({ description: "In the asset's atomic units, as in the challenge." }),
          payTo: z.string().nullable().meta({ description: "null while payments are not configured (the paid routes then answer 503)." }),
          maxTimeoutSeconds: z.number().int(),
        }),
      )
      .meta({ description: "What the 402 challenge asks for; the challenge itself binds each payment to its purchase (extra.leasehold) and is authoritative." }),
    extensions: z.array(z.string()).meta({ description: "The x402 extensions the 402 of this request declares." }),
    mcpTool: z.string().optional().meta({ description: "The MCP tool at /mcp that buys the same (x402 MCP transport)." }),
  })
  .meta({ id: "X402DiscoveryItem" });

export const X402DiscoverySchema = z
  .object({
    version: z.literal(1),
    x402Version: z.literal(2),
    resources: z.array(z.string()).meta({ description: "Absolute URLs of the paid endpoints with a fixed URL (provisioning)." }),
    items: z.array(X402ItemSchema),
    extensions: z.array(z.string()).meta({ description: "The x402 extensions the service supports." }),
    paymentIdentifier: z.object({ required: z.boolean(), retentionHours: z.number().int(), behaviour: z.string() }),
    links: z.record(z.string(), z.string()),
    instructions: z.string(),
  })
  .meta({ id: "X402Discovery", description: "The priced resources (GET /.well-known/x402)." });

export type X402Discovery = z.infer<typeof X402DiscoverySchema>;

export const PAYMENT_IDENTIFIER_BEHAVIOUR =
  "Optional. Put an id (16 to 128 characters of letters, digits, - and _) in the payment's extensions[\"payment-identifier\"].info.id. Repeating the same request with the same id and the same payment answers the first answer again (201, Idempotent-Replayed: true, replayed: true; a provision's capability token is not shown again), never charging twice; the same id with another payment or another body is 409 payment_identifier_reused.";

export function buildX402Discovery(baseUrl: string, cfg: Config = config()): X402Discovery {
  const setup = paymentSetup(cfg);
  const payTo = setup.mode === "unconfigured" ? null : setup.payTo;
  const item = (resourceType: ResourceType, purpose: "provision" | "renew") => {
    const cents = resourceType === "person" ? cfg.person.priceCents : cfg.page.priceCents;
    const what = resourceType === "person" ? "Person" : "Page";
    const path = purpose === "provision" ? `/api/v3/resources/${resourceType}s` : `/api/v3/resources/${resourceType}/{id}/renew`;
    return {
      resource: `${baseUrl}${path}`,
      method: "POST" as const,
      purpose,
      resourceType,
      description: `${purpose === "provision" ? "Provision" : "Renew"} a Leasehold ${what}: ${formatUsd(cents)} for ${cfg.lease.termDays} days`,
      mimeType: "application/json" as const,
      price: formatUsd(cents),
      accepts: [
        {
          scheme: cfg.payment.scheme,
          network: cfg.payment.network,
          asset: cfg.payment.asset,
          amount: atomicAmount(cents, cfg.payment.assetDecimals),
          payTo,
          maxTimeoutSeconds: cfg.payment.maxTimeoutSeconds,
        },
      ],
      extensions: [...SUPPORTED_EXTENSIONS],
      ...(purpose === "provision" ? { mcpTool: MCP_TOOLS.provision[resourceType] } : {}),
    };
  };
  return {
    version: 1,
    x402Version: 2,
    resources: [`${baseUrl}/api/v3/resources/persons`, `${baseUrl}/api/v3/resources/pages`],
    items: [item("person", "provision"), item("page", "provision"), item("person", "renew"), item("page", "renew")],
    extensions: [...SUPPORTED_EXTENSIONS],
    paymentIdentifier: { required: false, retentionHours: PAYMENT_ID_TTL_HOURS, behaviour: PAYMENT_IDENTIFIER_BEHAVIOUR },
    links: {
      catalog: `${baseUrl}${DISCOVERY.catalog}`,
      openapi: `${baseUrl}${DISCOVERY.openapi}`,
      agentCard: `${baseUrl}${DISCOVERY.wellKnownAgentCard}`,
      mcp: `${baseUrl}${DISCOVERY.mcp}`,
    },
    instructions:
      "POST a provision URL with a JSON body valid for it (see the OpenAPI document); the answer is 402 with the x402 v2 challenge in PAYMENT-REQUIRED (its bazaar extension describes the body and the answer). Pay with an x402 v2 client and repeat the request with PAYMENT-SIGNATURE; the 201 answer holds the resource's capability token once. Renew a lease by paying on its renew URL. The catalog is authoritative for prices and limits.",
  };
}
