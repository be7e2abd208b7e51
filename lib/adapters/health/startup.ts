/**
 * What a server instance checks before it serves anything (instrumentation.ts):
 * `problems` refuse the start, each naming what to set; `warnings` are logged.
 * Pure: reads the environment it is given, calls nothing.
 */
import { configFrom, paymentSetup, type Config } from "../../core/config";
import { socketAddressHeaderTrusted } from "../../core/http/client-ip";
import { modelProblems } from "../../domains/persons/runtime/model";
import { secretsKeyProblem } from "../../core/secrets/secrets";

/** Base mainnet, the default network, and its USDC, the default asset. */
const DEFAULT_NETWORK = "eip155:8453";

/** A piece a deployment can run without, and what is off while it is missing. */
export interface MissingPiece {
  piece: "cron" | "uploads";
  /** The variable that turns it on. */
  set: string;
  effect: string;
}

/**
 * What this deployment runs without. On Vercel, a Preview (or development) deployment runs without Vercel Cron's
 * secret or a Blob store, with the pieces that need them off and said so in /api/health; a production deployment
 * refuses to start without them (startupProblems).
 */
export function missingPieces(cfg: Config): MissingPiece[] {
  if (!cfg.vercel) return [];
  const missing: MissingPiece[] = [];
  if (!cfg.cronSecret) {
    missing.push({
      piece: "cron",
      set: "CRON_SECRET",
      effect:
        "Vercel Cron cannot call the cron routes: the task sweep, payment reconciliation, the lease timer, schedules and webhook retries do not run; a task still starts from the request that created it",
    });
  }
  if (!cfg.uploads.blobToken) {
    missing.push({ piece: "uploads", set: "BLOB_READ_WRITE_TOKEN", effect: "functions keep no files: counterparts' file uploads are refused (503 service_unavailable)" });
  }
  return missing;
}

