/**
 * GET /api/health: the service and what it depends on, and which built-in
 * defaults stand in for configured services.
 *
 * - database: `SELECT 1`.
 * - payments: with a hosted facilitator, its `GET /supported` answers and
 *   lists `exact` on our network (and, when X402_RPC_URL is set for
 *   reconciliation, that RPC too); with self-facilitation (and the local
 *   chain), the RPC answers `eth_chainId` with the chain id of X402_NETWORK.
 * - model: never called (a paid completion on every probe would cost money and
 *   turns): the provider's configuration is checked (key and model id
 *   present). An OpenAI-compatible endpoint (LLM_BASE_URL, usually a local or
 *   self-hosted server) is asked for its free `GET /models`.
 * Every outside call is bounded by HEALTH_TIMEOUT_MS. Any check in error makes
 * the status `degraded` (the route then answers 503).
 *
 * Filesystem paths (the outbox, the upload folder) are shown to operators only
 * (`isOperator`): a request with `Authorization: Bearer <CRON_SECRET>`, or, on
 * a local machine (the embedded database of npm start), a request from the
 * machine itself (loopback, as the server saw the connection). Anyone else
 * reads the same answer without them.
 */
import { z } from "zod";
import "zod-openapi";
import { config, paymentSetup, SERVICE_VERSION } from "../../core/config";
import { db } from "../../core/db/client";
import { timingSafeEqual } from "node:crypto";
import net from "node:net";
import { clientIp } from "../../core/http/client-ip";
import { activeStore } from "../../core/rate-limit/store";
import { log } from "../../core/log";
import { chainReader, hostedFacilitatorConfig } from "../../domains/payments/facilitator";
import { modelProblems } from "../../domains/persons/runtime/model";
import { missingPieces } from "./startup";

/** How long one outside check may take. */
export const HEALTH_TIMEOUT_MS = 3_000;

const CheckSchema = z.object({
  status: z.enum(["ok", "error"]),
  latencyMs: z.number().optional(),
  detail: z.string().optional(),
});
type Check = z.infer<typeof CheckSchema>;

/** GET /api/live: the process answers; nothing else is checked. */
export const LivenessSchema = z.object({ status: z.literal("ok") }).meta({ id: "Liveness" });

export const HealthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    runtime: z
      .object({ node: z.string().meta({ description: "The Node.js version the service runs on (process.version), e.g. v24.21.0: the project runs on Node 24 LTS." }) })
      .meta({ description: "What the service runs on." }),
    time: z.iso.datetime(),
    checks: z.object({
      database: CheckSchema,
      payments: CheckSchema.extend({
        mode: z.enum(["facilitator", "self", "unconfigured"]),
        facilitator: z
          .enum(["cdp", "url"])
          .optional()
          .meta({ description: "With a hosted facilitator, which: Coinbase's CDP facilitator (X402_FACILITATOR=cdp, signed requests) or one by X402_FACILITATOR_URL." }),
        network: z.string(),
        checked: z
          .enum(["facilitator", "rpc", "facilitator+rpc", "none"])
          .meta({ description: "What was reached: the hosted facilitator's /supported, the payment network's RPC (eth_chainId), both, or nothing." }),
      }),
      rateLimits: CheckSchema.extend({
        store: z.enum(["postgres", "redis"]).meta({ description: "Where the rate-limit counters are: PostgreSQL (the database above), or Redis (REDIS_URL), pinged." }),
      }),
      model: CheckSchema.extend({
        provider: z.string(),
        model: z.string().nullable(),
        offline: z.boolean().meta({ description: "true: Persons answer with the built-in offline model, not a language model." }),
        checked: z
          .enum(["configuration", "endpoint"])
          .meta({ description: "configuration: the provider's key and model are set (a hosted model is never called by the health check); endpoint: the OpenAI-compatible endpoint answered GET /models." }),
      }),
    }),
    defaults: z
      .object({
        database: z.enum(["embedded", "external"]).meta({ description: "embedded: the PostgreSQL npm start runs in .data/." }),
        payments: z.enum(["local-chain", "configured"]).meta({ description: "local-chain: the Hardhat chain with test USDC that npm start runs." }),
        model: z.enum(["offline", "configured"]).meta({ description: "offline: the built-in offline model." }),
        email: z
          .enum(["local-outbox", "smtp", "off"])
          .meta({ description: "local-outbox: sign-in links are written to EMAIL_OUTBOX_DIR, not sent; off: no email sign-in." }),
        uploads: z.enum(["local-disk", "vercel-blob", "off"]).meta({ description: "local-disk: file vault uploads in UPLOAD_DIR; off: on Vercel without a Blob store (uploads are refused)." }),
        tasks: z
          .enum(["background-loop", "cron"])
          .meta({ description: "background-loop: this instance works the task queue itself (TASK_WORKER=on); cron: only after() and the cron route." }),
      })
      .meta({ description: "Which built-in defaults are in use instead of configured services." }),
    inUse: z.array(z.string()).meta({ description: "The built-in defaults in use, in words (empty when everything is configured)." }),
    missing: z
      .array(
        z.object({
          piece: z.enum(["cron", "uploads"]),
          set: z.string().meta({ description: "The variable that turns it on." }),
          effect: z.string().meta({ description: "What is off while it is missing." }),
        }),
      )
      .meta({
        description:
          "What this deployment runs without (a Vercel Preview without CRON_SECRET or BLOB_READ_WRITE_TOKEN; a production deployment does not start without them). Empty when nothing is missing. It does not make the status degraded: the status says whether what is configured works.",
      }),
  })
  .meta({ id: "Health" });

