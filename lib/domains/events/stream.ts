/**
 * Reading a resource's events: JSON pages after a seq, and the server-sent
 * event stream (GET /api/v3/control/{persons|pages}/{id}/events).
 *
 * Every event has a seq, 1, 2, 3… per resource, and a resource's events
 * commit in seq order (./record.ts). So "the events after seq n" is the
 * whole truth for a reader that has seen n: a stream resumed with
 * `Last-Event-ID: n` (or `?after=n`) gets exactly the ones it missed, none
 * twice.
 *
 * Live delivery: recordEvent signals each event with NOTIFY on
 * EVENTS_CHANNEL, delivered at commit to every instance that listens. Each
 * process holds one LISTEN connection (on the direct database URL: a
 * transaction pooler such as PgBouncer does not pass LISTEN on), shared by
 * its open streams; a notice wakes the streams of that resource, which read
 * what is new from the table. A stream also reads every
 * EVENT_STREAM_POLL_SECONDS (5 s), so it keeps up when the LISTEN connection is down.
 */
import pg from "pg";
import { z } from "zod";
import { config } from "../../core/config";
import { db } from "../../core/db/client";
import type { TimelineEvent } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { log } from "../../core/log";
import { EVENTS_CHANNEL, EventSchema, eventId, type PublicEvent, type ResourceType } from "./catalogue";

export const EVENTS_LIMIT = { min: 1, max: 200, default: 50 } as const;

/** The largest seq (PostgreSQL integer). */
const MAX_SEQ = 2_147_483_647;
const AFTER_DESCRIPTION =
  "The last event already seen, by its seq (`41`) or its id (`evt_<resourceId>_41`, as JSON pages, the stream's data and webhooks carry it): the answer starts after it (JSON: default 0, from the first; the stream: default now). The stream also reads Last-Event-ID, which takes the same two forms.";

/**
 * Where a reader resumes: the seq of the last event it saw, given as the seq
 * itself (the stream's `id:` lines) or as that event's id
 * (`evt_<resourceId>_<seq>`: the `id` of JSON pages, of the stream's data and
 * of webhooks, whose `webhook-id` it is). Either is one cursor.
 */
export interface EventCursor {
  seq: number;
  /** The resource the event id names; null for a bare seq. */
  resourceId: string | null;
}
const CURSOR = /^(?:evt_(.{1,100})_)?(\d{1,10})$/;
const CURSOR_MESSAGE = "The seq of an event, or its id (evt_<resourceId>_<seq>).";

/** A cursor in either form, or null when the text is neither (or its seq is beyond any). */
export function parseCursor(text: string): EventCursor | null {
  if (text.length > 200) return null;
  const match = CURSOR.exec(text.trim());
  if (!match) return null;
  const seq = Number(match[2]);
  return seq <= MAX_SEQ ? { seq, resourceId: match[1] ?? null } : null;
}

/** The seq a cursor stands for on this resource; an event id of another resource is refused (400). */
export function seqOn(cursor: EventCursor, resourceId: string, where: string): number {
  if (cursor.resourceId !== null && cursor.resourceId !== resourceId) {
    throw new ApiError("validation_failed", `${where} names an event of another resource: give an event of this one (evt_${resourceId}_<seq>) or its seq.`, {
      details: [{ path: where, message: "an event of another resource" }],
    });
  }
  return cursor.seq;
}
const LIMIT_DESCRIPTION = `Events per page (JSON), ${EVENTS_LIMIT.min} to ${EVENTS_LIMIT.max}.`;

/** GET …/events's query: `after` is a cursor (digits only, no "", "1e9" or "0x10"; or an event id), as Last-Event-ID. */
export const EventsQuerySchema = z
  .object({
    after: z
      .string()
      .max(120)
      .transform((text, ctx) => {
        const cursor = parseCursor(text);
        if (cursor) return cursor;
        ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
        return z.NEVER;
      })
      .optional()
      .meta({ description: AFTER_DESCRIPTION }),
    limit: z.coerce.number().int().min(EVENTS_LIMIT.min).max(EVENTS_LIMIT.max).default(EVENTS_LIMIT.default).meta({ description: LIMIT_DESCRIPTION }),
  })
  .meta({ id: "EventsQuery" });

/** The MCP tool list_events's input: the same members, `after` a JSON number (the seq) or an event's id. */
export const EventsToolInputSchema = z
  .object({
    after: z
      .union([z.int().min(0).max(MAX_SEQ), z.string().max(120).regex(CURSOR, CURSOR_MESSAGE)])
      .optional()
      .meta({ description: AFTER_DESCRIPTION }),
    limit: z.int().min(EVENTS_LIMIT.min).max(EVENTS_LIMIT.max).default(EVENTS_LIMIT.default).meta({ description: LIMIT_DESCRIPTION }),
  })
  .strict();

