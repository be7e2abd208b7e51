import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { grantIdOf, revokeGrantOf } from "@/lib/domains/oauth/grants";

type Params = { id: string; grantId: string };

export const DELETE = controlRoute<Params>("page", async (_request, { id, params }) => Response.json(await revokeGrantOf("page", id, grantIdOf(params.grantId))));

export const { GET, POST, PUT, PATCH } = otherMethods();
