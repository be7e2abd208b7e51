import { controlRoute } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { listLinks } from "@/lib/links/links";

// Links are made from the Person's side (POST /api/v3/control/persons/{id}/links, with this Page's token in the body).
export const GET = controlRoute("page", async (_request, { id }) => Response.json({ links: await listLinks("page", id) }));

export const { POST, PUT, PATCH, DELETE } = otherMethods();
