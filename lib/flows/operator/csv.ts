/**
 * CSV (RFC 4180) for the operator's exports, written by hand: no CSV library
 * is installed and a row writer is a few lines. Every cell is quoted when it
 * holds a comma, a quote, a line break or edge spaces (quotes doubled), and
 * text that a spreadsheet would run as a formula (a cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return: OWASP "CSV injection") is
 * prefixed with an apostrophe, so a label a controller chose is shown, never
 * evaluated. Numbers the service wrote are left as numbers.
 */
export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated as RFC 4180 says. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
