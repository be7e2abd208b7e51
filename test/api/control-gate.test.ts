/**
 * The control routes are not behind proxy.ts (lib/http/control.ts): their
 * wrappers answer what the proxy's gate answers for every other route. Every
 * control path of the route table, with every method it does not accept,
 * gets 405 method_not_allowed JSON with Allow (never Next.js's empty 405),
 * and a control path that cannot be decoded gets 400 validation_failed.
 */
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "@/lib/catalog/openapi";
import { api } from "../support/agent";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const CONTROL = ROUTE_TABLE.filter((route) => route.path.startsWith("/api/v3/control/"));
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "x1");

describe("control routes answer the gate's refusals themselves", () => {
  it("covers every control route of the table", () => {
    expect(CONTROL.length).toBeGreaterThanOrEqual(11);
  });

  it.each(CONTROL.map((route) => [route.path, route]))("%s: each method it does not accept is 405 with Allow", async (_path, route) => {
    const allowed = route.methods.includes("GET") ? [...route.methods, "HEAD"] : route.methods;
    for (const method of METHODS.filter((m) => !allowed.includes(m))) {
      const response = await api(concrete(route.path), { method });
      expect(response.status, `${method} ${route.path}`).toBe(405);
      expect(response.headers.get("allow")).toBe([...allowed, "OPTIONS"].join(", "));
      expect(response.headers.get("x-request-id")).toBeTruthy();
      if (method !== "HEAD") expect(await response.json()).toMatchObject({ code: "method_not_allowed", error: expect.stringContaining(method) });
    }
  });

  it("refuses a control path that is not percent-encoded UTF-8 with 400, before the token", async () => {
    const response = await api("/api/v3/control/persons/%ff/timeline");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed" });
  });
});
