import { otherMethods } from "@/lib/http/handler";
import { webhookRedeliverRoutes } from "@/lib/http/webhook-routes";

export const { POST } = webhookRedeliverRoutes("person");

export const { GET, PUT, PATCH, DELETE } = otherMethods();
