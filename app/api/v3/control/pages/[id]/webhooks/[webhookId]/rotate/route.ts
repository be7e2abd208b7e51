import { otherMethods } from "@/lib/http/handler";
import { webhookRotateRoutes } from "@/lib/http/webhook-routes";

// controlRoute and controlWrite, written once for Persons and Pages in lib/http/webhook-routes.ts.
const routes = webhookRotateRoutes("page");
export const POST = routes.POST;

export const { GET, PUT, PATCH, DELETE } = otherMethods();
