import { otherMethods, parseJsonBody } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { acceptPayment } from "@/lib/payments/accept";
import { chargeFor } from "@/lib/payments/charge";
import { paymentResponse } from "@/lib/payments/respond";
import { personPurchase } from "@/lib/purchase/person";
import { PersonProvisionInputSchema } from "@/lib/persons/schemas";

export const POST = limitedRoute("/api/v3/resources/persons", async (request: Request) => {
  const input = await parseJsonBody(request, PersonProvisionInputSchema);
  const charge = chargeFor(request, "person", "provision");
  const outcome = await acceptPayment(request, charge, personPurchase(input, charge.baseUrl), "person.provision");
  return paymentResponse(outcome, ({ record, capabilityToken }) => ({ person: record, capabilityToken }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
