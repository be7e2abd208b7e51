import { expect, test } from "@playwright/test";

// The real HTTP server: what the proxy and the route files answer.
test.describe("API over HTTP", () => {
  test("discovery documents are public JSON", async ({ request, baseURL }) => {
    for (const path of ["/api/v3/catalog", "/api/v3/resource-model", "/api/v3/openapi.json", "/api/v3/agent-card", "/.well-known/agent-card.json"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("application/json");
    }
    const card = await (await request.get("/.well-known/agent-card.json")).json();
    expect(card.url).toBe(`${baseURL}/a2a`);
  });

  test("health reports the embedded or configured database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", checks: { database: { status: "ok" } } });
  });

  test("unknown routes, wrong methods and /api/v2 get JSON errors", async ({ request }) => {
    const unknown = await request.get("/api/v3/does-not-exist");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });

    const wrongMethod = await request.delete("/api/v3/catalog");
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
    expect(await wrongMethod.json()).toMatchObject({ code: "method_not_allowed" });

    const v2 = await request.post("/api/v2/control/persons/abc", {
      headers: { authorization: "Bearer at_live_example" },
      data: {},
    });
    expect(v2.status()).toBe(410);
    expect(await v2.json()).toMatchObject({ code: "api_version_unsupported" });
  });
});
