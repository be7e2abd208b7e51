/**
 * The usage meter: per Person and UTC day, the turns
 * charged, the model's tokens in and out and the tool calls. A turn is
 * metered where it is known to be charged, in the transaction that records
 * it where there is one:
 *
 * - a chat turn when it ends (with the message and person.chat.message), or
 *   when it was aborted or failed after producing something; a turn given
 *   back (the model produced nothing) is not metered, as the allowance does
 *   not count it either (lib/domains/persons/chat/chat.ts);
 * - a task's model step when it finishes (with the task's turnsUsed,
 *   lib/domains/persons/work/task-worker.ts).
 *
 * Each is one upsert that adds to the day's row (ON CONFLICT DO UPDATE), so
 * concurrent turns never lose a count. The day is the UTC day of the service
 * clock (lib/core/clock) when the turn is metered.
 */
import type { z } from "zod";
import type { LanguageModelUsage } from "ai";
import { remaining } from "../../../core/allowance-units";
import { db, type Tx } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import { now } from "../../../core/clock/clock";
import { USAGE_MAX_DAYS, type PersonUsageSchema, type UsageDaySchema, type UsageQuerySchema } from "../shapes/control-schemas";

export type UsageDelta = { turns: number; inputTokens: number; outputTokens: number; toolCalls: number };
export type UsageDay = z.infer<typeof UsageDaySchema>;

const DAY_MS = 86_400_000;
/** A UTC day as YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** A model's count (undefined when it reports none), as a non-negative integer. */
const tokens = (value: number | undefined) => (Number.isFinite(value) && value! > 0 ? Math.round(value!) : 0);

/** One charged turn with the model's usage and the tool calls it made. */
export function usageOf(usage: Partial<Pick<LanguageModelUsage, "inputTokens" | "outputTokens">> | undefined, toolCalls: number): UsageDelta {
  return { turns: 1, inputTokens: tokens(usage?.inputTokens), outputTokens: tokens(usage?.outputTokens), toolCalls };
}

/** A task's finished model step: one turn, its usage and tool calls. */
export const usageOfStep = (step: { usage: LanguageModelUsage; toolCalls: readonly unknown[] }): UsageDelta => usageOf(step.usage, step.toolCalls.length);

/** The usage of a set of finished steps (an aborted turn's). */
export function usageOfSteps(steps: readonly { usage: LanguageModelUsage }[], toolCalls: number): UsageDelta {
  return {
    turns: 1,
    inputTokens: steps.reduce((sum, step) => sum + tokens(step.usage.inputTokens), 0),
    outputTokens: steps.reduce((sum, step) => sum + tokens(step.usage.outputTokens), 0),
    toolCalls,
  };
}

/** Adds `delta` to the Person's row for today (UTC), in `tx` when given: one atomic upsert. */
export async function recordUsage(tx: Tx | null, personId: string, delta: UsageDelta, at: Date = now()): Promise<void> {
  await (tx ?? db()).$executeRaw`
    INSERT INTO "PersonUsage" ("personId", day, turns, "inputTokens", "outputTokens", "toolCalls", "updatedAt")
    VALUES (${personId}, ${dayOf(at)}::date, ${delta.turns}, ${delta.inputTokens}, ${delta.outputTokens}, ${delta.toolCalls}, now())
    ON CONFLICT ("personId", day) DO UPDATE SET
      turns = "PersonUsage".turns + EXCLUDED.turns,
      "inputTokens" = "PersonUsage"."inputTokens" + EXCLUDED."inputTokens",
      "outputTokens" = "PersonUsage"."outputTokens" + EXCLUDED."outputTokens",
      "toolCalls" = "PersonUsage"."toolCalls" + EXCLUDED."toolCalls",
      "updatedAt" = now()`;
}

type UsageRow = { day: string; turns: number; inputTokens: number; outputTokens: number; toolCalls: number };

/** The meter's rows of a Person between two UTC days (inclusive), or all of them; oldest first. */
export async function usageRows(personId: string, range?: { from: string; to: string }, limit = USAGE_MAX_DAYS + 1): Promise<UsageDay[]> {
  const rows = range
    ? await db().$queryRaw<UsageRow[]>`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, turns, "inputTokens", "outputTokens", "toolCalls" FROM "PersonUsage"
        WHERE "personId" = ${personId} AND day BETWEEN ${range.from}::date AND ${range.to}::date ORDER BY day DESC LIMIT ${limit}`
    : await db().$queryRaw<UsageRow[]>`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, turns, "inputTokens", "outputTokens", "toolCalls" FROM "PersonUsage"
        WHERE "personId" = ${personId} ORDER BY day DESC LIMIT ${limit}`;
  return rows.reverse().map((row) => ({ day: row.day, turns: row.turns, inputTokens: row.inputTokens, outputTokens: row.outputTokens, toolCalls: row.toolCalls }));
}

/**
 * GET …/usage: the current term's allowance (as the lease counts it) and the
 * meter's days from `from` to `to` (default: the current term up to today),
 * every day listed, zeros included, with their totals.
 */
export async function getUsage(personId: string, query: z.output<typeof UsageQuerySchema>): Promise<z.infer<typeof PersonUsageSchema>> {
  const person = await db().person.findUnique({ where: { id: personId }, include: { lease: true } });
  if (!person) throw new ApiError("not_found", `No Person ${personId}.`);
  const { lease } = person;
  const today = now();
  const from = query.from ?? dayOf(lease.termStart);
  const to = query.to ?? dayOf(lease.termEnd < today ? new Date(lease.termEnd.getTime() - 1) : today);
  const span = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;
  if (span < 1) throw new ApiError("validation_failed", `\`to\` (${to}) is before \`from\` (${from}).`, { details: [{ path: "to", message: "Not before from." }] });
  if (span > USAGE_MAX_DAYS) {
    throw new ApiError("validation_failed", `At most ${USAGE_MAX_DAYS} days in one read; ${from} to ${to} is ${span}.`, { details: [{ path: "from", message: `At most ${USAGE_MAX_DAYS} days before to.` }] });
  }
  const stored = new Map((await usageRows(personId, { from, to })).map((row) => [row.day, row]));
  const days: UsageDay[] = [];
  for (let i = 0; i < span; i++) {
    const day = dayOf(new Date(dayStart(from).getTime() + i * DAY_MS));
    days.push(stored.get(day) ?? { day, turns: 0, inputTokens: 0, outputTokens: 0, toolCalls: 0 });
  }
  const sum = (key: keyof UsageDelta) => days.reduce((total, day) => total + day[key], 0);
  return {
    term: {
      includedTurns: lease.includedUnits,
      turnsUsed: lease.usedUnits,
      turnsRemaining: remaining(lease),
      termStart: lease.termStart.toISOString(),
      termEnd: lease.termEnd.toISOString(),
    },
    from,
    to,
    totals: { turns: sum("turns"), inputTokens: sum("inputTokens"), outputTokens: sum("outputTokens"), toolCalls: sum("toolCalls") },
    days,
  };
}
