import { controlRoute, controlWrite } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { destroyResource } from "@/lib/purchase/destroy";
import { getPerson, updatePerson } from "@/lib/persons/control";
import { PersonPatchInputSchema } from "@/lib/persons/schemas";

export const GET = controlRoute("person", async (_request, { id, baseUrl }) => Response.json(await getPerson(id, baseUrl)));

export const PATCH = controlWrite("person", { schema: PersonPatchInputSchema }, async (input, { id, baseUrl }) =>
  Response.json(await updatePerson(id, input, baseUrl)),
);

export const DELETE = controlRoute("person", async (_request, { id, token }) =>
  Response.json(await destroyResource({ type: "person", id, leaseId: token.leaseId })),
);

export const { POST, PUT } = otherMethods();
