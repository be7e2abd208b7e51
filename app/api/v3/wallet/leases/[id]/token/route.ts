import { otherMethods } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { reissueLeaseToken } from "@/lib/flows/wallet/wallet";

export const POST = limitedRoute("/api/v3/wallet/leases/{id}/token", async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  return Response.json(await reissueLeaseToken(request.headers.get("sign-in-with-x"), id.slice(0, 64)), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
