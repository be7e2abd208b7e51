/**
 * A real webhook receiver for the tests: a local HTTP server that verifies
 * every delivery with the `standardwebhooks` library (the secrets it knows,
 * each on its own) and counts what it got by webhook-id. `respond` decides
 * each answer (200 by default), so a test can fail, redirect or answer 410.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type Delivery = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  event: { id: string; seq: number; type: string; resourceId: string; data: Record<string, unknown> };
  path: string;
  /** Which of the known secrets verified it (by index); empty when none did. */
  verifiedBy: number[];
  status: number;
  at: number;
};

export type Receiver = {
  url: (path?: string) => string;
  port: number;
  deliveries: Delivery[];
  /** Secrets to verify with (the endpoint's, once known). */
  secrets: string[];
  /** countOfThisId: how many times this path got this webhook-id, this one included. */
  respond: (delivery: Delivery, countOfThisId: number) => number | { status: number; headers?: Record<string, string>; body?: string };
  countOf: (id: string) => number;
  /** The deliveries answered 2xx, by id. */
  accepted: () => Map<string, number>;
  waitFor: (predicate: (deliveries: Delivery[]) => boolean, timeoutMs?: number, what?: string) => Promise<void>;
  close: () => Promise<void>;
};

export async function startReceiver(options: { port?: number } = {}): Promise<Receiver> {
  const receiver: Receiver = {
    url: (path = "/hook") => `http://127.0.0.1:${receiver.port}${path}`,
    port: 0,
    deliveries: [],
    secrets: [],
    respond: () => 200,
    countOf: (id) => receiver.deliveries.filter((d) => d.id === id).length,
    accepted: () => {
      const map = new Map<string, number>();
      for (const d of receiver.deliveries) if (d.status >= 200 && d.status < 300) map.set(d.id, (map.get(d.id) ?? 0) + 1);
      return map;
    },
    waitFor: async (predicate, timeoutMs = 20_000, what = "deliveries") => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receiver.deliveries)) {
        if (Date.now() > deadline) {
          throw new Error(`Timed out waiting for ${what}; got ${receiver.deliveries.map((d) => `${d.event?.type}#${d.event?.seq}→${d.status}`).join(", ") || "nothing"}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = { "webhook-id": String(request.headers["webhook-id"] ?? ""), "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""), "webhook-signature": String(request.headers["webhook-signature"] ?? "") };
      const verifiedBy = receiver.secrets.flatMap((secret, index) => {
        try {
          new Webhook(secret).verify(body, headers);
          return [index];
        } catch {
          return [];
        }
      });
      let event: Delivery["event"];
      try {
        event = JSON.parse(body);
      } catch {
        event = { id: "", seq: 0, type: "(not JSON)", resourceId: "", data: {} };
      }
      const delivery: Delivery = { id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], signature: headers["webhook-signature"], body, event, path: request.url ?? "", verifiedBy, status: 0, at: Date.now() };
      const answer = receiver.respond(delivery, receiver.deliveries.filter((d) => d.id === delivery.id && d.path === delivery.path).length + 1);
      const { status, headers: extra, body: text } = typeof answer === "number" ? { status: answer, headers: {}, body: "ok" } : answer;
      delivery.status = status;
      receiver.deliveries.push(delivery);
      response.writeHead(status, { "content-type": "text/plain", ...extra }).end(text ?? "");
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  receiver.port = (server.address() as AddressInfo).port;
  const close = receiver.close;
  receiver.close = async () => {
    server.closeAllConnections();
    await close();
  };
  return receiver;
}

