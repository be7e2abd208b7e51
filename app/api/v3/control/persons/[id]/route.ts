import { controlRoute } from "@/lib/http/control";
import { destroyResource } from "@/lib/leases/destroy";
import { getPerson } from "@/lib/persons/control";

export const GET = controlRoute("person", async (_request, { id, baseUrl }) => Response.json(await getPerson(id, baseUrl)));

export const DELETE = controlRoute("person", async (_request, { id, token }) =>
  Response.json(await destroyResource({ type: "person", id, leaseId: token.leaseId })),
);
