import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS, routeTableDrift } from "../../adapters/catalog/openapi";
import { gateApiRequest } from "./gate";
import { API_ROUTES } from "./routes";

describe("the route table", () => {
  it("lists exactly the OpenAPI operations (the document refuses to load otherwise)", () => {
    expect(routeTableDrift(OPERATIONS, API_ROUTES)).toBeNull();
    expect(routeTableDrift(OPERATIONS, { ...API_ROUTES, "/api/v3/extra": ["GET"] })).toMatch(/without an operation: GET \/api\/v3\/extra/);
    const withoutLive = Object.fromEntries(Object.entries(API_ROUTES).filter(([path]) => path !== "/api/live"));
    expect(routeTableDrift(OPERATIONS, withoutLive)).toMatch(/not in the route table: GET \/api\/live/);
  });

  it("answers 405 with Allow from the table", () => {
    const refusal = gateApiRequest("PUT", "/api/v3/control/persons/per_1/files");
    expect(refusal?.code).toBe("method_not_allowed");
    expect(refusal?.headers).toMatchObject({ Allow: "GET, POST, HEAD, OPTIONS" });
    expect(gateApiRequest("GET", "/api/live")).toBeNull();
    expect(gateApiRequest("GET", "/api/v3/nothing-here")).toBeNull();
  });

  it("keeps the gate off the OpenAPI document: gate.ts and routes.ts import only core", () => {
    for (const file of ["gate.ts", "routes.ts"]) {
      const imports = [...readFileSync(path.join(import.meta.dirname, file), "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
      expect(imports.every((spec) => spec === "./errors" || spec === "./routes")).toBe(true);
    }
  });
});
