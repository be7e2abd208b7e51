import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { listGrants } from "@/lib/domains/oauth/grants";

export const GET = controlRoute("page", async (_request, { id }) => Response.json(await listGrants("page", id), { headers: { "Cache-Control": "no-store" } }));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
