import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { listLinks } from "@/lib/domains/links/links";

// Links are made from the Person's side (POST /api/v3/control/persons/{id}/links, with this Page's token in the body).
export const GET = controlRoute("page", async (_request, { id }) => Response.json({ links: await listLinks("page", id) }));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