export const EventListSchema = z
  .object({
    events: z.array(EventSchema),
    nextAfter: z.int().min(0).meta({ description: "Pass as `after` for the next page (the last event's seq; `after` itself when there was none)." }),
  })
  .meta({ id: "EventList", description: "A resource's events after a seq, oldest first." });
export type EventList = z.infer<typeof EventListSchema>;

/** A timeline row as readers and receivers get it (EventSchema): the event list, the stream and a webhook's redelivery. */
export function publicEvent(row: TimelineEvent): PublicEvent {
  return {
    id: eventId(row.resourceId, row.seq),
    seq: row.seq,
    type: row.type as PublicEvent["type"],
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    actor: row.actor as PublicEvent["actor"],
    actorEmail: row.actorEmail,
    data: (row.data ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The resource's events after `after`, oldest first, at most `limit`. */
export async function listEvents(resourceType: ResourceType, resourceId: string, after = 0, limit: number = EVENTS_LIMIT.default): Promise<EventList> {
  const rows = await db().timelineEvent.findMany({ where: { resourceId, resourceType, seq: { gt: after } }, orderBy: { seq: "asc" }, take: limit });
  return { events: rows.map(publicEvent), nextAfter: rows.at(-1)?.seq ?? after };
}

/** The seq of the resource's latest event: a stream "from now" starts after it. */
async function latestSeq(resourceId: string): Promise<number> {
  const lease = await db().lease.findUnique({ where: { resourceId }, select: { eventSeq: true } });
  return lease?.eventSeq ?? 0;
}

// ── one LISTEN connection per process ───────────────────────────────────

type Wake = () => void;
const state = globalThis as unknown as { leaseholdEventHub?: Hub };

class Hub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly subscribers = new Map<string, Set<Wake>>();
  private idleTimer: NodeJS.Timeout | null = null;

  /**
   * Calls `wake` whenever an event of the resource commits (best effort:
   * streams poll as well). `ready`: the LISTEN connection is up (or could
   * not be made); a stream reads its first page after it, so no event
   * committed after that read goes unheard.
   */
  subscribe(resourceId: string, wake: Wake): { ready: Promise<void>; unsubscribe: () => void } {
    const set = this.subscribers.get(resourceId) ?? new Set<Wake>();
    set.add(wake);
    this.subscribers.set(resourceId, set);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const ready = this.connect();
    const unsubscribe = () => {
      set.delete(wake);
      if (!set.size) this.subscribers.delete(resourceId);
      if (!this.subscribers.size) this.closeWhenIdle();
    };
    return { ready, unsubscribe };
  }

  /** Whether the LISTEN connection is up (tests, health of the stream). */
  get listening(): boolean {
    return this.client !== null;
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const url = config().database.directUrl;
      if (!url) return;
      const client = new pg.Client({ connectionString: url, application_name: "leasehold-events" });
      client.on("notification", (message) => {
        const payload = message.payload ?? "";
        const resourceId = payload.slice(0, payload.lastIndexOf(":"));
        for (const wake of this.subscribers.get(resourceId) ?? []) wake();
      });
      const lost = (error?: Error) => {
        if (this.client !== client) return;
        this.client = null;
        if (error) log.warn({ err: error }, "The event stream's LISTEN connection was lost; streams poll until it is back");
        client.end().catch(() => {});
        // Back when a stream needs it (each stream's poll asks again).
      };
      client.on("error", lost);
      client.on("end", () => lost());
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      this.client = client;
    })()
      .catch((error) => log.warn({ err: error }, "The event stream could not LISTEN; streams poll instead"))
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  /** Keeps the connection a little while after the last stream closed (a client reconnecting soon), then closes it. */
  private closeWhenIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.subscribers.size || !this.client) return;
      const client = this.client;
      this.client = null;
      client.end().catch(() => {});
    }, 30_000);
    this.idleTimer.unref?.();
  }

  /** Asks for the connection again (after it was lost). */
  retry(): void {
    if (!this.client && this.subscribers.size) void this.connect();
  }
}

const hub = () => (state.leaseholdEventHub ??= new Hub());

// ── the stream ──────────────────────────────────────────────────────────

/** How often an open stream sends a comment to keep proxies from closing it (it reads the table without a notice every config().events.pollMs). */
export const HEARTBEAT_MS = 15_000;
/** The client's reconnection delay the stream asks for (`retry:`). */
export const RETRY_MS = 1_000;

