import { controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { setAudience } from "@/lib/domains/leases/audience";
import { AudienceInputSchema } from "@/lib/domains/leases/schemas";

export const POST = controlWrite("person", { schema: AudienceInputSchema }, async (input, { id, baseUrl }) =>
  Response.json(await setAudience({ type: "person", id }, input, baseUrl)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
