import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { GET as live } from "@/app/api/live/route";
import { HealthSchema, checkFacilitator, checkModelEndpoint, checkRpc } from "@/lib/adapters/health/health";
import { startOpenAiStub, type OpenAiStub } from "../support/openai-stub";

describe("GET /api/live", () => {
  it("answers that the instance is up, checking nothing else", async () => {
    const response = await live(new Request("http://localhost/api/live"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toEqual(expect.any(String));
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/health", () => {
  it("reports the service, its dependencies and the defaults in use", async () => {
    const response = await GET(new Request("http://localhost/api/health"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toEqual(expect.any(String));
    const body = await response.json();
    expect(HealthSchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      status: "ok",
      checks: {
        database: { status: "ok" },
        // The local chain: self-facilitation, and its RPC answered eth_chainId 31337.
        payments: { status: "ok", mode: "self", network: "eip155:31337", checked: "rpc" },
        rateLimits: { status: "ok", store: "postgres" },
        model: { status: "ok", provider: "offline", offline: true, checked: "configuration" },
      },
      defaults: { payments: "local-chain", model: "offline", email: "local-outbox", uploads: "local-disk" },
    });
    expect(body.checks.database.latencyMs).toEqual(expect.any(Number));
    expect(body.checks.payments.latencyMs).toEqual(expect.any(Number));
    expect(body.checks.model.detail).toContain("offline model");
    expect(body.inUse).toEqual(expect.arrayContaining([expect.stringContaining("local payment chain"), expect.stringContaining("offline model"), expect.stringContaining("local email outbox")]));
    expect(["background-loop", "cron"]).toContain(body.defaults.tasks);
  });
});

describe("health checks of outside services", () => {
  let facilitator: http.Server;
  let facilitatorUrl: string;
  let supported: { status: number; body: unknown } = { status: 200, body: {} };
  const seen: http.IncomingHttpHeaders[] = [];
  let stub: OpenAiStub;

  beforeAll(async () => {
    facilitator = http.createServer((request, response) => {
      seen.push(request.headers);
      if (request.url !== "/supported") {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(supported.status, { "content-type": "application/json" }).end(JSON.stringify(supported.body));
    });
    await new Promise<void>((resolve) => facilitator.listen(0, "127.0.0.1", resolve));
    facilitatorUrl = `http://127.0.0.1:${(facilitator.address() as AddressInfo).port}`;
    stub = await startOpenAiStub({ apiKey: "health-key" });
  });

  afterAll(async () => {
    await new Promise((resolve) => facilitator.close(resolve));
    await stub.close();
  });

  it("a hosted facilitator: /supported answers and lists exact on our network", async () => {
    supported = { status: 200, body: { kinds: [{ x402Version: 2, scheme: "exact", network: "eip155:8453" }], extensions: [], signers: {} } };
    expect(await checkFacilitator(facilitatorUrl, { Authorization: "Bearer f" }, "eip155:8453")).toBeNull();
    expect(seen.at(-1)?.authorization).toBe("Bearer f");
    expect(await checkFacilitator(`${facilitatorUrl}/`, {}, "eip155:84532")).toMatch(/does not list x402 v2 "exact" on eip155:84532/);
    supported = { status: 500, body: {} };
    expect(await checkFacilitator(facilitatorUrl, {}, "eip155:8453")).toMatch(/answered 500/);
    expect(await checkFacilitator("http://127.0.0.1:9", {}, "eip155:8453")).toBe("facilitator unreachable");
  });

  it("self-facilitation: the RPC's chain id matches X402_NETWORK", async () => {
    expect(await checkRpc("eip155:31337")).toBeNull();
    expect(await checkRpc("eip155:8453")).toBe("the payment network RPC is chain 31337, but X402_NETWORK is eip155:8453");
  });

  it("an OpenAI-compatible model: its free /models answers (a hosted model is never called)", async () => {
    expect(await checkModelEndpoint(stub.url, "health-key")).toBeNull();
    expect(await checkModelEndpoint(stub.url, "wrong-key")).toMatch(/answered 401/);
    expect(await checkModelEndpoint("http://127.0.0.1:9/v1", undefined)).toMatch(/unreachable/);
    expect(stub.requests.every((request) => request.path === "/v1/models")).toBe(true);
  });
});
