import { sql } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { garminDailyRequests } from '../db/schema';
import { GarminHttpError } from './garmin-client';

/**
 * What a call to Garmin is for, which decides when the day's budget stops it:
 * - `deferrable`: ours to send any day (back-fill requests, workouts to the watch); they stop a
 *   quarter before the limit, so what Garmin holds for us still arrives;
 * - `incoming`: data waiting at Garmin (ping pulls, activity files whose single-use URL expires in
 *   24 h, the athlete's permissions); they may use the whole budget;
 * - `always`: leaving (removing workouts, deregistering) is counted but never refused.
 */
export type GarminCallKind = 'deferrable' | 'incoming' | 'always';

/** The athlete's calls for today are spent: Garmin would answer 429 until the next UTC day. */
export class GarminBudgetSpent extends GarminHttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'the daily request budget for this athlete is spent', retryAfterSeconds);
  }
}

const DAY_MS = 86_400_000;

/**
 * Garmin caps calls per user and day (200 for evaluation keys): each call with an athlete's token
 * is counted per UTC day in the database, so every server process shares one count, and a call
 * over the limit waits for the next day instead of being refused by Garmin.
 */
export function createGarminRequestBudget(db: Db, clock: Clock, dailyLimit: number) {
  const ceilingOf = (kind: GarminCallKind) =>
    kind === 'always'
      ? 2_000_000_000
      : kind === 'incoming'
        ? dailyLimit
        : dailyLimit - Math.ceil(dailyLimit / 4);

  return {
    /** Counts `calls` calls for today, or throws GarminBudgetSpent when they would go over. */
    async spend(athleteId: string, kind: GarminCallKind, calls = 1): Promise<void> {
      if (dailyLimit === 0) return;
      const now = clock.now();
      const day = now.toISOString().slice(0, 10);
      const ceiling = ceilingOf(kind);
      const nextDay = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
      const spent = () => new GarminBudgetSpent(Math.ceil((nextDay - now.getTime()) / 1000));
      if (calls > ceiling) throw spent();
      const counted = await db
        .insert(garminDailyRequests)
        .values({ athleteId, day, count: calls })
        .onConflictDoUpdate({
          target: [garminDailyRequests.athleteId, garminDailyRequests.day],
          set: { count: sql`${garminDailyRequests.count} + ${calls}` },
          setWhere: sql`${garminDailyRequests.count} + ${calls} <= ${ceiling}`,
        })
        .returning({ count: garminDailyRequests.count });
      if (counted.length === 0) throw spent();
    },
  };
}