export type Health = z.infer<typeof HealthSchema>;

const elapsed = (started: number) => Math.round(performance.now() - started);

async function checkDatabase(): Promise<Check> {
  const started = performance.now();
  try {
    await db().$queryRaw`SELECT 1`;
    return { status: "ok", latencyMs: elapsed(started) };
  } catch (error) {
    log.error({ err: error }, "Health check: database unreachable");
    return { status: "error", detail: "database unreachable" };
  }
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The RPC answers eth_chainId with the chain of X402_NETWORK (eip155:<id>); a problem, or null. */
export async function checkRpc(network: string): Promise<string | null> {
  const reader = chainReader();
  if (!reader) return "no RPC configured";
  try {
    const chainId = await withTimeout(reader.getChainId(), "the payment network RPC");
    const expected = Number(network.split(":")[1]);
    return chainId === expected ? null : `the payment network RPC is chain ${chainId}, but X402_NETWORK is ${network}`;
  } catch (error) {
    log.warn({ err: error }, "Health check: payment network RPC unreachable");
    return "payment network RPC unreachable";
  }
}

/** The hosted facilitator's GET /supported answers and lists x402 v2 `exact` on our network; a problem, or null. */
export async function checkFacilitator(
  url: string,
  /** The headers of GET /supported, or how to make them (CDP: a fresh signed JWT for each request). */
  headers: Record<string, string> | (() => Promise<Record<string, string>>),
  network: string,
): Promise<string | null> {
  try {
    const requestHeaders = typeof headers === "function" ? await headers() : headers;
    const response = await fetch(`${url.replace(/\/+$/, "")}/supported`, { headers: requestHeaders, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    if (!response.ok) return `the facilitator's /supported answered ${response.status}`;
    const body = (await response.json()) as { kinds?: { x402Version?: number; scheme?: string; network?: string }[] };
    const kinds = Array.isArray(body.kinds) ? body.kinds : [];
    if (!kinds.some((kind) => kind.scheme === "exact" && kind.network === network && (kind.x402Version ?? 2) === 2)) {
      return `the facilitator does not list x402 v2 "exact" on ${network}`;
    }
    return null;
  } catch (error) {
    log.warn({ err: error }, "Health check: facilitator unreachable");
    return "facilitator unreachable";
  }
}

async function checkPayments(): Promise<Health["checks"]["payments"]> {
  const setup = paymentSetup();
  const { network, rpcUrl } = config().payment;
  if (setup.mode === "unconfigured") return { status: "error", mode: setup.mode, network, checked: "none", detail: `missing ${setup.problems.join("; ")}` };
  const started = performance.now();
  let problems: (string | null)[];
  let checked: Health["checks"]["payments"]["checked"];
  let facilitator: Health["checks"]["payments"]["facilitator"];
  if (setup.mode === "facilitator") {
    const hosted = hostedFacilitatorConfig(setup);
    const supportedHeaders = async () => ((await hosted.createAuthHeaders?.())?.supported ?? {}) as Record<string, string>;
    problems = await Promise.all([checkFacilitator(hosted.url, supportedHeaders, network), rpcUrl ? checkRpc(network) : null]);
    checked = rpcUrl ? "facilitator+rpc" : "facilitator";
    facilitator = setup.provider;
  } else {
    problems = [await checkRpc(network)];
    checked = "rpc";
  }
  const failed = problems.filter((problem): problem is string => !!problem);
  return failed.length
    ? { status: "error", mode: setup.mode, facilitator, network, checked, detail: failed.join("; ") }
    : { status: "ok", mode: setup.mode, facilitator, network, checked, latencyMs: elapsed(started) };
}

async function checkRateLimits(): Promise<Health["checks"]["rateLimits"]> {
  const store = activeStore();
  if (!store.ping) return { status: "ok", store: "postgres" };
  const started = performance.now();
  try {
    await withTimeout(store.ping(), "Redis (REDIS_URL)");
    return { status: "ok", store: "redis", latencyMs: elapsed(started) };
  } catch (error) {
    log.warn({ err: error }, "Health check: Redis (rate limits) unreachable");
    return { status: "error", store: "redis", detail: "Redis (REDIS_URL) unreachable: rate limits are not enforced while it is down" };
  }
}

async function checkModel(): Promise<Health["checks"]["model"]> {
  const llm = config().llm;
  const problems = modelProblems(llm);
  const offline = llm.provider === "offline";
  const base = { provider: llm.provider, model: llm.model ?? null, offline, checked: "configuration" as const };
  if (problems.length) return { ...base, status: "error", detail: `missing ${problems.join("; ")}` };
  if (offline) {
    return {
      ...base,
      status: "ok",
      detail: "No language model is configured: Persons answer with the built-in offline model, which quotes their goal and knowledge and is not a language model.",
    };
  }
  if (llm.provider !== "openai-compatible" || !llm.baseUrl) return { ...base, status: "ok" };
  const started = performance.now();
  const problem = await checkModelEndpoint(llm.baseUrl, llm.apiKey);
  return problem
    ? { ...base, checked: "endpoint", status: "error", detail: problem }
    : { ...base, checked: "endpoint", status: "ok", latencyMs: elapsed(started) };
}

/** An OpenAI-compatible endpoint answers its free GET /models; a problem, or null. */
export async function checkModelEndpoint(baseUrl: string, apiKey: string | undefined): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, "")}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? null : `the model endpoint's /models answered ${response.status}`;
  } catch (error) {
    log.warn({ err: error }, "Health check: model endpoint unreachable");
    return "the model endpoint (LLM_BASE_URL) is unreachable";
  }
}