/** Open streams in this process, per resource and per token: bounded (config().events.streamsPerResource). */
const open = { byResource: new Map<string, number>(), byToken: new Map<string, number>() };
const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
};

/**
 * A stream's starting point: `Last-Event-ID` (set by EventSource when it
 * reconnects) wins over `?after=`; neither means "from now". Both take a
 * seq or an event id of this resource; anything else is refused.
 */
export function streamStart(lastEventId: string | null, after: EventCursor | undefined, resourceId: string): number | null {
  if (lastEventId !== null && lastEventId.trim() !== "") {
    const cursor = parseCursor(lastEventId);
    if (!cursor) {
      throw new ApiError("validation_failed", `Last-Event-ID must be an event's seq (the stream's id: lines) or its id (evt_${resourceId}_<seq>).`, {
        details: [{ path: "Last-Event-ID", message: "not a seq or an event id" }],
      });
    }
    return seqOn(cursor, resourceId, "Last-Event-ID");
  }
  return after ? seqOn(after, resourceId, "after") : null;
}

const frame = (event: PublicEvent) => `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The server-sent event stream of one resource's events after `after` (null:
 * from now). Ends after the configured lifetime (the client reconnects with
 * Last-Event-ID and misses nothing), when the client goes away, and after a
 * lease.destroyed or lease.token_refreshed event (the token it was opened
 * with no longer works). Refuses (429) more than the configured number of
 * open streams per resource, and per token, in this process.
 */
export function openEventStream(input: { resourceType: ResourceType; resourceId: string; tokenId: string; after: number | null; signal: AbortSignal }): ReadableStream<Uint8Array> {
  const { resourceType, resourceId, tokenId, signal } = input;
  const max = config().events.streamsPerResource;
  if ((open.byResource.get(resourceId) ?? 0) >= max || (open.byToken.get(tokenId) ?? 0) >= max) {
    throw new ApiError("rate_limited", `At most ${max} event streams may be open for one resource at once: close one, or read the JSON pages (?after=) instead.`);
  }
  bump(open.byResource, resourceId, 1);
  bump(open.byToken, tokenId, 1);
  const encoder = new TextEncoder();
  const lifetimeMs = config().events.streamLifetimeSeconds * 1000;
  let release: (() => void) | null = () => {
    release = null;
    bump(open.byResource, resourceId, -1);
    bump(open.byToken, tokenId, -1);
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      let wake: (() => void) | null = null;
      // A notice that comes while the stream is reading (no one waiting yet) is kept, so the next wait returns at once.
      let nudged = false;
      const nudge = () => {
        nudged = true;
        wake?.();
      };
      const { ready, unsubscribe } = hub().subscribe(resourceId, nudge);
      const finish = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        release?.();
        nudge();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal.addEventListener("abort", finish, { once: true });
      const endAt = Date.now() + lifetimeMs;
      // Listening before the first read (at most a second's wait: the poll covers a slow connection).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([ready, new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)))]);
      clearTimeout(timer);
      let cursor = input.after ?? (await latestSeq(resourceId));
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      send(`retry: ${RETRY_MS}\n: events of ${resourceType} ${resourceId} after ${cursor}\n\n`);
      let lastWrite = Date.now();
      try {
        while (!closed && Date.now() < endAt) {
          nudged = false;
          const page = await listEvents(resourceType, resourceId, cursor, EVENTS_LIMIT.max);
          for (const event of page.events) {
            send(frame(event));
            cursor = event.seq;
            lastWrite = Date.now();
            if (event.type === "lease.destroyed" || event.type === "lease.token_refreshed" || event.type === "lease.token_reissued") {
              finish();
              return;
            }
          }
          if (page.events.length === EVENTS_LIMIT.max) continue;
          // Wait for a notice, the poll, the heartbeat or the end, whichever comes first.
          const wait = Math.max(0, Math.min(config().events.pollMs, endAt - Date.now(), lastWrite + HEARTBEAT_MS - Date.now()));
          await new Promise<void>((resolve) => {
            if (nudged || closed) return resolve();
            const timer = setTimeout(done, wait);
            function done() {
              clearTimeout(timer);
              wake = null;
              resolve();
            }
            wake = done;
          });
          hub().retry();
          if (!closed && Date.now() - lastWrite >= HEARTBEAT_MS) {
            send(`: heartbeat\n\n`);
            lastWrite = Date.now();
          }
        }
      } catch (error) {
        if (!closed) log.warn({ err: error, resourceId }, "An event stream failed; the client reconnects with Last-Event-ID");
      }
      finish();
    },
    cancel() {
      release?.();
    },
  });
}
