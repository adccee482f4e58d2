import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  formBand,
  localDate,
  rampBand,
  type FitnessPoint,
  type IsoDate,
  type Sport,
} from '@tricoach/core';
import { athleteToday, datesAroundNow } from '../athlete/athlete-today';
import { DEFAULT_PREFERENCES } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { isUuid } from '../db/own-row';
import { athleteProfiles, athletes, completedWorkouts } from '../db/schema';
import { badRequest } from '../http/errors';
import { createKeptAnswers, type KeptAnswer } from '../http/kept-answer';
import { keptAnswerStore } from '../http/kept-answer-store';
import { athleteFitness, fitnessEstimateOf, type AthleteFitness } from './athlete-fitness';
import { createLoadSeries, pointsFrom, type AthleteState, type LoadSeries } from './load-series';
import {
  bucketFor,
  bucketStart,
  bucketStarts,
  HISTORY_SPORTS,
  previousWindow,
  rangeWindow,
  SPORT_OF_STORED,
  STORED_OF_SPORT,
  type HistoryRange,
  type Window,
} from './history-ranges';

export const WORKOUTS_PAGE_DEFAULT = 20;
export const WORKOUTS_PAGE_MAX = 100;

/** The kept call of a range's first page of workouts (what the statistics screen opens with). */
export const workoutsPageCall = (range: HistoryRange, limit = WORKOUTS_PAGE_DEFAULT) =>
  `completed-workouts|${range}|${limit}`;

/**
 * Statistics kept in the database as well as in the process: every range of the range calls, and
 * the workouts' first page of the screen's size. A page of another size (any of 1–100) stays in
 * the process, so an athlete's rows stay a few.
 */
const keptInTheDatabase = (call: string) =>
  !call.startsWith('completed-workouts|') || call.endsWith(`|${WORKOUTS_PAGE_DEFAULT}`);

/** A listed workout as the statement's JSON gives it. */
interface ListedRow {
  id: string;
  sport: string;
  title: string | null;
  localDate: IsoDate;
  startedAt: string;
  durationSeconds: number;
  distanceMeters: number | null;
  stressScore: number | null;
}

/** Before any workout: the lower bound of the all-time list. */
const EARLIEST_DATE: IsoDate = '1900-01-01';

/** What the athlete reads when a workout has no title of its own. */
const DEFAULT_TITLE: Record<Sport, string> = {
  swim: 'Swim',
  bike: 'Ride',
  run: 'Run',
  strength: 'Strength training',
};

interface Totals {
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number;
  workouts: number;
  stress: number;
}

const zeroTotals = (): Totals => ({ duration: 0, distance: 0, workouts: 0, stress: 0 });
const emptyBySport = (): Record<Sport, Totals> => ({
  swim: zeroTotals(),
  bike: zeroTotals(),
  run: zeroTotals(),
  strength: zeroTotals(),
});

const mine = (athleteId: string, window: Window, extra?: SQL): SQL | undefined =>
  and(
    eq(completedWorkouts.athleteId, athleteId),
    gte(completedWorkouts.localDate, window.from),
    lte(completedWorkouts.localDate, window.to),
    extra,
  );

/** Cursor of the workouts list: the last row's start and id, so pages never skip or repeat a row. */
function encodeCursor(startedAt: Date, id: string): string {
  return Buffer.from(`${startedAt.toISOString()}|${id}`).toString('base64url');
}
function decodeCursor(cursor: string): { startedAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startedAt = new Date(iso ?? '');
  // Checked to the letter: the database would refuse a malformed id or a date past year 9999 (a 500).
  const year = startedAt.getUTCFullYear();
  if (!id || !isUuid(id) || Number.isNaN(year) || year < 1900 || year > 9999) {
    throw badRequest('cursor', 'This list position is no longer valid. Reload the list.');
  }
  return { startedAt, id };
}

/**
 * Statistics over completed workouts (spec 7 History): totals, sport split, the list, the
 * duration/distance series and fitness/fatigue/form. Read-only; the logging module writes the
 * table. Every query is bounded by the athlete and the (athlete_id, local_date) index.
 */
