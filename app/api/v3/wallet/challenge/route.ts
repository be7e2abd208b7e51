import { otherMethods, parseJsonBody } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { WalletChallengeInputSchema } from "@/lib/flows/wallet/schemas";
import { walletChallenge } from "@/lib/flows/wallet/wallet";

export const POST = limitedRoute("/api/v3/wallet/challenge", async (request: Request) =>
  Response.json(await walletChallenge(await parseJsonBody(request, WalletChallengeInputSchema)), { headers: { "Cache-Control": "no-store" } }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
