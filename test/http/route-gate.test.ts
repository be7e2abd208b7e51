/**
 * The control and provisioning routes and /api/live are not behind proxy.ts: their
 * wrappers answer what the proxy's gate answers for every other route
 * (lib/adapters/http/handler.ts). Every such path of the route table, with every
 * method it does not accept, gets 405 method_not_allowed JSON with Allow
 * (never Next.js's empty 405), and one that cannot be decoded gets 400.
 */
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "@/lib/adapters/catalog/openapi";
import { api } from "../support/agent";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const OUTSIDE_PROXY = ROUTE_TABLE.filter(
  (route) => route.path.startsWith("/api/v3/control/") || route.path.startsWith("/api/v3/resources/") || route.path === "/api/live",
);
const concrete = (path: string) => path.replace("{type}", "person").replace(/\{[^}]+\}/g, "x1");

describe("routes outside the proxy answer the gate's refusals themselves", () => {
  it("covers every control and provisioning route of the table", () => {
    expect(OUTSIDE_PROXY.length).toBeGreaterThanOrEqual(17);
  });

  it.each(OUTSIDE_PROXY.map((route) => [route.path, route]))("%s: each method it does not accept is 405 with Allow", async (_path, route) => {
    const allowed = route.methods.includes("GET") ? [...route.methods, "HEAD"] : route.methods;
    for (const method of METHODS.filter((m) => !allowed.includes(m))) {
      const response = await api(concrete(route.path), { method });
      expect(response.status, `${method} ${route.path}`).toBe(405);
      expect(response.headers.get("allow")).toBe([...allowed, "OPTIONS"].join(", "));
      expect(response.headers.get("x-request-id")).toBeTruthy();
      if (method !== "HEAD") expect(await response.json()).toMatchObject({ code: "method_not_allowed", error: expect.stringContaining(method) });
    }
  });

  it("refuses a path that is not percent-encoded UTF-8 with 400, before the token or the payment", async () => {
    for (const [method, path] of [["GET", "/api/v3/control/persons/%ff/timeline"], ["POST", "/api/v3/resources/person/%ff/renew"]] as const) {
      const response = await api(path, { method });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
  });
});