export function createHistoryService(db: Db, loads: LoadSeries = createLoadSeries(db)) {
  // The workouts list's one statement, built once (a prepared query; see completedWorkouts). A
  // select from one table names its columns bare, so the subqueries take the athlete's id as a
  // parameter, not as athletes.id.
  const p = sql.placeholder;
  const workoutsPage = db
    .select({
      timeZone: sql<
        string | null
      >`(select ${athleteProfiles.preferences}->>'timeZoneInfoId' from ${athleteProfiles} where ${athleteProfiles.athleteId} = ${p('athleteId')})`,
      page: sql<ListedRow[] | null>`(select json_agg(page order by page."startedAt" desc, page.id desc) from (
        select ${completedWorkouts.id} as id, ${completedWorkouts.sport} as sport,
               ${completedWorkouts.title} as title, ${completedWorkouts.localDate} as "localDate",
               ${completedWorkouts.startedAt} as "startedAt",
               ${completedWorkouts.durationSeconds} as "durationSeconds",
               ${completedWorkouts.distanceMeters} as "distanceMeters",
               ${completedWorkouts.stressScore} as "stressScore"
          from ${completedWorkouts}
         where ${completedWorkouts.athleteId} = ${p('athleteId')}
           and ${completedWorkouts.localDate} between ${p('from')} and ${p('to')}
           and (${p('sports')}::text is null or ${completedWorkouts.sport} = any(string_to_array(${p('sports')}::text, ',')))
           and (${p('afterAt')}::timestamptz is null or ${completedWorkouts.startedAt} < ${p('afterAt')}::timestamptz
                or (${completedWorkouts.startedAt} = ${p('afterAt')}::timestamptz and ${completedWorkouts.id} < ${p('afterId')}::uuid))
         order by ${completedWorkouts.startedAt} desc, ${completedWorkouts.id} desc
         limit ${p('limit')}::int + (
           select count(*) from ${completedWorkouts}
            where ${completedWorkouts.athleteId} = ${p('athleteId')}
              and ${completedWorkouts.localDate} between ${p('from')} and ${p('to')}
              and (${completedWorkouts.localDate} >= ${p('edgeAbove')} or ${completedWorkouts.localDate} <= ${p('edgeBelow')}))
      ) page)`,
    })
    .from(athletes)
    .where(eq(athletes.id, p('athleteId')))
    .prepare('workouts_page');

  async function firstWorkoutDate(athleteId: string): Promise<IsoDate | null> {
    const [row] = await db
      .select({ localDate: completedWorkouts.localDate })
      .from(completedWorkouts)
      .where(eq(completedWorkouts.athleteId, athleteId))
      .orderBy(asc(completedWorkouts.localDate))
      .limit(1);
    return row?.localDate ?? null;
  }

  async function windowOf(athleteId: string, range: HistoryRange, now: Date): Promise<Window> {
    const today = await athleteToday(db, athleteId, now);
    return rangeWindow(range, today, range === 'all' ? await firstWorkoutDate(athleteId) : null);
  }

  /**
   * Totals per sport of the window and, in the same query (one index range scan), of the
   * period before it: rows are grouped by sport and by which of the two periods they fall in.
   */
  async function totalsBySport(athleteId: string, window: Window, before: Window | null = null) {
    const isCurrent = sql<boolean>`${completedWorkouts.localDate} >= ${window.from}`;
    const rows = await db
      .select({
        sport: completedWorkouts.sport,
        isCurrent,
        workouts: sql<number>`count(*)`.mapWith(Number),
        duration: sql<number>`coalesce(sum(${completedWorkouts.durationSeconds}), 0)`.mapWith(Number),
        distance: sql<number>`coalesce(sum(${completedWorkouts.distanceMeters}), 0)`.mapWith(Number),
        stress: sql<number>`coalesce(sum(${completedWorkouts.stressScore}), 0)`.mapWith(Number),
      })
      .from(completedWorkouts)
      .where(mine(athleteId, { from: before?.from ?? window.from, to: window.to }))
      // By position: the period test carries a bound parameter, which Postgres would not match to the select's.
      .groupBy(sql`1, 2`);
    const current = { total: zeroTotals(), bySport: emptyBySport() };
    const previous = { total: zeroTotals(), bySport: emptyBySport() };
    for (const row of rows) {
      const sport = SPORT_OF_STORED[row.sport];
      if (!sport) continue;
      const period = row.isCurrent ? current : previous;
      const entry = {
        duration: row.duration,
        distance: Math.round(row.distance),
        workouts: row.workouts,
        stress: Math.round(row.stress),
      };
      for (const sum of [period.bySport[sport], period.total]) {
        sum.duration += entry.duration;
        sum.distance += entry.distance;
        sum.workouts += entry.workouts;
        sum.stress += entry.stress;
      }
    }
    return { ...current, previous: before ? previous : null };
  }

  /**
   * The model up to today (athlete-fitness.ts: the log, or the log over the plan's estimate for a
   * log shorter than the fitness window), only the range's points made: all time is every point
   * from the first scored day (or today), a month its 30.
   */
  async function fitnessOf(athleteId: string, range: HistoryRange, state: AthleteState) {
    const { today } = state;
    const estimate = await fitnessEstimateOf(db, athleteId);
    if (range === 'all') {
      const model = await athleteFitness(loads, athleteId, state, estimate, null);
      return fitnessAnswer(range, rangeWindow(range, today, model.points[0]?.date ?? null), model);
    }
    const window = rangeWindow(range, today, null);
    return fitnessAnswer(range, window, await athleteFitness(loads, athleteId, state, estimate, window.from));
  }

  // Kept in the database too, and prepared there ahead of the reads (answer-preparation.ts): with
  // thousands of athletes about, a process's 64 rarely hold the one asking, and one row read costs
  // less than an index range summed (or a page listed) and its answer compressed on every call.
  const kept = createKeptAnswers();
  const keptInDatabase = createKeptAnswers(keptAnswerStore(db));

  return {
    /**
     * A statistics answer (`make`) as the route sends it (`serialize`: the route's response
     * serializer), kept until the athlete's workouts or their today change: every one of these
     * answers is made of completed workouts and today alone.
     */
    async kept(
      athleteId: string,
      call: string,
      now: Date,
      serialize: (answer: unknown) => string,
      make: () => Promise<unknown>,
    ): Promise<KeptAnswer> {
      const { version, today } = await loads.todayOf(athleteId, now);
      const store = keptInTheDatabase(call) ? keptInDatabase : kept;
      return store.answer(athleteId, call, `${version}|${today}`, async () => serialize(await make()));
    },

    /** Totals of the range per sport, and of the equal period before it (null for all time). */
    async activityDashboard(athleteId: string, range: HistoryRange, now: Date) {
      // The first workout ever tells "nothing yet" apart from "nothing in this period".
      const [today, first] = await Promise.all([
        athleteToday(db, athleteId, now),
        firstWorkoutDate(athleteId),
      ]);
      const window = rangeWindow(range, today, first);
      const before = previousWindow(range, window);
      const current = await totalsBySport(athleteId, window, before);
      const previous = current.previous;
      return {
        range,
        from: window.from,
        to: window.to,
        firstWorkoutDate: first,
        totals: current.total,
        bySport: current.bySport,
        previous:
          previous && before
            ? { from: before.from, to: before.to, totals: previous.total, bySport: previous.bySport }
            : null,
      };
    },

    /** Share of time and of distance per sport (0–1; all 0 when nothing was done). */
    async sportSplit(athleteId: string, range: HistoryRange, now: Date) {
      const window = await windowOf(athleteId, range, now);
      const { total, bySport } = await totalsBySport(athleteId, window);
      const share = (part: number, whole: number) =>
        whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0;
      return {
        range,
        from: window.from,
        to: window.to,
        sports: HISTORY_SPORTS.map((sport) => ({
          sport,
          duration: bySport[sport].duration,
          distance: bySport[sport].distance,
          durationShare: share(bySport[sport].duration, total.duration),
          distanceShare: share(bySport[sport].distance, total.distance),
        })),
      };
    },

    /**
     * Newest first, a page at a time; `nextCursor` is null on the last page. One statement and
     * one value (the statistics screen asks on every visit; the embedded database pays per row):
     * the athlete's time zone and the page over the window of every date today can be
     * (datesAroundNow), made longer by the rows on that window's edge days, so that once today
     * is known and the edge rows outside its window are dropped, a whole page and its next row
     * are still there.
     */
    async completedWorkouts(
      athleteId: string,
      query: { range: HistoryRange; sport?: Sport; cursor?: string; limit?: number },
      now: Date,
    ) {
      const limit = query.limit ?? WORKOUTS_PAGE_DEFAULT;
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const around = datesAroundNow(now);
      const windowOn = (today: IsoDate): Window =>
        // All time starts at the first workout: every row up to today.
        query.range === 'all' ? { from: EARLIEST_DATE, to: today } : rangeWindow(query.range, today, null);
      const wide = { from: windowOn(around.from).from, to: around.to };
      const [answer] = await workoutsPage.execute({
        athleteId,
        from: wide.from,
        to: wide.to,
        edgeAbove: addDays(around.from, 1),
        edgeBelow: query.range === 'all' ? addDays(EARLIEST_DATE, -1) : addDays(wide.from, 1),
        sports: query.sport ? STORED_OF_SPORT[query.sport].join(',') : null,
        afterAt: after?.startedAt.toISOString() ?? null,
        afterId: after?.id ?? null,
        limit: limit + 1,
      });
      const today = localDate(now, answer?.timeZone ?? DEFAULT_PREFERENCES.timeZoneInfoId);
      const window = windowOn(today);
      const rows = (answer?.page ?? [])
        .filter((row) => row.localDate >= window.from && row.localDate <= window.to)
        .map((row) => ({ ...row, startedAt: new Date(row.startedAt) }));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        workouts: page.flatMap((row) => {
          const sport = SPORT_OF_STORED[row.sport];
          if (!sport) return [];
          return [
            {
              id: row.id,
              sport,
              date: row.localDate,
              startedAt: row.startedAt.toISOString(),
              title: row.title ?? DEFAULT_TITLE[sport],
              duration: row.durationSeconds,
              distance: row.distanceMeters === null ? null : Math.round(row.distanceMeters),
              stress: row.stressScore === null ? null : Math.round(row.stressScore),
            },
          ];
        }),
        nextCursor: rows.length > limit && last ? encodeCursor(last.startedAt, last.id) : null,
      };
    },

    /** Duration and distance per sport per week (per month beyond a year), every bucket present. */
    async series(athleteId: string, range: HistoryRange, now: Date) {
      const window = await windowOf(athleteId, range, now);
      const bucket = bucketFor(window);
      // Whole weeks or months: the first bucket starts on or before the range's first day.
      const covered = bucketStart(bucket, window.from);
      const unit = sql.raw(`'${bucket}'`);
      const start = sql<string>`to_char(date_trunc(${unit}, ${completedWorkouts.localDate}::timestamp), 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          start,
          sport: completedWorkouts.sport,
          duration: sql<number>`coalesce(sum(${completedWorkouts.durationSeconds}), 0)`.mapWith(Number),
          distance: sql<number>`coalesce(sum(${completedWorkouts.distanceMeters}), 0)`.mapWith(Number),
        })
        .from(completedWorkouts)
        .where(mine(athleteId, { from: covered, to: window.to }))
        .groupBy(start, completedWorkouts.sport);
      const byStart = new Map(
        bucketStarts(bucket, window).map((bucketDate) => [
          bucketDate,
          {
            start: bucketDate,
            duration: { swim: 0, bike: 0, run: 0, strength: 0 },
            distance: { swim: 0, bike: 0, run: 0, strength: 0 },
          },
        ]),
      );
      for (const row of rows) {
        const sport = SPORT_OF_STORED[row.sport];
        const entry = byStart.get(row.start);
        if (!sport || !entry) continue;
        entry.duration[sport] += row.duration;
        entry.distance[sport] += Math.round(row.distance);
      }
      return { range, from: covered, to: window.to, bucket, buckets: [...byStart.values()] };
    },

    /**
     * Fitness (CTL), fatigue (ATL) and form (TSB) for each day of the range, with the weekly
     * ramp rate, as the JSON text (and compressed copies) the route sends: the answer's keys are
     * the response schema's, in its order, so the text is what the schema's serializer would
     * write. The model runs from the first workout ever (earlier load still counts), over the
     * plan's estimate while the log is shorter than the fitness window; only the range is returned.
     */
    async fitnessKept(athleteId: string, range: HistoryRange, now: Date): Promise<KeptAnswer> {
      const state = await loads.todayOf(athleteId, now);
      // The plan's version too: a short log is read over the plan's estimate (athlete-fitness.ts).
      return keptInDatabase.answer(
        athleteId,
        `fitness|${range}`,
        `${state.planVersion}|${state.version}|${state.today}`,
        async () => JSON.stringify(await fitnessOf(athleteId, range, state)),
      );
    },
  };
}

/**
 * The window's days of the model. Days before its first day hold its seed (core fitnessSeries
 * starts from `initialFitness`): 0 before a log that covers the fitness window, the estimate
 * before a shorter one, the steady state of the training the athlete told us about.
 */
function fitnessAnswer(range: HistoryRange, window: Window, { points: model, seed }: AthleteFitness) {
  const tail = pointsFrom(model, window.from);
  const before: FitnessPoint[] = [];
  const stop = tail[0]?.date ?? addDays(window.to, 1);
  for (let date = window.from; date < stop; date = addDays(date, 1))
    before.push({ date, stress: 0, fitness: seed, fatigue: seed, form: 0, rampRate: 0 });
  const series = before.length > 0 ? [...before, ...tail] : tail;
  const round = (value: number) => Math.round(value * 10) / 10;
  const points = series.map((point) => ({
    date: point.date,
    stress: Math.round(point.stress),
    fitness: round(point.fitness),
    fatigue: round(point.fatigue),
    form: round(point.form),
    rampRate: round(point.rampRate),
  }));
  const latest = series.at(-1);
  return {
    range,
    from: window.from,
    to: window.to,
    estimate: seed > 0 ? round(seed) : null,
    points,
    current: latest
      ? {
          date: latest.date,
          fitness: round(latest.fitness),
          fatigue: round(latest.fatigue),
          form: round(latest.form),
          formBand: formBand(latest.form),
          rampRate: round(latest.rampRate),
          rampBand: rampBand(latest.rampRate, latest.fitness),
        }
      : null,
  };
}
