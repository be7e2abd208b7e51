/**
 * Every job the service runs, in one place: its name, the zod schema of its
 * payload, its retry policy, how long one attempt may run and how often a
 * running attempt must show it is alive, and how many may run at once.
 *
 * The engine (lib/jobs/engine.ts, pg-boss on the service's PostgreSQL) creates
 * one queue per entry from it; the domain that owns a job registers its
 * handler (lib/persons/task-worker.ts for `person.task`). A handler must be
 * idempotent: a job may run again after a crash, and its second run must do
 * no harm (no second charge, no second record).
 *
 * Issue 20 adds `approval.remind` here when it builds it; Person schedules
 * are swept by `person.schedule.sweep`. `booking.remind` is
 * queued with a start time (enqueue's `startAfter`).
 */
import { z } from "zod";
import { config } from "../config";
import { MailMessageSchema } from "../mail/message";

export type JobPolicy = {
  /** How many times a failed attempt is tried again before the job is dead-lettered. */
  retryLimit: number;
  /** The first delay between attempts, in seconds; doubled each retry (with jitter) up to retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** The longest one attempt may run, in seconds, however alive it is; then it counts as failed. */
  expireInSeconds: number;
  /**
   * A running attempt shows it is alive at least this often (seconds, ≥ 10):
   * its claim is extended by each heartbeat, and an attempt that stops
   * beating (its process died) is failed and retried after this long.
   */
  heartbeatSeconds: number;
  /** How many jobs of this name one worker process runs at once. */
  localConcurrency: number;
  /** A job that exhausts its retries is copied to `<name>.dead`, whose handler says so where it is seen. */
  deadLetter: boolean;
  /** A worker fetches up to this many jobs at once and runs them side by side, each settled on its own (default 1). */
  batchSize?: number;
  /** How often an idle worker looks for jobs, in seconds (≥ 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** Jobs enqueued with the same `group` run at most this many at a time, across all instances (ordering). */
  groupConcurrency?: number;
};

/**
 * How many retries keep a job trying for at least `windowSeconds`, when the
 * n-th retry waits at least min(max, delay × 2^(n-1)) (pg-boss's backoff adds
 * up to as much again as jitter).
 */
export function retriesCovering(windowSeconds: number, delaySeconds: number, delayMaxSeconds: number): number {
  let retries = 0;
  for (let waited = 0; waited < windowSeconds; retries++) waited += Math.min(delayMaxSeconds, delaySeconds * 2 ** Math.min(16, retries));
  return retries;
}

export type JobDefinition<S extends z.ZodType = z.ZodType> = { payload: S; policy: () => JobPolicy };

/** The longest a serverless function that runs jobs may run (the `maxDuration` of the routes that pull jobs). */
export const PULL_MAX_DURATION_SECONDS = 300;

