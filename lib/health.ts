/**
 * GET /api/health: the service and its dependencies. Later parts add the
 * payment facilitator and the model provider to `checks`.
 */
import { z } from "zod";
import "zod-openapi";
import { SERVICE_VERSION } from "./catalog/agent-card";
import { config, paymentSetup } from "./config";
import { db } from "./db/client";
import { chainReader } from "./payments/facilitator";
import { modelProblems } from "./persons/model";

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
    checks: z.object({
      database: CheckSchema,
      payments: CheckSchema.extend({ mode: z.enum(["facilitator", "self", "unconfigured"]), network: z.string() }),
      model: CheckSchema.extend({
        provider: z.string(),
        model: z.string().nullable(),
        offline: z.boolean().meta({ description: "true: Persons answer with the built-in offline model, not a language model." }),
      }),
    }),
    defaults: z
      .object({
        database: z.enum(["embedded", "external"]),
        payments: z.enum(["local-chain", "configured"]),
        model: z.enum(["offline", "configured"]),
      })
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

/** Self-facilitation: the payment network answers. A hosted facilitator is checked when it is used. */
async function checkPayments(): Promise<z.infer<typeof HealthSchema>["checks"]["payments"]> {
  const setup = paymentSetup();
  const network = config().payment.network;
  if (setup.mode === "unconfigured") return { status: "error", mode: setup.mode, network, detail: `missing ${setup.problems.join("; ")}` };
  if (setup.mode === "facilitator") return { status: "ok", mode: setup.mode, network };
  const started = performance.now();
  try {
    await chainReader()!.getBlockNumber();
    return { status: "ok", mode: setup.mode, network, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { status: "error", mode: setup.mode, network, detail: "payment network RPC unreachable" };
  }
}

/** The model is not called (that would cost a turn's worth of tokens); its configuration is checked. */
function checkModel(): Health["checks"]["model"] {
  const llm = config().llm;
  const problems = modelProblems(llm);
  const offline = llm.provider === "offline";
  return {
    status: problems.length ? "error" : "ok",
    provider: llm.provider,
    model: llm.model ?? null,
    offline,
    detail: problems.length
      ? `missing ${problems.join("; ")}`
      : offline
        ? "No language model is configured: Persons answer with the built-in offline model, which quotes their goal and knowledge and is not a language model."
        : undefined,
  };
}

export async function checkHealth(): Promise<Health> {
  const [database, payments] = await Promise.all([checkDatabase(), checkPayments()]);
  const model = checkModel();
  return {
    status: database.status === "ok" && payments.status === "ok" && model.status === "ok" ? "ok" : "degraded",
    version: SERVICE_VERSION,
    time: new Date().toISOString(),
    checks: { database, payments, model },
    defaults: {
      database: process.env.LEASEHOLD_EMBEDDED_DATABASE === "1" ? "embedded" : "external",
      payments: config().payment.localChain ? "local-chain" : "configured",
      model: model.offline ? "offline" : "configured",
    },
  };
}
