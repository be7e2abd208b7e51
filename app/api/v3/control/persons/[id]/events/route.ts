import { eventsRoute } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";

/** A stream ends before the function's limit (EVENT_STREAM_LIFETIME_SECONDS, at most 290); the client reconnects with Last-Event-ID. */
export const maxDuration = 300;

export const GET = eventsRoute("person");

export const { POST, PUT, PATCH, DELETE } = otherMethods();
