/**
 * The worker side of a pool (./pool.ts): a worker's entry file calls
 * `serveWorker({ kind: handler, … })`, and each job the pool posts is
 * answered with its handler's result (or its error's message). Byte arrays
 * in a result are transferred, not copied. Once its handlers are loaded the
 * worker says it is ready: a job's deadline counts from then (loading a
 * worker's code on a busy machine is not the job's work).
 */
import { parentPort } from "node:worker_threads";

export type Handlers = Record<string, (input: never) => unknown>;

export function serveWorker(handlers: Handlers): void {
  const port = parentPort;
  if (!port) throw new Error("serveWorker runs in a worker thread.");
  port.on("message", async (message: { id: number; kind: string; input: unknown }) => {
    const handler = handlers[message.kind];
    try {
      if (!handler) throw new Error(`No handler for ${message.kind}.`);
      const output = await (handler as (input: unknown) => unknown)(message.input);
      const transfer = output instanceof Uint8Array && output.byteOffset === 0 && output.byteLength === output.buffer.byteLength && output.buffer instanceof ArrayBuffer ? [output.buffer] : [];
      port.postMessage({ id: message.id, ok: true, output }, transfer);
    } catch (error) {
      port.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ ready: true });
}
