import { otherMethods, parseJsonBody } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { pagePurchase } from "@/lib/purchase/page";
import { PAGE_BODY_LIMITS, PageProvisionInputSchema } from "@/lib/pages/schemas";
import { acceptPayment } from "@/lib/payments/accept";
import { chargeFor } from "@/lib/payments/charge";
import { paymentResponse } from "@/lib/payments/respond";

export const POST = limitedRoute("/api/v3/resources/pages", async (request: Request) => {
  const input = await parseJsonBody(request, PageProvisionInputSchema, { limit: PAGE_BODY_LIMITS.provision });
  const charge = chargeFor(request, "page", "provision");
  const outcome = await acceptPayment(request, charge, pagePurchase(input, charge.baseUrl), "page.provision");
  return paymentResponse(outcome, ({ record, capabilityToken }) => ({ page: record, capabilityToken }));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
