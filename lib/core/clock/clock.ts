/**
 * The service's one clock: schedules, approval expiry and reminders read the
 * time through `now()`, so a test can move it (across a daylight-saving
 * change, past an expiry) without waiting. Outside tests it is the system
 * clock; `setClock` is for tests only and is refused in production.
 */
let current: (() => number) | null = null;

/** The current time. */
export function now(): Date {
  return new Date(current ? current() : Date.now());
}

/** Milliseconds since the epoch, as Date.now(). */
export function nowMs(): number {
  return current ? current() : Date.now();
}

/**
 * Tests: make the clock read `at` (a fixed instant, or a function of the real
 * time); `null` gives the system clock back. Returns a function that moves a
 * fixed clock forward by `ms`.
 */
export function setClock(at: Date | number | (() => number) | null): (ms: number) => void {
  if (process.env.NODE_ENV === "production" && process.env.LEASEHOLD_TEST_CLOCK !== "on") throw new Error("The clock cannot be set in production.");
  if (at === null) {
    current = null;
    return () => {
      throw new Error("The system clock cannot be moved.");
    };
  }
  if (typeof at === "function") {
    current = at;
    return () => {
      throw new Error("A function clock cannot be moved.");
    };
  }
  let fixed = typeof at === "number" ? at : at.getTime();
  current = () => fixed;
  return (ms) => {
    fixed += ms;
  };
}
