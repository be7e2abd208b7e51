import { corsPreflight, otherMethods, parseJsonBody } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { pagePurchase } from "@/lib/flows/purchase/page";
import { PAGE_BODY_LIMITS, PageProvisionInputSchema } from "@/lib/domains/pages/schemas";
import { acceptPayment } from "@/lib/domains/payments/accept";
import { chargeFor } from "@/lib/domains/payments/charge";
import { paymentResponse } from "@/lib/domains/payments/respond";
import { checkWebhookInput } from "@/lib/domains/webhooks/endpoints";
import { checkLogoUrl } from "@/lib/domains/pages/logo";
import { provisionBazaar } from "@/lib/adapters/catalog/bazaar";

export const POST = limitedRoute("/api/v3/resources/pages", async (request: Request) => {
  const input = await parseJsonBody(request, PageProvisionInputSchema, { limit: PAGE_BODY_LIMITS.provision });
  // A webhook that cannot be subscribed is refused before anything is charged.
  if (input.webhook) await checkWebhookInput("page", input.webhook, ["webhook"]);
  // A tool or logo URL the service would refuse to call is refused before anything is charged too.
  await checkLogoUrl(input.branding);
  const charge = chargeFor(request, "page", "provision", undefined, { input, bazaar: provisionBazaar("page") });
  const outcome = await acceptPayment(request, charge, pagePurchase(input, charge.baseUrl), "page.provision");
  return paymentResponse(outcome, ({ record, capabilityToken, webhook }) => ({ page: record, ...(capabilityToken ? { capabilityToken } : {}), ...(webhook ? { webhook } : {}) }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();

export const OPTIONS = corsPreflight();
