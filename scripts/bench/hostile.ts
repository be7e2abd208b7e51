/**
 * The noisy neighbour's hostile clients, in a process of their own at the lowest CPU priority: as clients on
 * another machine would be. In the bench's own process their work (thousands of refusals a minute read and
 * answered, sealed PDFs and dashboards drained) would delay the victims' reads inside the client, and the
 * measure would count the bench against the service. What they make the server and PostgreSQL do still runs at
 * full priority, beside the reads: that is what the measure is about.
 *
 * The parent (scripts/bench/noisy.ts) describes each class as a request; this process warms each up once,
 * then sends each class back to back, one at a time per class, whatever the answer (Retry-After ignored), until
 * told to stop, and answers with the count of each status.
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setPriority } from "node:os";

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** An unpaid provision body of 100 form fields, each with a distinct costly pattern (a new set every time). */
  costlyPatterns?: boolean;
  /** A created knowledge file is removed again through this app (not counted), so the quota never stops the uploads. */
  removeCreated?: { base: string; token: string; path: string };
}

export type Counts = Record<string, Record<number, number>>;
type Message = { kind: "warm"; classes: Record<string, HostileRequest> } | { kind: "start" } | { kind: "stop" };

/** A costly pattern of bounded repeats, distinct per `n`. */
export const costlyPattern = (n: number, repeat: number, length: number) => {
  let pattern = `^${String.fromCharCode(97 + (n % 26))}`;
  while (pattern.length + 12 < length) pattern += `\\w{1,${repeat}}`;
  return `${pattern}$`;
};

const costlyProvisionBody = () =>
  JSON.stringify({
    label: "P",
    toolType: "custom_form",
    content: { title: "T", fields: Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, label: "F", type: "text", pattern: costlyPattern(i + randomBytes(2).readUInt16BE(), 1 + (i % 9), 405) })) },
  });

async function send(request: HostileRequest): Promise<number> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.costlyPatterns ? costlyProvisionBody() : request.body });
  const text = await response.text().catch(() => "");
  if (request.removeCreated && response.ok) {
    const id = (JSON.parse(text) as { id?: string }).id;
    if (id) await (await fetch(`${request.removeCreated.base}${request.removeCreated.path}/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${request.removeCreated.token}` } })).arrayBuffer();
  }
  return response.status;
}

/** Starts the hostile process (lowest priority); warm() loads each route's code once, start() and stop() bound the noisy phase. */
export function hostileClients(classes: Record<string, HostileRequest>) {
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, ["--hostile"], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  setPriority(child.pid!, 19);
  const next = <T>() => new Promise<T>((resolve, reject) => {
    child.once("message", (message) => resolve(message as T));
    child.once("exit", (code) => reject(new Error(`the hostile clients exited (${code})`)));
  });
  const tell = (message: Message) => child.send(message);
  return {
    warm: async () => {
      const ready = next<"warm">();
      tell({ kind: "warm", classes });
      await ready;
    },
    start: () => tell({ kind: "start" }),
    stop: async (): Promise<Counts> => {
      const counts = next<Counts>();
      tell({ kind: "stop" });
      const result = await counts;
      child.kill();
      return result;
    },
  };
}

if (process.argv.includes("--hostile") && process.send) {
  let classes: Record<string, HostileRequest> = {};
  let stop = false;
  let loops: Promise<void>[] = [];
  const counts: Counts = {};
  process.on("message", async (message: Message) => {
    if (message.kind === "warm") {
      classes = message.classes;
      for (const request of Object.values(classes)) await send(request).catch(() => 0);
      process.send!("warm");
    } else if (message.kind === "start") {
      loops = Object.entries(classes).map(async ([name, request]) => {
        counts[name] = {};
        while (!stop) {
          const status = await send(request).catch(() => 0);
          counts[name]![status] = (counts[name]![status] ?? 0) + 1;
        }
      });
    } else {
      stop = true;
      await Promise.all(loops);
      process.send!(counts);
    }
  });
}
