import { config, formatUsd } from "../../core/config";
import { baseUrlOf } from "../../core/http/parse";
import type { ResourceType } from "../leases/schemas";
import type { ChargeDescription } from "./x402";

function describe(resourceType: ResourceType, purpose: "provision" | "renew"): string {
  const cfg = config();
  const price = formatUsd(resourceType === "person" ? cfg.person.priceCents : cfg.page.priceCents);
  const what = resourceType === "person" ? "Person" : "Page";
  return `${purpose === "provision" ? "Provision" : "Renew"} a Leasehold ${what}: ${price} for ${cfg.lease.termDays} days`;
}

/** What a paid HTTP request is for, as the x402 challenge describes it. */
export function chargeFor(
  request: Request,
  resourceType: ResourceType,
  purpose: "provision" | "renew",
  resourceId?: string,
  more: Pick<ChargeDescription, "input" | "bazaar"> = {},
): ChargeDescription & { baseUrl: string } {
  const baseUrl = baseUrlOf(request, config().publicBaseUrl);
  return { purpose, resourceType, resourceId, baseUrl, url: `${baseUrl}${new URL(request.url).pathname}`, description: describe(resourceType, purpose), ...more };
}

/** What a paid MCP tool call is for: the x402 MCP transport names the resource `mcp://tool/<name>`. */
export function chargeForTool(toolName: string, resourceType: ResourceType, purpose: "provision" | "renew", more: Pick<ChargeDescription, "input" | "bazaar"> = {}): ChargeDescription {
  return { purpose, resourceType, url: `mcp://tool/${toolName}`, description: describe(resourceType, purpose), ...more };
}
