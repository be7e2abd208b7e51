import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { createLink, listLinks } from "@/lib/domains/links/links";
import { LinkInputSchema } from "@/lib/domains/links/schemas";

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ links: await listLinks("person", id) }));

// The Person's token is the bearer; the Page's is `pageToken` in the body (checked, never stored or echoed).
export const POST = controlWrite("person", { schema: LinkInputSchema }, async (input, { id }) => Response.json(await createLink(id, input), { status: 201 }));

export const { PUT, PATCH, DELETE } = otherMethods();
