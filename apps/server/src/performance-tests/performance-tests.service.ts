import type { Clock } from '../clock/clock';
import { and, desc, eq } from 'drizzle-orm';
import {
  evaluatePerformanceTest,
  formatDisplayDate,
  generatePerformanceTestSession,
  TESTED_THRESHOLDS,
  type EnduranceSport,
  type IsoDate,
  type PerformanceTestEvaluation,
  type PlannedSession,
  type TestedThreshold,
} from '@tricoach/core';
import { athleteToday } from '../athlete/athlete-today';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { athleteProfiles, completedWorkouts, performanceTestResults, planSessionEdits } from '../db/schema';
import type { TrainingEvents } from '../events/training-events';
import { ApiError, badRequest, notFound } from '../http/errors';
import { loadPlanInput } from '../plan/plan-input.loader';
import { writeWithReplan, type ReplanRequests } from '../plan/plan-generation.service';
import type { ThresholdsService } from '../thresholds/thresholds.service';
import {
  measuredFromEntry,
  measuredFromSamples,
  measuredFromSwim,
  type Measured,
  type RawTestResult,
} from './measurement';
import { TEST_SESSION_EDIT } from './plan-input-tests';
import { TEST_PROTOCOLS } from './test-protocols';
import { findPlannedSession, upsertPlannedSession } from '../plan/planned-sessions.repository';

const TEST_SPORT_TYPES = {
  swimming: 'swim',
  cycling: 'bike',
  running: 'run',
} as const satisfies Record<string, EnduranceSport>;
type TestSportType = keyof typeof TEST_SPORT_TYPES;

/** The stored evaluation (performanceTestResults.evaluation). */
interface StoredEvaluation {
  testDate: IsoDate;
  source: 'device' | 'entered';
  raw?: RawTestResult;
  /** The threshold the athlete trains by (their measurement preference). */
  primary: PerformanceTestEvaluation;
  /** The other thresholds the same test measured (heart rate beside power or pace). */
  others: PerformanceTestEvaluation[];
}

interface TestSession {
  id: string;
  sport: EnduranceSport;
  date: IsoDate;
  title: string;
  session: PlannedSession | null;
}

interface PerformanceTestsDeps {
  clock: Clock;
  thresholds: ThresholdsService;
  /** A decided result or a developer's test session changes the plan: re-planned in the write's transaction. */
  planGeneration: ReplanRequests;
  onIdentityChanged: (athleteId: string) => void;
  events: TrainingEvents;
  /** The developer call (spec section 7) answers 404 in production. */
  allowDeveloperCalls: boolean;
}

const evaluationView = (evaluation: PerformanceTestEvaluation) => ({
  metric: evaluation.metric,
  outcome: evaluation.outcome,
  flag: evaluation.flag ?? null,
  previous: evaluation.previous ?? null,
  measured: evaluation.measured,
  change: evaluation.change ?? null,
  message: evaluation.message,
});

function resultView(row: typeof performanceTestResults.$inferSelect) {
  const stored = row.evaluation as StoredEvaluation;
  return {
    id: row.id,
    ...evaluationView(stored.primary),
    others: stored.others.map(evaluationView),
    source: stored.source,
    decision: row.decision as 'pending' | 'accepted' | 'rejected',
  };
}

/** The page after a test: the session and its result (null before there is one). */
const postViewOf = (test: TestSession, row: typeof performanceTestResults.$inferSelect | null) => ({
  sessionId: test.id,
  sport: test.sport,
  date: test.date,
  title: test.title,
  entryFields: TEST_PROTOCOLS[test.sport].entryFields,
  result: row ? resultView(row) : null,
});

const isEndurance = (sport: string): sport is EnduranceSport =>
  sport === 'swim' || sport === 'bike' || sport === 'run';

