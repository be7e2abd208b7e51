/**
 * What a job definition says (lib/domains/jobs/definitions/<job>.ts, one file per
 * job): its queue name, the zod schema of its payload, its policy (retries,
 * the longest attempt, heartbeat, concurrency, dead letter), and, for a
 * recurring job, its cron. Its handler is not here: it lives in the domain
 * that owns the work, above this one, and lib/flows/workers/registry.ts pairs each
 * name with it (see docs/decisions.md, "Jobs").
 */
import type { z } from "zod";

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

/** The longest a serverless function that runs jobs may run (the `maxDuration` of the routes that pull jobs). */
export const PULL_MAX_DURATION_SECONDS = 300;

export type JobDefinition<N extends string = string, S extends z.ZodType = z.ZodType> = {
  /** The pg-boss queue name: never renamed once deployed (stored jobs would be orphaned). */
  name: N;
  payload: S;
  policy: () => JobPolicy;
  /** A recurring job: sent on this cron (UTC) by long-running workers, and by the drain route on serverless. Its payload is `{}`. */
  cron?: string;
  /** On serverless, one run of the drain route pulls at most `max` of these, starting none after `budgetSeconds` (default: 25, half the function's time). */
  drain?: { max: number; budgetSeconds: number };
};

/** One job's definition, its name and payload schema kept literal (the catalogue derives its types from them). */
export const defineJob = <const N extends string, S extends z.ZodType>(definition: JobDefinition<N, S>): JobDefinition<N, S> => definition;

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
