import { corsPreflight, otherMethods, parseJsonBody } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { acceptPayment } from "@/lib/domains/payments/accept";
import { chargeFor } from "@/lib/domains/payments/charge";
import { paymentResponse } from "@/lib/domains/payments/respond";
import { personPurchase } from "@/lib/flows/purchase/person";
import { PersonProvisionInputSchema } from "@/lib/domains/persons/shapes/schemas";
import { checkWebhookInput } from "@/lib/domains/webhooks/endpoints";
import { checkToolUrls } from "@/lib/domains/persons/runtime/tool-config";
import { provisionBazaar } from "@/lib/adapters/catalog/bazaar";

export const POST = limitedRoute("/api/v3/resources/persons", async (request: Request) => {
  const input = await parseJsonBody(request, PersonProvisionInputSchema);
  // A webhook that cannot be subscribed is refused before anything is charged.
  if (input.webhook) await checkWebhookInput("person", input.webhook, ["webhook"]);
  // A tool or logo URL the service would refuse to call is refused before anything is charged too.
  await checkToolUrls(input.tools);
  const charge = chargeFor(request, "person", "provision", undefined, { input, bazaar: provisionBazaar("person") });
  const outcome = await acceptPayment(request, charge, personPurchase(input, charge.baseUrl), "person.provision");
  return paymentResponse(outcome, ({ record, capabilityToken, webhook }) => ({ person: record, ...(capabilityToken ? { capabilityToken } : {}), ...(webhook ? { webhook } : {}) }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();

export const OPTIONS = corsPreflight();
