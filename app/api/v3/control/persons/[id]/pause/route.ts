import { controlWrite } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { PauseInputSchema } from "@/lib/persons/control-schemas";
import { pausePerson } from "@/lib/persons/pause";

// The body is {} or {reason}; pausing a paused Person changes nothing (lib/persons/pause.ts).
export const POST = controlWrite("person", { schema: PauseInputSchema }, async (input, { id, baseUrl }) => Response.json(await pausePerson(id, input, baseUrl)));

export const { GET, PUT, PATCH, DELETE } = otherMethods();
