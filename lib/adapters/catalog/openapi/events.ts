/**
 * GET …/events of Persons and Pages: the same operation for both (docs/events.md),
 * with the example of its JSON page and of its stream.
 */
import { z } from "zod";
import { EventListSchema, EventsQuerySchema } from "../../../domains/events/stream";
import { responseExample } from "./examples";
import { event, one, task, TASK_ID } from "./story";
import { control, CONTROL_ERRORS, type Spec } from "./spec";

/** What GET …/events streams with Accept: text/event-stream (lib/domains/events/stream.ts). */
function eventStreamExample(resource: "person" | "page"): string {
  const id = resource === "person" ? "psn_7k2m9q4x8w1v5n3b6c0d" : "pg_3f8h1j6k9m2p5r7t0v4x";
  const sample =
    resource === "person"
      ? { type: "person.task.created", actor: "controller", data: { taskId: "cm3x9k5a2b0002qp7rz4t8uvw6", title: "Weekly summary", maxTurns: 3 } }
      : {
          type: "page.submission.created",
          actor: "counterpart",
          data: {
            submissionId: "cm3xa0f1g3h0004jk6lm8np2qr",
            submitterEmail: "mia.lange@example.com",
            submissionsRemaining: 496,
            url: `https://leasehold.example/api/v3/control/pages/${id}/submissions`,
            kind: "form",
            answers: { full_name: "Mia Lange", reason: "Check-up" },
          },
        };
  const full = { id: `evt_${id}_41`, seq: 41, type: sample.type, resourceType: resource, resourceId: id, actor: sample.actor, actorEmail: resource === "page" ? "mia.lange@example.com" : null, data: sample.data, createdAt: "2026-11-24T09:31:00.000Z" };
  return `id: 41\nevent: ${sample.type}\ndata: ${JSON.stringify(full)}\n\n: heartbeat\n\n`;
}

/** GET …/events of either resource: JSON pages, or the server-sent event stream (docs/events.md). */
export function eventsOperation(resource: "person" | "page"): Spec {
  return control(resource, {
    operationId: resource === "person" ? "listPersonEvents" : "listPageEvents",
    summary: `The ${resource === "person" ? "Person" : "Page"}'s events, oldest first after a seq: JSON pages, or a server-sent event stream with Accept: text/event-stream`,
    query: EventsQuerySchema,
    success: {
      status: 200,
      description:
        "JSON: the events after `after` (EventList; each event's data is its type's, see TypedEvent). With Accept: text/event-stream: a stream of the events after Last-Event-ID, `after`, or from now; each message has `id:` the seq, `event:` the type and `data:` the event (TypedEvent) as JSON, with `: heartbeat` comments. The stream ends after at most 290 s (and after lease.destroyed or lease.token_refreshed); reconnect with Last-Event-ID to continue without loss or repeats. More than 5 open streams per resource: 429.",
      schema: EventListSchema,
      alternatives: { "text/event-stream": z.string().meta({ description: "Server-sent events; each message's data is a TypedEvent." }) },
      alternativeExamples: { "text/event-stream": { stream: { summary: "An event, then a heartbeat", value: eventStreamExample(resource) } } },
    },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  });
}

responseExample(EventListSchema, one("Events after seq 40, oldest first", {
  events: [
    event(41, "person.task.created", { taskId: TASK_ID, title: task.title, maxTurns: 3 }, "controller"),
    event(42, "person.task.completed", { taskId: TASK_ID, title: task.title, result: "Most questions were about Saturday opening hours, parking and insurance forms.", toolCalls: ["search_knowledge", "record_state"], steps: 2 }, "person"),
  ],
  nextAfter: 42,
}));
