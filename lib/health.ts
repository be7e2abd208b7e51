/**
 * GET /api/health: the service and its dependencies. Later parts add the
 * payment facilitator and the model provider to `checks`.
 */
import { z } from "zod";
import "zod-openapi";
import { SERVICE_VERSION } from "./catalog/agent-card";
import { db } from "./db/client";

const CheckSchema = z.object({
  status: z.enum(["ok", "error"]),
  latencyMs: z.number().optional(),
  detail: z.string().optional(),
});

export const HealthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    time: z.iso.datetime(),
    checks: z.object({ database: CheckSchema }),
    defaults: z
      .object({ database: z.enum(["embedded", "external"]) })
      .meta({ description: "Which built-in defaults are in use instead of configured services." }),
  })
  .meta({ id: "Health" });

export type Health = z.infer<typeof HealthSchema>;

async function checkDatabase(): Promise<z.infer<typeof CheckSchema>> {
  const started = performance.now();
  try {
    await db().$queryRaw`SELECT 1`;
    return { status: "ok", latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error("Health check: database unreachable:", error instanceof Error ? error.message : error);
    return { status: "error", detail: "database unreachable" };
  }
}

export async function checkHealth(): Promise<Health> {
  const database = await checkDatabase();
  return {
    status: database.status === "ok" ? "ok" : "degraded",
    version: SERVICE_VERSION,
    time: new Date().toISOString(),
    checks: { database },
    defaults: { database: process.env.LEASEHOLD_EMBEDDED_DATABASE === "1" ? "embedded" : "external" },
  };
}
