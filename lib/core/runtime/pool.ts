/**
 * A small pool of worker threads for bounded heavy work (laying out a PDF,
 * drawing charts): the work runs off the one JavaScript thread every tenant
 * shares. Generic: it knows no domain. The domain that owns the work writes
 * the worker's entry file (it answers with `serveWorker` from
 * ./pool-worker.ts) and creates each worker at its own call site with the
 * literal `new Worker(new URL("./x-worker.ts", import.meta.url), options)`,
 * so the bundler (Turbopack, for `next build`) sees the entry and bundles it.
 *
 * Bounded three ways:
 * - size: at most `size` workers, each with a heap cap (`resourceLimits`);
 * - time: each job has a deadline; past it the worker is terminated and
 *   replaced, and the caller gets a 503 `busy` ApiError saying so;
 * - queue: at most `maxQueue` jobs wait for a worker; one more is refused at
 *   once with 503 `busy` and Retry-After, never queued without bound.
 */
import { availableParallelism } from "node:os";
import type { ResourceLimits, Worker } from "node:worker_threads";
import { ApiError } from "../http/errors";

/** What the call site's `new Worker(new URL(…), options)` must pass on. */
export interface SpawnOptions {
  resourceLimits: ResourceLimits;
  /** Under Vitest or tsx the entry is a .ts file: Node.js loads it through tsx. Empty in a bundled build. */
  execArgv: string[];
}

export interface PoolOptions {
  /** Named in errors and logs. */
  name: string;
  /** Starts one worker: `(options) => new Worker(new URL("./x-worker.ts", import.meta.url), { resourceLimits: options.resourceLimits, execArgv: options.execArgv })`. */
  spawn: (options: SpawnOptions) => Worker;
  /** Workers at most; default `defaultPoolSize()`. */
  size?: number;
  /** The most one job may take, from the moment a worker starts it; default 30 s. */
  deadlineMs?: number;
  /** Jobs that may wait for a worker; default 16. */
  maxQueue?: number;
  /** Each worker's heap cap in MB (old generation); default 256. */
  heapMb?: number;
  /** The Retry-After (seconds) of a refusal; default 5. */
  retryAfterSeconds?: number;
}

/** The most workers a pool starts whatever the machine. */
export const MAX_POOL_SIZE = 8;

/** One fewer than the machine's cores (the main thread keeps one), at least 1, at most MAX_POOL_SIZE. */
export function defaultPoolSize(): number {
  return Math.min(MAX_POOL_SIZE, Math.max(1, availableParallelism() - 1));
}

/**
 * Whether this module runs from TypeScript sources (Vitest, tsx) rather than
 * Next.js's bundle: a worker's .ts entry then needs tsx. Turbopack keeps the
 * source's name in import.meta.url, so the server (NEXT_RUNTIME set) is told
 * apart by that.
 */
export const fromSources = import.meta.url.endsWith(".ts") && !process.env.NEXT_RUNTIME;

interface Job {
  kind: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** Its code is loaded (it said so): a job's deadline runs from then. */
  ready: boolean;
  job?: Job & { id: number; timer?: NodeJS.Timeout; arm: () => void };
}

type Reply = { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string } | { ready: true };

/** How long a new worker may take to load its code before it counts as lost (a busy machine is slow, never this slow). */
const READY_TIMEOUT_MS = 60_000;

export class WorkerPool {
  private readonly size: number;
  private readonly deadlineMs: number;
  private readonly maxQueue: number;
  private readonly heapMb: number;
  private readonly retryAfter: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers terminated at their deadline or lost to a crash, and replaced (for tests and operators). */
  replaced = 0;

  constructor(private readonly options: PoolOptions) {
    this.size = Math.min(MAX_POOL_SIZE, Math.max(1, Math.floor(options.size ?? defaultPoolSize())));
    this.deadlineMs = options.deadlineMs ?? 30_000;
    this.maxQueue = Math.max(0, options.maxQueue ?? 16);
    this.heapMb = options.heapMb ?? 256;
    this.retryAfter = options.retryAfterSeconds ?? 5;
  }

