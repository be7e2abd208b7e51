/**
 * An artifact's content (any JSON the controller wrote) as what a person
 * reads: text as markdown, an array of objects as a table, other objects and
 * arrays as a collapsible tree, never a raw dump. Bounded: at most
 * MAX_DEPTH levels, MAX_ITEMS members of one object or array, MAX_COLUMNS
 * columns of a table and MAX_NODES in all; what is left out is counted
 * (`more`), or said to be too deep (`cut`). Pure: the view renders the model.
 */

export const MAX_DEPTH = 6;
export const MAX_ITEMS = 100;
export const MAX_COLUMNS = 12;
export const MAX_NODES = 2_000;

export type ArtifactNode =
  /** A string: markdown when it has more than one line (or stands alone at the top), plain text otherwise. */
  | { kind: "text"; text: string; markdown: boolean }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  /** null, or an empty string. */
  | { kind: "empty" }
  /** An array of plain values, or of mixed values: one item after another. */
  | { kind: "list"; items: ArtifactNode[]; more: number }
  /** An array of objects: one row each, a column per key (first seen first). */
  | { kind: "table"; columns: string[]; rows: ArtifactNode[][]; more: number; moreColumns: number }
  /** An object: its members, collapsible. */
  | { kind: "tree"; entries: ArtifactEntry[]; more: number }
  /** Deeper than MAX_DEPTH, or past MAX_NODES: not shown. */
  | { kind: "cut" };

export interface ArtifactEntry {
  key: string;
  node: ArtifactNode;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isPlain = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** The columns of an array of objects: every key, first seen first. */
function columnsOf(rows: Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

class Budget {
  left = MAX_NODES;
  take() {
    return this.left-- > 0;
  }
}

function nodeOf(value: unknown, depth: number, budget: Budget, top: boolean): ArtifactNode {
  if (!budget.take() || depth > MAX_DEPTH) return { kind: "cut" };
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (typeof value === "string") return { kind: "text", text: value, markdown: top || value.includes("\n") };
  if (typeof value === "number") return Number.isFinite(value) ? { kind: "number", value } : { kind: "text", text: String(value), markdown: false };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_ITEMS);
    const more = value.length - shown.length;
    if (shown.length && shown.every(isObject)) {
      const all = columnsOf(shown);
      const columns = all.slice(0, MAX_COLUMNS);
      // A table of objects that are themselves deep reads worse than a tree: only rows of plain values and short lists.
      const flat = shown.every((row) => columns.every((column) => isPlain(row[column]) || row[column] === undefined || (Array.isArray(row[column]) && (row[column] as unknown[]).every(isPlain))));
      if (flat) {
        return {
          kind: "table",
          columns,
          rows: shown.map((row) => columns.map((column) => nodeOf(row[column], depth + 1, budget, false))),
          more,
          moreColumns: all.length - columns.length,
        };
      }
    }
    return { kind: "list", items: shown.map((item) => nodeOf(item, depth + 1, budget, false)), more };
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    const shown = keys.slice(0, MAX_ITEMS);
    return { kind: "tree", entries: shown.map((key) => ({ key, node: nodeOf(value[key], depth + 1, budget, false) })), more: keys.length - shown.length };
  }
  return { kind: "empty" };
}

/**
 * The members of an artifact's content as the page shows them, each a
 * section: `skip` names members shown elsewhere (the title as the heading,
 * the description above).
 */
export function artifactModel(content: Record<string, unknown>, skip: readonly string[] = ["title"]): { entries: ArtifactEntry[]; more: number } {
  const budget = new Budget();
  const keys = Object.keys(content).filter((key) => !skip.includes(key));
  const shown = keys.slice(0, MAX_ITEMS);
  return { entries: shown.map((key) => ({ key, node: nodeOf(content[key], 1, budget, true) })), more: keys.length - shown.length };
}

/** A member's key as a heading: as written, with `snake_case` and `camelCase` spaced ("monthly_eur" → "monthly eur"). */
export function keyLabel(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])(?=[a-z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .trim();
  return spaced ? spaced.charAt(0).toUpperCase() + spaced.slice(1) : key;
}
