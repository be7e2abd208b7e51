import { otherMethods } from "@/lib/http/handler";
import { webhookRotateRoutes } from "@/lib/http/webhook-routes";

export const { POST } = webhookRotateRoutes("page");

export const { GET, PUT, PATCH, DELETE } = otherMethods();
