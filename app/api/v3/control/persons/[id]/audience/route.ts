import { controlWrite } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { setAudience } from "@/lib/leases/audience";
import { AudienceInputSchema } from "@/lib/leases/schemas";

export const POST = controlWrite("person", { schema: AudienceInputSchema }, async (input, { id, baseUrl }) =>
  Response.json(await setAudience({ type: "person", id }, input, baseUrl)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
