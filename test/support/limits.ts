/**
 * Rate limits set out of reach, for suites that send many requests from one
 * address (the integration service, the browser tests, the benchmark): the
 * limiter still runs on every request but never refuses.
 * test/rate-limit/rate-limits.test.ts starts its own instances with low limits.
 */
import { RATE_LIMIT_COUNT_VARIABLES } from "../../lib/core/config";

export function rateLimitsOutOfReach(count = "1000000000"): Record<string, string> {
  return Object.fromEntries(RATE_LIMIT_COUNT_VARIABLES.map((name) => [name, count]));
}
