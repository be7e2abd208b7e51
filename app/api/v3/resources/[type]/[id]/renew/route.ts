import { corsPreflight, otherMethods } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { renewPurchase, renewalTarget } from "@/lib/flows/purchase/renew";
import { acceptPayment } from "@/lib/domains/payments/accept";
import { chargeFor } from "@/lib/domains/payments/charge";
import { paymentResponse } from "@/lib/domains/payments/respond";
import { authenticate } from "@/lib/domains/tokens/authenticate";

// Serves both published shapes: /resources/{person|page}/{id}/renew and /resources/{persons|pages}/{id}/renew.
export const POST = limitedRoute("/api/v3/resources/{type}/{id}/renew", async (request: Request, context: { params: Promise<{ type: string; id: string }> }) => {
  const { type, id } = await context.params;
  const { resourceType, resourceId } = renewalTarget(type, id);
  const charge = chargeFor(request, resourceType, "renew", resourceId);
  const tokenHolder = await authenticate(request, { type: resourceType, id: resourceId }).then(() => true, () => false);
  const outcome = await acceptPayment(request, charge, renewPurchase(resourceType, resourceId, tokenHolder), `${resourceType}.provision`);
  return paymentResponse(outcome, (renewal) => renewal);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();

export const OPTIONS = corsPreflight();
