import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';

export interface CounterHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Expired windows are swept now and then, so the table holds only the last few minutes. */
const SWEEP_EVERY_HITS = 500;

/**
 * Fixed-window counters shared by every server process through the database: one upsert per
 * hit, atomic under concurrency (the row's lock orders two processes' hits), on the app's clock.
 */
export function createRateLimitCounter(db: Db, clock: Clock) {
  let hitsSinceSweep = 0;

  async function hit(key: string, windowMs: number): Promise<CounterHit> {
    const now = clock.now().getTime();
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt: now + windowMs })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`CASE WHEN ${rateLimitCounters.resetAt} <= ${now} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimitCounters.resetAt} <= ${now} THEN ${now + windowMs} ELSE ${rateLimitCounters.resetAt} END`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      void sweep().catch(() => undefined);
    }
    return { count: row!.count, ttlMs: Math.max(0, row!.resetAt - now) };
  }

  async function read(key: string): Promise<CounterHit> {
    const now = clock.now().getTime();
    const [row] = await db
      .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key}`);
    if (!row || row.resetAt <= now) return { count: 0, ttlMs: 0 };
    return { count: row.count, ttlMs: row.resetAt - now };
  }

  async function sweep(): Promise<number> {
    const gone = await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, clock.now().getTime()))
      .returning({ key: rateLimitCounters.key });
    return gone.length;
  }

  return { hit, read, sweep };
}

export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store interface (as its LocalStore and RedisStore implement it) over the
 * shared counters: each route counts under its own prefix, as RedisStore's children do.
 */
export function databaseRateLimitStore(counter: RateLimitCounter) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'ip:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counter.read(`${this.prefix}${key}`).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes its merged route settings with the route as `routeInfo` (its published
    // types say RouteOptions): each route counts under its method and URL pattern.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(
        undefined,
        `${this.prefix}${String(route?.method)}${String(route?.url)}:`,
      );
    }
  };
}
