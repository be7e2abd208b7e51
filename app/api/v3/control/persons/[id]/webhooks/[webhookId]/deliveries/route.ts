import { otherMethods } from "@/lib/http/handler";
import { webhookDeliveriesRoutes } from "@/lib/http/webhook-routes";

export const { GET } = webhookDeliveriesRoutes("person");

export const { POST, PUT, PATCH, DELETE } = otherMethods();
