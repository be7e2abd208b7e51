import { otherMethods } from "@/lib/adapters/http/handler";
import { webhooksRoutes } from "@/lib/adapters/http/webhook-routes";

// controlRoute and controlWrite, written once for Persons and Pages in lib/adapters/http/webhook-routes.ts.
const routes = webhooksRoutes("page");
export const GET = routes.GET;
export const POST = routes.POST;

export const { PUT, PATCH, DELETE } = otherMethods();
