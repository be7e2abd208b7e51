import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";

describe("GET /api/health", () => {
  it("reports the service and a reachable database", async () => {
    const response = await GET(new Request("http://localhost/api/health"), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "ok",
      checks: { database: { status: "ok" }, payments: { status: "ok", mode: "self", network: "eip155:31337" } },
      defaults: { payments: "local-chain", model: "offline" },
    });
    expect(body.checks.database.latencyMs).toEqual(expect.any(Number));
    expect(body.checks.model).toMatchObject({ status: "ok", provider: "offline", offline: true, detail: expect.stringContaining("offline model") });
  });
});
