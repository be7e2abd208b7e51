/**
 * The operator console's overview figures, each one query over the
 * database (or the configuration), so the console shows what the tables say:
 * active leases by type, new and renewed leases and revenue by UTC day (the
 * last 30 days, from settled payments), turns and submissions used this term,
 * open and failed settlements, failing webhook deliveries, rate-limit
 * refusals (lib/core/rate-limit/refusals.ts), the model and the facilitator.
 */
import { now } from "../../core/clock/clock";
import { config, paymentSetup } from "../../core/config";
import { pool } from "../../core/db/client";
import { decimalAmount } from "./export";

const DAY_MS = 86_400_000;
export const OVERVIEW_DAYS = 30;

export interface DayFigures {
  /** YYYY-MM-DD, UTC. */
  day: string;
  newLeases: number;
  renewals: number;
  /** Settled in the asset's atomic units, and as a decimal string. */
  revenueAtomic: string;
  revenue: string;
}

export interface Overview {
  at: string;
  activeLeases: { person: number; page: number; suspended: number; expired: number; pending: number };
  days: DayFigures[];
  totals: { newLeases: number; renewals: number; revenueAtomic: string; revenue: string };
  usage: { turnsUsed: number; turnsIncluded: number; submissionsUsed: number; submissionsIncluded: number };
  settlements: { pending: number; claimed: number; failed: number; failedLast30Days: number };
  webhooks: { failedAttempts24h: number; endpointsFailing: number; endpointsDisabled: number };
  rateLimitRefusals: { today: number; last7Days: number; byPolicy: { policy: string; count: number }[] };
  setup: { modelProvider: string; model: string | null; facilitator: string; network: string; asset: string };
}

const int = (value: unknown): number => Number(value ?? 0);
/** A parameter for a timestamp column (UTC without a zone, as Prisma stores it): never the session's time zone. */
const utc = (date: Date): string => date.toISOString().replace("T", " ").replace("Z", "");

