/**
 * The operator's CSV exports of leases and payments: streamed, a
 * page of rows at a time in id order (keyset pagination), so an export of any
 * size holds one page in memory. The audit row is written, in its own
 * transaction, before the first byte. Never a token, a payment payload or a
 * secret: the columns are listed here.
 */
import { config } from "../../core/config";
import { db, pool } from "../../core/db/client";
import { recordOperatorAction } from "./audit";
import { csvRow, type CsvCell } from "./csv";
import type { Operator } from "./types";

const PAGE = 500;

export type ExportKind = "leases" | "payments";

interface ExportSpec {
  header: string[];
  /** One page of rows after the id `after` ("" first), ordered by id. */
  page(after: string): Promise<{ id: string; cells: CsvCell[] }[]>;
}

const LEASES: ExportSpec = {
  header: ["leaseId", "resourceType", "resourceId", "name", "principal", "status", "suspendedAt", "suspendedReason", "termStart", "termEnd", "includedUnits", "usedUnits", "renewals", "createdAt", "destroyedAt"],
  async page(after) {
    const { rows } = await pool().query<Record<string, unknown>>(
      `SELECT l.id, l."resourceType"::text AS "resourceType", l."resourceId", COALESCE(pg.label, p.name) AS name, l.principal,
              CASE WHEN l.status = 'active' AND l."termEnd" <= (now() AT TIME ZONE 'UTC') THEN 'expired' ELSE l.status::text END AS status,
              l."suspendedAt" AT TIME ZONE 'UTC' AS "suspendedAt", l."suspendedReason", l."termStart" AT TIME ZONE 'UTC' AS "termStart",
              l."termEnd" AT TIME ZONE 'UTC' AS "termEnd", l."includedUnits", l."usedUnits", l.renewals, l."createdAt" AT TIME ZONE 'UTC' AS "createdAt",
              l."destroyedAt" AT TIME ZONE 'UTC' AS "destroyedAt"
         FROM "Lease" l LEFT JOIN "Page" pg ON pg."leaseId" = l.id LEFT JOIN "Person" p ON p."leaseId" = l.id
        WHERE l.id > $1 ORDER BY l.id LIMIT ${PAGE}`,
      [after],
    );
    return rows.map((row) => ({ id: row.id as string, cells: LEASES.header.map((column) => cellOf(row[column === "leaseId" ? "id" : column])) }));
  },
};

const PAYMENTS: ExportSpec = {
  header: ["paymentId", "purpose", "sku", "resourceType", "resourceId", "leaseId", "payer", "network", "asset", "amountAtomic", "amount", "status", "transaction", "failureReason", "createdAt", "settledAt"],
  async page(after) {
    const decimals = config().payment.assetDecimals;
    const { rows } = await pool().query<Record<string, unknown>>(
      `SELECT id, purpose::text AS purpose, sku, "resourceType"::text AS "resourceType", "resourceId", "leaseId", payer, network, asset, amount::text AS "amountAtomic",
              status::text AS status, transaction, "failureReason", "createdAt" AT TIME ZONE 'UTC' AS "createdAt", "settledAt" AT TIME ZONE 'UTC' AS "settledAt"
         FROM "Payment" WHERE id > $1 ORDER BY id LIMIT ${PAGE}`,
      [after],
    );
    return rows.map((row) => ({
      id: row.id as string,
      cells: PAYMENTS.header.map((column) =>
        column === "paymentId" ? (row.id as string) : column === "amount" ? decimalAmount(BigInt(row.amountAtomic as string), decimals) : cellOf(row[column]),
      ),
    }));
  },
};

/** A column as a cell (timestamps are selected AT TIME ZONE 'UTC': Prisma stores UTC without a zone). */
const cellOf = (value: unknown): CsvCell => value as CsvCell;

/** 5000000 atomic units with 6 decimals: "5.000000" (exact, no floating point); a number cell, so never formula-escaped. */
export function decimalAmount(atomic: bigint, decimals: number): string {
  if (decimals === 0) return atomic.toString();
  const text = atomic.toString().padStart(decimals + 1, "0");
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The export as a stream of CSV text; the audit row is written before it is returned. */
export async function exportCsv(operator: Operator, kind: ExportKind): Promise<ReadableStream<Uint8Array>> {
  const spec = kind === "leases" ? LEASES : PAYMENTS;
  await db().$transaction((tx) => recordOperatorAction(tx, operator, { action: kind === "leases" ? "export_leases" : "export_payments" }));
  const encoder = new TextEncoder();
  let after = "";
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(spec.header)));
        return;
      }
      const rows = await spec.page(after);
      if (!rows.length) {
        controller.close();
        return;
      }
      after = rows.at(-1)!.id;
      controller.enqueue(encoder.encode(rows.map((row) => csvRow(row.cells)).join("")));
    },
  });
}
