import { and, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as rest } from 'node:timers/promises';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { addDays, localDate, startOfWeek, type IsoDate } from '@tricoach/core';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { answerPreparations, athleteProfiles, keptAnswers, trainingPlans } from '../db/schema';
import { comingARaceIds } from '../goals/next-a-race';
import type { TrainingEvents } from '../events/training-events';
import { dashboardView, seriesView, splitView, workoutsView } from '../history/history.routes';
import { workoutsPageCall, type createHistoryService } from '../history/history.service';
import type { JobQueue } from '../jobs/job-queue';
import { startPeriodicJob } from '../jobs/periodic-job';
import { codeFingerprint } from './code-fingerprint';
import { preparingAnswers } from './kept-answer';
import { roadmapByGoalView, roadmapView } from '../roadmap/roadmap.routes';
import type { createRoadmapService } from '../roadmap/roadmap.service';
import { outlookView, trainingPlanView } from '../training-plan/training-plan.routes';
import type { createTrainingPlanService } from '../training-plan/training-plan.service';

const PREPARE_QUEUE = 'answer-preparation';
const SWEEP_QUEUE = 'answer-preparation-sweep';
/** How often athletes whose day has turned are looked for: their answers are ready soon after midnight. */
const SWEEP_PERIOD_SECONDS = 5 * 60;
/** Athletes read per query of the sweep; it goes on until none is due. */
const SWEEP_BATCH = 100;
/**
 * A sweep stops after this much and the next one goes on (a new deployment's first sweep, or a
 * midnight shared by thousands of athletes): well inside a job's lease and the sweep's period.
 */
const SWEEP_BUDGET_MS = 4 * 60 * 1000;
/**
 * The share of the process's time a sweep takes: after each athlete it rests as long as the
 * athlete took. Measured with 10,000 athletes on one 2-core server, a new release's sweep flat out
 * left 5 of 19 page calls within 15 ms p99 while it ran (17 of 19 after it): it competes with the
 * reads, and the athletes it has not reached yet still build their answers on a read.
 */
const SWEEP_SHARE = 0.5;
/**
 * After a new plan or a write: the screen's own reads come first (they build what they ask and
 * keep it), then the rest is prepared from what they left.
 */
const PREPARE_AFTER_WRITE_SECONDS = 5;

interface Services {
  roadmap: ReturnType<typeof createRoadmapService>;
  history: ReturnType<typeof createHistoryService>;
  trainingPlan: ReturnType<typeof createTrainingPlanService>;
}

/** The serializer a route with this response schema uses, so a prepared answer is the one it sends. */
function serializerOf(schema: z.ZodType, url: string): (answer: unknown) => string {
  const serialize = serializerCompiler({ schema, method: 'GET', url });
  return (answer) => String(serialize(answer));
}

const serializers = {
  roadmap: serializerOf(roadmapView, '/api/v1/app/race-roadmap'),
  roadmapByGoal: serializerOf(roadmapByGoalView, '/api/v1/app/race-roadmap-by-goal/:goalId'),
  series: serializerOf(seriesView, '/api/v1/app/history/series'),
  dashboard: serializerOf(dashboardView, '/api/v1/app/history/activity-dashboard'),
  split: serializerOf(splitView, '/api/v1/app/history/sport-split'),
  workouts: serializerOf(workoutsView, '/api/v1/app/history/completed-workouts'),
  outlook: serializerOf(outlookView, '/api/v1/app/outlook'),
  trainingPlan: serializerOf(trainingPlanView, '/api/v1/app/training-plan'),
};

/**
 * Each athlete's page answers that cost the most to build on a first read (the roadmap, the
 * forecast's weeks, five years of fitness, the statistics' series), and the statistics screen's
 * other first answers (a month's and a year's totals, a month's sport split and first page of
 * workouts: cheap to build, but built on every read by an athlete not among a process's recent
 * 64, and compressed each time), are built ahead of their reads
 * and kept in the database (kept_answers): after every new plan (which follows every logged
 * workout or change of goals, week or thresholds), check-in or session skipped, moved or edited,
 * and once a day after the athlete's local midnight, when "today" in every key moves on. A read then finds one row instead of building. What is prepared is the
 * calls the screens make when they open (the ones `bench/support/page-calls.ts` measures); other
 * ranges and weeks are built on their first read and kept the same way.
 */
