import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  adjustSessionForReadiness,
  assessReadiness,
  hrvTrend,
  restingHeartRateTrend,
  localDate,
  type IsoDate,
  type PlannedSession,
  type ReadinessAssessment,
  type ReadinessStatus,
  type TrafficLight,
  type TrendWindow,
} from '@tricoach/core';
import type { SubscriptionState } from '../athlete/access';
import { athleteToday } from '../athlete/athlete-today';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { athletePlanVersions, athleteProfiles, athletes, dailyCheckIns } from '../db/schema';
import { ApiError } from '../http/errors';
import { createKeptAnswers, type KeptAnswer } from '../http/kept-answer';
import { loadEngineAthlete, measuredThresholds } from '../plan/plan-input.loader';
import { createAthleteDayReader } from './athlete-day';
import { loadStoredDays, toReadinessDay } from './readiness-days';

/** The engine needs 60 days for the corridor and the trend's 3-month tab looks 90 days further back. */
const ASSESS_LOOKBACK_DAYS = 61;
const TREND_LOOKBACK_DAYS = 90 + 60;

/** What is stored on a check-in (dailyCheckIns.readiness) and shown on the result screen. */
export interface StoredReadiness {
  status: ReadinessStatus;
  trafficLight: TrafficLight;
  /** One sentence: the weightiest reason. */
  message: string;
  reasons: { code: string; source: string; level: number; message: string }[];
  intensityCaps: ReadinessAssessment['intensityCaps'];
  /** The athlete chose to train the original session today (POST /readiness/choose-original). */
  keepOriginal: boolean;
  evaluatedAt: string;
}

/** How readiness changed one of today's sessions; carried by the plan's session views. */
export interface SessionReadiness {
  status: ReadinessStatus;
  action: 'unchanged' | 'capped' | 'eased' | 'replaced' | 'removed';
  /** One sentence: what changed. */
  message: string;
  /** The athlete chose the original: the session below is the planned one. */
  keptOriginal: boolean;
  original: { duration: number; distance: number; load: number; isHard: boolean };
}

export type ReadinessAdjustedSession = PlannedSession & { readiness?: SessionReadiness };

/** The premium-or-trial check (check-in.service checkAccess): throws for an athlete without access. */
type AccessCheck = (athlete: SubscriptionState | undefined, now: Date) => void;

/** The weightiest reason in one sentence (ties: the engine's order, HRV first). */
function oneSentence(assessment: ReadinessAssessment): string {
  const top = Math.max(...assessment.reasons.map((reason) => reason.level));
  if (assessment.status === 'proceed' && top === 0 && !assessment.reasons.some((r) => r.code === 'NO_DATA')) {
    return 'Your recovery looks normal: train as planned.';
  }
  return assessment.reasons.find((reason) => reason.level === top)?.message ?? 'Train as planned.';
}

function storedReadinessOf(assessment: ReadinessAssessment, now: Date): StoredReadiness {
  return {
    status: assessment.status,
    trafficLight: assessment.light,
    message: oneSentence(assessment),
    reasons: assessment.reasons.map(({ code, source, level, message }) => ({ code, source, level, message })),
    intensityCaps: assessment.intensityCaps,
    keepOriginal: false,
    evaluatedAt: now.toISOString(),
  };
}

/**
 * Readiness from the stored check-ins and health readings: the engine (core readiness/)
 * decides; this loads the days, stores the verdict on the day's check-in and applies it to
 * today's planned sessions.
 */
