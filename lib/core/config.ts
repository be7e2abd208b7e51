/**
 * The one configuration module. Every price, limit, network and term the
 * service publishes or enforces comes from here: environment variables, with
 * the specification's values as defaults. Nothing else reads these variables.
 */
import { z } from "zod";

const usd = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, "a dollar amount such as 5.00")
  .transform((value) => Math.round(Number(value) * 100));
const positiveInt = z.coerce.number().int().positive();
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "a 0x-prefixed 20-byte address");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional(),
  DIRECT_DATABASE_URL: z.string().url().optional(),
  EMBEDDED_DATABASE_DIR: z.string().default(".data/postgres"),
  EMBEDDED_DATABASE_PORT: positiveInt.default(54329),
  PUBLIC_BASE_URL: z.string().url().optional(),

  PERSON_PRICE_USD: usd.default(5_00),
  PAGE_PRICE_USD: usd.default(2_00),
  LEASE_TERM_DAYS: positiveInt.default(30),
  PERSON_TURN_LIMIT: positiveInt.default(250),
  PAGE_SUBMISSION_LIMIT: positiveInt.default(500),
  MAX_ACTIVE_LEASES_PER_PRINCIPAL: positiveInt.default(25),

  X402_NETWORK: z.string().regex(/^[a-z0-9-]+:[A-Za-z0-9-]+$/, "a CAIP-2 network id such as eip155:8453").default("eip155:8453"),
  /** USDC on Base. */
  X402_ASSET: address.default("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
  X402_ASSET_DECIMALS: z.coerce.number().int().min(0).max(36).default(6),
  X402_ASSET_SYMBOL: z.string().default("USDC"),
  /** EIP-712 domain of the asset, as clients sign it (Base USDC: "USD Coin", "2"). */
  X402_ASSET_NAME: z.string().default("USD Coin"),
  X402_ASSET_VERSION: z.string().default("2"),
  /** Where payments go. */
  X402_PAY_TO: address.optional(),
  /** Coinbase's CDP facilitator (X402_FACILITATOR=cdp), which signs every request with a fresh JWT made from a CDP API key… */
  X402_FACILITATOR: z.enum(["cdp"]).optional(),
  CDP_API_KEY_ID: z.string().optional(),
  /** An Ed25519 key (base64, 64 bytes) or an EC key (PKCS#8 PEM; literal "\n" in it read as line breaks). */
  CDP_API_KEY_SECRET: z.string().optional(),
  /** …or any hosted facilitator by URL… */
  X402_FACILITATOR_URL: z.string().url().optional(),
  /** …with the headers it needs, as a JSON object, e.g. {"Authorization":"Bearer …"}. */
  X402_FACILITATOR_HEADERS: z.string().optional(),
  /** …or self-facilitation: an RPC URL and the key that pays gas for settlements. */
  X402_RPC_URL: z.string().url().optional(),
  X402_FACILITATOR_PRIVATE_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "a 0x-prefixed 32-byte hex private key").optional(),
  X402_MAX_TIMEOUT_SECONDS: positiveInt.default(300),
  X402_SETTLE_TIMEOUT_MS: positiveInt.default(30_000),

  CAPABILITY_TOKEN_TTL_DAYS: positiveInt.default(30),
  CAPABILITY_TOKEN_GRACE_DAYS: z.coerce.number().int().min(0).default(7),
  /** Language model: a provider, or the built-in offline model when none is configured. */
  LLM_PROVIDER: z.enum(["openai", "anthropic", "gateway", "openai-compatible", "offline"]).optional(),
  LLM_MODEL: z.string().optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  AI_GATEWAY_API_KEY: z.string().optional(),
  LLM_MAX_OUTPUT_TOKENS: positiveInt.default(1024),

  KNOWLEDGE_MAX_BYTES: positiveInt.default(512 * 1024),
  KNOWLEDGE_PASSAGES_PER_PROMPT: positiveInt.default(4),
  KNOWLEDGE_MAX_FILES: positiveInt.default(100),
  KNOWLEDGE_MAX_TOTAL_BYTES: positiveInt.default(10 * 1024 * 1024),
  /** "on": this instance also works the task queue in the background (single servers); "off": only after() and the cron. */
  TASK_WORKER: z.enum(["on", "off"]).default("on"),
  /** Worker threads for heavy rendering (sealed PDFs): unset, one fewer than the machine's cores (at least 1, at most 8). */
  RENDER_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  TASK_DEADLINE_SECONDS: positiveInt.default(120),
  /** The event stream (GET …/events as text/event-stream): how long one connection stays open, and how many one resource may hold per instance. */
  EVENT_STREAM_LIFETIME_SECONDS: positiveInt.max(290).default(270),
  EVENT_STREAMS_PER_RESOURCE: positiveInt.max(100).default(5),
  /** How often an open stream reads the table without a notice (the fallback when LISTEN hears nothing). */
  EVENT_STREAM_POLL_SECONDS: positiveInt.max(60).default(5),
  TASK_MAX_ATTEMPTS: positiveInt.default(3),
  /** One call of a Person's remote tool (MCP or HTTP): the longest it may take, and the most of its answer read. */
  PERSON_TOOL_TIMEOUT_SECONDS: positiveInt.default(15),
  PERSON_TOOL_MAX_RESPONSE_BYTES: positiveInt.default(256 * 1024),
  /** Protects /api/internal/* (cron) routes: sent as Authorization: Bearer <CRON_SECRET>. */
  CRON_SECRET: z.string().min(16).optional(),

  /** Counterpart sign-in. Email magic links through SMTP… */
  EMAIL_SERVER: z.string().optional(),
  EMAIL_FROM: z.string().default("Leasehold <no-reply@leasehold.local>"),
  /** …or, on a local machine, written to this folder (npm start sets .data/outbox). */
  EMAIL_OUTBOX_DIR: z.string().optional(),
  GITHUB_ID: z.string().optional(),
  GITHUB_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),

  /** Uploads to file vault Pages: local disk by default, Vercel Blob when its token is set. */
  UPLOAD_DIR: z.string().default(".data/uploads"),
  BLOB_READ_WRITE_TOKEN: z.string().optional(),
  /** The access of that Blob store, chosen when it was created: private (recommended: every read needs the token) or public. */
  BLOB_ACCESS: z.enum(["private", "public"]).default("private"),
  /** The total size of the files counterparts may upload to one file vault Page, across its lease (1 GiB). */
  PAGE_UPLOAD_QUOTA_BYTES: positiveInt.default(1024 * 1024 * 1024),

  /**
   * Rate limits (lib/adapters/http/rate-limit.ts): requests per window, per client
   * address and per capability token, counted across instances in
   * PostgreSQL, or in Redis when REDIS_URL is set (redis:// or rediss://).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    .optional(),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  /**
   * Request limits are rates (RATE_LIMIT_*_PER_* a window) with a burst: how many seconds of the rate a client may
   * spend at once (at least one request; at most the whole window). Sign-in counts its whole window at once.
   */
  RATE_LIMIT_BURST_SECONDS: positiveInt.default(10),
  RATE_LIMIT_CONTROL_PER_TOKEN: positiveInt.default(120),
  RATE_LIMIT_CONTROL_PER_ADDRESS: positiveInt.default(600),
  RATE_LIMIT_PROVISION_PER_ADDRESS: positiveInt.default(60),
  RATE_LIMIT_COUNTERPART_PER_ADDRESS: positiveInt.default(120),
  RATE_LIMIT_MCP_PER_TOKEN: positiveInt.default(120),
  RATE_LIMIT_MCP_PER_ADDRESS: positiveInt.default(600),
  RATE_LIMIT_A2A_PER_ADDRESS: positiveInt.default(60),
  /** OAuth dynamic client registrations (POST /api/oauth/register) per client address per hour, on top of the control limit. */
  RATE_LIMIT_REGISTRATION_PER_ADDRESS: positiveInt.default(20),
  /**
   * The work budget (lib/core/runtime/work-budget.ts): heavy work (indexing knowledge, exports) in work units, about a
   * millisecond of the server's CPU each, refilled per second per capability token and per client address; a budget
   * holds at most RATE_LIMIT_WORK_BURST_SECONDS of its refill. By default a token sustains a twentieth of a core.
   */
  RATE_LIMIT_WORK_PER_TOKEN: positiveInt.default(50),
  RATE_LIMIT_WORK_PER_ADDRESS: positiveInt.default(250),
  RATE_LIMIT_WORK_BURST_SECONDS: positiveInt.default(10),
  /** Sign-in emails: per address and per email address, in their own (longer) window. */
  RATE_LIMIT_SIGNIN_WINDOW_SECONDS: positiveInt.default(900),
  RATE_LIMIT_SIGNIN_PER_ADDRESS: positiveInt.default(10),
  RATE_LIMIT_SIGNIN_PER_EMAIL: positiveInt.default(5),
  /**
   * Where the client address comes from: "none" (no trusted proxy: one shared
   * bucket), "vercel" (x-vercel-forwarded-for / x-real-ip), or the number of
   * trusted proxies in front, whose X-Forwarded-For entries are skipped from
   * the right. Default: "vercel" on Vercel, else "none".
   */
  TRUST_PROXY: z.union([z.enum(["none", "vercel"]), z.coerce.number().int().min(0).max(10)]).optional(),

  /** Set by npm start when it runs the local chain, so health can say so. */
  LEASEHOLD_LOCAL_CHAIN: z.enum(["0", "1"]).default("0"),
  /** Set by npm start when it runs the embedded PostgreSQL. */
  LEASEHOLD_EMBEDDED_DATABASE: z.enum(["0", "1"]).default("0"),

  /**
   * The key that encrypts secrets kept in the database (webhook signing
   * secrets; lib/secrets.ts): 32 random bytes, base64 (openssl rand -base64 32).
   * npm start keeps one in .data/secrets-key; a production start refuses to run without it.
   */
  SECRETS_KEY: z.string().optional(),
  /**
   * Outbound requests to what the service is given (webhook URLs; lib/egress.ts):
   * "on" also allows http:// and loopback addresses, for local development and
   * tests only. Refused by a production start that takes real payments.
   */
  EGRESS_ALLOW_LOCAL: z.enum(["on", "off"]).default("off"),
  /** Webhooks (lib/domains/webhooks): endpoints per resource, the time one delivery attempt may take, and the retries. */
  WEBHOOK_MAX_ENDPOINTS: positiveInt.default(10),
  WEBHOOK_TIMEOUT_SECONDS: positiveInt.default(10),
  /** A failing delivery is retried with exponential backoff for at least this long (3 days), then the endpoint may be disabled. */
  WEBHOOK_RETRY_WINDOW_SECONDS: positiveInt.default(3 * 24 * 3600),
  WEBHOOK_RETRY_DELAY_SECONDS: positiveInt.default(10),
  WEBHOOK_RETRY_DELAY_MAX_SECONDS: positiveInt.default(2 * 3600),

  /** Level of the JSON logs (lib/core/log.ts reads it directly, as the logger comes before the configuration). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set by Vercel on its builds and functions. */
  VERCEL: z.string().optional(),
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  NEXTAUTH_SECRET: z.string().optional(),

  /**
   * The operator console (/operator, lib/flows/operator): the signed-in people
   * (NextAuth) whose email is in this comma-separated list, compared without
   * case. Unset or empty: nobody.
   */
  OPERATOR_EMAILS: z
    .string()
    .transform((value) => value.split(",").map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email("each OPERATOR_EMAILS entry must be an email address")).max(200))
    .optional(),
});

