import { describe, expect, it } from "vitest";
import { configFrom, paymentSetup } from "../../core/config";
import { missingPieces, startupProblems, startupRefusal } from "./startup";

const PAY_TO = "0x0000000000000000000000000000000000000001";
const without = (env: Record<string, string>, ...names: string[]) => Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

/** A complete self-hosted setup: database, self-facilitation on Base, a session secret. */
const COMPLETE = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app@db.example:5432/leasehold",
  X402_RPC_URL: "https://base.example",
  X402_FACILITATOR_PRIVATE_KEY: `0x${"11".repeat(32)}`,
  X402_PAY_TO: PAY_TO,
  NEXTAUTH_SECRET: "s".repeat(32),
  EMAIL_SERVER: "smtp://mail.example:587",
  PUBLIC_BASE_URL: "https://leasehold.example",
  SECRETS_KEY: Buffer.alloc(32, 7).toString("base64"),
};
/** On Vercel, with what Vercel needs, and a hosted facilitator (the RPC kept for reconciliation). */
const VERCEL = {
  ...without(COMPLETE, "X402_FACILITATOR_PRIVATE_KEY"),
  VERCEL: "1",
  VERCEL_ENV: "production",
  CRON_SECRET: "c".repeat(32),
  BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x",
  PUBLIC_BASE_URL: "https://leasehold.example",
  NEXTAUTH_URL: "https://leasehold.example",
  X402_FACILITATOR_URL: "https://facilitator.example",
};


