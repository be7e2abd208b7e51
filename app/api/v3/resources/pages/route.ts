import { corsPreflight, otherMethods } from "@/lib/adapters/http/handler";
import { provisionRoute } from "@/lib/adapters/http/provision-route";
import { provisionBazaar } from "@/lib/adapters/catalog/bazaar";
import { pagePurchase } from "@/lib/flows/purchase/page";
import { PAGE_BODY_LIMITS, PageProvisionInputSchema } from "@/lib/domains/pages/schemas";
import { checkLogoUrl } from "@/lib/domains/pages/logo";

export const POST = provisionRoute(
  "/api/v3/resources/pages",
  { type: "page", bazaar: () => provisionBazaar("page"), schema: PageProvisionInputSchema, bodyLimit: PAGE_BODY_LIMITS.provision },
  { checkUrls: (input) => checkLogoUrl(input.branding), purchase: pagePurchase },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();

export const OPTIONS = corsPreflight();
