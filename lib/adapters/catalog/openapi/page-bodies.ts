/**
 * The Page bodies as the OpenAPI document publishes them: the provision
 * body as one variant per toolType, chosen by `toolType` (a `oneOf` with a
 * discriminator), each with its toolType's content schema; the PATCH body
 * with `content` as any of the content schemas (the Page's toolType, which
 * the PATCH body does not carry, decides which).
 *
 * Why a shape of the document's own: the request schemas take `content` as
 * a JSON object and check it against the toolType's contract in a
 * refinement (lib/domains/pages/schemas.ts), which no JSON Schema can say;
 * generated clients then typed `content` as `Record<string, unknown>`. The
 * variants here are made from the same parts (the request schema's members,
 * the registry's content schemas), so they cannot drift from what the
 * routes accept, and the routes keep validating with their own schema.
 * The one difference: the document asks for `toolType` in every variant
 * (a discriminator must be present), while the route still takes a body
 * without it as a custom_form.
 */
import { z } from "zod";
import "zod-openapi";
import { CONTENT_REQUIRED, CONTENT_SCHEMAS, TOOL_TYPES, type ToolType } from "../../../domains/pages/content";
import { PAGE_LIMITS, PagePatchInputSchema, PageProvisionInputSchema } from "../../../domains/pages/schemas";

/** `e_signature` → `ESignature`: the toolType's part of its variant's component name. */
const pascal = (toolType: ToolType) =>
  toolType
    .split("_")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

const contentIdOf = (toolType: ToolType) => z.globalRegistry.get(CONTENT_SCHEMAS[toolType])?.id as string;

/** The provision body of one toolType: the request schema's members, `toolType` fixed, `content` its contract. */
function provisionVariant(toolType: ToolType) {
  const content = CONTENT_SCHEMAS[toolType] as z.ZodType;
  const required = CONTENT_REQUIRED.includes(toolType);
  return z
    .strictObject({
      ...PageProvisionInputSchema.shape,
      toolType: z.literal(toolType).meta({ description: `The Page type: ${toolType}.` }),
      content: (required ? content : content.optional()).meta({
        description: `The ${toolType} content (${contentIdOf(toolType)}); ${required ? "required: this type has no safe default" : "without it, the type's safe default"}. At most ${PAGE_LIMITS.contentBytes} bytes as JSON.`,
      }),
    })
    .meta({ id: `${pascal(toolType)}PageProvisionInput`, description: `A ${toolType} Page's provision body.` });
}

/**
 * POST /api/v3/resources/pages's body in the document: one variant per
 * toolType, chosen by `toolType`. Examples are checked against it and against
 * PageProvisionInputSchema (lib/adapters/catalog/openapi/examples.test.ts).
 */
export const PageProvisionBodySchema = z
  .discriminatedUnion("toolType", TOOL_TYPES.map(provisionVariant) as unknown as [z.ZodObject, ...z.ZodObject[]])
  .meta({
    id: "PageProvisionInput",
    description:
      "A Page's provision body: pick the toolType, and `content` follows that type's contract (the <ToolType>Content schemas; lead_collector and artifact take free-form content as the spec says). The route also takes a body without toolType, as a custom_form.",
  });

/** PATCH /api/v3/control/pages/{id}'s body in the document: `content` is the content of the Page's own toolType. */
export const PagePatchBodySchema = z
  .strictObject({
    ...PagePatchInputSchema.shape,
    content: z
      .union(TOOL_TYPES.map((toolType) => CONTENT_SCHEMAS[toolType] as z.ZodType) as unknown as [z.ZodType, ...z.ZodType[]])
      .optional()
      .meta({
        description: `Replaces the content; validated against the Page's toolType, whose <ToolType>Content schema it must match (the body does not name the toolType: the Page has one). At most ${PAGE_LIMITS.contentBytes} bytes as JSON.`,
      }),
  })
  .meta({ id: "PagePatchInput", description: "Change the label, content, visibility, framing, branding, notification or receipt of a Page: at least one member." });
