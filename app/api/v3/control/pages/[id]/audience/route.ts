import { controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { setAudience } from "@/lib/domains/leases/audience";
import { AudienceInputSchema } from "@/lib/domains/leases/schemas";

export const POST = controlWrite("page", { schema: AudienceInputSchema }, async (input, { id, baseUrl }) =>
  Response.json(await setAudience({ type: "page", id }, input, baseUrl)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
