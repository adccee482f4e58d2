import type { Clock } from '../clock/clock';

/**
 * A small in-process cache with a time-to-live and a size bound (oldest entries leave first).
 * Used for values that are costly to compute and cheap to recompute: verified access tokens
 * and identities. Only correct where every write that changes a value also deletes its key,
 * or where staleness up to the TTL is acceptable (several API processes, see docs/operations.md).
 */
export class BoundedTtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

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

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
