/**
 * The event catalogue: every event a resource records, once, with the zod
 * schema of its data. recordEvent (./record.ts) refuses data that does not
 * match, so what the timeline, the event stream and webhooks carry is what
 * the catalogue says. The OpenAPI document, the catalog and docs/events.md are
 * made from it. Each subject's events are a file beside this one; this file
 * composes them into one registry.
 *
 * Names follow one rule, `<resource>.<thing>.<what happened>`: `person.*`
 * and `page.*` for one kind of resource, `lease.*` for what both have (the
 * term, tokens, the audience). Adding one is a recipe in CONTRIBUTING.md.
 */
import { z } from "zod";
import "zod-openapi";
import { ActorSchema, iso, ResourceTypeSchema, type ResourceType } from "./define";
import { leaseEvents } from "./lease-events";
import { pageEvents } from "./page-events";
import { personEvents } from "./person-events";

export { ActorSchema, RESOURCE_TYPES, ResourceTypeSchema, type Actor, type ResourceType } from "./define";

/** Every event type, by subject: the lease (./lease-events.ts), a Person (./person-events.ts), a Page (./page-events.ts). */
export const eventCatalogue = { ...leaseEvents, ...personEvents, ...pageEvents };

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.input<(typeof eventCatalogue)[T]["data"]>;
export const EVENT_TYPES = Object.keys(eventCatalogue) as EventType[];
export const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalogue, type);

/** The event types a resource of this kind records. */
export const eventTypesOf = (resourceType: ResourceType): EventType[] =>
  EVENT_TYPES.filter((type) => [resourceType, "any"].includes(eventCatalogue[type].resource));

export const EventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]).meta({ id: "EventType" });

/** One event as the controller receives it: in the stream, in a webhook's body, in JSON pages. */
export const EventSchema = z
  .object({
    id: z.string().meta({ description: "Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id; `Last-Event-ID` and `?after=` take it as well as the seq." }),
    seq: z.int().min(1).meta({ description: "1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=` (which take the event's id too)." }),
    type: EventTypeSchema,
    resourceType: ResourceTypeSchema,
    resourceId: z.string(),
    actor: ActorSchema,
    actorEmail: z.string().nullable().meta({ description: "The signed-in counterpart's email, when a counterpart caused it." }),
    data: z.record(z.string(), z.unknown()).meta({ description: "The event type's data (see the EventType's schema in docs/events.md)." }),
    createdAt: iso,
  })
  .meta({ id: "Event" });
export type PublicEvent = z.infer<typeof EventSchema>;

export const eventId = (resourceId: string, seq: number) => `evt_${resourceId}_${seq}`;

/** The PostgreSQL NOTIFY channel recordEvent signals each event on (`<resourceId>:<seq>`), at commit. */
export const EVENTS_CHANNEL = "leasehold_events";

/** An event type's name as an OpenAPI component: `page.booking.created` → `PageBookingCreatedEvent`. */
export const eventComponentId = (type: EventType) =>
  `${type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Event`;

/**
 * Every event type as its own envelope (EventSchema with its `type` and its
 * `data` schema), one of them by `type`: what the OpenAPI document publishes
 * for the event stream, the JSON pages and webhook bodies.
 */
export const TypedEventSchema = z
  .discriminatedUnion(
    "type",
    EVENT_TYPES.map((type) =>
      EventSchema.extend({ type: z.literal(type), data: eventCatalogue[type].data }).meta({ id: eventComponentId(type), description: eventCatalogue[type].description }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({ id: "TypedEvent", description: "An event with the data schema of its type (the event catalogue; docs/events.md)." });
