import { otherMethods } from "@/lib/adapters/http/handler";
import { webhookRoutes } from "@/lib/adapters/http/webhook-routes";

// controlRoute and controlWrite, written once for Persons and Pages in lib/adapters/http/webhook-routes.ts.
const routes = webhookRoutes("page");
export const GET = routes.GET;
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;

export const { POST, PUT } = otherMethods();