export type Config = ReturnType<typeof readConfig>;

/** The variables that set a rate limit's count (RATE_LIMIT_*_PER_*), from the schema above. */
export const RATE_LIMIT_COUNT_VARIABLES = Object.keys(EnvSchema.shape).filter((name) => /^RATE_LIMIT_\w+_PER_\w+$/.test(name));

type Env = z.infer<typeof EnvSchema>;

const DEFAULT_MODELS = { openai: "gpt-4.1-mini", anthropic: "claude-sonnet-4-5", gateway: "openai/gpt-4.1-mini" } as const;

/** Which language model the Persons run on; the offline model unless a provider is configured. */
function llmSetup(e: Env) {
  const provider =
    e.LLM_PROVIDER ??
    (e.LLM_BASE_URL ? "openai-compatible" : e.OPENAI_API_KEY ? "openai" : e.ANTHROPIC_API_KEY ? "anthropic" : e.AI_GATEWAY_API_KEY ? "gateway" : "offline");
  const model = provider === "offline" ? "offline" : (e.LLM_MODEL ?? (provider === "openai-compatible" ? undefined : DEFAULT_MODELS[provider]));
  const apiKey =
    provider === "openai" ? (e.OPENAI_API_KEY ?? e.LLM_API_KEY) : provider === "anthropic" ? (e.ANTHROPIC_API_KEY ?? e.LLM_API_KEY) : provider === "gateway" ? (e.AI_GATEWAY_API_KEY ?? e.LLM_API_KEY) : e.LLM_API_KEY;
  return { provider, model, baseUrl: e.LLM_BASE_URL, apiKey, maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS };
}

