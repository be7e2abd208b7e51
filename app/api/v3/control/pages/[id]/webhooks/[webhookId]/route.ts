import { otherMethods } from "@/lib/http/handler";
import { webhookRoutes } from "@/lib/http/webhook-routes";

export const { GET, PATCH, DELETE } = webhookRoutes("page");

export const { POST, PUT } = otherMethods();
