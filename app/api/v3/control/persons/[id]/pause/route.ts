import { controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { PauseInputSchema } from "@/lib/domains/persons/shapes/control-schemas";
import { pausePerson } from "@/lib/domains/persons/runtime/pause";

// The body is {} or {reason}; pausing a paused Person changes nothing (lib/domains/persons/runtime/pause.ts).
export const POST = controlWrite("person", { schema: PauseInputSchema }, async (input, { id, baseUrl }) => Response.json(await pausePerson(id, input, baseUrl)));

export const { GET, PUT, PATCH, DELETE } = otherMethods();
