import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { setAudience } from "@/lib/leases/audience";
import { AudienceInputSchema } from "@/lib/leases/schemas";

export const POST = controlRoute("page", async (request, { id, baseUrl }) =>
  Response.json(await setAudience({ type: "page", id }, await parseJsonBody(request, AudienceInputSchema), baseUrl)),
);