export async function operatorOverview(at: Date = now()): Promise<Overview> {
  const cfg = config();
  const decimals = cfg.payment.assetDecimals;
  const since = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - (OVERVIEW_DAYS - 1) * DAY_MS);
  const q = pool();
  const [leases, days, usage, settlements, webhooks, refusals] = await Promise.all([
    q.query(
      `SELECT
         count(*) FILTER (WHERE status = 'active' AND "termEnd" > $1::timestamp AND "suspendedAt" IS NULL AND "resourceType" = 'person') AS person,
         count(*) FILTER (WHERE status = 'active' AND "termEnd" > $1::timestamp AND "suspendedAt" IS NULL AND "resourceType" = 'page') AS page,
         count(*) FILTER (WHERE status <> 'destroyed' AND "suspendedAt" IS NOT NULL) AS suspended,
         count(*) FILTER (WHERE status = 'active' AND "termEnd" <= $1::timestamp) AS expired,
         count(*) FILTER (WHERE status = 'pending') AS pending
       FROM "Lease"`,
      [utc(at)],
    ),
    q.query(
      `SELECT to_char(date_trunc('day', COALESCE("settledAt", "updatedAt")), 'YYYY-MM-DD') AS day,
              count(*) FILTER (WHERE purpose = 'provision') AS "newLeases", count(*) FILTER (WHERE purpose = 'renew') AS renewals, sum(amount)::text AS revenue
         FROM "Payment" WHERE status = 'settled' AND COALESCE("settledAt", "updatedAt") >= $1::timestamp AND COALESCE("settledAt", "updatedAt") <= $2::timestamp
        GROUP BY 1`,
      [utc(since), utc(at)],
    ),
    q.query(
      `SELECT COALESCE(sum("usedUnits") FILTER (WHERE "resourceType" = 'person'), 0) AS "turnsUsed", COALESCE(sum("includedUnits") FILTER (WHERE "resourceType" = 'person'), 0) AS "turnsIncluded",
              COALESCE(sum("usedUnits") FILTER (WHERE "resourceType" = 'page'), 0) AS "submissionsUsed", COALESCE(sum("includedUnits") FILTER (WHERE "resourceType" = 'page'), 0) AS "submissionsIncluded"
         FROM "Lease" WHERE status = 'active' AND "termEnd" > $1::timestamp`,
      [utc(at)],
    ),
    q.query(
      `SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'claimed') AS claimed,
              count(*) FILTER (WHERE status = 'failed') AS failed, count(*) FILTER (WHERE status = 'failed' AND "updatedAt" >= $1::timestamp) AS "failedLast30Days"
         FROM "Payment"`,
      [utc(since)],
    ),
    q.query(
      `SELECT (SELECT count(*) FROM "WebhookDelivery" WHERE NOT ok AND "createdAt" >= $1::timestamp) AS "failedAttempts24h",
              (SELECT count(*) FROM "WebhookEndpoint" e WHERE e.enabled AND (SELECT NOT d.ok FROM "WebhookDelivery" d WHERE d."endpointId" = e.id ORDER BY d.id DESC LIMIT 1)) AS "endpointsFailing",
              (SELECT count(*) FROM "WebhookEndpoint" WHERE NOT enabled AND "disabledReason" IN ('failing', 'gone')) AS "endpointsDisabled"`,
      [utc(new Date(at.getTime() - DAY_MS))],
    ),
    q.query(
      `SELECT policy, sum(count) FILTER (WHERE day = (now() AT TIME ZONE 'UTC')::date) AS today, sum(count) AS week
         FROM "RateLimitRefusal" WHERE day > (now() AT TIME ZONE 'UTC')::date - 7 GROUP BY policy ORDER BY policy`,
    ),
  ]);

  const byDay = new Map(days.rows.map((row) => [row.day as string, row]));
  const series: DayFigures[] = [];
  for (let i = 0; i < OVERVIEW_DAYS; i++) {
    const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(day);
    const atomic = BigInt((row?.revenue as string | undefined) ?? "0");
    series.push({ day, newLeases: int(row?.newLeases), renewals: int(row?.renewals), revenueAtomic: atomic.toString(), revenue: decimalAmount(atomic, decimals) });
  }
  const totalAtomic = series.reduce((sum, d) => sum + BigInt(d.revenueAtomic), 0n);
  const l = leases.rows[0]!;
  const u = usage.rows[0]!;
  const s = settlements.rows[0]!;
  const w = webhooks.rows[0]!;
  const setup = paymentSetup(cfg);
  return {
    at: at.toISOString(),
    activeLeases: { person: int(l.person), page: int(l.page), suspended: int(l.suspended), expired: int(l.expired), pending: int(l.pending) },
    days: series,
    totals: {
      newLeases: series.reduce((sum, d) => sum + d.newLeases, 0),
      renewals: series.reduce((sum, d) => sum + d.renewals, 0),
      revenueAtomic: totalAtomic.toString(),
      revenue: decimalAmount(totalAtomic, decimals),
    },
    usage: { turnsUsed: int(u.turnsUsed), turnsIncluded: int(u.turnsIncluded), submissionsUsed: int(u.submissionsUsed), submissionsIncluded: int(u.submissionsIncluded) },
    settlements: { pending: int(s.pending), claimed: int(s.claimed), failed: int(s.failed), failedLast30Days: int(s.failedLast30Days) },
    webhooks: { failedAttempts24h: int(w.failedAttempts24h), endpointsFailing: int(w.endpointsFailing), endpointsDisabled: int(w.endpointsDisabled) },
    rateLimitRefusals: {
      today: refusals.rows.reduce((sum, row) => sum + int(row.today), 0),
      last7Days: refusals.rows.reduce((sum, row) => sum + int(row.week), 0),
      byPolicy: refusals.rows.map((row) => ({ policy: row.policy as string, count: int(row.week) })),
    },
    setup: {
      modelProvider: cfg.llm.provider,
      model: cfg.llm.model ?? null,
      facilitator: setup.mode === "facilitator" ? (setup.provider === "cdp" ? "Coinbase CDP (api.cdp.coinbase.com)" : `hosted (${new URL(setup.url).host})`) : setup.mode === "self" ? "self-facilitated (local RPC and gas key)" : "not configured",
      network: cfg.payment.network,
      asset: cfg.payment.assetSymbol,
    },
  };
}
