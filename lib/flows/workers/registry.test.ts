/**
 * Adding a job touches its definition file (lib/domains/jobs/definitions/<job>.ts),
 * its line in the catalogue (lib/domains/jobs/catalogue.ts) and its line here in the
 * registry (lib/flows/workers/registry.ts): this fails when a definition file is
 * not listed, a listed job has no file, or a job has no handler.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { Cron } from "croner";
import { describe, expect, it } from "vitest";
import type { Tx } from "../../core/db/client";
import { JOB_DEFINITIONS, jobCatalogue, jobNames } from "../../domains/jobs/catalogue";
import type { JobDefinition } from "../../domains/jobs/definitions/define";
import { enqueue } from "../../domains/jobs/engine";
import { JOB_HANDLERS } from "./registry";

const folder = path.join(import.meta.dirname, "../../domains/jobs/definitions");
// define.ts is what every definition is made with (defineJob, the policies), not a job.
const files = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "define.ts");

/** A job's file is named after it: `person.schedule.sweep` in person-schedule-sweep.ts. */
const fileOf = (name: string) => `${name.replaceAll(".", "-")}.ts`;

describe("the jobs", () => {
  it("lists every definition file in the catalogue, and each listed job has its file", async () => {
    const defined = await Promise.all(files.map(async (file) => [file, ((await import(path.join(folder, file))) as { default: JobDefinition }).default] as const));
    const unlisted = defined.filter(([, definition]) => !(JOB_DEFINITIONS as readonly JobDefinition[]).includes(definition)).map(([file]) => file);
    expect(unlisted, "definition files not in JOB_DEFINITIONS (lib/domains/jobs/catalogue.ts)").toEqual([]);
    expect(defined.map(([file, definition]) => [file, fileOf(definition.name)]).filter(([file, expected]) => file !== expected), "files named after their job").toEqual([]);
    expect(jobNames.filter((name) => !files.includes(fileOf(name))), "listed jobs without a definition file").toEqual([]);
    expect(Object.keys(jobCatalogue).sort()).toEqual([...jobNames].sort());
  });

  it("gives every job a handler in the registry, and names no other", () => {
    expect(Object.keys(JOB_HANDLERS).sort()).toEqual([...jobNames].sort());
    for (const name of jobNames) expect(typeof JOB_HANDLERS[name], name).toBe("function");
  });

  it("refuses, when it compiles, an unknown job or a payload of the wrong shape", () => {
    // Never called: `npm run typecheck` fails if either line stops being an error.
    const typed = (tx: Tx) => [
      // @ts-expect-error: no job has this name
      enqueue(tx, "no.such.job", {}),
      // @ts-expect-error: mail.send's payload is an email, not a task
      enqueue(tx, "mail.send", { taskId: "t" }),
      enqueue(tx, "person.task", { taskId: "t" }),
    ];
    expect(typed).toBeTypeOf("function");
  });

  it("has policies pg-boss takes, and crons croner reads", () => {
    for (const definition of JOB_DEFINITIONS as readonly JobDefinition[]) {
      const policy = definition.policy();
      expect(policy.heartbeatSeconds, definition.name).toBeGreaterThanOrEqual(10);
      expect(policy.expireInSeconds, definition.name).toBeGreaterThan(0);
      if (definition.cron) {
        expect(() => new Cron(definition.cron!, { timezone: "UTC", paused: true }), definition.name).not.toThrow();
        expect(definition.payload.safeParse({}).success, `${definition.name}: a recurring job's payload is {}`).toBe(true);
      }
    }
  });
});
