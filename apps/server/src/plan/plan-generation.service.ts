import type { Clock } from '../clock/clock';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  applySessionMoves,
  generateSeasonPlan,
  localDate,
  markSkipped,
  type SeasonPlan,
} from '@tricoach/core';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import { sqlOfTransaction } from '../db/transaction-sql';
import { athletes, plannedSessions, planSessionEdits, trainingPlans } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { TrainingEvents } from '../events/training-events';
import { loadPlanInput } from './plan-input.loader';
import { replacePlannedSessionsFrom } from './planned-sessions.repository';

const PLAN_GENERATION_QUEUE = 'plan-generation';
const STALLED_GENERATION_QUEUE = 'plan-generation-watchdog';
/** A plan takes well under a second: a job still active after this ran on a process that died. */
const GENERATION_EXPIRY_SECONDS = 120;
/** After this, a plan still "generating" lost its job (retries used up, or a request from before the two were one transaction). */
const STALLED_AFTER_SECONDS = 180;

export type PlanState = 'none' | 'generating' | 'ready' | 'error';

interface RequestTiming {
  /**
   * The job starts this much later: more requests meanwhile join it (a back-fill's workouts, each
   * in its own transaction), so a burst builds a plan every so often instead of back to back.
   */
  startAfterSeconds?: number;
}

interface PlanGenerationJob {
  athleteId: string;
  requestedAt: string;
}

/** Status calls of one athlete that may wait for their plan at once (dashboard-status waitForPlan). */
const MAX_WAITING_PER_ATHLETE = 4;

/**
 * Plan generation runs as a job, not in the request: onboarding completes at once and the
 * dashboard shows `plangeneration` until the plan is stored (a few hundred ms later).
 */
