import { apiRoute, otherMethods } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

/** Liveness for load balancers: the instance answers. Readiness (the database, payments, the model) is /api/health. */
export const GET = apiRoute(() => Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
