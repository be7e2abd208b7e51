import { otherMethods } from "@/lib/http/handler";
import { webhookDeliveriesRoutes } from "@/lib/http/webhook-routes";

// controlRoute and controlWrite, written once for Persons and Pages in lib/http/webhook-routes.ts.
const routes = webhookDeliveriesRoutes("page");
export const GET = routes.GET;

export const { POST, PUT, PATCH, DELETE } = otherMethods();
