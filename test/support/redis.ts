/**
 * A real Redis server for the tests of the rate limiter's Redis store:
 * Debian's redis-server (scripts/ensure-redis.sh installs it), started on a
 * free port with nothing persisted, stopped after the file's tests.
 */
import { spawn } from "node:child_process";
import { createClient } from "redis";
import { freePort } from "./instance";

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const binary = process.env.REDIS_SERVER_PATH ?? "redis-server";
  const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output.slice(-500)}`)), 15_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${binary} could not be started (run scripts/ensure-redis.sh, or set REDIS_SERVER_PATH): ${error.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Runs `work` with a client connected to the Redis at `url` (to read or set what the store keeps), closed after. */
const connectTo = (url: string) => createClient({ url });

export async function withRedisClient<T>(url: string, work: (client: ReturnType<typeof connectTo>) => Promise<T>): Promise<T> {
  const client = connectTo(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}
