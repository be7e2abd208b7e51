import { handleA2aPost } from "@/lib/adapters/a2a/endpoint";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";

// A2A JSON-RPC (discovery only). Other methods are answered 405 by the proxy.
export const dynamic = "force-dynamic";

export const POST = limitedRoute("/a2a", handleA2aPost);
