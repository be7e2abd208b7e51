import { describe, expect, it } from "vitest";
import { loopFigures, startLoopMonitor } from "./loop-monitor";

const cpuMs = () => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the event-loop monitor", () => {
  it("reports the main-thread CPU time of a synchronous block, whatever else the machine does", async () => {
    startLoopMonitor();
    await tick(30);
    loopFigures({ reset: true });
    // Hold the thread for 120 ms of its own CPU time (not wall-clock: a loaded machine only makes this take longer).
    const started = cpuMs();
    while (cpuMs() - started < 120) {
      // busy
    }
    await tick(40);
    const figures = loopFigures({ reset: true });
    expect(figures.maxCpuMs).toBeGreaterThanOrEqual(110);
    expect(figures.ticks).toBeGreaterThan(0);
    expect(figures.maxDelayMs).toBeGreaterThan(0);
  });

  it("a reset starts new figures: an idle loop holds the thread for little CPU", async () => {
    startLoopMonitor();
    const started = cpuMs();
    while (cpuMs() - started < 80) {
      // busy, before the reset
    }
    await tick(20);
    loopFigures({ reset: true });
    await tick(100);
    const figures = loopFigures();
    expect(figures.ticks).toBeGreaterThan(0);
    expect(figures.maxCpuMs).toBeLessThan(80);
  });
});

describe("the event-loop monitor's window", () => {
  it("reads the ticks after a moment without disturbing other readers", async () => {
    startLoopMonitor();
    await tick(30);
    const before = Date.now();
    await tick(30);
    const mark = Date.now();
    const started = cpuMs();
    while (cpuMs() - started < 100) {
      // busy
    }
    await tick(40);
    const after = loopFigures({ since: mark });
    expect(after.maxCpuMs).toBeGreaterThanOrEqual(90);
    expect(loopFigures({ since: before }).maxCpuMs).toBeGreaterThanOrEqual(90);
    expect(loopFigures({ since: Date.now() + 1000 }).ticks).toBe(0);
  });
});