export const jobCatalogue = {
  /** One Person task (lib/persons/task-worker.ts): the model steps of an assignment, each taking a lease turn. */
  "person.task": {
    payload: z.object({ taskId: z.string().min(1) }),
    policy: () => {
      const { deadlineSeconds, maxAttempts } = config().tasks;
      return {
        retryLimit: Math.max(0, maxAttempts - 1),
        retryDelaySeconds: 5,
        retryDelayMaxSeconds: 300,
        expireInSeconds: 15 * 60,
        heartbeatSeconds: Math.max(10, Math.min(deadlineSeconds, 120)),
        localConcurrency: 2,
        deadLetter: true,
      };
    },
  },
  /**
   * The lease timer (lib/leases/notices.ts): one sweep for lease.expiring (7 days and 1 day before
   * termEnd) and lease.expired, every few minutes on the engine's schedule (Vercel: its cron route).
   * Safe to run twice, or on two instances at once: each notice is a unique row with its event.
   */
  "lease.timer": {
    payload: z.object({}),
    policy: () => ({
      retryLimit: 2,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 120,
      expireInSeconds: 10 * 60,
      heartbeatSeconds: 60,
      localConcurrency: 1,
      deadLetter: false,
    }),
  },
  /**
   * The schedule sweep (lib/persons/schedule-worker.ts): every minute on the engine's schedule (Vercel: its
   * cron route), each due Person schedule runs (a task) or is recorded as skipped, and moves to its next
   * instant. Safe to run twice, or on two instances at once: schedules are claimed with SKIP LOCKED and each
   * instant is a unique run row.
   */
  "person.schedule.sweep": {
    payload: z.object({}),
    policy: () => ({
      retryLimit: 1,
      retryDelaySeconds: 10,
      retryDelayMaxSeconds: 30,
      expireInSeconds: 5 * 60,
      heartbeatSeconds: 60,
      localConcurrency: 1,
      deadLetter: false,
    }),
  },
  /**
   * One event to one webhook endpoint (lib/webhooks/delivery.ts). The event
   * travels in the payload, so it is delivered even after the resource (and
   * its timeline) was destroyed. A 2xx ends it; any other answer, a redirect,
   * a timeout or a refused address is a failed attempt, retried with
   * exponential backoff for at least WEBHOOK_RETRY_WINDOW_SECONDS (3 days).
   */
  "webhook.delivery": {
    payload: z.object({
      endpointId: z.string().min(1),
      /** The event as the receiver gets it (EventSchema, lib/events/catalogue.ts). */
      event: z.looseObject({ id: z.string(), type: z.string(), resourceId: z.string() }),
    }),
    policy: () => {
      const { retryWindowSeconds, retryDelaySeconds, retryDelayMaxSeconds, timeoutSeconds } = config().webhooks;
      return {
        retryLimit: retriesCovering(retryWindowSeconds, retryDelaySeconds, retryDelayMaxSeconds),
        retryDelaySeconds,
        retryDelayMaxSeconds,
        expireInSeconds: timeoutSeconds + 30,
        heartbeatSeconds: Math.max(10, timeoutSeconds + 10),
        localConcurrency: 4,
        deadLetter: true,
        batchSize: 50,
        pollingIntervalSeconds: 0.5,
        // Jobs are grouped by endpoint: at most 10 of an endpoint's jobs are out at once (across instances), and a batch delivers
        // an endpoint's jobs one after another in the order they were queued. Order is best effort: two batches may overlap.
        groupConcurrency: 10,
      };
    },
  },
  /**
   * One email (lib/mail): a booking's confirmation, a receipt, a signed copy.
   * Queued in the transaction of the change it reports, so it goes out only
   * if that commits; retried with backoff for about a day (an SMTP server
   * that is down), then given up and logged. Sending twice after a crash in
   * the middle is possible (at least once), never losing one.
   */
  "mail.send": {
    payload: MailMessageSchema,
    policy: () => ({
      retryLimit: 12,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 3 * 3600,
      expireInSeconds: 120,
      heartbeatSeconds: 60,
      localConcurrency: 2,
      deadLetter: true,
    }),
  },
  /**
   * A linked Page's submission starts a Person's task (lib/links/triggers.ts queues it in the
   * submission's transaction; lib/persons/link-trigger.ts handles it). Idempotent: the task's
   * unique source key (link and submission) makes a second run create nothing.
   */
  "link.trigger": {
    payload: z.object({ linkId: z.string().min(1), submissionId: z.string().min(1) }),
    policy: () => ({
      retryLimit: 5,
      retryDelaySeconds: 10,
      retryDelayMaxSeconds: 600,
      expireInSeconds: 60,
      heartbeatSeconds: 30,
      localConcurrency: 2,
      deadLetter: false,
    }),
  },
  /**
   * A scheduler booking's reminder (lib/pages/types/scheduler/remind.ts),
   * queued with the booking to start 24 hours before its time. It sends
   * nothing if the booking was cancelled or moved meanwhile, and at most one
   * reminder per booking (it marks the booking in the email's transaction).
   */
  "booking.remind": {
    payload: z.object({ pageId: z.string().min(1), bookingId: z.string().min(1), slot: z.iso.datetime() }),
    policy: () => ({
      retryLimit: 5,
      retryDelaySeconds: 60,
      retryDelayMaxSeconds: 1800,
      expireInSeconds: 60,
      heartbeatSeconds: 30,
      localConcurrency: 1,
      deadLetter: false,
    }),
  },
  /**
   * An answered (or expired) approval request (lib/persons/approvals.ts): an approved call
   * runs (once: its outcome is kept on the request), then the task that waited for it is
   * queued again, or the chat session gets the outcome. Safe to run twice.
   */
  "person.approval.resume": {
    payload: z.object({ approvalId: z.string().min(1) }),
    policy: () => ({
      retryLimit: 5,
      retryDelaySeconds: 10,
      retryDelayMaxSeconds: 600,
      expireInSeconds: 300,
      heartbeatSeconds: 60,
      localConcurrency: 2,
      deadLetter: false,
    }),
  },
  /** An approval request's expiry, queued to start at its expiresAt: still pending then, it is denied as expired. */
  "person.approval.expire": {
    payload: z.object({ approvalId: z.string().min(1) }),
    policy: () => ({
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 600,
      expireInSeconds: 60,
      heartbeatSeconds: 30,
      localConcurrency: 1,
      deadLetter: false,
    }),
  },
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof jobCatalogue;
export type JobPayload<N extends JobName> = z.output<(typeof jobCatalogue)[N]["payload"]>;
export const jobNames = Object.keys(jobCatalogue) as JobName[];
