import { controlRoute } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { listGrants } from "@/lib/oauth/grants";

export const GET = controlRoute("person", async (_request, { id }) => Response.json(await listGrants("person", id), { headers: { "Cache-Control": "no-store" } }));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
