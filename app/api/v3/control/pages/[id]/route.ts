import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { destroyResource } from "@/lib/flows/purchase/destroy";
import { getPage, updatePage } from "@/lib/domains/pages/control";
import { PAGE_BODY_LIMITS, PagePatchInputSchema } from "@/lib/domains/pages/schemas";

export const GET = controlRoute("page", async (_request, { id, baseUrl }) => Response.json(await getPage(id, baseUrl)));

export const PATCH = controlWrite("page", { schema: PagePatchInputSchema, limit: PAGE_BODY_LIMITS.patch }, async (input, { id, baseUrl }) =>
  Response.json(await updatePage(id, input, baseUrl)),
);

export const DELETE = controlRoute("page", async (_request, { id, token }) =>
  Response.json(await destroyResource({ type: "page", id, leaseId: token.leaseId })),
);

export const { POST, PUT } = otherMethods();