describe("startup checks", () => {
  it("pass a complete setup, on a Node host and on Vercel", () => {
    expect(startupProblems(COMPLETE, true)).toEqual({ problems: [], warnings: [] });
    expect(startupProblems(VERCEL)).toEqual({ problems: [], warnings: [] });
  });

  it("name what is missing: database, payments, session secret", () => {
    const { problems } = startupProblems(without(COMPLETE, "DATABASE_URL", "X402_PAY_TO", "NEXTAUTH_SECRET"));
    const text = startupRefusal(problems);
    expect(text).toMatch(/^Leasehold cannot start: there is no database: set DATABASE_URL/);
    expect(text).toMatch(/payments are not configured: set X402_PAY_TO/);
    expect(text).toMatch(/NEXTAUTH_SECRET/);
  });

  it("refuse half a payment setup: self-facilitation without its key, another network with Base's USDC", () => {
    expect(startupRefusal(startupProblems(without(COMPLETE, "X402_FACILITATOR_PRIVATE_KEY")).problems)).toMatch(/X402_FACILITATOR_PRIVATE_KEY/);
    const sepolia = startupProblems({ ...COMPLETE, X402_NETWORK: "eip155:84532" }).problems;
    expect(sepolia.join()).toMatch(/X402_NETWORK is eip155:84532 but X402_ASSET is not set/);
    expect(startupProblems({ ...COMPLETE, X402_NETWORK: "eip155:84532", X402_ASSET: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", X402_ASSET_NAME: "USDC" }).problems).toEqual([]);
    expect(startupProblems({ ...COMPLETE, X402_FACILITATOR_HEADERS: "not json", X402_FACILITATOR_URL: "https://f.example" }).problems.join()).toMatch(/X402_FACILITATOR_HEADERS/);
  });

  it("take Coinbase's CDP facilitator with its key id and secret, and refuse half of it without echoing the secret", () => {
    const secret = Buffer.alloc(64, 9).toString("base64");
    const CDP = { ...without(COMPLETE, "X402_FACILITATOR_PRIVATE_KEY"), X402_FACILITATOR: "cdp", CDP_API_KEY_ID: "organizations/o/apiKeys/k", CDP_API_KEY_SECRET: secret };
    expect(startupProblems(CDP, true)).toEqual({ problems: [], warnings: [] });
    expect(paymentSetup(configFrom(CDP))).toMatchObject({ mode: "facilitator", provider: "cdp", apiKeyId: "organizations/o/apiKeys/k" });
    // An EC key in PEM, as a one-line variable with literal \n, is read with its line breaks.
    const pem = "-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\\n-----END PRIVATE KEY-----";
    expect(paymentSetup(configFrom({ ...CDP, CDP_API_KEY_SECRET: pem }))).toMatchObject({ provider: "cdp", apiKeySecret: pem.replace(/\\n/g, "\n") });

    const noKey = startupRefusal(startupProblems(without(CDP, "CDP_API_KEY_ID", "CDP_API_KEY_SECRET")).problems);
    expect(noKey).toMatch(/payments are not configured: set CDP_API_KEY_ID .*; CDP_API_KEY_SECRET/);
    const noSecret = startupProblems(without(CDP, "CDP_API_KEY_SECRET")).problems.join();
    expect(noSecret).toMatch(/CDP_API_KEY_SECRET/);
    expect(noSecret).not.toMatch(/CDP_API_KEY_ID/);
    expect(startupProblems(without(CDP, "CDP_API_KEY_ID")).problems.join()).toMatch(/set CDP_API_KEY_ID/);
    expect(startupProblems(without(CDP, "X402_PAY_TO")).problems.join()).toMatch(/X402_PAY_TO/);
    // A secret of the wrong shape is named, never shown.
    const wrong = "not-a-key-but-a-secret-all-the-same";
    const malformed = startupProblems({ ...CDP, CDP_API_KEY_SECRET: wrong }).problems.join();
    expect(malformed).toMatch(/CDP_API_KEY_SECRET as the key's secret as Coinbase gives it/);
    expect(malformed).not.toContain(wrong);
    expect(JSON.stringify(paymentSetup(configFrom({ ...CDP, CDP_API_KEY_SECRET: wrong })))).not.toContain(wrong);
    // Two facilitators at once: which one settles would be a guess.
    expect(startupProblems({ ...CDP, X402_FACILITATOR_URL: "https://f.example" }).problems.join()).toMatch(/only one facilitator: X402_FACILITATOR=cdp .* or X402_FACILITATOR_URL/);
    // Another name for the facilitator is invalid, not ignored.
    expect(startupProblems({ ...CDP, X402_FACILITATOR: "coinbase" }).problems.join()).toMatch(/the configuration is invalid: X402_FACILITATOR/);
    // Keys without X402_FACILITATOR=cdp, or a gas key or fixed headers beside it, are unused: said so.
    expect(startupProblems({ ...COMPLETE, CDP_API_KEY_ID: "k", CDP_API_KEY_SECRET: secret }, true).warnings.join()).toMatch(/CDP_API_KEY_ID and CDP_API_KEY_SECRET are ignored: set X402_FACILITATOR=cdp/);
    const extras = startupProblems({ ...CDP, X402_FACILITATOR_PRIVATE_KEY: `0x${"11".repeat(32)}`, X402_FACILITATOR_HEADERS: "{}" }, true);
    expect(extras.problems).toEqual([]);
    expect(extras.warnings.join()).toMatch(/X402_FACILITATOR_PRIVATE_KEY is ignored: X402_FACILITATOR=cdp is set/);
    expect(extras.warnings.join()).toMatch(/X402_FACILITATOR_HEADERS is ignored/);
  });

  it("refuse half a model or OAuth setup", () => {
    expect(startupProblems({ ...COMPLETE, LLM_PROVIDER: "anthropic" }).problems.join()).toMatch(/ANTHROPIC_API_KEY/);
    expect(startupProblems({ ...COMPLETE, LLM_PROVIDER: "openai-compatible" }).problems.join()).toMatch(/LLM_BASE_URL/);
    expect(startupProblems({ ...COMPLETE, GITHUB_ID: "abc" }).problems.join()).toMatch(/GITHUB_SECRET/);
    expect(startupProblems({ ...COMPLETE, GOOGLE_CLIENT_SECRET: "abc" }).problems.join()).toMatch(/GOOGLE_CLIENT_ID/);
  });

  it("on Vercel in production: CRON_SECRET, Blob, PUBLIC_BASE_URL and NEXTAUTH_URL are required", () => {
    const text = startupProblems(without(VERCEL, "CRON_SECRET", "BLOB_READ_WRITE_TOKEN", "PUBLIC_BASE_URL", "NEXTAUTH_URL")).problems.join("\n");
    expect(text).toMatch(/CRON_SECRET/);
    expect(text).toMatch(/BLOB_READ_WRITE_TOKEN/);
    expect(text).toMatch(/PUBLIC_BASE_URL/);
    expect(text).toMatch(/NEXTAUTH_URL/);
    // A preview deployment takes its URLs from the request.
    const preview = startupProblems({ ...without(VERCEL, "PUBLIC_BASE_URL", "NEXTAUTH_URL"), VERCEL_ENV: "preview" });
    expect(preview.problems).toEqual([]);
    // Not on Vercel: none of these is required.
    expect(startupProblems(without(COMPLETE, "CRON_SECRET")).problems).toEqual([]);
    expect(missingPieces(configFrom(COMPLETE))).toEqual([]);
  });

  it("a Vercel Preview runs without Vercel Cron's secret and a Blob store, with those pieces off, warned and listed", () => {
    const env = { ...without(VERCEL, "CRON_SECRET", "BLOB_READ_WRITE_TOKEN", "PUBLIC_BASE_URL", "NEXTAUTH_URL"), VERCEL_ENV: "preview" };
    const { problems, warnings } = startupProblems(env);
    expect(problems).toEqual([]);
    expect(warnings.join("\n")).toMatch(/CRON_SECRET is not set, so on this preview deployment Vercel Cron cannot call the cron routes/);
    expect(warnings.join("\n")).toMatch(/BLOB_READ_WRITE_TOKEN is not set, so on this preview deployment functions keep no files/);
    expect(missingPieces(configFrom(env)).map(({ piece, set }) => [piece, set])).toEqual([
      ["cron", "CRON_SECRET"],
      ["uploads", "BLOB_READ_WRITE_TOKEN"],
    ]);
    // With both set, nothing is missing.
    expect(missingPieces(configFrom({ ...VERCEL, VERCEL_ENV: "preview" }))).toEqual([]);
  });

  it("say that an invalid value is invalid, and warn when nobody can sign in", () => {
    expect(startupProblems({ ...COMPLETE, PERSON_PRICE_USD: "five" }).problems.join()).toMatch(/configuration is invalid: PERSON_PRICE_USD/);
    expect(startupProblems({ ...COMPLETE, CRON_SECRET: "short" }).problems.join()).toMatch(/CRON_SECRET/);
    expect(startupProblems(without(COMPLETE, "EMAIL_SERVER")).warnings.join()).toMatch(/no counterpart sign-in/);
  });

  it("off Vercel, refuse to start without a configured public URL (links are never built from a client's Host)", () => {
    const text = startupRefusal(startupProblems(without(COMPLETE, "PUBLIC_BASE_URL"), true).problems);
    expect(text).toMatch(/set PUBLIC_BASE_URL/);
    // NEXTAUTH_URL alone is a public URL too (npm start sets both).
    expect(startupProblems({ ...without(COMPLETE, "PUBLIC_BASE_URL"), NEXTAUTH_URL: "https://leasehold.example" }, true).problems).toEqual([]);
    expect(startupProblems({ ...COMPLETE, NEXTAUTH_URL: "https://other.example" }, true).warnings.join()).toMatch(/PUBLIC_BASE_URL .* and NEXTAUTH_URL .* differ/);
  });

  it("warn when a production Node server cannot tell its clients apart (no preload, no TRUST_PROXY)", () => {
    expect(startupProblems(COMPLETE, false).warnings.join()).toMatch(/every client shares one rate-limit bucket/);
    expect(startupProblems({ ...COMPLETE, TRUST_PROXY: "1" }, false).warnings).toEqual([]);
    expect(startupProblems(COMPLETE, true).warnings).toEqual([]);
    expect(startupProblems({ ...COMPLETE, X402_FACILITATOR_URL: "https://f.example" }).warnings.join()).toMatch(/X402_FACILITATOR_PRIVATE_KEY is ignored/);
  });

  it("refuse a production start without a secrets key (or with a malformed one), and the local egress setting off the local chain", () => {
    expect(startupRefusal(startupProblems(without(COMPLETE, "SECRETS_KEY"), true).problems)).toMatch(/webhook signing secrets\) cannot be encrypted: SECRETS_KEY is not set/);
    expect(startupProblems({ ...COMPLETE, SECRETS_KEY: "short" }, true).problems.join()).toMatch(/SECRETS_KEY must be 32 random bytes/);
    expect(startupProblems({ ...without(COMPLETE, "SECRETS_KEY"), NODE_ENV: "development" }, true).problems).toEqual([]);
    expect(startupProblems({ ...COMPLETE, EGRESS_ALLOW_LOCAL: "on" }, true).problems.join()).toMatch(/EGRESS_ALLOW_LOCAL=on .* unset it in production/);
    const local = startupProblems({ ...COMPLETE, EGRESS_ALLOW_LOCAL: "on", LEASEHOLD_LOCAL_CHAIN: "1" }, true);
    expect(local.problems).toEqual([]);
    expect(local.warnings.join()).toMatch(/EGRESS_ALLOW_LOCAL is on/);
  });
});
