import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { destroyResource } from "@/lib/flows/purchase/destroy";
import { getPerson, updatePerson } from "@/lib/domains/persons/control/control";
import { PERSON_PRELOAD } from "@/lib/domains/persons/runtime/record";
import { PersonPatchInputSchema } from "@/lib/domains/persons/shapes/schemas";

// The Person is read in the statement that counts the request and checks its token (lib/adapters/http/control.ts, with the persons domain's PERSON_PRELOAD).
export const GET = controlRoute("person", async (_request, { id, baseUrl, preloaded }) => Response.json(await getPerson(id, baseUrl, preloaded)), { preload: PERSON_PRELOAD });

export const PATCH = controlWrite("person", { schema: PersonPatchInputSchema }, async (input, { id, baseUrl }) =>
  Response.json(await updatePerson(id, input, baseUrl)),
);

export const DELETE = controlRoute("person", async (_request, { id, token }) =>
  Response.json(await destroyResource({ type: "person", id, leaseId: token.leaseId })),
);

export const { POST, PUT } = otherMethods();
