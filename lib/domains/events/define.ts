/**
 * What every part of the event catalogue (./catalogue.ts) is made of: the kinds of resource, who causes an event,
 * the fields several events share, and `define`, which gives an event type its resource, description and data schema.
 */
import { z } from "zod";
import "zod-openapi";

export const RESOURCE_TYPES = ["person", "page"] as const;
export const ResourceTypeSchema = z.enum(RESOURCE_TYPES).meta({ id: "ResourceType" });
export type ResourceType = z.infer<typeof ResourceTypeSchema>;

export const ActorSchema = z
  .enum(["controller", "counterpart", "person", "system"])
  .meta({ description: "Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits)." });
export type Actor = z.infer<typeof ActorSchema>;

export const iso = z.iso.datetime();
export const excerpt = z.string().meta({ description: "At most 400 characters; longer text ends with …" });
export const remaining = z.int().min(0);

/** What a Page's counterpart sent: the submission as `GET …/submissions` lists it, and where to fetch it. */
export const SubmissionRef = {
  submissionId: z.string(),
  submitterEmail: z.string(),
  submissionsRemaining: remaining,
  url: z.string().meta({ description: "The control API address of the Page's submissions (fetch with the token)." }),
};

/** A link's triggers as its events carry them (lib/domains/links/schemas.ts LinkTriggersSchema, which sits above this domain). */
export const LinkTriggers = z.strictObject({ on: z.array(z.string()), kinds: z.array(z.string()).optional() });

type Resource = ResourceType | "any";
export interface EventDefinition<S extends z.ZodObject = z.ZodObject> {
  resource: Resource;
  description: string;
  data: S;
}
export const define = <S extends z.ZodObject>(resource: Resource, description: string, data: S): EventDefinition<S> => ({ resource, description, data });
