import { and, between, eq, sql } from 'drizzle-orm';
import { addDays, localDate, type IsoDate } from '@tricoach/core';
import { hasPremiumAccess, type SubscriptionState } from '../athlete/access';
import { athleteToday, datesAroundNow } from '../athlete/athlete-today';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { ownRow } from '../db/own-row';
import { upsertHealthReading } from './health-readings';
import { athleteProfiles, athletes, dailyCheckIns } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { loadStoredDays, type HealthSource } from '../readiness/readiness-days';
import type { ReadinessService, StoredReadiness } from '../readiness/readiness.service';
import { analyseRrIntervals } from './rr-intervals';
import type { CheckInAnswers, MeasurementInput, SorenessInput } from './check-in.schemas';

const HRV_FAILED_MESSAGE = 'HRV measurement failed. Please try again later.';
/** Wearable import keeps 3 years of health data (spec 9); older entries have no use. */
const MAX_BACKDATE_DAYS = 3 * 366;
const HISTORY_MAX_DAYS = 400;

type CheckInRow = typeof dailyCheckIns.$inferSelect;

function checkInView(row: CheckInRow) {
  return {
    id: row.id,
    date: row.localDate,
    device: row.device,
    fatigue: row.fatigue,
    stress: row.stress,
    sleep: row.sleep,
    mood: row.mood,
    soreness: (row.soreness ?? null) as SorenessInput | null,
    readiness: (row.readiness ?? null) as StoredReadiness | null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface CheckInOptions {
  premiumGateEnabled: boolean;
  /** After a write has committed (the day's verdict changes today's sessions as shown). */
  afterWrite?: (athleteId: string) => Promise<void>;
}

/**
 * The morning check-in: one row per athlete and local day holding the answers, and the day's
 * HRV and resting HR in health_readings with their source. Every write re-evaluates the day.
 */
export function createCheckInService(db: Db, readiness: ReadinessService, options: CheckInOptions) {
  /** Spec 2: the check-in needs premium or a running trial, like the plan it changes. */
  function checkAccess(athlete: SubscriptionState | undefined, now: Date): void {
    if (!athlete) throw notFound('Athlete not found');
    if (!hasPremiumAccess(athlete, options.premiumGateEnabled, now)) {
      throw new ApiError(
        403,
        'subscription_required',
        'You need a subscription or a running trial to check in.',
      );
    }
  }

  // Prepared queries (SQL built once): the check-in screens ask on every visit.
  const athleteRows = db
    .select()
    .from(athletes)
    .where(eq(athletes.id, sql.placeholder('athleteId')))
    .prepare('check_in_athlete');
  const todayRows = db
    .select({ athlete: athletes, preferences: athleteProfiles.preferences, checkIn: dailyCheckIns })
    .from(athletes)
    .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
    .leftJoin(
      dailyCheckIns,
      and(
        eq(dailyCheckIns.athleteId, athletes.id),
        between(dailyCheckIns.localDate, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .where(eq(athletes.id, sql.placeholder('athleteId')))
    .prepare('check_in_today');

  async function requireAccess(athleteId: string, now: Date): Promise<void> {
    const [athlete] = await athleteRows.execute({ athleteId });
    checkAccess(athlete, now);
  }

  /**
   * A write and the day's verdict re-evaluated from it, in one transaction: a check-in is never
   * kept without its traffic light. `dayOf` names the day the written row belongs to.
   */
  async function withVerdict<T>(
    write: (executor: Db) => Promise<T>,
    dayOf: (written: T) => IsoDate,
    athleteId: string,
    now: Date,
  ): Promise<T> {
    const written = await db.transaction(async (tx) => {
      const executor = tx as unknown as Db;
      const row = await write(executor);
      await readiness.reevaluate(athleteId, dayOf(row), now, executor);
      return row;
    });
    await options.afterWrite?.(athleteId);
    return written;
  }

  async function reload(id: string) {
    const [row] = await db.select().from(dailyCheckIns).where(eq(dailyCheckIns.id, id));
    if (!row) throw notFound('Check-in not found');
    return checkInView(row);
  }

  return {
    requireAccess,
    checkAccess,

    /**
     * Today's check-in after the access check, in one round trip (the check-in screen asks on every
     * visit): the athlete, their time zone and the check-ins of the days around now.
     */
    async today(athleteId: string, now: Date) {
      const rows = await todayRows.execute({ athleteId, ...datesAroundNow(now) });
      checkAccess(rows[0]?.athlete, now);
      const date = localDate(now, readStoredPreferences(rows[0]?.preferences).timeZoneInfoId);
      const row = rows.find((candidate) => candidate.checkIn?.localDate === date)?.checkIn;
      return { date, checkIn: row ? checkInView(row) : null };
    },

    /** One check-in per local day: a second one is refused (409) and the app edits instead. */
    async create(athleteId: string, answers: CheckInAnswers, now: Date) {
      const date = await athleteToday(db, athleteId, now);
      const row = await withVerdict(
        async (executor) => {
          const [inserted] = await executor
            .insert(dailyCheckIns)
            .values({ athleteId, localDate: date, ...answers, updatedAt: now })
            .onConflictDoNothing()
            .returning();
          if (!inserted)
            throw new ApiError(
              409,
              'check_in_exists',
              "You have already checked in today. Edit today's check-in instead.",
            );
          return inserted;
        },
        () => date,
        athleteId,
        now,
      );
      return reload(row.id);
    },

    async update(athleteId: string, id: string, answers: CheckInAnswers, now: Date) {
      // Someone else's check-in is not found, whatever their subscription says.
      await ownRow(db, dailyCheckIns, athleteId, id, 'Check-in not found');
      await requireAccess(athleteId, now);
      const row = await withVerdict(
        async (executor) => {
          const [updated] = await executor
            .update(dailyCheckIns)
            .set({ ...answers, updatedAt: now })
            .where(and(eq(dailyCheckIns.athleteId, athleteId), eq(dailyCheckIns.id, id)))
            .returning();
          if (!updated) throw notFound('Check-in not found');
          return updated;
        },
        (updated) => updated.localDate,
        athleteId,
        now,
      );
      return reload(row.id);
    },

    /** Soreness belongs to today's check-in; the first answer of the day starts one. */
    async recordSoreness(athleteId: string, soreness: SorenessInput, now: Date) {
      const date = await athleteToday(db, athleteId, now);
      const row = await withVerdict(
        async (executor) => {
          const [upserted] = await executor
            .insert(dailyCheckIns)
            .values({ athleteId, localDate: date, soreness, updatedAt: now })
            .onConflictDoUpdate({
              target: [dailyCheckIns.athleteId, dailyCheckIns.localDate],
              set: { soreness, updatedAt: now },
            })
            .returning();
          if (!upserted) throw notFound('Check-in not found');
          return upserted;
        },
        () => date,
        athleteId,
        now,
      );
      return reload(row.id);
    },

    /**
     * A morning measurement: camera result, chest-strap RR intervals (rMSSD and resting HR
     * computed here) or numbers typed from a ring. A past `date` records an earlier morning
     * (a ring's history); re-measuring the same day with the same source replaces the value.
     */
    async recordMeasurement(athleteId: string, input: MeasurementInput, now: Date) {
      const today = await athleteToday(db, athleteId, now);
      const date = input.date ?? today;
      if (date > today) throw badRequest('date', 'A measurement cannot be in the future.');
      if (date < addDays(today, -MAX_BACKDATE_DAYS))
        throw badRequest('date', 'A measurement can be at most 3 years old.');
      let rmssd = input.rmssd;
      let restingHeartRate = input.restingHeartRate;
      const detail: Record<string, unknown> = {};
      if (input.source === 'chest-strap') {
        if (!input.rrIntervals)
          throw badRequest('rrIntervals', 'RR intervals are required for a chest-strap measurement.');
        const analysis = analyseRrIntervals(input.rrIntervals);
        if (!analysis.ok) {
          throw new ApiError(422, 'measurement_failed', HRV_FAILED_MESSAGE, [
            { field: 'rrIntervals', message: analysis.advice },
          ]);
        }
        rmssd = analysis.rmssd;
        restingHeartRate = analysis.restingHeartRate;
        Object.assign(detail, {
          rrIntervals: input.rrIntervals,
          kept: analysis.kept,
          rejected: analysis.rejected,
        });
      } else if (input.source === 'camera') {
        Object.assign(detail, {
          rrIntervals: input.rrIntervals ?? [],
          heartRate: input.heartRate ?? null,
          quality: input.quality === 'acceptable' ? 'fair' : (input.quality ?? null),
          qualityAdvice: input.qualityAdvice ?? null,
          frameRate: input.frameRate ?? null,
          framesDropped: input.framesDropped ?? null,
          artefactShare: input.artefactShare ?? null,
          rmssdErrorMs: input.rmssdErrorMs ?? null,
        });
      }
      if (rmssd === undefined && restingHeartRate === undefined) {
        throw badRequest('rmssd', 'Enter your morning rMSSD or resting heart rate.');
      }
      const source: HealthSource = input.source;
      const rows = [
        ...(rmssd !== undefined ? [{ kind: 'hrv', value: rmssd }] : []),
        ...(restingHeartRate !== undefined ? [{ kind: 'resting-hr', value: restingHeartRate }] : []),
      ];
      // A past morning moves the baselines of the days after it; today's verdict is what shows.
      await withVerdict(
        async (executor) => {
          for (const row of rows) {
            await upsertHealthReading(executor, {
              athleteId,
              localDate: date,
              kind: row.kind,
              value: row.value,
              source,
              detail,
              recordedAt: now,
            });
          }
        },
        () => today,
        athleteId,
        now,
      );
      const [day] = await loadStoredDays(db, athleteId, date, date);
      return { date, hrv: day?.hrv ?? null, restingHeartRate: day?.restingHeartRate ?? null };
    },

    async history(
      athleteId: string,
      range: { from?: IsoDate | undefined; to?: IsoDate | undefined },
      now: Date,
    ) {
      const today = await athleteToday(db, athleteId, now);
      const to = range.to ?? today;
      const from = range.from ?? addDays(to, -29);
      if (from > to) throw badRequest('from', 'The start date must be before the end date.');
      if (from < addDays(to, -(HISTORY_MAX_DAYS - 1)))
        throw badRequest('from', `Ask for at most ${HISTORY_MAX_DAYS} days at once.`);
      const days = await loadStoredDays(db, athleteId, from, to);
      return {
        from,
        to,
        days: days.map((day) => ({
          date: day.date,
          checkIn: day.checkIn ? checkInView(day.checkIn) : null,
          hrv: day.hrv,
          restingHeartRate: day.restingHeartRate,
        })),
      };
    },

    /**
     * What today's check-in still asks: the measurement and every unanswered question. One
     * statement, the access check included (readiness/athlete-day.ts).
     */
    async briefing(athleteId: string, now: Date) {
      const { athlete, date, day } = await readiness.readAthleteDay(athleteId, now, 'readings');
      checkAccess(athlete, now);
      const checkIn = day.checkIn;
      // An athlete who chose to skip the measurement is not asked for it again.
      const skippedMeasurement = checkIn?.device === 'skipped';
      const answered = {
        hrv: skippedMeasurement || Boolean(day.hrv),
        restingHeartRate: skippedMeasurement || Boolean(day.restingHeartRate),
        fatigue: Boolean(checkIn?.fatigue),
        stress: Boolean(checkIn?.stress),
        sleep: Boolean(checkIn?.sleep),
        mood: Boolean(checkIn?.mood),
        soreness: Boolean(checkIn?.soreness),
      };
      return {
        date,
        checkInId: checkIn?.id ?? null,
        completed: Object.values(answered).every(Boolean),
        asks: (Object.keys(answered) as (keyof typeof answered)[]).map((item) => ({
          item,
          answered: answered[item],
        })),
        hrv: day.hrv,
        restingHeartRate: day.restingHeartRate,
      };
    },
  };
}
