/**
 * How long the one JavaScript thread every tenant shares was held, measured by
 * the server itself. A timer ticks every TICK_MS; between two ticks the thread
 * ran whatever the loop had queued. Two figures come of it:
 *
 * - `maxCpuMs`: the most CPU time the main thread spent between two ticks
 *   (process.threadCpuUsage). That is what a request costs everyone else, and
 *   it does not grow when the machine is busy: a process the OS leaves waiting
 *   spends no CPU meanwhile. Tests and the bench judge stalls by it.
 * - `maxDelayMs`, `p99DelayMs`: the event loop's delay as Node.js measures it
 *   (perf_hooks.monitorEventLoopDelay), wall-clock, so they include time the
 *   machine did not give us. For operators; not for pass/fail on a busy host.
 *
 * Figures cover the time since the last reset (GET /api/internal/runtime?reset=1,
 * the operator's key), or, for `since`, the ticks of the last WINDOW_MS after
 * that moment (kept in a ring, so readers do not disturb one another). Work
 * moved to worker threads (lib/core/runtime/) does not count: it does not hold
 * this thread.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

const TICK_MS = 10;
/** How far back `since` can look: the ring holds one entry per tick. */
const WINDOW_MS = 120_000;
const RING = WINDOW_MS / TICK_MS;

export interface LoopFigures {
  /** ISO time the figures start from. */
  since: string;
  /** Ticks observed since then. */
  ticks: number;
  /** The most main-thread CPU time between two ticks, in ms. */
  maxCpuMs: number;
  /** The most wall-clock time between two ticks beyond the tick itself, in ms. */
  maxGapMs: number;
  /** Node.js's event-loop delay histogram: its maximum and 99th percentile, in ms. */
  maxDelayMs: number;
  p99DelayMs: number;
}

interface State {
  timer: NodeJS.Timeout;
  histogram: ReturnType<typeof monitorEventLoopDelay>;
  since: number;
  ticks: number;
  maxCpuUs: number;
  maxGapMs: number;
  lastCpuUs: number;
  lastAt: number;
  /** Per tick: when it ended (epoch ms), the CPU µs and the wall ms since the tick before. */
  ringAt: Float64Array;
  ringCpuUs: Float64Array;
  ringGapMs: Float64Array;
  ringNext: number;
}

/** The main thread's own CPU time in µs (all threads' where Node.js cannot tell: then a busy worker pool counts too). */
function threadCpuUs(): number {
  const usage = typeof process.threadCpuUsage === "function" ? process.threadCpuUsage() : process.cpuUsage();
  return usage.user + usage.system;
}

// One monitor per process, whichever bundle of the app loads this module.
const KEY = Symbol.for("leasehold.loopMonitor");
type Holder = { [KEY]?: State };

function state(): State {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  const created: State = {
    histogram,
    since: Date.now(),
    ticks: 0,
    maxCpuUs: 0,
    maxGapMs: 0,
    lastCpuUs: threadCpuUs(),
    lastAt: performance.now(),
    ringAt: new Float64Array(RING),
    ringCpuUs: new Float64Array(RING),
    ringGapMs: new Float64Array(RING),
    ringNext: 0,
    timer: setInterval(() => {
      const cpu = threadCpuUs();
      const at = performance.now();
      const slot = created.ringNext++ % RING;
      created.ringAt[slot] = Date.now();
      created.ringCpuUs[slot] = cpu - created.lastCpuUs;
      created.ringGapMs[slot] = at - created.lastAt - TICK_MS;
      created.maxCpuUs = Math.max(created.maxCpuUs, cpu - created.lastCpuUs);
      created.maxGapMs = Math.max(created.maxGapMs, at - created.lastAt - TICK_MS);
      created.lastCpuUs = cpu;
      created.lastAt = at;
      created.ticks += 1;
    }, TICK_MS),
  };
  created.timer.unref();
  holder[KEY] = created;
  return created;
}

/** Starts measuring (at the instance's start); idempotent. */
export function startLoopMonitor(): void {
  state();
}

const ms = (value: number) => Math.round(value * 100) / 100;

/** The ticks that ended after `since` (epoch ms), at most WINDOW_MS back: their most CPU and gap. */
function windowFigures(s: State, since: number): Pick<LoopFigures, "ticks" | "maxCpuMs" | "maxGapMs"> {
  let ticks = 0;
  let cpu = 0;
  let gap = 0;
  for (let i = 0; i < Math.min(s.ringNext, RING); i++) {
    if (s.ringAt[i]! <= since) continue;
    ticks += 1;
    cpu = Math.max(cpu, s.ringCpuUs[i]!);
    gap = Math.max(gap, s.ringGapMs[i]!);
  }
  return { ticks, maxCpuMs: ms(cpu / 1000), maxGapMs: ms(Math.max(0, gap)) };
}

/**
 * The figures since the last reset, or (`since`, epoch ms) over the ticks
 * after that moment, without the histogram's (it cannot look back: 0);
 * `reset` starts new figures after reading.
 */
export function loopFigures(options: { reset?: boolean; since?: number } = {}): LoopFigures {
  const s = state();
  if (options.since !== undefined) {
    return { since: new Date(options.since).toISOString(), ...windowFigures(s, options.since), maxDelayMs: 0, p99DelayMs: 0 };
  }
  const figures: LoopFigures = {
    since: new Date(s.since).toISOString(),
    ticks: s.ticks,
    maxCpuMs: ms(s.maxCpuUs / 1000),
    maxGapMs: ms(Math.max(0, s.maxGapMs)),
    maxDelayMs: s.histogram.count ? ms(s.histogram.max / 1e6) : 0,
    p99DelayMs: s.histogram.count ? ms(s.histogram.percentile(99) / 1e6) : 0,
  };
  if (options.reset) {
    s.histogram.reset();
    s.since = Date.now();
    s.ticks = 0;
    s.maxCpuUs = 0;
    s.maxGapMs = 0;
    s.lastCpuUs = threadCpuUs();
    s.lastAt = performance.now();
  }
  return figures;
}
