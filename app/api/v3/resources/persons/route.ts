import { corsPreflight, otherMethods } from "@/lib/adapters/http/handler";
import { provisionRoute } from "@/lib/adapters/http/provision-route";
import { provisionBazaar } from "@/lib/adapters/catalog/bazaar";
import { personPurchase } from "@/lib/flows/purchase/person";
import { PersonProvisionInputSchema } from "@/lib/domains/persons/shapes/schemas";
import { checkToolUrls } from "@/lib/domains/persons/runtime/tool-config";

export const POST = provisionRoute(
  "/api/v3/resources/persons",
  { type: "person", bazaar: () => provisionBazaar("person"), schema: PersonProvisionInputSchema },
  { checkUrls: (input) => checkToolUrls(input.tools), purchase: personPurchase },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();

export const OPTIONS = corsPreflight();
