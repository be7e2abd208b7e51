import { handleA2aPost } from "@/lib/a2a/endpoint";
import { apiRoute } from "@/lib/http/handler";

// A2A JSON-RPC (discovery only). Other methods are answered 405 by the proxy.
export const dynamic = "force-dynamic";

export const POST = apiRoute(handleA2aPost);
