/**
 * The arithmetic of an allowance, written once: how many units a lease has
 * left this term, and whether it has one left, in TypeScript (for a lease
 * already read) and as SQL (for a statement that decides in the database).
 * Taking a unit is the allowance's conditional UPDATE (lib/domains/allowance/allowance.ts),
 * which embeds `UNIT_LEFT_SQL`; everything else here only reads.
 *
 * Pure and import-free, so it sits in core (eslint.layers.mjs): the lease
 * record (lib/domains/leases) and the proxy's decision (lib/domains/auth) use it as well as
 * the domains above the allowance.
 */

/** A lease's count of its term's units. */
export type UnitCount = { includedUnits: number; usedUnits: number };

/** The units left this term (never below zero). */
export function remaining(lease: UnitCount): number {
  return Math.max(0, lease.includedUnits - lease.usedUnits);
}

/** Whether the lease has a unit left this term (its status and term are another question). */
export function hasUnitLeft(lease: UnitCount): boolean {
  return lease.usedUnits < lease.includedUnits;
}

const columns = (alias?: string) => {
  const prefix = alias ? `${alias}.` : "";
  return { included: `${prefix}"includedUnits"`, used: `${prefix}"usedUnits"` };
};

/** `hasUnitLeft` as a SQL condition on the "Lease" row (`alias` the table's alias in the statement, if any). */
export function unitLeftSql(alias?: string): string {
  const { included, used } = columns(alias);
  return `${used} < ${included}`;
}

/** `remaining` as a SQL int expression on the "Lease" row. */
export function remainingSql(alias?: string): string {
  const { included, used } = columns(alias);
  return `GREATEST(${included} - ${used}, 0)::int`;
}
