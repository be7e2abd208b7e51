/**
 * POST /api/v3/resources/persons and …/pages: the paid provision, in the one
 * order both follow. The body is parsed and checked first; anything the
 * service would refuse to call later (a webhook it cannot subscribe, a tool
 * or logo URL outside the public https web) is refused before anything is
 * charged; then the charge is described (with its Bazaar discovery entry),
 * the payment accepted (402 challenge, or verified, settled and the purchase
 * made), and the answer names the resource under its type.
 */
import type { z } from "zod";
import { acceptPayment, type Purchase } from "../../domains/payments/accept";
import { chargeFor } from "../../domains/payments/charge";
import { paymentResponse } from "../../domains/payments/respond";
import { checkWebhookInput } from "../../domains/webhooks/endpoints";
import type { WebhookInput } from "../../domains/webhooks/schemas";
import type { RoutePath } from "../../core/http/routes";
import { parseJsonBody } from "./handler";
import { limitedRoute } from "./rate-limit";

/** What a provision delivers: the resource's record, and its one-time token and webhook secret when they are new. */
interface Provisioned {
  record: unknown;
  capabilityToken?: unknown;
  webhook?: unknown;
}

export function provisionRoute<S extends z.ZodType<{ webhook?: WebhookInput | null }>, T extends Provisioned>(
  path: RoutePath,
  /** `bazaar`: the route's Bazaar discovery entry (lib/adapters/catalog/bazaar.ts, above this folder: given by the route). */
  resource: { type: "person" | "page"; schema: S; bodyLimit?: number; bazaar(): Record<string, unknown> },
  steps: { checkUrls(input: z.output<S>): Promise<void>; purchase(input: z.output<S>, baseUrl: string): Purchase<T> },
) {
  const { type } = resource;
  return limitedRoute(path, async (request: Request) => {
    const input = await parseJsonBody(request, resource.schema, resource.bodyLimit ? { limit: resource.bodyLimit } : {});
    if (input.webhook) await checkWebhookInput(type, input.webhook, ["webhook"]);
    await steps.checkUrls(input);
    const charge = chargeFor(request, type, "provision", undefined, { input, bazaar: resource.bazaar() });
    const outcome = await acceptPayment(request, charge, steps.purchase(input, charge.baseUrl), `${type}.provision`);
    return paymentResponse(outcome, ({ record, capabilityToken, webhook }) => ({ [type]: record, ...(capabilityToken ? { capabilityToken } : {}), ...(webhook ? { webhook } : {}) }));
  });
}
