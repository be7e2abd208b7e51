/**
 * Calling a leased resource's control API with its token, and waiting for
 * what a background worker does: shared by the tests that drive Persons and
 * Pages through the real HTTP API.
 */
import { api, bearer } from "./agent";

export type Controlled = { id: string; token: string };

/** `METHOD /api/v3/control/{persons|pages}/{id}{path}` with the resource's bearer token (another with `token`); a body object is sent as JSON. */
export function controlCall(r: Controlled, method: string, path: string, body?: unknown, options: { token?: string; headers?: Record<string, string> } = {}) {
  const kind = r.id.startsWith("psn_") ? "persons" : "pages";
  return api(`/api/v3/control/${kind}/${r.id}${path}`, {
    method,
    headers: { ...bearer(options.token ?? r.token), ...(body === undefined ? {} : { "content-type": "application/json" }), ...options.headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Probes until `done` holds or `ms` pass; returns the last value (the test's assertion says what was expected). */
export async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 30_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
