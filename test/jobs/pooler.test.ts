/**
 * The job engine through a transaction pooler (PgBouncer, pool_mode
 * transaction), the pooled DATABASE_URL docs/deploy.md recommends: a worker
 * process whose every connection goes through it installs pg-boss's schema
 * from nothing (a schema of this file's own), starts pg-boss, takes tasks,
 * beats their heartbeat and finishes them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { NAMESPACE, SCHEMA } = vi.hoisted(() => {
  const namespace = `test-jobs-pooler-${process.pid}.`;
  const schema = `pgboss_pooler_${process.pid}`;
  process.env.LEASEHOLD_JOB_NAMESPACE = namespace;
  process.env.LEASEHOLD_JOB_SCHEMA = schema;
  return { NAMESPACE: namespace, SCHEMA: schema };
});

import { db } from "@/lib/core/db/client";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { newResourceId } from "@/lib/core/ids";
import { createTask } from "@/lib/domains/persons/work/tasks";
import { startPgBouncer, type Pooler } from "../support/pgbouncer";

let pooler: Pooler;
let child: ChildProcess | undefined;

beforeAll(async () => {
  pooler = await startPgBouncer(process.env.DATABASE_URL!);
});

afterAll(async () => {
  if (child && child.exitCode === null && !child.signalCode) {
    child.kill("SIGKILL");
    await new Promise((resolve) => child!.on("exit", resolve));
  }
  await stopJobEngine();
  await pooler?.stop();
  await db().$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
});

describe("the job engine through PgBouncer in transaction mode", () => {
  it("a worker whose connections all go through the pooler runs tasks to the end", async () => {
    const id = newResourceId("person");
    const now = new Date();
    const lease = await db().lease.create({
      data: { resourceType: "person", resourceId: id, principal: `0x${"79".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 50 },
    });
    await db().person.create({ data: { id, leaseId: lease.id, name: "Pooled", goal: "Do assigned work well." } });

    // The worker starts first, through the pooler only, on a schema nobody has installed yet.
    expect(await db().$queryRawUnsafe<unknown[]>(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, SCHEMA)).toEqual([]);
    const root = path.resolve(import.meta.dirname, "../..");
    child = spawn(process.execPath, ["--import", "tsx", path.join(root, "test/jobs/worker-child.ts")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: pooler.url, DIRECT_DATABASE_URL: pooler.url, LEASEHOLD_JOB_NAMESPACE: NAMESPACE, LEASEHOLD_JOB_SCHEMA: SCHEMA, CHILD_MODEL_DELAY_MS: "1500", CHILD_MODEL_TEXT: "Done through the pooler.", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child!.on("exit", (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
    });
    expect(await db().$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${SCHEMA}.queue WHERE name = $1`, `${NAMESPACE}person.task`)).toHaveLength(1);
    // Then the tasks, enqueued by this process into the schema the worker installed.
    for (let i = 0; i < 4; i++) await db().$transaction((tx) => createTask(tx, id, { title: `Pooled ${i}`, instructions: "Work on it.", maxTurns: 1 }, "controller"));

    for (const deadline = Date.now() + 60_000; ; ) {
      const tasks = await db().task.findMany({ where: { personId: id } });
      if (tasks.every((t) => t.status === "succeeded" || t.status === "failed")) {
        expect(tasks.map((t) => [t.status, t.attempts, t.result])).toEqual(Array(4).fill(["succeeded", 1, { text: "Done through the pooler.", toolCalls: [] }]));
        break;
      }
      expect(Date.now(), "the tasks did not finish through the pooler").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 90_000);
});