/**
 * A request limit: a rate of `per*` requests every `windowSeconds`, of which a
 * client may spend `burstSeconds` worth at once (lib/adapters/http/rate-limit.ts).
 */
export interface RateLimitRule {
  windowSeconds: number;
  burstSeconds: number;
  perAddress: number;
  perToken?: number;
  perEmail?: number;
}

/** How many requests a limit of `limit` a window lets through at once: its burst's worth, at least one, at most the limit. */
export function burstOf(rule: Pick<RateLimitRule, "windowSeconds" | "burstSeconds">, limit: number): number {
  return Math.min(limit, Math.max(1, Math.round((limit * rule.burstSeconds) / rule.windowSeconds)));
}

/** The rate-limit policies, by the routes they guard; see lib/adapters/http/rate-limit.ts. */
function rateLimitSetup(e: Env) {
  const window = e.RATE_LIMIT_WINDOW_SECONDS;
  const burstSeconds = Math.min(e.RATE_LIMIT_BURST_SECONDS, window);
  const trustProxy: "none" | "vercel" | number =
    e.TRUST_PROXY === undefined ? (e.VERCEL === "1" ? "vercel" : "none") : e.TRUST_PROXY === 0 ? "none" : e.TRUST_PROXY;
  return {
    trustProxy,
    /** Where the counters live: Redis when REDIS_URL is set, else PostgreSQL. */
    redisUrl: e.REDIS_URL,
    policies: {
      control: { windowSeconds: window, burstSeconds, perToken: e.RATE_LIMIT_CONTROL_PER_TOKEN, perAddress: e.RATE_LIMIT_CONTROL_PER_ADDRESS },
      provision: { windowSeconds: window, burstSeconds, perAddress: e.RATE_LIMIT_PROVISION_PER_ADDRESS },
      counterpart: { windowSeconds: window, burstSeconds, perAddress: e.RATE_LIMIT_COUNTERPART_PER_ADDRESS },
      signin: {
        windowSeconds: e.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
        burstSeconds: e.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
        perAddress: e.RATE_LIMIT_SIGNIN_PER_ADDRESS,
        perEmail: e.RATE_LIMIT_SIGNIN_PER_EMAIL,
      },
      mcp: { windowSeconds: window, burstSeconds, perToken: e.RATE_LIMIT_MCP_PER_TOKEN, perAddress: e.RATE_LIMIT_MCP_PER_ADDRESS },
      a2a: { windowSeconds: window, burstSeconds, perAddress: e.RATE_LIMIT_A2A_PER_ADDRESS },
    } satisfies Record<string, RateLimitRule>,
    /** The work budget's refill (work units a second) and how many seconds of it a budget holds (lib/core/runtime/work-budget.ts). */
    work: { perToken: e.RATE_LIMIT_WORK_PER_TOKEN, perAddress: e.RATE_LIMIT_WORK_PER_ADDRESS, burstSeconds: e.RATE_LIMIT_WORK_BURST_SECONDS },
  };
}

