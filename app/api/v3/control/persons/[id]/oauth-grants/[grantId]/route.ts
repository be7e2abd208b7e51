import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { grantIdOf, revokeGrantOf } from "@/lib/domains/oauth/grants";

type Params = { id: string; grantId: string };

export const DELETE = controlRoute<Params>("person", async (_request, { id, params }) => Response.json(await revokeGrantOf("person", id, grantIdOf(params.grantId))));

export const { GET, POST, PUT, PATCH } = otherMethods();