function isLoopback(address: string | null): boolean {
  const text = address?.replace(/^::ffff:/i, "") ?? "";
  return (net.isIPv4(text) && text.startsWith("127.")) || text === "::1";
}

/** Whether a health request may see the service's filesystem paths (see the top of this file). */
export function isOperator(request: Request): boolean {
  const cfg = config();
  const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (cfg.cronSecret && presented.length === cfg.cronSecret.length && timingSafeEqual(Buffer.from(presented), Buffer.from(cfg.cronSecret))) return true;
  return cfg.embeddedDatabase && !cfg.vercel && isLoopback(clientIp(request.headers));
}

function defaultsInUse(model: Health["checks"]["model"], operator: boolean): Pick<Health, "defaults" | "inUse"> {
  const cfg = config();
  const defaults: Health["defaults"] = {
    database: cfg.embeddedDatabase ? "embedded" : "external",
    payments: cfg.payment.localChain ? "local-chain" : "configured",
    model: model.offline ? "offline" : "configured",
    // As lib/domains/auth/options.ts's emailSignIn decides (not imported: it brings NextAuth along).
    email: cfg.signIn.emailServer ? "smtp" : cfg.signIn.outboxDir ? "local-outbox" : "off",
    uploads: cfg.uploads.blobToken ? "vercel-blob" : cfg.vercel ? "off" : "local-disk",
    tasks: cfg.tasks.worker && !cfg.vercel ? "background-loop" : "cron",
  };
  const inUse = [
    defaults.database === "embedded" && "embedded PostgreSQL (npm start)",
    defaults.payments === "local-chain" && "local payment chain with test USDC (npm start)",
    defaults.model === "offline" && "offline model (no language model configured)",
    defaults.email === "local-outbox" && `local email outbox (sign-in links ${operator ? `in ${cfg.signIn.outboxDir}` : "in the server's outbox folder"}, not sent)`,
    defaults.uploads === "local-disk" && `uploads on local disk${operator ? ` (${cfg.uploads.dir})` : ""}`,
    defaults.tasks === "background-loop" && "background task loop in this instance (TASK_WORKER=on)",
  ].filter((item): item is string => !!item);
  return { defaults, inUse };
}

/** The health report; `operator` (isOperator) adds the filesystem paths. */
export async function checkHealth(operator = false): Promise<Health> {
  const [database, payments, rateLimits, model] = await Promise.all([checkDatabase(), checkPayments(), checkRateLimits(), checkModel()]);
  return {
    status: [database, payments, rateLimits, model].every((check) => check.status === "ok") ? "ok" : "degraded",
    version: SERVICE_VERSION,
    runtime: { node: process.version },
    time: new Date().toISOString(),
    checks: { database, payments, rateLimits, model },
    ...defaultsInUse(model, operator),
    missing: missingPieces(config()),
  };
}
