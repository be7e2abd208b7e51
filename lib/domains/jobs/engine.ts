/**
 * The one adapter over the job engine: pg-boss on the service's own
 * PostgreSQL (schema `pgboss`, which pg-boss installs and migrates itself at
 * start, under a transaction-scoped advisory lock; see docs/database.md).
 *
 * - enqueue(tx, name, payload): the job is written in the caller's Prisma
 *   transaction, so a row and its job commit (or roll back) together.
 * - startJobWorkers(handlers): a long-running Node server's loop, one per
 *   instance; pg-boss polls, sends heartbeats, retries with backoff and,
 *   in each instance, expires the attempts whose heartbeat stopped.
 * - drainJobs(handlers): the same work pulled on demand (Vercel's after() and
 *   cron route, and tests): expire the lost attempts, fetch, run with a
 *   heartbeat, complete or fail.
 *
 * Either way an attempt is fenced: completing or failing it names the attempt
 * (id + retryCount), so an attempt that lost its claim can no longer settle
 * the job a newer attempt holds.
 */
import { createHash, randomUUID } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import { Cron } from "croner";
import { fromPrisma, PgBoss, type JobWithMetadata } from "pg-boss";
import { config } from "../../core/config";
import type { Tx } from "../../core/db/client";
import { log } from "../../core/log";
import { jobCatalogue, jobNames, PULL_MAX_DURATION_SECONDS, type JobName, type JobPayload, type JobPolicy } from "./catalogue";

export type { JobPayload };

export type JobContext = {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows this attempt if it fails. */
  lastAttempt: boolean;
  /** Aborted when the engine takes the attempt away (expired, or the worker stops). */
  signal: AbortSignal;
};

export type JobHandler<N extends JobName> = {
  run: (payload: JobPayload<N>, context: JobContext) => Promise<void>;
  /** The job failed for good (retries exhausted, or its last attempt died): `reason` is its last error. */
  deadLetter?: (payload: JobPayload<N>, reason: string) => Promise<void>;
};

export type JobHandlers = { [N in JobName]?: JobHandler<N> };

/**
 * The PostgreSQL schema pg-boss keeps its tables in. `pgboss` in the service;
 * a test that must watch pg-boss install its schema from nothing (through a
 * pooler) names a fresh one.
 */
const SCHEMA = process.env.LEASEHOLD_JOB_SCHEMA ?? "pgboss";
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(SCHEMA)) throw new Error("LEASEHOLD_JOB_SCHEMA must be a lower-case PostgreSQL identifier.");

/**
 * Queue names carry a namespace: "" in the service; a test that must keep
 * the service's own workers away from its jobs sets one of its own (both the
 * test and the child processes it starts).
 */
let namespace = process.env.LEASEHOLD_JOB_NAMESPACE ?? "";
export function setJobNamespace(value: string): void {
  namespace = value;
}
export const queueName = (name: JobName) => `${namespace}${name}`;
const deadLetterName = (name: JobName) => `${queueName(name)}.dead`;

type Role = { supervise: boolean; superviseIntervalSeconds?: number };
let started: Promise<PgBoss> | undefined;
let role: Role = { supervise: false };

/** How this process takes part: a long-running worker supervises (expires lost attempts) on a timer. */
export function configureJobEngine(next: Role): void {
  if (started) throw new Error("configureJobEngine must be called before the job engine starts");
  role = next;
}