function readConfig(env: Record<string, string | undefined>) {
  // An empty variable means "not set", as in most deployment dashboards.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    database: {
      url: e.DATABASE_URL,
      directUrl: e.DIRECT_DATABASE_URL ?? e.DATABASE_URL,
      embeddedDir: e.EMBEDDED_DATABASE_DIR,
      embeddedPort: e.EMBEDDED_DATABASE_PORT,
    },
    /**
     * Where every absolute URL the service produces points (lib/adapters/http/handler.ts
     * baseUrlOf): PUBLIC_BASE_URL, else NEXTAUTH_URL, never a client's Host.
     */
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? e.NEXTAUTH_URL)?.replace(/\/+$/, ""),
    payment: {
      protocol: "x402-v2" as const,
      x402Version: 2 as const,
      scheme: "exact" as const,
      network: e.X402_NETWORK,
      asset: e.X402_ASSET,
      assetDecimals: e.X402_ASSET_DECIMALS,
      assetSymbol: e.X402_ASSET_SYMBOL,
      assetName: e.X402_ASSET_NAME,
      assetVersion: e.X402_ASSET_VERSION,
      payTo: e.X402_PAY_TO,
      facilitator: e.X402_FACILITATOR,
      cdpApiKeyId: e.CDP_API_KEY_ID,
      cdpApiKeySecret: e.CDP_API_KEY_SECRET?.replace(/\\n/g, "\n"),
      facilitatorUrl: e.X402_FACILITATOR_URL,
      facilitatorHeaders: e.X402_FACILITATOR_HEADERS,
      rpcUrl: e.X402_RPC_URL,
      facilitatorPrivateKey: e.X402_FACILITATOR_PRIVATE_KEY as `0x${string}` | undefined,
      maxTimeoutSeconds: e.X402_MAX_TIMEOUT_SECONDS,
      settleTimeoutMs: e.X402_SETTLE_TIMEOUT_MS,
      localChain: e.LEASEHOLD_LOCAL_CHAIN === "1",
    },
    tokens: {
      ttlDays: e.CAPABILITY_TOKEN_TTL_DAYS,
      graceDays: e.CAPABILITY_TOKEN_GRACE_DAYS,
    },
    llm: llmSetup(e),
    knowledge: {
      maxBytes: e.KNOWLEDGE_MAX_BYTES,
      passagesPerPrompt: e.KNOWLEDGE_PASSAGES_PER_PROMPT,
      maxFiles: e.KNOWLEDGE_MAX_FILES,
      maxTotalBytes: e.KNOWLEDGE_MAX_TOTAL_BYTES,
    },
    render: { workers: e.RENDER_WORKERS },
    tasks: { worker: e.TASK_WORKER === "on", deadlineSeconds: e.TASK_DEADLINE_SECONDS, maxAttempts: e.TASK_MAX_ATTEMPTS },
    personTools: { timeoutMs: e.PERSON_TOOL_TIMEOUT_SECONDS * 1000, maxResponseBytes: e.PERSON_TOOL_MAX_RESPONSE_BYTES },
    events: { streamLifetimeSeconds: e.EVENT_STREAM_LIFETIME_SECONDS, streamsPerResource: e.EVENT_STREAMS_PER_RESOURCE, pollMs: e.EVENT_STREAM_POLL_SECONDS * 1000 },
    cronSecret: e.CRON_SECRET,
    logLevel: e.LOG_LEVEL,
    /** Vercel (serverless): no background loop, no local disk, crons instead. */
    vercel: e.VERCEL ? { env: e.VERCEL_ENV ?? "production" } : null,
    embeddedDatabase: e.LEASEHOLD_EMBEDDED_DATABASE === "1",
    uploads: { dir: e.UPLOAD_DIR, blobToken: e.BLOB_READ_WRITE_TOKEN, blobAccess: e.BLOB_ACCESS, pageQuotaBytes: e.PAGE_UPLOAD_QUOTA_BYTES },
    signIn: {
      url: e.NEXTAUTH_URL,
      secret: e.NEXTAUTH_SECRET,
      emailServer: e.EMAIL_SERVER,
      emailFrom: e.EMAIL_FROM,
      outboxDir: e.EMAIL_OUTBOX_DIR,
      github: e.GITHUB_ID && e.GITHUB_SECRET ? { clientId: e.GITHUB_ID, clientSecret: e.GITHUB_SECRET } : null,
      google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : null,
    },
    rateLimits: rateLimitSetup(e),
    /** Who may open the operator console (lowercase emails); empty: nobody. */
    operatorEmails: e.OPERATOR_EMAILS ?? [],
    secretsKey: e.SECRETS_KEY,
    egress: { allowLocal: e.EGRESS_ALLOW_LOCAL === "on" },
    /** OAuth dynamic client registrations per client address per hour (lib/adapters/mcp/oauth-routes.ts). */
    oauthRegistrationsPerHour: e.RATE_LIMIT_REGISTRATION_PER_ADDRESS,
    webhooks: {
      maxEndpoints: e.WEBHOOK_MAX_ENDPOINTS,
      timeoutSeconds: e.WEBHOOK_TIMEOUT_SECONDS,
      retryWindowSeconds: e.WEBHOOK_RETRY_WINDOW_SECONDS,
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
      retryDelayMaxSeconds: Math.max(e.WEBHOOK_RETRY_DELAY_SECONDS, e.WEBHOOK_RETRY_DELAY_MAX_SECONDS),
    },
    lease: {
      termDays: e.LEASE_TERM_DAYS,
      maxActiveLeasesPerPrincipal: e.MAX_ACTIVE_LEASES_PER_PRINCIPAL,
    },
    person: { priceCents: e.PERSON_PRICE_USD, turnLimit: e.PERSON_TURN_LIMIT },
    page: { priceCents: e.PAGE_PRICE_USD, submissionLimit: e.PAGE_SUBMISSION_LIMIT },
  };
}

