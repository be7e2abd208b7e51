import { controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { PauseInputSchema } from "@/lib/domains/persons/shapes/control-schemas";
import { resumePerson } from "@/lib/domains/persons/runtime/pause";
import { drainAfterResponse } from "@/lib/domains/persons/work/task-worker";

// The body is {} or {reason}; resuming a running Person changes nothing (lib/domains/persons/runtime/pause.ts).
export const POST = controlWrite("person", { schema: PauseInputSchema }, async (input, { id, baseUrl }) => {
  const person = await resumePerson(id, input, baseUrl);
  // The tasks queued while it was paused start once the answer is sent.
  drainAfterResponse("resume");
  return Response.json(person);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