export function createReadinessService(db: Db) {
  const readAthleteDay = createAthleteDayReader(db);

  async function assess(athleteId: string, date: IsoDate, executor: Db = db): Promise<ReadinessAssessment> {
    const days = await loadStoredDays(executor, athleteId, addDays(date, -ASSESS_LOOKBACK_DAYS), date);
    return assessReadiness(days.map(toReadinessDay), date);
  }

  async function checkInOn(athleteId: string, date: IsoDate, executor: Db = db) {
    const [row] = await executor
      .select()
      .from(dailyCheckIns)
      .where(and(eq(dailyCheckIns.athleteId, athleteId), eq(dailyCheckIns.localDate, date)));
    return row ?? null;
  }

  /**
   * Re-evaluates a day and stores the verdict on its check-in (none → nothing to store); with
   * `executor`, inside the caller's transaction, so a check-in is never kept without its verdict.
   */
  async function reevaluate(
    athleteId: string,
    date: IsoDate,
    now: Date,
    executor: Db = db,
  ): Promise<StoredReadiness | null> {
    const checkIn = await checkInOn(athleteId, date, executor);
    if (!checkIn) return null;
    const readiness = storedReadinessOf(await assess(athleteId, date, executor), now);
    await executor
      .update(dailyCheckIns)
      .set({ readiness, updatedAt: now })
      .where(eq(dailyCheckIns.id, checkIn.id));
    return readiness;
  }

  /** Today's stored readiness; only a check-in makes it (no check-in → the plan stands). */
  async function today(athleteId: string, now: Date) {
    return onDate(athleteId, await athleteToday(db, athleteId, now));
  }

  /** A day's stored readiness, for callers that already know the athlete's today. */
  async function onDate(athleteId: string, date: IsoDate) {
    const checkIn = await checkInOn(athleteId, date);
    const readiness = (checkIn?.readiness ?? null) as StoredReadiness | null;
    return { date, checkIn, readiness };
  }

  /**
   * Today's sessions in the readiness-adjusted version, the original kept beside it. Other
   * days, and every day without a check-in, pass through untouched.
   */
  async function adjustSessions(
    athleteId: string,
    sessions: readonly PlannedSession[],
    now: Date,
  ): Promise<ReadinessAdjustedSession[]> {
    return adjustSessionsFor(athleteId, sessions, await today(athleteId, now));
  }

  /** adjustSessions for a caller that has already read today's readiness (and maybe the thresholds). */
  async function adjustSessionsFor(
    athleteId: string,
    sessions: readonly PlannedSession[],
    { date, readiness }: { date: IsoDate; readiness: StoredReadiness | null },
    known?: { thresholds: Record<string, number> },
  ): Promise<ReadinessAdjustedSession[]> {
    if (!readiness || !sessions.some((session) => session.date === date)) return [...sessions];
    const { thresholds } = known ?? (await loadEngineAthlete(db, athleteId));
    return sessions.map((session) => {
      if (session.date !== date || session.status === 'skipped') return session;
      const adjustment = adjustSessionForReadiness(
        session,
        { status: readiness.status, intensityCaps: readiness.intensityCaps },
        { thresholds },
      );
      const original = {
        duration: session.duration,
        distance: session.distance,
        load: session.load,
        isHard: session.isHard,
      };
      const note: SessionReadiness = {
        status: readiness.status,
        action: adjustment.action,
        message: adjustment.message,
        keptOriginal: readiness.keepOriginal,
        original,
      };
      if (readiness.keepOriginal || adjustment.action === 'unchanged') return { ...session, readiness: note };
      if (adjustment.session === null) {
        // Rest: the session stays visible, emptied, so the athlete sees what was removed and can take it back.
        return {
          ...session,
          duration: 0,
          distance: 0,
          load: 0,
          easyDuration: 0,
          isHard: false,
          isInterval: false,
          steps: [],
          legs: [],
          exercises: [],
          readiness: note,
        };
      }
      return { ...adjustment.session, readiness: note };
    });
  }

  async function chooseOriginal(
    athleteId: string,
    keepOriginal: boolean,
    now: Date,
  ): Promise<StoredReadiness> {
    const { checkIn, readiness } = await today(athleteId, now);
    if (!checkIn || !readiness)
      throw new ApiError(409, 'no_check_in_today', 'Check in first: there is no readiness for today yet.');
    const next = { ...readiness, keepOriginal };
    await db
      .update(dailyCheckIns)
      .set({ readiness: next, updatedAt: now })
      .where(eq(dailyCheckIns.id, checkIn.id));
    return next;
  }

  async function trend(athleteId: string, kind: 'hrv' | 'resting-hr', window: TrendWindow, now: Date) {
    const date = await athleteToday(db, athleteId, now);
    const stored = await loadStoredDays(db, athleteId, addDays(date, -TREND_LOOKBACK_DAYS), date);
    const days = stored.map(toReadinessDay);
    // The stored value and its source as recorded (the engine's points are back-transformed from ln).
    const readings = new Map(
      stored.map((day) => [day.date, kind === 'hrv' ? day.hrv : day.restingHeartRate]),
    );
    // HRV's band is its normal corridor; resting HR's baseline is its recent average.
    const points =
      kind === 'hrv'
        ? hrvTrend(days, date, window).map((point) => ({
            date: point.date,
            baseline: point.baseline,
            bandLow: point.corridorLow,
            bandHigh: point.corridorHigh,
          }))
        : restingHeartRateTrend(days, date, window).map((point) => ({
            date: point.date,
            baseline: point.recent,
            bandLow: point.bandLow,
            bandHigh: point.bandHigh,
          }));
    return {
      kind,
      window,
      today: date,
      points: points.map((point) => ({
        date: point.date,
        value: readings.get(point.date)?.value ?? null,
        source: readings.get(point.date)?.source ?? null,
        baseline: point.baseline ?? null,
        bandLow: point.bandLow ?? null,
        bandHigh: point.bandHigh ?? null,
      })),
    };
  }

  /**
   * The result screen: today's verdict and each of today's sessions, original beside adjusted.
   * One statement: today's day with the athlete, thresholds and sessions (athlete-day.ts).
   * `checkAccess` refuses an athlete without premium or trial (check-in.service).
   */
  async function view(athleteId: string, now: Date, checkAccess: AccessCheck) {
    const { athlete, date, day, thresholdValues, sessions } = await readAthleteDay(
      athleteId,
      now,
      'sessions',
    );
    checkAccess(athlete, now);
    const readiness = (day.checkIn?.readiness ?? null) as StoredReadiness | null;
    const planned = sessions.filter((session) => session.status !== 'skipped');
    const adjusted = await adjustSessionsFor(
      athleteId,
      planned,
      { date, readiness },
      {
        thresholds: measuredThresholds(thresholdValues),
      },
    );
    return {
      date,
      checkedIn: readiness !== null,
      status: readiness?.status ?? null,
      trafficLight: readiness?.trafficLight ?? null,
      message: readiness?.message ?? 'Check in to see how ready you are today.',
      reasons: readiness?.reasons ?? [],
      keepOriginal: readiness?.keepOriginal ?? false,
      sessions: adjusted.map((session) => ({
        id: session.id,
        sport: session.sport,
        title: session.title,
        focus: session.focus,
        action: session.readiness?.action ?? 'unchanged',
        message: session.readiness?.message ?? 'The session stands as planned.',
        original: session.readiness?.original ?? {
          duration: session.duration,
          distance: session.distance,
          load: session.load,
          isHard: session.isHard,
        },
        adjusted:
          session.readiness?.action === 'removed' && !session.readiness.keptOriginal
            ? null
            : {
                duration: session.duration,
                distance: session.distance,
                load: session.load,
                isHard: session.isHard,
              },
      })),
    };
  }

  // What the kept view is keyed by, and the access check, in one read of primary keys.
  const viewStateRows = db
    .select({
      isPremium: athletes.isPremium,
      premiumExpiresAt: athletes.premiumExpiresAt,
      trialExpiresAt: athletes.trialExpiresAt,
      preferences: sql<unknown>`(select ${athleteProfiles.preferences} from ${athleteProfiles} where ${athleteProfiles.athleteId} = ${athletes.id})`,
      planVersion: sql<
        string | number | null
      >`(select ${athletePlanVersions.version} from ${athletePlanVersions} where ${athletePlanVersions.athleteId} = ${athletes.id})`,
    })
    .from(athletes)
    .where(eq(athletes.id, sql.placeholder('athleteId')))
    .prepare('readiness_view_state');
  const keptViews = createKeptAnswers();

  /**
   * The result screen as the route sends it (`serialize`: its response serializer), kept until
   * the plan version or the athlete's today changes: the view is made of today's check-in (its
   * stored verdict), today's planned sessions and the thresholds, and every write to any of them
   * bumps the plan version as it commits (schema.ts athletePlanVersions). The access check runs
   * on every call: a trial ends with time, not with a write.
   */
  async function viewKept(
    athleteId: string,
    now: Date,
    checkAccess: AccessCheck,
    serialize: (answer: unknown) => string,
  ): Promise<KeptAnswer> {
    const [state] = await viewStateRows.execute({ athleteId });
    checkAccess(state, now);
    const today = localDate(now, readStoredPreferences(state?.preferences).timeZoneInfoId);
    const key = `${Number(state?.planVersion ?? 0)}|${today}`;
    return keptViews.answer(athleteId, 'readiness', key, async () =>
      serialize(await view(athleteId, now, () => undefined)),
    );
  }

  return {
    assess,
    reevaluate,
    today,
    onDate,
    adjustSessions,
    chooseOriginal,
    trend,
    view,
    viewKept,
    readAthleteDay,
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
