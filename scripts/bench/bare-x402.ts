/**
 * The benchmark's baseline for provisioning: the bare x402 flow with
 * @x402/core's x402HTTPResourceServer and the same in-process facilitator on
 * the same local chain, and no database: 402 with the challenge, then verify,
 * settle and answer. Run as a child process by scripts/bench/run.ts with the
 * app's payment environment.
 */
import http from "node:http";
import { x402HTTPResourceServer, x402ResourceServer, type HTTPAdapter } from "@x402/core/server";
import { ExactEvmScheme } from "@x402/evm/exact/server";
import { config } from "../../lib/core/config";
import { facilitatorClient } from "../../lib/domains/payments/facilitator";
import { requirementsFor } from "../../lib/domains/payments/x402";

const required = requirementsFor({ purpose: "provision", resourceType: "page" });
const resourceServer = new x402ResourceServer(facilitatorClient()).register(config().payment.network as `${string}:${string}`, new ExactEvmScheme());
const server = new x402HTTPResourceServer(resourceServer, {
  "POST /provision": {
    accepts: {
      scheme: required.scheme,
      network: required.network,
      payTo: required.payTo,
      price: { amount: required.amount, asset: required.asset, extra: required.extra },
      maxTimeoutSeconds: required.maxTimeoutSeconds,
    },
    description: "Bare x402 baseline",
  },
});

function adapterOf(request: http.IncomingMessage, body: unknown): HTTPAdapter {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  return {
    getHeader: (name) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
    getMethod: () => request.method ?? "GET",
    getPath: () => url.pathname,
    getUrl: () => url.toString(),
    getAcceptHeader: () => request.headers.accept ?? "",
    getUserAgent: () => request.headers["user-agent"] ?? "",
    getBody: () => body,
  };
}

const http402 = http.createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
  const adapter = adapterOf(request, body);
  const context = { adapter, path: adapter.getPath(), method: adapter.getMethod(), paymentHeader: adapter.getHeader("payment-signature") };
  const result = await server.processHTTPRequest(context);
  if (result.type === "payment-error") {
    response.writeHead(result.response.status, { "content-type": "application/json", ...result.response.headers }).end(JSON.stringify(result.response.body ?? {}));
    return;
  }
  if (result.type === "no-payment-required") return response.writeHead(404).end();
  const settled = await server.processSettlement(result.paymentPayload, result.paymentRequirements);
  if (!settled.success) return response.writeHead(402, { "content-type": "application/json" }).end(JSON.stringify(settled));
  response.writeHead(201, { "content-type": "application/json", ...settled.headers }).end(JSON.stringify({ ok: true, label: body?.label ?? null }));
});

server
  .initialize()
  .then(() => http402.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready")))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
