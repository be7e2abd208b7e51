/**
 * Whether hostile requests hold the server's one JavaScript thread, judged by
 * the server's own figures (lib/core/runtime/loop-monitor.ts, read from
 * GET /api/internal/runtime): the most main-thread CPU time spent between two
 * ticks of its event loop. CPU time, not wall-clock: a machine busy with other
 * work makes everything slower but does not add CPU time to our thread, so a
 * loaded CI machine cannot fail these tests and a quiet one cannot pass a stall.
 *
 * Measure on an instance of its own (`measuredInstance`): on the suite's shared
 * server, other test files' work would land in the same ticks. Its job workers
 * are off (TASK_WORKER=off), so it runs only what the test sends it. Warm each
 * route up with one harmless request first: the first request to a route loads
 * its code, which is a one-time cost, not a stall anyone can cause at will.
 */
import { randomBytes } from "node:crypto";
import type { LoopFigures } from "@/lib/core/runtime/loop-monitor";
import { startInstance, type Instance } from "./instance";

/** The most main-thread CPU time one loop turn may take while hostile requests are served. */
export const STALL_BUDGET_MS = 50;

export interface MeasuredInstance extends Instance {
  /** Runs `work` (requests to this instance's `url`) and answers the longest stall of this instance's thread meanwhile. */
  measureStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: LoopFigures }>;
}

/** Reads the figures of the instance at `url` over the ticks after `since` (epoch ms). */
export async function loopFiguresOf(url: string, secret: string, since: number): Promise<LoopFigures> {
  const response = await fetch(`${url}/api/internal/runtime?since=${since}`, { headers: { authorization: `Bearer ${secret}` } });
  if (!response.ok) throw new Error(`GET /api/internal/runtime answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { eventLoop: LoopFigures }).eventLoop;
}

/** A `next start` of its own against the suite's database and chain, with the operator's key to its runtime figures. */
export async function measuredInstance(name: string, env: Record<string, string> = {}): Promise<MeasuredInstance> {
  const secret = randomBytes(24).toString("hex");
  const instance = await startInstance({ name, env: { TASK_WORKER: "off", ...env, CRON_SECRET: secret } });
  return {
    ...instance,
    async measureStall<T>(work: () => Promise<T>) {
      const since = Date.now();
      const result = await work();
      // Let the loop tick after the last answer, so the turn that sent it is counted.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { result, stall: await loopFiguresOf(instance.url, secret, since) };
    },
  };
}
