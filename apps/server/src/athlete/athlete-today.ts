import { eq, sql } from 'drizzle-orm';
import { addDays, localDate, type IsoDate } from '@tricoach/core';
import type { Db } from '../db/database';
import { preparedOn } from '../db/prepared-on';
import { athleteProfiles } from '../db/schema';
import { readStoredPreferences } from './profile.storage';

/** The athlete's time zone (UTC until the app has told us). */
export async function athleteTimeZone(db: Db, athleteId: string): Promise<string> {
  const [row] = await preparedOn(db, timeZoneQueries, prepareTimeZoneQuery).execute({ athleteId });
  return readStoredPreferences(row?.preferences).timeZoneInfoId;
}

const timeZoneQueries = new WeakMap<Db, ReturnType<typeof prepareTimeZoneQuery>>();

function prepareTimeZoneQuery(db: Db) {
  return db
    .select({ preferences: athleteProfiles.preferences })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.athleteId, sql.placeholder('athleteId')))
    .prepare('athlete_time_zone');
}

/** Today as the athlete lives it: days, weeks and "today" always follow their time zone. */
export async function athleteToday(db: Db, athleteId: string, now: Date): Promise<IsoDate> {
  return localDate(now, await athleteTimeZone(db, athleteId));
}

/**
 * The dates any athlete's today can be at `now`: every time zone (UTC−12 to UTC+14) is on the UTC
 * date or a day either side. A read that needs "today" before it knows the time zone takes these
 * three days in the same statement and picks today once the time zone is read.
 */
export function datesAroundNow(now: Date): { from: IsoDate; to: IsoDate } {
  const utcToday = localDate(now, 'UTC');
  return { from: addDays(utcToday, -1), to: addDays(utcToday, 1) };
}
