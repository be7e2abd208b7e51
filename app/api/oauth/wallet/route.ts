import { limitedRoute } from "@/lib/http/rate-limit";
import { walletConsentRoute } from "@/lib/mcp/oauth-routes";

// The consent page's wallet sign-in (lib/wallet/oauth-consent.ts): the wallet's leases and a consent ticket.
export const POST = limitedRoute("/api/oauth/wallet", walletConsentRoute);
