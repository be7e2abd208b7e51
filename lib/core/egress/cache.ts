/**
 * What a call through the egress guard answered, kept for a while in this
 * process, so that anonymous requests that make the service call out (a
 * client ID metadata document on the OAuth consent page, a Page's logo) call
 * each address at most once per few minutes, failures included. Bounded in
 * entries and in bytes: the oldest entries go first. One instance of the
 * service keeps its own (a second instance calls once more, no more).
 */
export interface BoundedCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private bytes = 0;

  constructor(
    private readonly options: BoundedCacheOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The live value kept under `key`, or undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` for `ttlMs` (a value larger than the whole cache is not kept). */
  set(key: string, value: V, bytes: number, ttlMs: number): void {
    this.delete(key);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { value, bytes, expiresAt: this.clock() + ttlMs });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /**
   * The value kept under `key`, or `load`'s, kept for the time `keep` says
   * (with its size); concurrent callers of one key share one load.
   */
  async through(key: string, load: () => Promise<V>, keep: (value: V) => { bytes: number; ttlMs: number }): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const loading = load()
      .then((value) => {
        const { bytes, ttlMs } = keep(value);
        this.set(key, value, bytes, ttlMs);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
