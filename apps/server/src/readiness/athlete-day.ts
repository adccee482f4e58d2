import { and, asc, between, eq, sql } from 'drizzle-orm';
import { compareSessions, localDate, type IsoDate, type PlannedSession } from '@tricoach/core';
import { datesAroundNow } from '../athlete/athlete-today';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import {
  athleteProfiles,
  athletes,
  athleteThresholds,
  dailyCheckIns,
  healthReadings,
  plannedSessions,
} from '../db/schema';
import { storedDaysOf, type StoredDay } from './readiness-days';

type AthleteRow = typeof athletes.$inferSelect;
type CheckInRow = typeof dailyCheckIns.$inferSelect;
type ReadingRow = Parameters<typeof storedDaysOf>[1][number];

/** Today as stored for one athlete: what the check-in screens ask on every visit. */
export interface AthleteDay {
  /** For the premium-or-trial check; undefined when the athlete is gone. */
  athlete: AthleteRow | undefined;
  date: IsoDate;
  /** Today's check-in and readings (all empty before the athlete checked in). */
  day: StoredDay;
  /** The stored thresholds as saved (plan-input.loader measuredThresholds reads them). */
  thresholdValues: unknown;
  /** Today's planned sessions, skipped ones included; read only when asked for (else empty). */
  sessions: PlannedSession[];
}

/**
 * Today's check-in day in one statement (a prepared query): the athlete, their time zone and
 * thresholds, the check-ins of the days around now (datesAroundNow) and either their health
 * readings (the briefing) or their planned sessions (the readiness screen), today picked once
 * the time zone is read. The readings' join multiplies at most 3 check-ins by the few readings
 * of 3 days; rows are told apart by their keys. Sessions come as one JSON value: the embedded
 * database pays per row.
 */
export function createAthleteDayReader(db: Db) {
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const athleteAndCheckIns = {
    athlete: athletes,
    preferences: athleteProfiles.preferences,
    thresholdValues: athleteThresholds.values,
    checkIn: dailyCheckIns,
  };
  const checkInsAround = and(
    eq(dailyCheckIns.athleteId, athletes.id),
    between(dailyCheckIns.localDate, from, to),
  );
  const theAthlete = eq(athletes.id, sql.placeholder('athleteId'));

  const withReadings = db
    .select({
      ...athleteAndCheckIns,
      reading: {
        localDate: healthReadings.localDate,
        kind: healthReadings.kind,
        source: healthReadings.source,
        value: healthReadings.value,
        // Only what the day shows of a measurement: its RR intervals stay in the table.
        detail: sql<unknown>`jsonb_build_object('quality', ${healthReadings.detail}->'quality', 'qualityAdvice', ${healthReadings.detail}->'qualityAdvice')`,
      },
    })
    .from(athletes)
    .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
    .leftJoin(athleteThresholds, eq(athleteThresholds.athleteId, athletes.id))
    .leftJoin(dailyCheckIns, checkInsAround)
    .leftJoin(
      healthReadings,
      and(eq(healthReadings.athleteId, athletes.id), between(healthReadings.localDate, from, to)),
    )
    .where(theAthlete)
    .orderBy(asc(healthReadings.recordedAt))
    .prepare('athlete_day_readings');

  const withSessions = db
    .select({
      ...athleteAndCheckIns,
      // On the first row only: the check-ins' join repeats the row per day, and the sessions of
      // three days are the bulk of it (each copy built by the database and parsed by the server).
      sessions: sql<
        PlannedSession[] | null
      >`case when row_number() over () = 1 then (select json_agg(${plannedSessions.session}) from ${plannedSessions} where ${plannedSessions.athleteId} = ${athletes.id} and ${plannedSessions.date} between ${from} and ${to}) end`,
    })
    .from(athletes)
    .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
    .leftJoin(athleteThresholds, eq(athleteThresholds.athleteId, athletes.id))
    .leftJoin(dailyCheckIns, checkInsAround)
    .where(theAthlete)
    .prepare('athlete_day_sessions');

  /** Today with its readings (`sessions` empty), or with its sessions (`day` without readings). */
  return async function read(
    athleteId: string,
    now: Date,
    include: 'readings' | 'sessions',
  ): Promise<AthleteDay> {
    const params = { athleteId, ...datesAroundNow(now) };
    const found: {
      athlete: AthleteRow;
      preferences: unknown;
      thresholdValues: unknown;
      checkIn: CheckInRow | null;
      reading?: ReadingRow | null;
      sessions?: PlannedSession[] | null;
    }[] = include === 'readings' ? await withReadings.execute(params) : await withSessions.execute(params);
    const first = found[0];
    const date = localDate(now, readStoredPreferences(first?.preferences).timeZoneInfoId);
    const checkIns = new Map(
      found.flatMap(({ checkIn }) => (checkIn?.localDate === date ? [[checkIn.id, checkIn] as const] : [])),
    );
    // One reading per kind and source a day (the table's key), oldest first.
    const readings = new Map(
      found.flatMap(({ reading }) =>
        reading?.localDate === date ? [[`${reading.kind} ${reading.source}`, reading] as const] : [],
      ),
    );
    const [day] = storedDaysOf([...checkIns.values()], [...readings.values()]);
    return {
      athlete: first?.athlete,
      date,
      day: day ?? { date, checkIn: null, hrv: null, restingHeartRate: null, sleepScore: null },
      thresholdValues: first?.thresholdValues,
      // In the coach's order: json_agg follows the table, which an update reorders.
      sessions: (found.find((row) => row.sessions)?.sessions ?? [])
        .filter((session) => session.date === date)
        .sort(compareSessions),
    };
  };
}
