/**
 * Near misses of a known key: `requierd` for `required`, `successmessage` for
 * `successMessage`, `max_size_bytes` for `maxSizeBytes`. Keys are compared
 * in a normal form (lower case, without `_` and `-`), so a key written in the
 * other convention or another case is a miss at distance 0; beyond that, the
 * optimal string alignment distance (insertions, deletions, substitutions and
 * swaps of two neighbours, each 1) up to a small limit that grows with the
 * key's length: a three-letter key only in another case or convention, up to
 * seven letters one edit, longer ones two.
 *
 * Cost: the distance is computed in a band of the limit's width and stops as
 * soon as the whole band is over the limit, and only for keys whose lengths
 * are within the limit of each other and whose characters differ by no more
 * (a 32-bit set of each key's characters); a name longer than any known key plus
 * the limit is never compared. So one look-up costs its name's length plus a
 * few hundred steps at most.
 */

/** A key in its normal form: lower case, without `_` and `-`. */
export function normalKey(key: string): string {
  const lower = key.toLowerCase();
  return lower.includes("_") || lower.includes("-") ? lower.replace(/[_-]/g, "") : lower;
}

/** The most edits a near miss of a known key (in its normal form) may be away from it. */
export function nearMissLimit(normal: string): number {
  return normal.length <= 3 ? 0 : normal.length <= 7 ? 1 : 2;
}

/** Rows of the distance's matrix, reused by every call (one call at a time: the thread runs one). Grown when a longer `b` comes. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The optimal string alignment distance of `a` and `b` when it is at most
 * `limit`, else `limit + 1` (computed in a band of width 2 × limit + 1, and
 * given up as soon as the band's row is over the limit).
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const over = limit + 1;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  // Three rows of the matrix: the one before last (for swaps), the last, the current.
  let [before, last, current] = rows as [Int32Array, Int32Array, Int32Array];
  before.fill(over, 0, width);
  for (let j = 0; j < width; j++) last[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current.fill(over, 0, width);
    current[0] = i <= limit ? i : over;
    let best = current[0]!;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(last[j - 1]! + (ai === bj ? 0 : 1), last[j]! + 1, current[j - 1]! + 1);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d < over ? d : over;
      if (d < best) best = d;
    }
    if (best > limit) return over;
    const spare = before;
    before = last;
    last = current;
    current = spare;
  }
  return Math.min(last[b.length]!, over);
}

/**
 * The characters of a key as a set of 32 buckets (a character's code modulo
 * 32). Each edit brings at most one character into a key, so two keys within
 * `limit` edits differ by at most `limit` buckets each way: a test in a few
 * steps that spares the distance for almost every name that is no near miss.
 */
function bucketsOf(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) mask |= 1 << (key.charCodeAt(i) & 31);
  return mask;
}

function bitCount(mask: number): number {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * Known keys, ready to be asked for the one a name was meant to be. Build it
 * once per set of keys (a toolType's content members) and ask it for every
 * name.
 */
export class KnownKeys {
  readonly keys: readonly string[];
  private readonly normal: { key: string; normal: string; limit: number; buckets: number }[];
  private readonly byNormal = new Map<string, string>();
  private readonly byName: Set<string>;
  private readonly longest: number;

  constructor(keys: Iterable<string>) {
    this.byName = new Set(keys);
    this.keys = [...this.byName];
    this.normal = this.keys.map((key) => {
      const normal = normalKey(key);
      return { key, normal, limit: nearMissLimit(normal), buckets: bucketsOf(normal) };
    });
    for (const { key, normal } of this.normal) if (!this.byNormal.has(normal)) this.byNormal.set(normal, key);
    this.longest = Math.max(0, ...this.normal.map(({ normal, limit }) => normal.length + limit));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /**
   * The known key `name` is a near miss of (the closest; the first known of
   * equally close ones), or null when it is none's (or is one of them).
   */
  nearest(name: string): string | null {
    if (this.has(name)) return null;
    const normal = normalKey(name);
    const same = this.byNormal.get(normal);
    if (same !== undefined) return same;
    if (normal.length > this.longest) return null;
    const buckets = bucketsOf(normal);
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const known of this.normal) {
      if (Math.abs(known.normal.length - normal.length) > known.limit) continue;
      if (bitCount(buckets & ~known.buckets) > known.limit || bitCount(known.buckets & ~buckets) > known.limit) continue;
      const distance = boundedDistance(normal, known.normal, known.limit);
      if (distance <= known.limit && distance < bestDistance) {
        best = known.key;
        bestDistance = distance;
      }
    }
    return best;
  }
}

/** The known key `name` is a near miss of, or null (one look-up; build a KnownKeys for many). */
export function nearestKey(name: string, known: Iterable<string>): string | null {
  return new KnownKeys(known).nearest(name);
}