  /** Runs job `kind` with `input` on a worker; its answer, or an ApiError (503 busy) when refused or past its deadline. */
  run<T>(kind: string, input: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`The ${this.options.name} pool is closed.`));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { kind, input, resolve: resolve as (value: unknown) => void, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.maxQueue) {
        reject(
          new ApiError("busy", `The server is busy with other ${this.options.name} work; retry in ${this.retryAfter} seconds. Nothing was done.`, {
            headers: { "Retry-After": String(this.retryAfter) },
          }),
        );
        return;
      }
      this.queue.push(job);
    });
  }

  /** Workers now running (for tests). */
  get workers(): number {
    return this.slots.length;
  }

  /** Stops every worker; waiting and running jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error(`The ${this.options.name} pool is closed.`));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.job) {
          clearTimeout(slot.job.timer);
          slot.job.reject(new Error(`The ${this.options.name} pool is closed.`));
        }
        return slot.worker.terminate();
      }),
    );
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return undefined;
  }

  private spawn(): Slot {
    const worker = this.options.spawn({
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(this.heapMb / 8))) },
      execArgv: fromSources ? ["--import", "tsx"] : [],
    });
    const slot: Slot = { worker, ready: false };
    worker.unref();
    const readyTimer = setTimeout(() => lost(`not ready within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
    readyTimer.unref();
    worker.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        clearTimeout(readyTimer);
        slot.ready = true;
        slot.job?.arm();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      clearTimeout(job.timer);
      slot.job = undefined;
      worker.unref();
      if (reply.ok) job.resolve(reply.output);
      else job.reject(new Error(reply.message));
      this.next(slot);
    });
    // A crash (an exception outside a job, the heap cap) or an exit: the job fails, the worker is replaced.
    const lost = (why: string) => {
      clearTimeout(readyTimer);
      if (!this.slots.includes(slot)) return;
      this.drop(slot);
      if (why.startsWith("not ready")) void worker.terminate();
      if (slot.job) {
        clearTimeout(slot.job.timer);
        slot.job.reject(new Error(`The ${this.options.name} worker stopped (${why}).`));
        slot.job = undefined;
      }
      this.replaced++;
      this.drain();
    };
    worker.on("error", (error) => lost(error.message));
    worker.on("exit", (code) => lost(`exit code ${code}`));
    this.slots.push(slot);
    return slot;
  }

  private drop(slot: Slot) {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private start(slot: Slot, job: Job) {
    const id = this.nextId++;
    // The deadline runs from when the worker is ready (at once for a worker that already is).
    const arm = () => {
      if (slot.job?.id !== id || slot.job.timer) return;
      slot.job.timer = setTimeout(expire, this.deadlineMs);
      slot.job.timer.unref();
    };
    const expire = () => {
      // Past its deadline: the worker is terminated (whatever it was doing) and replaced for the jobs that wait.
      if (slot.job?.id !== id) return;
      slot.job = undefined;
      this.drop(slot);
      this.replaced++;
      void slot.worker.terminate();
      job.reject(
        new ApiError("busy", `The ${this.options.name} work took longer than ${this.deadlineMs} ms and was stopped. Nothing was done.`, {
          headers: { "Retry-After": String(this.retryAfter) },
        }),
      );
      this.drain();
    };
    slot.job = { ...job, id, arm };
    slot.worker.ref();
    slot.worker.postMessage({ id, kind: job.kind, input: job.input });
    if (slot.ready) arm();
  }

  private next(slot: Slot) {
    const job = this.queue.shift();
    if (job) this.start(slot, job);
  }

  /** After a worker was dropped: the waiting jobs go to new workers. */
  private drain() {
    if (this.closed) return;
    while (this.queue.length) {
      const slot = this.idleSlot();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }
}