export function createAnswerPreparation(
  db: Db,
  services: Services,
  { clock, log, queue }: { clock: Clock; log: FastifyBaseLogger; queue: JobQueue },
) {
  /**
   * The athlete's answers prepared again a few seconds from now (a job): after a write that
   * changes them without a new plan (a check-in's verdict, a session skipped or moved). A failure
   * to queue it is logged, never the writer's.
   */
  async function soon(athleteId: string): Promise<void> {
    try {
      await queue.send(
        PREPARE_QUEUE,
        { athleteId },
        { startAfter: PREPARE_AFTER_WRITE_SECONDS, retryLimit: 1 },
      );
    } catch (error) {
      log.warn({ err: error, athleteId }, 'answers not queued for preparation');
    }
  }

  async function prepare(athleteId: string): Promise<void> {
    const now = clock.now();
    const [profile] = await db
      .select({ preferences: athleteProfiles.preferences })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.athleteId, athleteId));
    const timeZone = readStoredPreferences(profile?.preferences).timeZoneInfoId;
    const today = localDate(now, timeZone);
    const monday = startOfWeek(today);
    const weeks = [
      { from: monday, days: 7 },
      { from: monday, days: 42 },
    ];
    await preparingAnswers.run(true, async () => {
      const { roadmap, history, trainingPlan } = services;
      await roadmap.seasonKept(athleteId, now, serializers.roadmap);
      for (const goal of await comingARaceIds(db, athleteId, today))
        await roadmap.byGoalKept(athleteId, goal, now, serializers.roadmapByGoal);
      for (const week of weeks) await trainingPlan.outlookKept(athleteId, week, now, serializers.outlook);
      await trainingPlan.trainingPlanKept(athleteId, serializers.trainingPlan);
      for (const range of ['1m', 'all'] as const) await history.fitnessKept(athleteId, range, now);
      await history.kept(athleteId, 'series|all', now, serializers.series, () =>
        history.series(athleteId, 'all', now),
      );
      for (const range of ['1m', '1y'] as const)
        await history.kept(athleteId, `activity-dashboard|${range}`, now, serializers.dashboard, () =>
          history.activityDashboard(athleteId, range, now),
        );
      await history.kept(athleteId, 'sport-split|1m', now, serializers.split, () =>
        history.sportSplit(athleteId, '1m', now),
      );
      await history.kept(athleteId, workoutsPageCall('1m'), now, serializers.workouts, () =>
        history.completedWorkouts(athleteId, { range: '1m' }, now),
      );
    });
    // Weeks read on earlier days are not read again: their rows go, the prepared ones stay.
    await db.delete(keptAnswers).where(
      and(
        eq(keptAnswers.athleteId, athleteId),
        sql`${keptAnswers.call} like 'outlook|%'`,
        notInArray(
          keptAnswers.call,
          weeks.map((week) => `outlook|${week.from}|${week.days}`),
        ),
      ),
    );
    const prepared = {
      day: today,
      nextDueAt: nextLocalMidnight(now, timeZone, today),
      release: codeFingerprint(),
    };
    await db
      .insert(answerPreparations)
      .values({ athleteId, ...prepared })
      .onConflictDoUpdate({ target: answerPreparations.athleteId, set: prepared });
  }

  /**
   * Athletes with a plan whose answers were never prepared, whose day has turned since, or that
   * another release prepared (its rows are misses here: a deployment prepares everyone again).
   */
  async function due(limit: number): Promise<string[]> {
    const rows = await db
      .select({ athleteId: trainingPlans.athleteId })
      .from(trainingPlans)
      .leftJoin(answerPreparations, eq(answerPreparations.athleteId, trainingPlans.athleteId))
      .where(
        and(
          eq(trainingPlans.status, 'ready'),
          or(
            isNull(answerPreparations.athleteId),
            lte(answerPreparations.nextDueAt, clock.now()),
            sql`${answerPreparations.release} is distinct from ${codeFingerprint()}`,
          ),
        ),
      )
      .orderBy(sql`${answerPreparations.nextDueAt} asc nulls first`)
      .limit(limit);
    return rows.map((row) => row.athleteId);
  }

  /** Every athlete due, a batch at a time; one that fails is logged and tried again at the next sweep. */
  async function sweep(budgetMs = SWEEP_BUDGET_MS): Promise<number> {
    const started = performance.now();
    let prepared = 0;
    const failed = new Set<string>();
    while (performance.now() - started < budgetMs) {
      const batch = (await due(SWEEP_BATCH + failed.size)).filter((id) => !failed.has(id));
      if (batch.length === 0) return prepared;
      for (const athleteId of batch) {
        const athleteStarted = performance.now();
        try {
          await prepare(athleteId);
          prepared += 1;
        } catch (error) {
          failed.add(athleteId);
          log.warn({ err: error, athleteId }, 'answers not prepared');
        }
        // A rest, not only a turn of the event loop: the embedded database answers within the
        // microtask queue, and on PostgreSQL the database shares the machine's cores.
        await rest((performance.now() - athleteStarted) * (1 / SWEEP_SHARE - 1));
      }
    }
    return prepared;
  }

  return { prepare, sweep, soon };
}

export type AnswerPreparation = ReturnType<typeof createAnswerPreparation>;

/**
 * The first instant at which the athlete's local date is past `today` (their next midnight, DST
 * and all): found an hour at a time, then to the millisecond.
 */
export function nextLocalMidnight(now: Date, timeZone: string, today: IsoDate): Date {
  const tomorrow = addDays(today, 1);
  const isTomorrow = (ms: number) => localDate(new Date(ms), timeZone) >= tomorrow;
  const hour = 3_600_000;
  let before = now.getTime();
  let after = before + hour;
  while (!isTomorrow(after)) {
    before = after;
    after += hour;
  }
  while (after - before > 1) {
    const middle = before + Math.floor((after - before) / 2);
    if (isTomorrow(middle)) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/**
 * Prepares an athlete's answers a few seconds after each new plan, and sweeps for athletes whose
 * day has turned every few minutes (jobs: taken by one process, any process).
 */
export async function startAnswerPreparation(
  queue: JobQueue,
  events: TrainingEvents,
  preparation: AnswerPreparation,
  log: FastifyBaseLogger,
): Promise<void> {
  await queue.work<{ athleteId: string }>(PREPARE_QUEUE, async ({ athleteId }) => {
    await preparation.prepare(athleteId);
  });
  events.on('plan.generated', ({ athleteId }) => preparation.soon(athleteId));
  events.on('plan.session-edited', ({ athleteId }) => preparation.soon(athleteId));
  events.on('plan.changed', ({ athleteId }) => preparation.soon(athleteId));
  await startPeriodicJob(queue, SWEEP_QUEUE, SWEEP_PERIOD_SECONDS, async () => {
    const prepared = await preparation.sweep();
    if (prepared > 0) log.info({ prepared }, 'page answers prepared for the new day');
  });
}
