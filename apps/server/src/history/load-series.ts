import { eq, sql } from 'drizzle-orm';
import {
  fastDayNumber,
  fastIsoDate,
  fitnessSeries,
  localDate,
  type DailyStress,
  type FitnessPoint,
  type IsoDate,
} from '@tricoach/core';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { preparedOn } from '../db/prepared-on';
import { athleteLoadVersions, athletePlanVersions, athleteProfiles } from '../db/schema';

interface Entry {
  version: number;
  /** Every scored day (its workouts' summed stress), today's or not (filtered per read), in date order. */
  days: DailyStress[];
  /** The fitness model from the first workout to `today`, computed once per version and day. */
  series: { today: IsoDate; points: FitnessPoint[] } | null;
}

/**
 * Athletes whose series are kept, the most recently read ones: five years cost ~0.5 MB each (the
 * scored days, the model's points and the statistics answers made from them), so ~32 MB at most.
 */
const MAX_ATHLETES = 64;

/**
 * Each athlete's daily load (scored workouts) and fitness/fatigue/form series, computed once and
 * reused while the athlete's load version is unchanged. The version is bumped by the database in
 * the same transaction as every write to completed_workouts (triggers, migration
 * 'load_versions'), so a workout logged, imported, edited or deleted by any code path or process
 * is reflected by the next read; the check costs one primary-key read instead of reading five
 * years of workouts and running the model on every call.
 */
