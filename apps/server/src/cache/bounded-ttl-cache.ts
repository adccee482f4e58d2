import type { Clock } from '../clock/clock';

/**
 * A small in-process cache with a time-to-live and a size bound (oldest entries leave first).
 * Used for values that are costly to compute and cheap to recompute: verified access tokens
 * and identities. Only correct where every write that changes a value also deletes its key,
 * or where staleness up to the TTL is acceptable (several API processes, see docs/operations.md).
 */
export class BoundedTtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  /** Loads under way per key, and the keys deleted while one was: their result is already stale. */
  private readonly loading = new Map<string, number>();
  private readonly deletedWhileLoading = new Set<string>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  get(key: string, now = this.clock.now().getTime()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, options: { now?: number; expiresAt?: number } = {}): void {
    const now = options.now ?? this.clock.now().getTime();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Math.min(options.expiresAt ?? Infinity, now + this.ttlMs) });
  }

  /**
   * The cached value if `isUsable` accepts it, else a fresh one from `load`, cached unless the key
   * was deleted while loading (a write that landed mid-read must not be undone by the stale read).
   */
  async getOrLoad(
    key: string,
    load: () => Promise<V>,
    isUsable: (value: V) => boolean = () => true,
  ): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined && isUsable(cached)) return cached;
    this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
    try {
      const value = await load();
      if (!this.deletedWhileLoading.has(key)) this.set(key, value);
      return value;
    } finally {
      const left = (this.loading.get(key) ?? 1) - 1;
      if (left > 0) this.loading.set(key, left);
      else {
        this.loading.delete(key);
        this.deletedWhileLoading.delete(key);
      }
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
    if (this.loading.has(key)) this.deletedWhileLoading.add(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