/** The service's version: the agent card, the health answer and the MCP server say it. */
export const SERVICE_VERSION = "0.1.0";

let cached: Config | undefined;

/** The configuration of this process, read once. */
export function config(): Config {
  cached ??= readConfig(process.env);
  return cached;
}

/** For tests: read a configuration from an explicit environment. */
export function configFrom(env: Record<string, string | undefined>): Config {
  return readConfig(env);
}

/** "$5.00" from 500 cents. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Price in the asset's atomic units, as a decimal string ("5000000" for $5.00 of USDC). */
export function atomicAmount(cents: number, decimals = config().payment.assetDecimals): string {
  return (BigInt(cents) * 10n ** BigInt(decimals) / 100n).toString();
}

/**
 * Whether a CDP API key secret has a shape Coinbase's SDK signs with: an
 * Ed25519 key (base64 of its 32-byte seed and 32-byte public key) or an EC
 * key in PKCS#8 PEM. Never echoes the secret.
 */
export function cdpSecretShapeOk(secret: string): boolean {
  const trimmed = secret.trim();
  if (/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/.test(trimmed)) return true;
  return /^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) && Buffer.from(trimmed, "base64").length === 64;
}

/**
 * How payments are verified and settled, or what is missing. `facilitator`:
 * a hosted facilitator, by URL (`provider: "url"`, with fixed headers) or
 * Coinbase's CDP facilitator (`provider: "cdp"`, a fresh signed JWT per
 * request, lib/domains/payments/facilitator.ts); `self`: an in-process facilitator
 * with an RPC URL and a gas key (also what the local chain uses).
 */
