import { controlRoute } from "@/lib/http/control";
import { destroyResource } from "@/lib/leases/destroy";
import { getPage } from "@/lib/pages/control";

export const GET = controlRoute("page", async (_request, { id, baseUrl }) => Response.json(await getPage(id, baseUrl)));

export const DELETE = controlRoute("page", async (_request, { id, token }) =>
  Response.json(await destroyResource({ type: "page", id, leaseId: token.leaseId })),
);
