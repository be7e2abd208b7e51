import { otherMethods } from "@/lib/http/handler";
import { webhooksRoutes } from "@/lib/http/webhook-routes";

export const { GET, POST } = webhooksRoutes("person");

export const { PUT, PATCH, DELETE } = otherMethods();