export function createPerformanceTestsService(db: Db, deps: PerformanceTestsDeps) {
  async function resultOf(athleteId: string, sessionId: string) {
    const [row] = await db
      .select()
      .from(performanceTestResults)
      .where(
        and(
          eq(performanceTestResults.athleteId, athleteId),
          eq(performanceTestResults.plannedSessionId, sessionId),
        ),
      );
    return row ?? null;
  }

  /** The athlete's own test session; after a regeneration dropped a past one, its stored result still names it. */
  async function ownTest(athleteId: string, sessionId: string): Promise<TestSession> {
    const session = await findPlannedSession(db, athleteId, sessionId);
    if (session && session.focus === 'PerformanceTest' && isEndurance(session.sport)) {
      return { id: session.id, sport: session.sport, date: session.date, title: session.title, session };
    }
    const result = await resultOf(athleteId, sessionId);
    if (!session && result && isEndurance(result.sport)) {
      const stored = result.evaluation as StoredEvaluation;
      return {
        id: sessionId,
        sport: result.sport,
        date: stored.testDate,
        title: TEST_PROTOCOLS[result.sport].name,
        session: null,
      };
    }
    throw notFound('Performance test not found');
  }

  /** Primary first: the threshold the athlete's measurement preference trains by. */
  async function metricOrder(athleteId: string, sport: EnduranceSport): Promise<readonly TestedThreshold[]> {
    const [profile] = await db
      .select({ preferences: athleteProfiles.preferences })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.athleteId, athleteId));
    const preferences = readStoredPreferences(profile?.preferences);
    if (sport === 'bike')
      return preferences.cyclingMeasurement.interval === 'Power'
        ? ['bikeUpperPower', 'bikeUpperHeartRate']
        : ['bikeUpperHeartRate', 'bikeUpperPower'];
    if (sport === 'run')
      return preferences.runningMeasurement.interval === 'Pace'
        ? ['runUpperPace', 'runUpperHeartRate']
        : ['runUpperHeartRate', 'runUpperPace'];
    return TESTED_THRESHOLDS.swim;
  }

  /** Each measured value against the athlete's current threshold; an estimate is no previous value. */
  async function evaluate(athleteId: string, sport: EnduranceSport, measured: Measured, now: Date) {
    const current = await deps.thresholds.get(athleteId, now);
    const evaluations = (await metricOrder(athleteId, sport))
      .filter((metric) => measured[metric] !== undefined)
      .map((metric) => {
        const previous = current.estimated.includes(metric) ? null : current[metric];
        return evaluatePerformanceTest(metric, measured[metric] as number, previous ?? undefined);
      });
    const [primary, ...others] = evaluations;
    return primary ? { primary, others } : null;
  }

  async function storeResult(
    athleteId: string,
    test: TestSession,
    evaluation: Omit<StoredEvaluation, 'testDate'>,
    completedWorkoutId: string | null,
  ) {
    const stored: StoredEvaluation = { testDate: test.date, ...evaluation };
    const createdAt = deps.clock.now();
    await db
      .insert(performanceTestResults)
      .values({
        athleteId,
        plannedSessionId: test.id,
        sport: test.sport,
        evaluation: stored,
        completedWorkoutId,
        decision: 'pending',
        createdAt,
      })
      .onConflictDoUpdate({
        target: [performanceTestResults.athleteId, performanceTestResults.plannedSessionId],
        set: { evaluation: stored, completedWorkoutId, createdAt },
      });
    deps.onIdentityChanged(athleteId);
    await deps.events.emit('performance-test.evaluated', {
      athleteId,
      sessionId: test.id,
      sport: test.sport,
      outcome: evaluation.primary.outcome,
    });
    const row = await resultOf(athleteId, test.id);
    if (!row) throw new Error('performance test result not stored');
    return row;
  }

  /** A workout logged against the test session, measured from its recording. */
  async function evaluateFromWorkout(athleteId: string, test: TestSession, now: Date) {
    const [workout] = await db
      .select({
        id: completedWorkouts.id,
        samples: completedWorkouts.samples,
        details: completedWorkouts.details,
      })
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.plannedSessionId, test.id)))
      .orderBy(desc(completedWorkouts.startedAt))
      .limit(1);
    if (!workout) return null;
    const evaluation = await evaluate(
      athleteId,
      test.sport,
      test.sport === 'swim'
        ? measuredFromSwim(workout.details)
        : measuredFromSamples(test.sport, workout.samples),
      now,
    );
    return evaluation ? storeResult(athleteId, test, { source: 'device', ...evaluation }, workout.id) : null;
  }

  function checkEntry(sport: EnduranceSport, raw: RawTestResult): void {
    if (sport === 'swim') {
      if (raw.time400m === undefined) throw badRequest('time400m', 'Enter your 400 m time');
      if (raw.time200m === undefined) throw badRequest('time200m', 'Enter your 200 m time');
      if (raw.time400m <= raw.time200m)
        throw badRequest('time400m', 'The 400 m time must be longer than the 200 m time');
      return;
    }
    if (sport === 'bike' && raw.averagePower === undefined && raw.averageHeartRate === undefined) {
      throw badRequest('averagePower', 'Enter the 20-minute average power or heart rate');
    }
    if (sport === 'run' && raw.averagePace === undefined && raw.averageHeartRate === undefined) {
      throw badRequest('averagePace', 'Enter the 30-minute average pace or heart rate');
    }
  }

  // A test done with a device (an uploaded file, a wearable) is measured as soon as its workout
  // arrives: the result waits for the athlete's decision and the coach says so, without the
  // athlete having to open the test first.
  // A wearable may send the summary first and the recording minutes later: the test is measured
  // again when the recording arrives (a summary alone measures nothing, so no result is in the way).
  const measureFromDevice = async ({
    athleteId,
    plannedSessionId,
  }: {
    athleteId: string;
    plannedSessionId: string | null;
  }) => {
    if (!plannedSessionId) return;
    // Any other planned session is no test: only that answer is expected here.
    const test = await ownTest(athleteId, plannedSessionId).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    if (!test?.session || (await resultOf(athleteId, test.id))) return;
    await evaluateFromWorkout(athleteId, test, deps.clock.now());
  };
  deps.events.on('workout.completed', measureFromDevice);
  deps.events.on('workout.recorded', measureFromDevice);

  return {
    async preView(athleteId: string, sessionId: string, now: Date) {
      const test = await ownTest(athleteId, sessionId);
      const protocol = TEST_PROTOCOLS[test.sport];
      const current = await deps.thresholds.get(athleteId, now);
      const result = await resultOf(athleteId, sessionId);
      return {
        sessionId: test.id,
        sport: test.sport,
        date: test.date,
        title: test.title,
        duration: test.session?.duration ?? null,
        steps: test.session?.steps ?? [],
        name: protocol.name,
        purpose: protocol.purpose,
        protocol: protocol.protocol,
        preparation: protocol.preparation,
        currentThresholds: (await metricOrder(athleteId, test.sport)).map((metric) => ({
          metric,
          value: current[metric],
          isEstimate: current.estimated.includes(metric),
        })),
        hasResult: result !== null,
      };
    },

    async postView(athleteId: string, sessionId: string, now: Date) {
      const test = await ownTest(athleteId, sessionId);
      const row = (await resultOf(athleteId, sessionId)) ?? (await evaluateFromWorkout(athleteId, test, now));
      return postViewOf(test, row);
    },

    /** The raw result typed by the athlete (no device measured the test). */
    async enterResult(athleteId: string, sessionId: string, raw: RawTestResult, now: Date) {
      const test = await ownTest(athleteId, sessionId);
      const today = await athleteToday(db, athleteId, now);
      if (test.date > today)
        throw badRequest(
          'sessionId',
          `This test is planned for ${formatDisplayDate(test.date)}: enter the result after you have done it`,
        );
      const existing = await resultOf(athleteId, sessionId);
      if (existing && existing.decision !== 'pending')
        throw new ApiError(409, 'conflict', 'This result has already been decided');
      checkEntry(test.sport, raw);
      const evaluation = await evaluate(athleteId, test.sport, measuredFromEntry(test.sport, raw), now);
      if (!evaluation) throw badRequest('body', 'Enter the test result');
      const row = await storeResult(athleteId, test, { source: 'entered', raw, ...evaluation }, null);
      return postViewOf(test, row);
    },

    /** Spec section 4: accept updates the threshold; reject keeps it and plans a retest (plan-input-tests.ts). */
    async confirm(athleteId: string, sessionId: string, accept: boolean, now: Date) {
      await ownTest(athleteId, sessionId);
      const row = await resultOf(athleteId, sessionId);
      if (!row) throw badRequest('workoutId', 'Enter the test result first');
      if (row.decision !== 'pending')
        throw new ApiError(409, 'conflict', 'This result has already been decided');
      const stored = row.evaluation as StoredEvaluation;
      if (accept && stored.primary.outcome === 'invalid') {
        throw badRequest(
          'confirm',
          `This result cannot be accepted: ${stored.primary.message}. Reject it to keep your threshold and plan a new test.`,
        );
      }
      const accepted = [
        stored.primary,
        ...stored.others.filter((evaluation) => evaluation.outcome !== 'invalid'),
      ];
      const value = (metric: TestedThreshold) =>
        accepted.find((evaluation) => evaluation.metric === metric)?.measured;
      const defined = (body: Record<string, number | undefined>) =>
        Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      // The decision, the thresholds it accepts and the re-plan (a rejection plans a retest from
      // the rejected result): one transaction, so none is kept without the others.
      const decided = await writeWithReplan(db, deps.planGeneration, athleteId, async (tx) => {
        // Through the thresholds service: the same rules as settings, written in this transaction
        // (whose re-plan, asked once after these writes, covers them).
        if (accept && row.sport === 'swim')
          await deps.thresholds.postSwimming(athleteId, { css: value('swimCss') }, now, { tx });
        if (accept && row.sport === 'bike')
          await deps.thresholds.postCycling(
            athleteId,
            defined({ upperPower: value('bikeUpperPower'), upperHeartRate: value('bikeUpperHeartRate') }),
            now,
            { tx },
          );
        if (accept && row.sport === 'run')
          await deps.thresholds.postRunning(
            athleteId,
            defined({ upperPace: value('runUpperPace'), upperHeartRate: value('runUpperHeartRate') }),
            now,
            { isOnboarding: false, tx },
          );
        const [done] = await tx
          .update(performanceTestResults)
          .set({ decision: accept ? 'accepted' : 'rejected', decidedAt: now })
          .where(and(eq(performanceTestResults.id, row.id), eq(performanceTestResults.decision, 'pending')))
          .returning();
        if (!done) throw new ApiError(409, 'conflict', 'This result has already been decided');
        return done;
      });
      deps.onIdentityChanged(athleteId);
      return { result: resultView(decided), thresholds: await deps.thresholds.get(athleteId, now) };
    },

    /** Developer call (spec section 7): a test session on a chosen day, kept by every regeneration. */
    async generate(athleteId: string, sportType: TestSportType, date: IsoDate, now: Date) {
      if (!deps.allowDeveloperCalls) throw notFound();
      const today = await athleteToday(db, athleteId, now);
      if (date < today) throw badRequest('date', 'The test date must be today or later');
      const loaded = await loadPlanInput(db, athleteId, now);
      if (!loaded.ok)
        throw badRequest('athleteId', 'Finish onboarding first: the test is built from your answers');
      const sport = TEST_SPORT_TYPES[sportType];
      const session = generatePerformanceTestSession(sport, date, loaded.input);
      const { id } = session;
      const planned = { ...session, status: 'locked' as const };
      // The test session and the re-plan that keeps it: one transaction.
      await writeWithReplan(db, deps.planGeneration, athleteId, async (tx) => {
        await tx
          .insert(planSessionEdits)
          .values({ athleteId, sessionId: id, kind: TEST_SESSION_EDIT, newDate: date })
          .onConflictDoUpdate({
            target: [planSessionEdits.athleteId, planSessionEdits.sessionId, planSessionEdits.kind],
            set: { newDate: date, createdAt: now },
          });
        await upsertPlannedSession(tx, athleteId, planned);
      });
      await deps.events.emit('performance-test.due', { athleteId, sessionId: id, sport, date });
      return { id, date, sport, title: planned.title, focus: planned.focus, duration: planned.duration };
    },
  };
}