export function startupProblems(
  env: Record<string, string | undefined> = process.env,
  /** Whether this process knows each connection's address (scripts/client-address.mjs preloaded). */
  socketAddress: boolean = socketAddressHeaderTrusted(),
): { problems: string[]; warnings: string[] } {
  let cfg: Config;
  try {
    cfg = configFrom(env);
  } catch (error) {
    return { problems: [(error as Error).message.replace(/^Invalid configuration: /, "the configuration is invalid: ")], warnings: [] };
  }
  const problems: string[] = [];
  const warnings: string[] = [];
  const set = (name: string) => !!env[name];

  if (!cfg.database.url) problems.push("there is no database: set DATABASE_URL (npm start runs an embedded PostgreSQL; next start and serverless need DATABASE_URL)");

  const payments = paymentSetup(cfg);
  if (payments.mode === "unconfigured") problems.push(`payments are not configured: set ${payments.problems.join("; ")}`);
  // A network other than Base mainnet with the default asset (USDC on Base mainnet) pays with a contract that is not there.
  if (!cfg.payment.localChain && cfg.payment.network !== DEFAULT_NETWORK && !set("X402_ASSET")) {
    problems.push(
      `payments are half-configured: X402_NETWORK is ${cfg.payment.network} but X402_ASSET is not set (the default is USDC on Base mainnet, ${DEFAULT_NETWORK}); set X402_ASSET to the token contract on ${cfg.payment.network} (and X402_ASSET_NAME, X402_ASSET_VERSION to its EIP-712 domain)`,
    );
  }

  if (payments.mode === "facilitator" && set("X402_FACILITATOR_PRIVATE_KEY")) {
    const which = payments.provider === "cdp" ? "X402_FACILITATOR=cdp is set, so Coinbase's facilitator" : "X402_FACILITATOR_URL is set, so the hosted facilitator";
    warnings.push(`X402_FACILITATOR_PRIVATE_KEY is ignored: ${which} settles payments (unset one of them)`);
  }
  if (payments.mode === "facilitator" && payments.provider === "cdp" && set("X402_FACILITATOR_HEADERS")) {
    warnings.push("X402_FACILITATOR_HEADERS is ignored: with X402_FACILITATOR=cdp every request is signed with CDP_API_KEY_ID and CDP_API_KEY_SECRET (unset it)");
  }
  if (cfg.payment.facilitator !== "cdp" && (set("CDP_API_KEY_ID") || set("CDP_API_KEY_SECRET"))) {
    warnings.push("CDP_API_KEY_ID and CDP_API_KEY_SECRET are ignored: set X402_FACILITATOR=cdp to have Coinbase's facilitator verify and settle payments");
  }

  const model = modelProblems(cfg.llm);
  if (model.length) problems.push(`the language model is half-configured: set ${model.join("; ")}`);
  if (!cfg.signIn.secret) problems.push("counterpart sign-in has no session secret: set NEXTAUTH_SECRET (32 random bytes, e.g. openssl rand -base64 32)");
  if (set("GITHUB_ID") !== set("GITHUB_SECRET")) problems.push("GitHub sign-in is half-configured: set both GITHUB_ID and GITHUB_SECRET");
  if (set("GOOGLE_CLIENT_ID") !== set("GOOGLE_CLIENT_SECRET")) problems.push("Google sign-in is half-configured: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");

  // Absolute URLs (sign-in links above all) come from configuration, never from a client's Host (lib/adapters/http/handler.ts baseUrlOf).
  if (!cfg.vercel && !cfg.publicBaseUrl) {
    problems.push(
      "there is no public URL for the links the service sends (sign-in emails, counterpart URLs, the agent card): set PUBLIC_BASE_URL (and NEXTAUTH_URL) to the URL people and agents reach this instance at, e.g. https://leasehold.example (npm start and npm run dev set http://localhost:PORT)",
    );
  }
  if (set("PUBLIC_BASE_URL") && cfg.signIn.url && new URL(env.PUBLIC_BASE_URL!).origin !== new URL(cfg.signIn.url).origin) {
    warnings.push(`PUBLIC_BASE_URL (${new URL(env.PUBLIC_BASE_URL!).origin}) and NEXTAUTH_URL (${new URL(cfg.signIn.url).origin}) differ: sign-in links go to NEXTAUTH_URL, every other link to PUBLIC_BASE_URL, and a session cookie is only sent back to its own host`);
  }
  if (!cfg.vercel && cfg.rateLimits.trustProxy === "none" && !socketAddress && cfg.env === "production") {
    warnings.push(
      "this server does not know its clients' addresses (TRUST_PROXY is none and scripts/client-address.mjs is not preloaded): every client shares one rate-limit bucket per policy. Start it with npm run start:prod (or node --import ./scripts/client-address.mjs), or set TRUST_PROXY behind a proxy",
    );
  }

  if (cfg.vercel) {
    // Serverless: the cron route is the only task sweep and reconciliation, and there is no lasting local disk.
    // Production refuses to start without them; a Preview runs with those pieces off (and /api/health says so).
    for (const { set: variable, effect } of missingPieces(cfg)) {
      if (cfg.vercel.env === "production") problems.push(`a production deployment on Vercel needs ${variable}: without it ${effect}`);
      else warnings.push(`${variable} is not set, so on this ${cfg.vercel.env} deployment ${effect}`);
    }
    if (cfg.vercel.env === "production") {
      if (!cfg.publicBaseUrl) problems.push("a production deployment on Vercel needs PUBLIC_BASE_URL (the public https URL of the service, used in published links)");
      if (!cfg.signIn.url) problems.push("a production deployment on Vercel needs NEXTAUTH_URL (the public https URL of the service, used in sign-in links)");
    }
  }
  if (cfg.env === "production" && !cfg.signIn.emailServer && !cfg.signIn.outboxDir && !cfg.signIn.github && !cfg.signIn.google) {
    warnings.push("no counterpart sign-in is configured (EMAIL_SERVER, or GITHUB_ID/GITHUB_SECRET, or GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET): people cannot open Pages or chat with Persons");
  }
  // Webhook signing secrets are kept encrypted with SECRETS_KEY (lib/core/secrets): a deployment without one could not sign.
  const keyProblem = secretsKeyProblem(cfg.secretsKey);
  if (keyProblem && (cfg.env === "production" || set("SECRETS_KEY"))) {
    problems.push(`the secrets kept in the database (webhook signing secrets) cannot be encrypted: ${keyProblem}; npm start keeps one in .data/secrets-key`);
  }
  if (cfg.egress.allowLocal) {
    // next start always runs with NODE_ENV=production, so a deployment is told from a local run by its payments: only npm start and the tests pay on the local chain.
    if (cfg.env === "production" && !cfg.payment.localChain) {
      problems.push("EGRESS_ALLOW_LOCAL=on lets webhooks call http:// and loopback addresses: it is for local development and tests only (npm start's local chain); unset it in production");
    } else {
      warnings.push("EGRESS_ALLOW_LOCAL is on: webhooks may call http:// URLs and loopback addresses (local development and tests only)");
    }
  }
  if (cfg.payment.localChain && cfg.vercel) warnings.push("LEASEHOLD_LOCAL_CHAIN is set on Vercel: the health check will report the local chain");
  return { problems, warnings };
}

/** The one message of a refused start. */
export function startupRefusal(problems: string[]): string {
  return `Leasehold cannot start: ${problems.join("; and ")}. (npm start runs a local chain with test USDC when none of the payment settings is set, and an embedded PostgreSQL without DATABASE_URL; with no model settings Persons use the offline model.)`;
}
