import { otherMethods } from "@/lib/adapters/http/handler";
import { webhookDeliveriesRoutes } from "@/lib/adapters/http/webhook-routes";

// controlRoute and controlWrite, written once for Persons and Pages in lib/adapters/http/webhook-routes.ts.
const routes = webhookDeliveriesRoutes("page");
export const GET = routes.GET;

export const { POST, PUT, PATCH, DELETE } = otherMethods();