export function createLoadSeries(db: Db) {
  const cache = new Map<string, Entry>();

  const versionRows = db
    .select({ version: athleteLoadVersions.version })
    .from(athleteLoadVersions)
    .where(eq(athleteLoadVersions.athleteId, sql.placeholder('athleteId')))
    .prepare('athlete_load_version');

  async function versionOf(athleteId: string): Promise<number> {
    const [row] = await versionRows.execute({ athleteId });
    return Number(row?.version ?? 0);
  }

  /**
   * The version and the scored days read in one statement (one snapshot): a write that lands
   * between two reads can never be stored under the older version. The days come from the
   * athlete's daily arrays (athlete_daily_stress, kept by the database on every write), one row
   * whatever the history's length.
   */
  async function load(athleteId: string): Promise<Entry> {
    // Both drivers (PGlite, node-postgres) answer execute() with { rows }. Text values: the
    // embedded database pays per row returned and node-postgres would parse arrays slowly.
    const result = (await db.execute(sql`
      select
        (select version from athlete_load_versions where athlete_id = ${athleteId}) as version,
        d.first_date::text as first_date,
        array_to_string(d.stress, ',') as stress,
        array_to_string(d.scored, ',') as scored
      from (select 1) as one
      left join athlete_daily_stress d on d.athlete_id = ${athleteId}`)) as unknown as {
      rows: {
        version: string | number | null;
        first_date: string | null;
        stress: string | null;
        scored: string | null;
      }[];
    };
    const row = result.rows[0];
    return { version: Number(row?.version ?? 0), days: scoredDaysOf(row ?? null), series: null };
  }

  async function entryOf(athleteId: string, knownVersion?: number): Promise<Entry> {
    const cached = cache.get(athleteId);
    if (cached && cached.version === (knownVersion ?? (await versionOf(athleteId)))) {
      // Most recently read last: the first key is the one to evict.
      cache.delete(athleteId);
      cache.set(athleteId, cached);
      return cached;
    }
    const fresh = await load(athleteId);
    cache.delete(athleteId);
    if (cache.size >= MAX_ATHLETES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(athleteId, fresh);
    return fresh;
  }

  return {
    /**
     * The athlete's today (their time zone), load version and plan version in one read: what a
     * call needs before it can use the kept series or a kept answer (pass it on as `state`). Read
     * before the data it keys: an answer made from newer data than its key is only ever missed.
     */
    todayOf: (athleteId: string, now: Date) => athleteState(db, athleteId, now),

    /** Every scored day's summed stress up to `today`, in date order. */
    async scoredDays(athleteId: string, today: IsoDate, version?: number): Promise<DailyStress[]> {
      const { days } = await entryOf(athleteId, version);
      return days.some((entry) => entry.date > today) ? days.filter((entry) => entry.date <= today) : days;
    },

    /**
     * The model (core fitnessSeries, from zero) from the first scored workout to `today`: the
     * same points fitnessSeries gives for any window ending today, which are this series' tail.
     */
    async fitnessTo(athleteId: string, today: IsoDate, version?: number): Promise<FitnessPoint[]> {
      const entry = await entryOf(athleteId, version);
      if (entry.series?.today !== today) {
        const days = entry.days.filter((day) => day.date <= today);
        entry.series = { today, points: fitnessSeries(days, { to: today }).points };
      }
      return entry.series.points;
    },

    /**
     * The same points from `from` to `today` alone: the model still runs from the first scored
     * day, but only the window's points are made when the whole series is not kept already (the
     * roadmap's six weeks, not five years of points to drop).
     */
    async fitnessFrom(
      athleteId: string,
      from: IsoDate,
      today: IsoDate,
      version?: number,
    ): Promise<FitnessPoint[]> {
      const entry = await entryOf(athleteId, version);
      if (entry.series?.today === today) return pointsFrom(entry.series.points, from);
      const days = entry.days.filter((day) => day.date <= today);
      const first = days[0]?.date;
      // Before the first scored day the model has no points, as in the whole series.
      return first === undefined
        ? []
        : fitnessSeries(days, { from: first > from ? first : from, to: today }).points;
    },
  };
}

export type LoadSeries = ReturnType<typeof createLoadSeries>;

/**
 * The athlete's today (their time zone), load version and plan version in one read: what a call
 * needs before it can use the kept series or a kept answer. Read before the data it keys: an
 * answer made from newer data than its key is only ever missed, never served stale.
 */
export async function athleteState(db: Db, athleteId: string, now: Date): Promise<AthleteState> {
  const [row] = await preparedOn(db, stateQueries, prepareStateQuery).execute({ athleteId });
  return {
    today: localDate(now, readStoredPreferences(row?.preferences).timeZoneInfoId),
    version: Number(row?.version ?? 0),
    planVersion: Number(row?.planVersion ?? 0),
  };
}

const stateQueries = new WeakMap<Db, ReturnType<typeof prepareStateQuery>>();

function prepareStateQuery(db: Db) {
  const athleteId = sql.placeholder('athleteId');
  return db
    .select({
      preferences: sql<unknown>`(select ${athleteProfiles.preferences} from ${athleteProfiles} where ${athleteProfiles.athleteId} = ${athleteId})`,
      version: sql<
        string | number | null
      >`(select ${athleteLoadVersions.version} from ${athleteLoadVersions} where ${athleteLoadVersions.athleteId} = ${athleteId})`,
      planVersion: sql<
        string | number | null
      >`(select ${athletePlanVersions.version} from ${athletePlanVersions} where ${athletePlanVersions.athleteId} = ${athleteId})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('athlete_state');
}

/** The athlete's plan version alone (athlete_plan_versions; 0 before anything was planned). */
export async function planVersionOf(db: Db, athleteId: string): Promise<number> {
  const [row] = await preparedOn(db, planVersionQueries, preparePlanVersionQuery).execute({ athleteId });
  return Number(row?.version ?? 0);
}

const planVersionQueries = new WeakMap<Db, ReturnType<typeof preparePlanVersionQuery>>();

function preparePlanVersionQuery(db: Db) {
  return db
    .select({ version: athletePlanVersions.version })
    .from(athletePlanVersions)
    .where(eq(athletePlanVersions.athleteId, sql.placeholder('athleteId')))
    .prepare('athlete_plan_version');
}

/** What keys the athlete's kept series and answers (load-series todayOf). */
export interface AthleteState {
  today: IsoDate;
  /** Completed workouts' version (athlete_load_versions). */
  version: number;
  /**
   * The version of the plan as shown (athlete_plan_versions): plan summary, planned sessions,
   * race goals, and what adjusts today's sessions (check-ins' readiness, thresholds).
   */
  planVersion: number;
}

/** The days with a scored workout (and their summed stress) of an athlete_daily_stress row. */
function scoredDaysOf(
  row: { first_date: string | null; stress: string | null; scored: string | null } | null,
): DailyStress[] {
  if (!row?.first_date || !row.stress || !row.scored) return [];
  const stress = row.stress.split(',');
  const scored = row.scored.split(',');
  const first = fastDayNumber(row.first_date);
  const days: DailyStress[] = [];
  for (let index = 0; index < scored.length; index++) {
    // A day whose workouts were all deleted keeps a sum of rounding residue and a count of 0.
    if (Number(scored[index]) > 0)
      days.push({ date: fastIsoDate(first + index), stress: Number(stress[index]) });
  }
  return days;
}

/** The points from `from` on (the series is in date order). */
export function pointsFrom(points: readonly FitnessPoint[], from: IsoDate): FitnessPoint[] {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle]?.date ?? '') < from) low = middle + 1;
    else high = middle;
  }
  return points.slice(low);
}
