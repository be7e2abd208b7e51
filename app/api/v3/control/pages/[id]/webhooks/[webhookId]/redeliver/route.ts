import { otherMethods } from "@/lib/http/handler";
import { webhookRedeliverRoutes } from "@/lib/http/webhook-routes";

export const { POST } = webhookRedeliverRoutes("page");

export const { GET, PUT, PATCH, DELETE } = otherMethods();
