/** The operation that removes a link between a Person and a Page, the same from either side (lib/domains/links). */
import { z } from "zod";
import { LinkIdSchema, LinkRemovedSchema } from "../../../domains/links/schemas";
import { CONTROL_ERRORS, IdParam, type Spec } from "./spec";

const UNLINK = {
  person: { operationId: "unlinkPage", summary: "Remove a link from the Person's side: no new task starts from the Page, and the Person can no longer read it" },
  page: { operationId: "unlinkPerson", summary: "Remove a link from the Page's side: its submissions no longer start the Person's tasks, and the Person can no longer read it" },
} as const;

export function unlinkOperation(resource: "person" | "page"): Spec {
  return {
    ...UNLINK[resource],
    tags: [resource],
    security: "bearer",
    params: { path: z.object({ id: IdParam.shape.id, linkId: LinkIdSchema.shape.linkId.meta({ description: "The link's id." }) }) },
    success: { status: 200, description: "The link is gone.", schema: LinkRemovedSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  };
}