/** The started engine, with a queue (and its dead-letter queue) for every catalogue entry. */
export function jobEngine(): Promise<PgBoss> {
  started ??= (async () => {
    const url = config().database.url;
    if (!url) throw new Error("DATABASE_URL is not set: the job engine needs the service's PostgreSQL.");
    const interval = role.superviseIntervalSeconds ?? 10;
    const boss = new PgBoss({
      connectionString: url,
      schema: SCHEMA,
      max: 4,
      application_name: "leasehold-jobs",
      migrate: true,
      supervise: role.supervise,
      superviseIntervalSeconds: interval,
      monitorIntervalSeconds: interval,
      // Recurring jobs (scheduleJob): pg-boss's cron pass runs in long-running workers only (serverless: cron routes).
      schedule: role.supervise,
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    boss.on("error", (error) => log.error({ err: error }, "Job engine error"));
    boss.on("warning", (warning) => log.warn({ warning: warning.data }, `Job engine: ${warning.message}`));
    await boss.start({ attempts: 3 });
    for (const name of jobNames) {
      const policy = jobCatalogue[name].policy();
      if (policy.deadLetter) await boss.createQueue(deadLetterName(name), { retryLimit: 5, retryDelay: 10, retryBackoff: true });
      const options = {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: policy.retryDelayMaxSeconds,
        expireInSeconds: policy.expireInSeconds,
        heartbeatSeconds: policy.heartbeatSeconds,
        ...(policy.deadLetter ? { deadLetter: deadLetterName(name) } : {}),
      };
      if (await boss.getQueue(queueName(name))) await boss.updateQueue(queueName(name), options);
      else await boss.createQueue(queueName(name), options);
    }
    return boss;
  })().catch((error) => {
    started = undefined;
    throw error;
  });
  return started;
}

/**
 * Sends `name` on a cron expression (UTC), from every long-running worker
 * (pg-boss keeps one schedule per name, and one instance's cron pass sends
 * each occurrence). Serverless deployments call the job's work from a cron
 * route instead (vercel.json).
 */
export async function scheduleJob<N extends JobName>(name: N, cron: string, payload: JobPayload<N>): Promise<void> {
  const boss = await jobEngine();
  await boss.schedule(queueName(name), cron, jobCatalogue[name].payload.parse(payload) as object, { tz: "UTC" });
}

/** How far back a drain looks for a recurring job's occurrence that no one queued yet (a late or missed cron call). */
const OCCURRENCE_LOOKBACK_MS = 10 * 60_000;

/** The job id of one occurrence of a recurring job: the same for every caller, so the occurrence is queued once. */
function occurrenceId(queue: string, at: Date): string {
  const hex = createHash("sha256").update(`${queue}@${at.toISOString()}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Serverless (no long-running worker runs pg-boss's cron pass): queues the
 * latest occurrence of a recurring job's cron (UTC) at or before `now`, if
 * it fell in the last few minutes, once however many callers ask (its job id
 * is derived from the occurrence). Says whether this call queued it.
 */
export async function enqueueDueOccurrence(name: JobName, now = new Date()): Promise<boolean> {
  const cron = jobCatalogue[name].cron;
  if (!cron) throw new Error(`The job ${name} has no cron.`);
  const [at] = new Cron(cron, { timezone: "UTC", paused: true }).previousRuns(1, now);
  if (!at || now.getTime() - at.getTime() > OCCURRENCE_LOOKBACK_MS) return false;
  const boss = await jobEngine();
  return !!(await boss.send(queueName(name), jobCatalogue[name].payload.parse({}) as object, { id: occurrenceId(queueName(name), at) }));
}

/** Stops this process's engine (its workers finish or are failed back to the queue). */
export async function stopJobEngine(): Promise<void> {
  const current = started;
  started = undefined;
  if (current) await (await current).stop({ graceful: true, timeout: 10_000 });
}

/** A new job's id, for a row that records its job (enqueue it with the same id). */
export const newJobId = () => randomUUID();

/**
 * A UUIDv7 whose order is the order this process made them (uuid's v7 keeps a counter within a millisecond, as
 * RFC 9562 describes). pg-boss picks a group's next job by id, so grouped jobs that must run in order take these.
 */
export const orderedJobId = (): string => uuidv7();

/** Queues a job inside the caller's transaction: it exists exactly when the transaction commits; `startAfter`: not run before then. */
export async function enqueue<N extends JobName>(tx: Tx, name: N, payload: JobPayload<N>, options: { id?: string; group?: string; startAfter?: Date } = {}): Promise<string> {
  const data = jobCatalogue[name].payload.parse(payload) as object;
  const boss = await jobEngine();
  const id = await boss.send(queueName(name), data, {
    db: fromPrisma(tx),
    ...(options.id ? { id: options.id } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    // A group's jobs run at most `groupConcurrency` at a time (the catalogue's policy), across instances, and pg-boss
    // takes a group's next job by id: ids that follow the order of enqueueing keep the group in order.
    ...(options.group ? { group: { id: options.group }, ...(options.id ? {} : { id: orderedJobId() }) } : {}),
  });
  if (!id) throw new Error(`The job engine refused a ${name} job.`);
  return id;
}

const errorReason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The reason a dead-lettered job failed, from the output pg-boss kept of its last attempt. */
function deadLetterReason(job: JobWithMetadata<object>): string {
  const output = (job.sourceOutput ?? job.output) as { message?: unknown; value?: { message?: unknown } } | null;
  const message = output?.message ?? output?.value?.message;
  const attempts = (job.sourceRetryCount ?? 0) + 1;
  return `${typeof message === "string" ? message : "It failed"} (after ${attempts} attempt${attempts === 1 ? "" : "s"}).`;
}

/** Runs one fetched attempt with a heartbeat, then completes or fails exactly that attempt. */
async function runFetched<N extends JobName>(boss: PgBoss, name: N, handler: JobHandler<N>, job: JobWithMetadata<object>): Promise<void> {
  const queue = queueName(name);
  const attemptRef = { id: job.id, retryCount: job.retryCount };
  const policy = jobCatalogue[name].policy();
  const controller = new AbortController();
  const beat = setInterval(
    () => {
      boss.touch(queue, attemptRef).catch((error) => log.warn({ err: error, job: job.id }, "Job heartbeat failed"));
    },
    Math.max(1, Math.floor(policy.heartbeatSeconds / 2)) * 1000,
  );
  try {
    const payload = jobCatalogue[name].payload.parse(job.data) as JobPayload<N>;
    await handler.run(payload, {
      jobId: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: controller.signal,
    });
    clearInterval(beat);
    await boss.complete(queue, attemptRef);
  } catch (error) {
    clearInterval(beat);
    controller.abort();
    await boss.fail(queue, attemptRef, { message: errorReason(error) });
  }
}

async function runDeadLetter<N extends JobName>(boss: PgBoss, name: N, handler: JobHandler<N>, job: JobWithMetadata<object>): Promise<void> {
  const queue = deadLetterName(name);
  const attemptRef = { id: job.id, retryCount: job.retryCount };
  try {
    await handler.deadLetter!(jobCatalogue[name].payload.parse(job.data) as JobPayload<N>, deadLetterReason(job));
    await boss.complete(queue, attemptRef);
  } catch (error) {
    await boss.fail(queue, attemptRef, { message: errorReason(error) });
  }
}

/**
 * Pulls and runs jobs until none is ready or `max` ran (serverless: after()
 * and the cron route; tests). First expires the attempts whose heartbeat
 * stopped, so a job whose worker died is retried (or dead-lettered).
 */
export async function drainJobs(handlers: JobHandlers, options: { max?: number; budgetMs?: number } = {}): Promise<number> {
  const boss = await jobEngine();
  // No new job starts after half the function's time: the one running has the rest to finish.
  const stopAt = Date.now() + (options.budgetMs ?? (PULL_MAX_DURATION_SECONDS * 1000) / 2);
  const names = (Object.keys(handlers) as JobName[]).filter((name) => handlers[name]);
  for (const name of names) {
    await boss.supervise(queueName(name));
    if (handlers[name]?.deadLetter) await boss.supervise(deadLetterName(name));
  }
  const max = options.max ?? 25;
  let ran = 0;
  for (let progress = true; progress && ran < max && Date.now() < stopAt; ) {
    progress = false;
    for (const name of names) {
      const handler = handlers[name] as JobHandler<typeof name>;
      if (handler.deadLetter) {
        const [dead] = await boss.fetch<object>(deadLetterName(name), { includeMetadata: true });
        if (dead) {
          await runDeadLetter(boss, name, handler, dead);
          progress = true;
        }
      }
      if (ran >= max || Date.now() >= stopAt) break;
      const groupConcurrency = (jobCatalogue[name].policy() as JobPolicy).groupConcurrency;
      const [job] = await boss.fetch<object>(queueName(name), { includeMetadata: true, ...(groupConcurrency ? { groupConcurrency } : {}) });
      if (job) {
        await runFetched(boss, name, handler, job);
        ran++;
        progress = true;
      }
    }
  }
  return ran;
}

const workerIds: string[] = [];

/**
 * Jobs were just queued: a process that runs workers wakes them (no wait for
 * their next poll); one that does not (serverless) pulls the jobs itself.
 */
export async function wakeOrDrain(handlers: JobHandlers, options: { max?: number } = {}): Promise<void> {
  if (workerIds.length) {
    const boss = await jobEngine();
    for (const id of workerIds) boss.notifyWorker(id);
    return;
  }
  await drainJobs(handlers, options);
}

/**
 * A long-running server's workers: pg-boss polls each queue, runs up to the
 * catalogue's concurrency at once, beats the heartbeat of every running
 * attempt, and retries failures with backoff.
 */
export async function startJobWorkers(handlers: JobHandlers, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  const boss = await jobEngine();
  for (const name of Object.keys(handlers) as JobName[]) {
    const handler = handlers[name] as JobHandler<typeof name> | undefined;
    if (!handler) continue;
    const policy: JobPolicy = jobCatalogue[name].policy();
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? policy.pollingIntervalSeconds ?? 2;
    if ((policy.batchSize ?? 1) > 1) {
      // Many small jobs (webhook deliveries): a batch per fetch, run side by side, each settled on its own; fetching goes on at once while batches come back full.
      workerIds.push(
        await boss.work(
          queueName(name),
          {
            localConcurrency: policy.localConcurrency,
            batchSize: policy.batchSize,
            perJobResults: true,
            burstWhenBatchFull: true,
            pollingIntervalSeconds,
            includeMetadata: true,
            ...(policy.groupConcurrency ? { groupConcurrency: policy.groupConcurrency } : {}),
          },
          async (jobs: JobWithMetadata<object>[]) => {
            const runOne = async (job: JobWithMetadata<object>) => {
              try {
                await handler.run(jobCatalogue[name].payload.parse(job.data) as JobPayload<typeof name>, {
                  jobId: job.id,
                  attempt: job.retryCount + 1,
                  lastAttempt: job.retryCount >= job.retryLimit,
                  signal: job.signal,
                });
                return { id: job.id, status: "completed" as const };
              } catch (error) {
                return { id: job.id, status: "failed" as const, output: { message: errorReason(error) } };
              }
            };
            // A group's jobs of this batch run one after another, in id order (the order they were queued); groups side by side.
            const groups = new Map<string, JobWithMetadata<object>[]>();
            for (const job of jobs) groups.set(job.groupId ?? job.id, [...(groups.get(job.groupId ?? job.id) ?? []), job]);
            const results = await Promise.all(
              [...groups.values()].map(async (group) => {
                const done = [];
                for (const job of group.sort((a, b) => (a.id < b.id ? -1 : 1))) done.push(await runOne(job));
                return done;
              }),
            );
            return results.flat();
          },
        ),
      );
    } else workerIds.push(
      await boss.work(queueName(name), { localConcurrency: policy.localConcurrency, pollingIntervalSeconds, includeMetadata: true }, async ([job]: JobWithMetadata<object>[]) => {
        await handler.run(jobCatalogue[name].payload.parse(job!.data) as JobPayload<typeof name>, {
          jobId: job!.id,
          attempt: job!.retryCount + 1,
          lastAttempt: job!.retryCount >= job!.retryLimit,
          signal: job!.signal,
        });
      }),
    );
    if (handler.deadLetter) {
      workerIds.push(
        await boss.work(deadLetterName(name), { pollingIntervalSeconds, includeMetadata: true }, async ([job]: JobWithMetadata<object>[]) => {
          await handler.deadLetter!(jobCatalogue[name].payload.parse(job!.data) as JobPayload<typeof name>, deadLetterReason(job!));
        }),
      );
    }
  }
}
