import { otherMethods } from "@/lib/http/handler";
import { webhookRotateRoutes } from "@/lib/http/webhook-routes";

export const { POST } = webhookRotateRoutes("person");

export const { GET, PUT, PATCH, DELETE } = otherMethods();
