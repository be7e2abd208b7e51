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
  X402_ASSET: z.string().regex(/^0x[0-9a-fA-F]{40}$/).default("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
  X402_ASSET_DECIMALS: z.coerce.number().int().min(0).max(36).default(6),
  X402_ASSET_SYMBOL: z.string().default("USDC"),
});

export type Config = ReturnType<typeof readConfig>;

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
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ""),
    payment: {
      protocol: "x402-v2" as const,
      x402Version: 2 as const,
      scheme: "exact" as const,
      network: e.X402_NETWORK,
      asset: e.X402_ASSET,
      assetDecimals: e.X402_ASSET_DECIMALS,
      assetSymbol: e.X402_ASSET_SYMBOL,
    },
    lease: {
      termDays: e.LEASE_TERM_DAYS,
      maxActiveLeasesPerPrincipal: e.MAX_ACTIVE_LEASES_PER_PRINCIPAL,
    },
    person: { priceCents: e.PERSON_PRICE_USD, turnLimit: e.PERSON_TURN_LIMIT },
    page: { priceCents: e.PAGE_PRICE_USD, submissionLimit: e.PAGE_SUBMISSION_LIMIT },
  };
}

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
