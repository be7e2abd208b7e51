import { otherMethods } from "@/lib/adapters/http/handler";
import { webhookRedeliverRoutes } from "@/lib/adapters/http/webhook-routes";

// controlRoute and controlWrite, written once for Persons and Pages in lib/adapters/http/webhook-routes.ts.
const routes = webhookRedeliverRoutes("person");
export const POST = routes.POST;

export const { GET, PUT, PATCH, DELETE } = otherMethods();
