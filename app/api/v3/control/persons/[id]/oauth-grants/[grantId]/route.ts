import { controlRoute } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { grantIdOf, revokeGrantOf } from "@/lib/oauth/grants";

type Params = { id: string; grantId: string };

export const DELETE = controlRoute<Params>("person", async (_request, { id, params }) => Response.json(await revokeGrantOf("person", id, grantIdOf(params.grantId))));

export const { GET, POST, PUT, PATCH } = otherMethods();
