/**
 * A hosted x402 facilitator for tests: the HTTP API a service such as the
 * x402.org or CDP facilitator offers (GET /supported, POST /verify, POST
 * /settle, each answering a VerifyRequest/SettleRequest body), in front of a
 * real facilitator on the local chain with a key of its own. It demands an
 * API key, counts calls, and can be told to refuse the way hosted services
 * do (a 4xx with a verdict body) or to fail (5xx).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FacilitatorClient } from "@x402/core/server";
import { createTestClient, http as viemHttp, parseEther } from "viem";
import { hardhat } from "viem/chains";
import { localAccount, localPrivateKey } from "../../lib/core/chain/local";
import { selfFacilitator } from "../../lib/domains/payments/facilitator";

export type FacilitatorBehaviour = "honest" | "refuse-verify" | "refuse-settle" | "fail-settle";

export interface HostedFacilitator {
  url: string;
  apiKey: string;
  calls: { path: string; authorized: boolean }[];
  behave(behaviour: FacilitatorBehaviour): void;
  close(): Promise<void>;
}

/** Starts one, settling with local account `keyIndex`, which it gives gas first. */
export async function startHostedFacilitator(options: {
  rpcUrl: string;
  network: string;
  keyIndex: number;
  apiKey: string;
  /** Another check of each request's Authorization header than `Bearer <apiKey>` (CDP's signed JWTs). */
  authorize?: (request: { method: string; path: string; authorization: string | undefined }) => boolean;
}): Promise<HostedFacilitator> {
  const testClient = createTestClient({ mode: "hardhat", chain: { ...hardhat, rpcUrls: { default: { http: [options.rpcUrl] } } }, transport: viemHttp(options.rpcUrl) });
  await testClient.setBalance({ address: localAccount(options.keyIndex).address, value: parseEther("100") });
  const facilitator: FacilitatorClient = selfFacilitator({
    network: options.network,
    rpcUrl: options.rpcUrl,
    privateKey: localPrivateKey(options.keyIndex),
    settleTimeoutMs: 10_000,
  });
  let behaviour: FacilitatorBehaviour = "honest";
  const calls: HostedFacilitator["calls"] = [];

  const answer = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? "").split("?")[0]!;
    const authorized = options.authorize
      ? options.authorize({ method: request.method ?? "GET", path, authorization: request.headers.authorization })
      : request.headers.authorization === `Bearer ${options.apiKey}`;
    calls.push({ path, authorized });
    if (!authorized) return answer(response, 401, { error: "invalid API key" });
    try {
      if (request.method === "GET" && path === "/supported") {
        // An x402 v2 service: the v2 kinds only (the in-process facilitator also lists v1 networks by their old names).
        const supported = await facilitator.getSupported();
        return answer(response, 200, { ...supported, kinds: supported.kinds.filter((kind) => kind.x402Version === 2) });
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (request.method === "POST" && path === "/verify") {
        if (behaviour === "refuse-verify") return answer(response, 400, { isValid: false, invalidReason: "insufficient_funds", payer: body.paymentPayload?.payload?.authorization?.from });
        return answer(response, 200, await facilitator.verify(body.paymentPayload, body.paymentRequirements));
      }
      if (request.method === "POST" && path === "/settle") {
        if (behaviour === "refuse-settle") return answer(response, 400, { success: false, errorReason: "invalid_exact_evm_payload_authorization_valid_before", transaction: "", network: options.network });
        if (behaviour === "fail-settle") return answer(response, 502, { error: "upstream RPC unavailable" });
        return answer(response, 200, await facilitator.settle(body.paymentPayload, body.paymentRequirements));
      }
      return answer(response, 404, { error: "not found" });
    } catch (error) {
      return answer(response, 500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: options.apiKey,
    calls,
    behave: (next) => {
      behaviour = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
