import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { walletConsentRoute } from "@/lib/adapters/mcp/oauth-routes";

// The consent page's wallet sign-in (lib/flows/wallet/oauth-consent.ts): the wallet's leases and a consent ticket.
export const POST = limitedRoute("/api/oauth/wallet", walletConsentRoute);
