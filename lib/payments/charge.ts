import { config, formatUsd } from "../config";
import { baseUrlOf } from "../http/handler";
import type { ResourceType } from "../leases/schemas";
import type { ChargeDescription } from "./x402";

/** What a paid request is for, as the x402 challenge describes it. */
export function chargeFor(request: Request, resourceType: ResourceType, purpose: "provision" | "renew"): ChargeDescription & { baseUrl: string } {
  const cfg = config();
  const baseUrl = baseUrlOf(request, cfg.publicBaseUrl);
  const price = formatUsd(resourceType === "person" ? cfg.person.priceCents : cfg.page.priceCents);
  const what = resourceType === "person" ? "Person" : "Page";
  return {
    resourceType,
    baseUrl,
    url: `${baseUrl}${new URL(request.url).pathname}`,
    description: `${purpose === "provision" ? "Provision" : "Renew"} a Leasehold ${what}: ${price} for ${cfg.lease.termDays} days`,
  };
}
