import { otherMethods } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { listWalletLeases } from "@/lib/flows/wallet/wallet";

export const GET = limitedRoute("/api/v3/wallet/leases", async (request: Request) =>
  Response.json(await listWalletLeases(request.headers.get("sign-in-with-x")), { headers: { "Cache-Control": "no-store" } }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods();
