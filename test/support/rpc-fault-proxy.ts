/**
 * A JSON-RPC proxy in front of the local chain that can be told to fail, so
 * tests can take the payment network away from the service. Faults apply only
 * to requests whose body contains a given text (a payer's address without 0x),
 * so test files running in parallel do not disturb each other.
 *
 *   down             the request fails (HTTP 503) and never reaches the chain
 *   drop-after-send  eth_sendRawTransaction reaches the chain, but the answer is lost,
 *                    and from then on the network is down for that payer (so nobody
 *                    can find out what happened until the fault is cleared)
 *   reject-send      eth_sendRawTransaction is refused with a JSON-RPC error and never sent
 *   delay-send       eth_sendRawTransaction reaches the chain half a second late
 *   stall-after-send eth_sendRawTransaction reaches the chain, but its answer never comes, and
 *                    from then on every request for that payer hangs (the mode reads `stall`
 *                    once the transaction went out); clearing the fault cuts the held requests
 */
import http from "node:http";

export type FaultMode = "down" | "drop-after-send" | "reject-send" | "delay-send" | "stall-after-send" | "stall";

export interface FaultProxy {
  url: string;
  close(): Promise<void>;
}

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const faults = new Map<string, FaultMode>();
  const held = new Map<string, Set<http.ServerResponse>>();
  const hold = (match: string, response: http.ServerResponse) => {
    const set = held.get(match) ?? new Set();
    held.set(match, set);
    set.add(response);
    response.on("close", () => set.delete(response));
  };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");

    if (request.url === "/__faults") {
      const { match, mode } = JSON.parse(body || "{}") as { match?: string; mode?: FaultMode | null };
      if (match) {
        if (mode) faults.set(match.toLowerCase(), mode);
        else {
          faults.delete(match.toLowerCase());
          for (const stalled of held.get(match.toLowerCase()) ?? []) stalled.destroy();
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(Object.fromEntries(faults)));
      return;
    }

    const lower = body.toLowerCase();
    const fault = [...faults].find(([match]) => lower.includes(match));
    const mode = fault?.[1];
    if (mode === "stall") return hold(fault![0], response);
    if (mode === "down") {
      response.writeHead(503, { "content-type": "text/plain" }).end("fault: payment network down");
      return;
    }
    if (mode === "reject-send" && lower.includes("eth_sendrawtransaction")) {
      const { id } = JSON.parse(body) as { id?: number };
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32000, message: "fault: transaction rejected" } }),
      );
      return;
    }
    if (mode === "delay-send" && lower.includes("eth_sendrawtransaction")) await new Promise((resolve) => setTimeout(resolve, 500));
    const upstreamResponse = await fetch(upstream, { method: "POST", headers: { "content-type": "application/json" }, body });
    const text = await upstreamResponse.text();
    if (mode === "stall-after-send" && lower.includes("eth_sendrawtransaction")) {
      faults.set(fault![0], "stall");
      return hold(fault![0], response); // the transaction was sent; its answer never comes
    }
    if (mode === "drop-after-send" && lower.includes("eth_sendrawtransaction")) {
      const match = [...faults].find(([m]) => lower.includes(m))![0];
      faults.set(match, "down");
      response.destroy(); // the transaction was sent; its answer is lost
      return;
    }
    response.writeHead(upstreamResponse.status, { "content-type": "application/json" }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const set of held.values()) for (const stalled of set) stalled.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The faults in force, by match (a payer's address without 0x, lower case). */
export async function currentFaults(proxyUrl: string): Promise<Record<string, FaultMode>> {
  const response = await fetch(`${proxyUrl}/__faults`, { method: "POST", body: "{}" });
  return response.json();
}

/** Sets (or, with mode null, clears) the fault for requests that mention `match`. */
export async function setFault(proxyUrl: string, match: string, mode: FaultMode | null): Promise<void> {
  const response = await fetch(`${proxyUrl}/__faults`, { method: "POST", body: JSON.stringify({ match: match.replace(/^0x/, ""), mode }) });
  if (!response.ok) throw new Error(`fault proxy answered ${response.status}`);
}
