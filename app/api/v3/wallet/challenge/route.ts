import { otherMethods, parseJsonBody } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { WalletChallengeInputSchema } from "@/lib/wallet/schemas";
import { walletChallenge } from "@/lib/wallet/wallet";

export const POST = limitedRoute("/api/v3/wallet/challenge", async (request: Request) =>
  Response.json(await walletChallenge(await parseJsonBody(request, WalletChallengeInputSchema)), { headers: { "Cache-Control": "no-store" } }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