export function paymentSetup(cfg: Config = config()):
  | { mode: "facilitator"; provider: "url"; url: string; headers: Record<string, string>; payTo: string }
  | { mode: "facilitator"; provider: "cdp"; apiKeyId: string; apiKeySecret: string; payTo: string }
  | { mode: "self"; rpcUrl: string; privateKey: `0x${string}`; payTo: string }
  | { mode: "unconfigured"; problems: string[] } {
  const p = cfg.payment;
  const problems: string[] = [];
  if (!p.payTo) problems.push("X402_PAY_TO (the address payments go to)");
  if (p.facilitator === "cdp") {
    if (p.facilitatorUrl) problems.push("only one facilitator: X402_FACILITATOR=cdp (Coinbase's) or X402_FACILITATOR_URL (another), not both");
    if (!p.cdpApiKeyId) problems.push("CDP_API_KEY_ID (the id of a Coinbase Developer Platform API key, for X402_FACILITATOR=cdp)");
    if (!p.cdpApiKeySecret) problems.push("CDP_API_KEY_SECRET (that API key's secret, for X402_FACILITATOR=cdp)");
    else if (!cdpSecretShapeOk(p.cdpApiKeySecret)) {
      problems.push("CDP_API_KEY_SECRET as the key's secret as Coinbase gives it: an Ed25519 key (base64, 64 bytes) or an EC key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)");
    }
    if (problems.length) return { mode: "unconfigured", problems };
    return { mode: "facilitator", provider: "cdp", apiKeyId: p.cdpApiKeyId!, apiKeySecret: p.cdpApiKeySecret!, payTo: p.payTo! };
  }
  if (p.facilitatorUrl) {
    let headers: Record<string, string> = {};
    if (p.facilitatorHeaders) {
      try {
        headers = z.record(z.string(), z.string()).parse(JSON.parse(p.facilitatorHeaders));
      } catch {
        problems.push("X402_FACILITATOR_HEADERS as a JSON object of strings");
      }
    }
    if (problems.length) return { mode: "unconfigured", problems };
    return { mode: "facilitator", provider: "url", url: p.facilitatorUrl, headers, payTo: p.payTo! };
  }
  if (p.rpcUrl || p.facilitatorPrivateKey) {
    if (!p.rpcUrl) problems.push("X402_RPC_URL (an RPC endpoint of the payment network)");
    if (!p.facilitatorPrivateKey) problems.push("X402_FACILITATOR_PRIVATE_KEY (the key that pays gas for settlements)");
    if (problems.length) return { mode: "unconfigured", problems };
    return { mode: "self", rpcUrl: p.rpcUrl!, privateKey: p.facilitatorPrivateKey!, payTo: p.payTo! };
  }
  return {
    mode: "unconfigured",
    problems: [
      "either X402_FACILITATOR=cdp with CDP_API_KEY_ID and CDP_API_KEY_SECRET (Coinbase's facilitator), X402_FACILITATOR_URL (another hosted facilitator) or X402_RPC_URL with X402_FACILITATOR_PRIVATE_KEY (self-facilitation)",
      ...problems,
    ],
  };
}