export function createPlanGenerationService(
  db: Db,
  queue: JobQueue,
  log: FastifyBaseLogger,
  events: TrainingEvents | undefined,
  clock: Clock,
  { stalledAfterSeconds = STALLED_AFTER_SECONDS }: { stalledAfterSeconds?: number } = {},
) {
  // Requests waiting for an athlete's build to end in this process (waitForBuild).
  const waiting = new Map<string, Set<() => void>>();
  let stopped = false;

  function buildEnded(athleteId: string): void {
    const waiters = waiting.get(athleteId);
    waiting.delete(athleteId);
    for (const resume of waiters ?? []) resume();
  }

  /**
   * Resolves when this process ends a build of the athlete's plan (stored or failed), or after
   * `ms` (a build in another process, e.g. a worker apart from the web tier, is seen only by
   * reading its status again): true. False at once, without waiting, while the server shuts down
   * or when the athlete already has MAX_WAITING_PER_ATHLETE requests waiting (a few open tabs; more
   * would only let one account hold connections open).
   */
  function waitForBuild(athleteId: string, ms: number): Promise<boolean> {
    const waiters = waiting.get(athleteId) ?? new Set<() => void>();
    if (stopped || waiters.size >= MAX_WAITING_PER_ATHLETE) return Promise.resolve(false);
    return new Promise((resolve) => {
      const resume = () => {
        clearTimeout(timer);
        waiting.get(athleteId)?.delete(resume);
        if (waiting.get(athleteId)?.size === 0) waiting.delete(athleteId);
        resolve(true);
      };
      const timer = setTimeout(resume, ms);
      waiters.add(resume);
      waiting.set(athleteId, waiters);
    });
  }

  /** Shutdown: every waiting request answers now instead of holding the server open. */
  function stopWaiting(): void {
    stopped = true;
    for (const athleteId of [...waiting.keys()]) buildEnded(athleteId);
  }

  /**
   * Marks the plan "generating" and queues its job (and the watchdog's) in one transaction: a crash
   * or a failed send leaves neither, never a status without its job. With `tx`, a caller's
   * transaction (onboarding completed, a goal changed), that transaction is the one: the caller
   * calls `wake()` once it has committed. Without, the request is a transaction of its own.
   */
  async function request(athleteId: string, tx?: Db, timing: RequestTiming = {}): Promise<void> {
    if (tx) return requestIn(tx, athleteId, timing);
    await prepare();
    await db.transaction((own) => requestIn(own as unknown as Db, athleteId, timing));
    wake();
  }

  async function prepare(): Promise<void> {
    await queue.prepare(STALLED_GENERATION_QUEUE);
    await queue.prepare(PLAN_GENERATION_QUEUE);
  }

  /** The generation job is due now: this process's worker takes it at once instead of at its next poll. */
  function wake(): void {
    queue.wake(PLAN_GENERATION_QUEUE);
  }

  /** The plan shows as being built, for the request made at `requestedAt` (its job compares it). */
  async function markGenerating(executor: Db, athleteId: string, requestedAt: Date): Promise<void> {
    await executor
      .insert(trainingPlans)
      .values({ athleteId, status: 'generating', requestedAt })
      .onConflictDoUpdate({
        target: trainingPlans.athleteId,
        set: { status: 'generating', requestedAt, error: null },
      });
  }

  async function requestIn(tx: Db, athleteId: string, timing: RequestTiming = {}): Promise<void> {
    if (await joinPending(tx, athleteId)) return;
    const requestedAt = clock.now();
    const job = { athleteId, requestedAt: requestedAt.toISOString() } satisfies PlanGenerationJob;
    const inTransaction = { db: { executeSql: sqlOfTransaction(tx) as PgBoss.Db['executeSql'] } };
    // The watchdog: a request whose job runs out of retries, or a job lost some other way, cannot
    // stay "generating" for good.
    await queue.send(STALLED_GENERATION_QUEUE, job, {
      startAfter: stalledAfterSeconds,
      retryLimit: 2,
      ...inTransaction,
    });
    await markGenerating(tx, athleteId, requestedAt);
    await queue.send(PLAN_GENERATION_QUEUE, job, {
      ...(timing.startAfterSeconds ? { startAfter: timing.startAfterSeconds } : {}),
      retryLimit: 2,
      retryDelay: 5,
      expireInSeconds: GENERATION_EXPIRY_SECONDS,
      ...inTransaction,
    });
  }

  /**
   * A generation job of the athlete's latest request that has not started yet takes this request
   * too: it reads the plan's input when it starts, after this transaction has committed (its row
   * stays locked until then, and pg-boss's fetch skips locked rows). A burst of changes then
   * queues a job per job started, not one per change. A job already running, or locked by another
   * request, is not joined: a job of its own follows.
   */
  async function joinPending(tx: Db, athleteId: string): Promise<boolean> {
    const [plan] = await tx
      .select({ status: trainingPlans.status, requestedAt: trainingPlans.requestedAt })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, athleteId));
    if (!plan) return false;
    const { rows } = await sqlOfTransaction(tx)(
      `SELECT id FROM pgboss.job
        WHERE name = $1 AND state < 'active' AND data->>'athleteId' = $2 AND data->>'requestedAt' = $3
        LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [PLAN_GENERATION_QUEUE, athleteId, plan.requestedAt.toISOString()],
    );
    if (rows.length === 0) return false;
    // A job that finished meanwhile (an older request's) may have marked the plan ready.
    if (plan.status !== 'generating')
      await tx
        .update(trainingPlans)
        .set({ status: 'generating', error: null })
        .where(eq(trainingPlans.athleteId, athleteId));
    return true;
  }

  /** The watchdog: the same request still "generating" is asked again, with a job of its own. */
  async function resumeIfStalled(job: PlanGenerationJob): Promise<void> {
    const [row] = await db
      .select({ status: trainingPlans.status, requestedAt: trainingPlans.requestedAt })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, job.athleteId));
    if (row?.status !== 'generating' || row.requestedAt.getTime() !== new Date(job.requestedAt).getTime())
      return;
    log.warn({ athleteId: job.athleteId }, 'plan generation stalled: requested again');
    await request(job.athleteId);
  }

  /** Plans left "generating" by a process that died before the watchdog existed, found at start. */
  async function resumeStalledAtStart(): Promise<void> {
    const cutoff = new Date(clock.now().getTime() - stalledAfterSeconds * 1000);
    const stalled = await db
      .select({ athleteId: trainingPlans.athleteId })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.status, 'generating'), lt(trainingPlans.requestedAt, cutoff)));
    for (const { athleteId } of stalled) await request(athleteId);
  }

  async function run(job: PlanGenerationJob): Promise<void> {
    try {
      await build(job);
    } finally {
      buildEnded(job.athleteId);
    }
  }

  async function build(job: PlanGenerationJob): Promise<void> {
    const [row] = await db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, job.athleteId));
    // A newer request has its own job: this one would only repeat the work with older intent.
    if (!row || row.requestedAt.getTime() > new Date(job.requestedAt).getTime()) return;
    const loaded = await loadPlanInput(db, job.athleteId, clock.now());
    if (!loaded.ok) {
      await markFailed(job.athleteId, `Some answers are missing: ${loaded.problems.join('; ')}`);
      return;
    }
    try {
      const started = performance.now();
      const today = localDate(clock.now(), loaded.timeZone);
      const plan = generateSeasonPlan(loaded.input, today);
      const first = row.generatedAt === null;
      await storePlan(job.athleteId, plan, today, new Date(job.requestedAt));
      await events?.emit('plan.generated', { athleteId: job.athleteId, first });
      log.info(
        {
          athleteId: job.athleteId,
          ms: Math.round(performance.now() - started),
          sessions: plan.sessions.length,
        },
        'plan generated',
      );
    } catch (error) {
      log.error({ err: error, athleteId: job.athleteId }, 'plan generation failed');
      await markFailed(job.athleteId, 'The coach could not build a plan from these answers.');
    }
  }

  /**
   * The season summary and its sessions from `today` on are replaced together, so a reader
   * never sees half a plan. Past days stay as they were planned: completed workouts point at
   * them, and the next plan measures compliance against them. The plan is "ready" only if no
   * request came in while it was built (`requestedAt` is this job's): otherwise it is stored
   * and the status stays "generating" for the newer request's job, which the dashboard waits for.
   */
  async function storePlan(
    athleteId: string,
    plan: SeasonPlan,
    today: string,
    requestedAt: Date,
  ): Promise<void> {
    const { sessions: generated, ...season } = plan;
    await db.transaction(async (tx) => {
      // Edits made while this plan was being built are applied again here, so none is lost.
      const edits = await tx.select().from(planSessionEdits).where(eq(planSessionEdits.athleteId, athleteId));
      const skipped = new Set(edits.filter((edit) => edit.kind === 'skip').map((edit) => edit.sessionId));
      const moves = edits
        .filter((edit) => edit.kind === 'move' && edit.newDate)
        .map((edit) => ({ sessionId: edit.sessionId, newDate: edit.newDate as string }));
      const sessions = markSkipped(applySessionMoves(generated, moves), skipped, new Set());
      await replacePlannedSessionsFrom(tx, athleteId, today, sessions);
      await tx
        .update(trainingPlans)
        .set({
          status: sql`case when ${trainingPlans.requestedAt} > ${requestedAt.toISOString()}::timestamptz then 'generating' else 'ready' end`,
          plan: season,
          error: null,
          generatedAt: clock.now(),
        })
        .where(eq(trainingPlans.athleteId, athleteId));
    });
  }

  async function markFailed(athleteId: string, message: string): Promise<void> {
    await db
      .update(trainingPlans)
      .set({ status: 'error', error: message })
      .where(eq(trainingPlans.athleteId, athleteId));
  }

  async function state(
    athleteId: string,
  ): Promise<{ status: PlanState; error: string | null; generatedAt: Date | null }> {
    const [row] = await db
      .select({
        status: trainingPlans.status,
        error: trainingPlans.error,
        generatedAt: trainingPlans.generatedAt,
      })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, athleteId));
    return row
      ? { status: row.status as PlanState, error: row.error, generatedAt: row.generatedAt }
      : { status: 'none', error: null, generatedAt: null };
  }

  async function sessionsOn(athleteId: string, date: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.date, date)));
    return row?.value ?? 0;
  }

  /**
   * After onboarding, any change to what the plan is built from rebuilds it; with `tx`, in the
   * caller's transaction (see `request`).
   */
  async function requestIfPlanned(athleteId: string, tx?: Db, timing: RequestTiming = {}): Promise<void> {
    const [athlete] = await (tx ?? db)
      .select({ status: athletes.onboardingStatus })
      .from(athletes)
      .where(eq(athletes.id, athleteId));
    if (athlete?.status === 'OnBoardingCompleted') await request(athleteId, tx, timing);
  }

  /**
   * Builds and stores the plan in this call, not through the queue: for seeding an onboarded
   * athlete (the server tests' factories, the benchmarks' data). Says how it ended.
   */
  async function generateNow(athleteId: string): Promise<PlanState> {
    const requestedAt = clock.now();
    await markGenerating(db, athleteId, requestedAt);
    await run({ athleteId, requestedAt: requestedAt.toISOString() });
    return (await state(athleteId)).status;
  }

  return {
    request,
    requestIfPlanned,
    generateNow,
    wake,
    waitForBuild,
    stopWaiting,
    state,
    sessionsOn,
    async startWorker() {
      await prepare();
      await queue.work<PlanGenerationJob>(PLAN_GENERATION_QUEUE, run);
      await queue.work<PlanGenerationJob>(STALLED_GENERATION_QUEUE, resumeIfStalled);
      await resumeStalledAtStart();
    },
  };
}

export type PlanGenerationService = ReturnType<typeof createPlanGenerationService>;

/**
 * What a use case that changes the plan's input needs: the re-plan's request inside its own
 * transaction (`requestIfPlanned(athleteId, tx)`), and `wake()` once that has committed.
 */
export type ReplanRequests = Pick<PlanGenerationService, 'requestIfPlanned' | 'wake'>;

/**
 * A use case's writes and the re-plan they ask for (once onboarding is completed) in one
 * transaction: a crash or a failed request keeps neither, so new input never sits beside the
 * old plan with no job to rebuild it. The workers are woken after the commit.
 */
export async function writeWithReplan<T>(
  db: Db,
  plans: ReplanRequests,
  athleteId: string,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const written = await db.transaction(async (tx) => {
    const result = await write(tx as unknown as Db);
    await plans.requestIfPlanned(athleteId, tx as unknown as Db);
    return result;
  });
  plans.wake();
  return written;
}
