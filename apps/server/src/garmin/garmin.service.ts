import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, localDate, type WorkoutSamples } from '@tricoach/core';
import type { Clock } from '../clock/clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import {
  athleteProfiles,
  garminAuthorizations,
  garminBackfillWindows,
  garminConnections,
  garminSummaries,
  garminWorkouts,
} from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { TrainingEvents } from '../events/training-events';
import type { CompletedWorkoutsService } from '../completed-workouts/completed-workouts.service';
import { athleteTimeZone } from '../athlete/athlete-today';
import { yieldToRequests } from '../jobs/yield-to-requests';
import { readStoredPreferences } from '../athlete/profile.storage';
import { ApiError, badRequest } from '../http/errors';
import {
  BACKFILL_TYPES,
  createGarminClient,
  createPkcePair,
  garminSettingsOf,
  GarminHttpError,
  type BackfillType,
  type GarminClient,
  type GarminTokens,
} from './garmin-client';
import { isPushable, toGarminWorkout, workoutHash } from './garmin-workout-mapping';
import { createGarminRequestBudget, GarminBudgetSpent, type GarminCallKind } from './garmin-request-budget';
import { createGarminHealthIntake } from './garmin-health';
import { importableActivity, samplesOfDetails, sportOfActivityType } from './garmin-activities';
import { MAX_UNPACKED_FILE_BYTES, readActivityFile } from '../activity-imports/activity-files';
import type { ImportedActivity } from '../activity-imports/activity';
import { plannedSessionsFrom } from '../plan/planned-sessions.repository';
import type { ReplanRequests } from '../plan/plan-generation.service';

/** Spec section 8, settings failures: shown whenever a Garmin call fails. */
const GARMIN_FAILED_MESSAGE = 'We failed to retrieve your GARMIN® Connect data, please try again.';
/** What the coach needs to read: activities and health data (HRV, resting HR, sleep). */
const REQUIRED_PERMISSIONS = ['ACTIVITY_EXPORT', 'HEALTH_EXPORT'] as const;

const WEBHOOK_QUEUE = 'garmin-webhook';
const BACKFILL_QUEUE = 'garmin-backfill';
const WORKOUT_PUSH_QUEUE = 'garmin-workout-push';

const AUTHORIZATION_TTL_MS = 15 * 60_000;
/** Refresh a little before Garmin's expiry, so a call never starts with a token about to die. */
const TOKEN_MARGIN_MS = 60_000;
const DAY_SECONDS = 86_400;
/** Issue 13: 5 years of activities in 30-day windows, 3 years of health in 90-day windows (Garmin's per-request maxima). */
const BACKFILL_PLAN: Record<BackfillType, { years: number; windowDays: number }> = {
  activities: { years: 5, windowDays: 30 },
  dailies: { years: 3, windowDays: 90 },
  hrv: { years: 3, windowDays: 90 },
  sleeps: { years: 3, windowDays: 90 },
};
/** The Training API push covers the coming week (issue 13 part 4). */
const PUSH_DAYS = 7;

type ConnectionRow = typeof garminConnections.$inferSelect;
type ReplanTiming = Parameters<ReplanRequests['requestIfPlanned']>[2];

/** Webhook lists that bring workouts. */
const ACTIVITY_TYPES = ['activities', 'manuallyUpdatedActivities', 'activityDetails', 'activityFiles'];
/** A notification with several workouts re-plans this much later (see runWebhook). */
const BURST_REPLAN_AFTER_SECONDS = 10;

interface GarminServiceDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  clock: Clock;
  events: TrainingEvents;
  completedWorkouts: CompletedWorkoutsService;
  /** A new workout re-plans (from what was really done): asked in the transaction that stores it. */
  planGeneration: ReplanRequests;
  reevaluateReadiness: (athleteId: string, date: string, now: Date) => Promise<unknown>;
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** An in-app path only (no scheme, no host): the callback must never redirect off the app. */
function safeRedirectPath(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\r\n]/.test(value)) {
    throw badRequest(
      'redirectTo',
      'redirectTo must be a path in the app, such as /app/settings/third-party-connections.',
    );
  }
  return value;
}

/**
 * A notification as PostgreSQL can store it: a NUL in any string (which text and jsonb refuse)
 * removed, so one stray byte cannot turn Garmin's delivery into a 500 it retries for days.
 */
function withoutNul(value: unknown): unknown {
  // eslint-disable-next-line no-control-regex -- the point is the NUL character
  if (typeof value === 'string') return value.includes('\u0000') ? value.replace(/\u0000/g, '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [withoutNul(key) as string, withoutNul(entry)]),
    );
  return value;
}

/**
 * Takes an athlete's Garmin summary (an activity's summary, details and file share the activity's
 * id as `key`) for import: true the first time, false when it was taken before.
 */
async function claimSummary(tx: Db, athleteId: string, summaryType: string, key: string): Promise<boolean> {
  const inserted = await tx
    .insert(garminSummaries)
    .values({ athleteId, summaryType, summaryId: key })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

/** Links an activity's summaries of these types to the workout they stored. */
async function linkSummaries(tx: Db, athleteId: string, key: string, types: string[], workoutId: string) {
  await tx
    .update(garminSummaries)
    .set({ completedWorkoutId: workoutId })
    .where(
      and(
        eq(garminSummaries.athleteId, athleteId),
        eq(garminSummaries.summaryId, key),
        inArray(garminSummaries.summaryType, types),
      ),
    );
}

/**
 * The Garmin Connect connection (issue 13 part 3 and the push of part 4): OAuth 2 with PKCE,
 * tokens per athlete (refreshed once on 401), webhooks taken in by jobs, back-fill walked
 * back in windows, and the coming week's sessions sent to the watch.
 */
export function createGarminService(deps: GarminServiceDeps) {
  const { db, jobs, log, clock } = deps;
  const settings = garminSettingsOf(deps.config);
  const client: GarminClient | null = settings ? createGarminClient(settings) : null;
  const budget = createGarminRequestBudget(db, clock, deps.config.GARMIN_USER_DAILY_REQUESTS);
  const webBase = deps.config.publicUrl.replace(/\/+$/, '');
  const health = createGarminHealthIntake(db);

  function requireClient(): GarminClient {
    if (!client)
      throw new ApiError(
        503,
        'garmin_not_configured',
        'GARMIN® Connect is not available on this server yet.',
      );
    return client;
  }

  async function connectionOf(athleteId: string): Promise<ConnectionRow | null> {
    const [row] = await db.select().from(garminConnections).where(eq(garminConnections.athleteId, athleteId));
    return row ?? null;
  }

  async function refreshTokens(connection: ConnectionRow): Promise<ConnectionRow> {
    let tokens: GarminTokens;
    try {
      tokens = await requireClient().refresh(connection.refreshToken);
    } catch (error) {
      // Garmin no longer honours the refresh token (expired after ~90 days, revoked): the link is
      // gone, and the athlete is shown as not connected so they can connect again.
      if (
        error instanceof GarminHttpError &&
        (error.status === 400 || error.status === 401) &&
        error.body.includes('invalid_grant')
      ) {
        log.warn({ athleteId: connection.athleteId }, 'garmin refresh token refused; connection removed');
        await db.transaction(async (tx) => forget(tx as unknown as Db, connection.athleteId));
        throw new ApiError(409, 'garmin_not_connected', 'GARMIN® Connect needs to be connected again.');
      }
      throw error;
    }
    const now = clock.now();
    const [updated] = await db
      .update(garminConnections)
      .set({
        accessToken: tokens.accessToken,
        accessTokenExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
        // Garmin sends a new refresh token with every refresh; the old one is spent.
        refreshToken: tokens.refreshToken,
        refreshTokenExpiresAt: tokens.refreshTokenExpiresIn
          ? new Date(now.getTime() + tokens.refreshTokenExpiresIn * 1000)
          : connection.refreshTokenExpiresAt,
        updatedAt: now,
      })
      .where(
        and(
          eq(garminConnections.athleteId, connection.athleteId),
          eq(garminConnections.garminUserId, connection.garminUserId),
        ),
      )
      .returning();
    return updated ?? connection;
  }

  /** Calls Garmin with the athlete's access token: refreshed when it is about to expire, and once more on a 401. */
  async function withToken<T>(
    athleteId: string,
    kind: GarminCallKind,
    call: (accessToken: string, api: GarminClient) => Promise<T>,
    calls = 1,
  ): Promise<T> {
    const api = requireClient();
    let connection = await connectionOf(athleteId);
    if (!connection) throw new ApiError(409, 'garmin_not_connected', 'GARMIN® Connect is not connected.');
    await budget.spend(athleteId, kind, calls);
    if (connection.accessTokenExpiresAt.getTime() - TOKEN_MARGIN_MS <= clock.now().getTime())
      connection = await refreshTokens(connection);
    try {
      return await call(connection.accessToken, api);
    } catch (error) {
      if (!(error instanceof GarminHttpError && error.isUnauthorized)) throw error;
      connection = await refreshTokens(connection);
      return call(connection.accessToken, api);
    }
  }

  async function planBackfill(tx: Db, athleteId: string, now: Date): Promise<void> {
    const end = Math.floor(now.getTime() / 1000);
    await tx.delete(garminBackfillWindows).where(eq(garminBackfillWindows.athleteId, athleteId));
    const rows: (typeof garminBackfillWindows.$inferInsert)[] = [];
    for (const type of BACKFILL_TYPES) {
      const { years, windowDays } = BACKFILL_PLAN[type];
      const oldest = end - Math.round(years * 365.25) * DAY_SECONDS;
      for (let windowEnd = end; windowEnd > oldest; windowEnd -= windowDays * DAY_SECONDS) {
        rows.push({
          athleteId,
          summaryType: type,
          startSeconds: Math.max(oldest, windowEnd - windowDays * DAY_SECONDS),
          endSeconds: windowEnd,
          status: 'pending',
        });
      }
    }
    await tx.insert(garminBackfillWindows).values(rows);
  }

  async function forget(tx: Db, athleteId: string): Promise<void> {
    await tx.delete(garminConnections).where(eq(garminConnections.athleteId, athleteId));
    await tx.delete(garminBackfillWindows).where(eq(garminBackfillWindows.athleteId, athleteId));
    await tx.delete(garminWorkouts).where(eq(garminWorkouts.athleteId, athleteId));
  }

  const hasRequired = (permissions: readonly string[]) =>
    REQUIRED_PERMISSIONS.every((p) => permissions.includes(p));
  const canPush = (permissions: readonly string[]) => permissions.includes('WORKOUT_IMPORT');

  async function requestPush(athleteId: string, delaySeconds = 0): Promise<void> {
    await jobs.send(
      WORKOUT_PUSH_QUEUE,
      { athleteId },
      { retryLimit: 3, retryDelay: 30, ...(delaySeconds ? { startAfter: delaySeconds } : {}) },
    );
  }

  // ---- OAuth -------------------------------------------------------------------------

  async function requestToken(athleteId: string, redirectTo: string | undefined): Promise<{ url: string }> {
    const api = requireClient();
    const path = safeRedirectPath(redirectTo);
    const { verifier, challenge } = createPkcePair();
    const state = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .delete(garminAuthorizations)
        .where(and(eq(garminAuthorizations.athleteId, athleteId), lt(garminAuthorizations.expiresAt, now)));
      await tx.insert(garminAuthorizations).values({
        stateHash: hashState(state),
        athleteId,
        codeVerifier: verifier,
        redirectTo: path,
        expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS),
      });
    });
    return { url: api.authorizeUrl(state, challenge) };
  }

  /** Garmin sends the browser back here; the answer is where the web app continues. */
  async function completeAuthorization(query: {
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
  }): Promise<string> {
    const onboardingFailed = `${webBase}/onboarding/connect/garmin?garmin=failed`;
    if (!query.state) return onboardingFailed;
    const [pending] = await db
      .delete(garminAuthorizations)
      .where(eq(garminAuthorizations.stateHash, hashState(query.state)))
      .returning();
    const now = clock.now();
    if (!pending || pending.expiresAt.getTime() < now.getTime()) return onboardingFailed;
    const back = (outcome: 'connected' | 'restrictions' | 'failed') => {
      if (pending.redirectTo)
        return `${webBase}${pending.redirectTo}${pending.redirectTo.includes('?') ? '&' : '?'}garmin=${outcome}`;
      if (outcome === 'failed') return onboardingFailed;
      return `${webBase}/onboarding/connect/garmin/${outcome === 'connected' ? 'success' : 'restrictions'}`;
    };
    if (query.error || !query.code) return back('failed');
    const api = requireClient();
    let tokens: GarminTokens, garminUserId: string, permissions: string[];
    try {
      tokens = await api.exchangeCode(query.code, pending.codeVerifier);
      await budget.spend(pending.athleteId, 'always', 2);
      garminUserId = await api.userId(tokens.accessToken);
      permissions = await api.permissions(tokens.accessToken);
    } catch (error) {
      log.warn({ err: error, athleteId: pending.athleteId }, 'garmin authorisation failed');
      return back('failed');
    }
    const athleteId = pending.athleteId;
    await db.transaction(async (tx) => {
      // Garmin's user id is the key (integrations.md): linked to another athlete before, it moves here.
      const [previous] = await tx
        .select({ athleteId: garminConnections.athleteId })
        .from(garminConnections)
        .where(eq(garminConnections.garminUserId, garminUserId));
      if (previous && previous.athleteId !== athleteId) await forget(tx as unknown as Db, previous.athleteId);
      const values = {
        athleteId,
        garminUserId,
        accessToken: tokens.accessToken,
        accessTokenExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
        refreshToken: tokens.refreshToken,
        refreshTokenExpiresAt: tokens.refreshTokenExpiresIn
          ? new Date(now.getTime() + tokens.refreshTokenExpiresIn * 1000)
          : null,
        permissions,
        historicalDataDenied: false,
        updatedAt: now,
      };
      await tx
        .insert(garminConnections)
        .values(values)
        .onConflictDoUpdate({ target: garminConnections.athleteId, set: values });
      await planBackfill(tx as unknown as Db, athleteId, now);
    });
    await jobs.send(BACKFILL_QUEUE, { athleteId }, { retryLimit: 3, retryDelay: 60 });
    if (canPush(permissions)) await requestPush(athleteId);
    return back(hasRequired(permissions) ? 'connected' : 'restrictions');
  }

  async function isConnected(athleteId: string): Promise<boolean> {
    return (await connectionOf(athleteId)) !== null;
  }

  /** Asks Garmin for the current permissions (the athlete can change them at Garmin any time). */
  async function hasRequiredPermissions(athleteId: string): Promise<boolean> {
    const connection = await connectionOf(athleteId);
    if (!connection) return false;
    try {
      const permissions = await withToken(athleteId, 'incoming', (token, api) => api.permissions(token));
      await db
        .update(garminConnections)
        .set({ permissions, updatedAt: clock.now() })
        .where(eq(garminConnections.athleteId, athleteId));
      // Workouts allowed since we last looked: the coming week goes to the watch.
      if (canPush(permissions) && !canPush(connection.permissions)) await requestPush(athleteId);
      return hasRequired(permissions);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Today's calls are spent: what Garmin last told us stands until tomorrow.
      if (error instanceof GarminBudgetSpent) return hasRequired(connection.permissions);
      log.warn({ err: error, athleteId }, 'garmin permissions call failed');
      throw new ApiError(502, 'garmin_failed', GARMIN_FAILED_MESSAGE);
    }
  }

  /**
   * Removes the coming workouts from the watch, deregisters at Garmin (which stops its data)
   * and forgets the connection. Garmin being unreachable does not keep the athlete connected.
   */
  async function disconnect(athleteId: string): Promise<void> {
    const connection = await connectionOf(athleteId);
    if (!connection) return;
    if (client) {
      try {
        const pushed = await db.select().from(garminWorkouts).where(eq(garminWorkouts.athleteId, athleteId));
        await withToken(
          athleteId,
          'always',
          async (token, api) => {
            for (const workout of pushed) await api.deleteWorkout(token, workout.garminWorkoutId);
            await api.deregister(token);
          },
          pushed.length + 1,
        );
      } catch (error) {
        log.warn(
          { err: error, athleteId },
          'garmin deregistration failed; the connection is removed here anyway',
        );
      }
    }
    await db.transaction(async (tx) => forget(tx as unknown as Db, athleteId));
  }

  async function backfillStatus(athleteId: string) {
    const connection = await connectionOf(athleteId);
    if (!connection)
      return {
        connected: false,
        state: 'none' as const,
        total: 0,
        done: 0,
        percent: 0,
        historicalDataDenied: false,
        message: null,
      };
    const windows = await db
      .select({ status: garminBackfillWindows.status })
      .from(garminBackfillWindows)
      .where(eq(garminBackfillWindows.athleteId, athleteId));
    const total = windows.length;
    const done = windows.filter((w) => w.status !== 'pending').length;
    const denied = connection.historicalDataDenied;
    const state = denied
      ? ('historicalDataOff' as const)
      : total === 0
        ? ('none' as const)
        : done < total
          ? ('running' as const)
          : ('done' as const);
    return {
      connected: true,
      state,
      total,
      done,
      percent: total === 0 ? 0 : Math.round((done / total) * 100),
      historicalDataDenied: denied,
      message: denied
        ? 'GARMIN® did not share your history with Tricoach: allow "historical data" for Tricoach in GARMIN® Connect (or disconnect and connect again) so the coach sees your past training. New activities arrive as usual.'
        : null,
    };
  }

  // ---- Jobs --------------------------------------------------------------------------

  /** Asks Garmin for every pending window, newest first; a 429 continues later, a 403 means no history shared. */
  async function runBackfill({ athleteId }: { athleteId: string }): Promise<void> {
    if (!client || !(await connectionOf(athleteId))) return;
    const pending = await db
      .select()
      .from(garminBackfillWindows)
      .where(and(eq(garminBackfillWindows.athleteId, athleteId), eq(garminBackfillWindows.status, 'pending')))
      .orderBy(desc(garminBackfillWindows.endSeconds), asc(garminBackfillWindows.summaryType));
    for (const window of pending) {
      const mark = (status: string) =>
        db
          .update(garminBackfillWindows)
          .set({ status, requestedAt: clock.now() })
          .where(
            and(
              eq(garminBackfillWindows.athleteId, athleteId),
              eq(garminBackfillWindows.summaryType, window.summaryType),
              eq(garminBackfillWindows.startSeconds, window.startSeconds),
            ),
          );
      try {
        const outcome = await withToken(athleteId, 'deferrable', (token, api) =>
          api.requestBackfill(
            token,
            window.summaryType as BackfillType,
            window.startSeconds,
            window.endSeconds,
          ),
        );
        await mark(outcome === 'accepted' ? 'requested' : 'duplicate');
      } catch (error) {
        if (error instanceof GarminHttpError && error.isRateLimited) {
          await jobs.send(
            BACKFILL_QUEUE,
            { athleteId },
            { startAfter: error.retryAfterSeconds ?? 60, retryLimit: 3, retryDelay: 60 },
          );
          return;
        }
        if (error instanceof GarminHttpError && error.status === 403) {
          await db.transaction(async (tx) => {
            await tx
              .update(garminBackfillWindows)
              .set({ status: 'denied', requestedAt: clock.now() })
              .where(
                and(
                  eq(garminBackfillWindows.athleteId, athleteId),
                  eq(garminBackfillWindows.status, 'pending'),
                ),
              );
            await tx
              .update(garminConnections)
              .set({ historicalDataDenied: true, updatedAt: clock.now() })
              .where(eq(garminConnections.athleteId, athleteId));
          });
          return;
        }
        if (error instanceof GarminHttpError && error.isUnauthorized) return;
        log.warn({ err: error, athleteId, window }, 'garmin back-fill request failed');
        await mark('failed');
      }
    }
  }

  /** Webhook bodies: deregistrations, permission changes, activities and the health summaries. */
  async function runWebhook(body: Record<string, unknown>): Promise<void> {
    const now = clock.now();
    const athleteOf = new Map<string, string | null>();
    const lookup = async (userId: unknown): Promise<string | null> => {
      if (typeof userId !== 'string') return null;
      if (!athleteOf.has(userId)) {
        const [row] = await db
          .select({ athleteId: garminConnections.athleteId })
          .from(garminConnections)
          .where(eq(garminConnections.garminUserId, userId));
        athleteOf.set(userId, row?.athleteId ?? null);
      }
      return athleteOf.get(userId) ?? null;
    };
    /** Athletes with a new workout: its transaction asked for the re-plan, the workers are woken at the end. */
    const withNewActivities = new Set<string>();
    // Several workouts at once (a back-fill, a batch): each one's re-plan waits a little and the
    // next ones join it, so the plan is rebuilt every so often, not once per workout.
    const activityItems = ACTIVITY_TYPES.reduce(
      (count, type) => count + (Array.isArray(body[type]) ? (body[type] as unknown[]).length : 0),
      0,
    );
    const replan = activityItems > 1 ? { startAfterSeconds: BURST_REPLAN_AFTER_SECONDS } : {};
    const healthDates = new Map<string, Set<string>>();
    /** A file or pull Garmin could not hand over just now (429, 5xx, network): the job is tried again once the rest is stored. */
    let retryFiles: unknown = null;

    for (const [type, value] of Object.entries(body)) {
      if (!Array.isArray(value)) continue;
      for (const raw of value as Record<string, unknown>[]) {
        if (typeof raw !== 'object' || raw === null) continue;
        const athleteId = await lookup(raw.userId);
        if (!athleteId) continue;
        // An activity file's callback URL is the file itself, downloaded below; other pings carry summaries to pull.
        let items: Record<string, unknown>[] = [raw];
        if (raw.callbackURL && raw.summaryId === undefined && type !== 'activityFiles') {
          try {
            items = await pull(athleteId, String(raw.callbackURL));
          } catch (error) {
            log.warn({ err: error, athleteId, type }, 'garmin ping pull failed; tried again later');
            retryFiles = error;
            continue;
          }
        }
        for (const item of items) {
          // A back-fill brings months of summaries in one job: other athletes' requests go on meanwhile.
          await yieldToRequests();
          if (type === 'deregistrations') {
            await db.transaction(async (tx) => forget(tx as unknown as Db, athleteId));
            athleteOf.delete(String(raw.userId));
          } else if (type === 'userPermissionsChange') {
            const permissions = Array.isArray(item.permissions)
              ? item.permissions.filter((p): p is string => typeof p === 'string')
              : [];
            const before = (await connectionOf(athleteId))?.permissions ?? [];
            await db
              .update(garminConnections)
              .set({ permissions, updatedAt: now })
              .where(eq(garminConnections.athleteId, athleteId));
            if (canPush(permissions) && !canPush(before)) await requestPush(athleteId);
          } else if (
            type === 'activities' ||
            type === 'manuallyUpdatedActivities' ||
            type === 'activityDetails'
          ) {
            const summary =
              type === 'activityDetails' && typeof item.summary === 'object' && item.summary !== null
                ? {
                    ...(item.summary as Record<string, unknown>),
                    summaryId: item.summaryId,
                    activityId: item.activityId,
                  }
                : item;
            if (await importActivity(athleteId, summary, now, replan)) withNewActivities.add(athleteId);
            const samples = type === 'activityDetails' ? samplesOfDetails(item) : null;
            if (samples) await attachSamples(athleteId, summary, samples, now);
          } else if (type === 'activityFiles') {
            try {
              if (await importActivityFile(athleteId, item, now, replan)) withNewActivities.add(athleteId);
            } catch (error) {
              log.warn(
                { err: error, athleteId, activityId: item.activityId },
                'garmin activity file download failed; tried again later',
              );
              retryFiles = error;
            }
          } else if (type === 'dailies' || type === 'hrv' || type === 'sleeps') {
            const date = await health.take(athleteId, type, item, now);
            if (date) healthDates.set(athleteId, (healthDates.get(athleteId) ?? new Set()).add(date));
          }
        }
      }
    }
    if (withNewActivities.size) deps.planGeneration.wake();
    for (const [athleteId, dates] of healthDates) {
      const today = localDate(now, await athleteTimeZone(db, athleteId));
      // Only recent days carry a stored verdict worth redoing; a back-fill's years of history do not.
      for (const date of dates)
        if (date >= addDays(today, -1) && date <= today) await deps.reevaluateReadiness(athleteId, date, now);
    }
    // Everything else of this notification is stored (and idempotent on its ids): a retry only redoes
    // the files and pulls. A spent daily budget waits for the next day instead of using up the retries.
    if (retryFiles instanceof GarminBudgetSpent) {
      await jobs.send(WEBHOOK_QUEUE, body, {
        startAfter: retryFiles.retryAfterSeconds ?? 3600,
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
      });
      return;
    }
    if (retryFiles) throw retryFiles;
  }

  /** Ping mode: the summaries are fetched from Garmin's callback URL (only from Garmin's API host). */
  async function pull(athleteId: string, callbackUrl: string): Promise<Record<string, unknown>[]> {
    if (!settings || !callbackUrl.startsWith(`${settings.apiUrl}/`)) return [];
    try {
      const data = await withToken(athleteId, 'incoming', async (token) => {
        const response = await fetch(callbackUrl, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok) throw new GarminHttpError(response.status, await response.text().catch(() => ''));
        return (await response.json()) as unknown;
      });
      return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
    } catch (error) {
      // Waiting helps with a limit, a server error or the network: the notification's job is tried again.
      if (!(error instanceof GarminHttpError) || error.isRateLimited || error.status >= 500) throw error;
      log.warn({ err: error, athleteId }, 'garmin ping pull refused; its summaries are not fetched');
      return [];
    }
  }

  const activityKey = (summary: Record<string, unknown>) =>
    summary.activityId !== undefined && summary.activityId !== null
      ? `activity:${String(summary.activityId)}`
      : `summary:${String(summary.summaryId)}`;

  /** Details bring the time series: the workout of the same activity gets its charts and zones. */
  async function attachSamples(
    athleteId: string,
    summary: Record<string, unknown>,
    samples: WorkoutSamples,
    now: Date,
  ): Promise<void> {
    const [claimed] = await db
      .select({ workoutId: garminSummaries.completedWorkoutId })
      .from(garminSummaries)
      .where(
        and(
          eq(garminSummaries.athleteId, athleteId),
          eq(garminSummaries.summaryType, 'activity'),
          eq(garminSummaries.summaryId, activityKey(summary)),
        ),
      );
    if (claimed?.workoutId)
      await deps.completedWorkouts.attachSamples(athleteId, claimed.workoutId, samples, now);
  }

  /**
   * An activity's FIT file (ping only): downloaded once from Garmin's callback URL, read like an
   * uploaded file and stored with the activity's workout, whatever came first. The summary's claim
   * on the activity id decides: claimed by a summary, the file's recording, laps and pool lengths
   * join that workout; not claimed yet, the file makes the workout and claims the activity, so a
   * later summary adds nothing (details then find a recording and leave it). A URL Garmin no
   * longer serves (410), a refused one or a file that cannot be read is logged and leaves the
   * workout as it is. Returns whether a new workout was stored. Throws when Garmin could not
   * answer just now (429, 5xx, network), so the job tries again.
   */
  async function importActivityFile(
    athleteId: string,
    item: Record<string, unknown>,
    now: Date,
    replan: ReplanTiming,
  ): Promise<boolean> {
    const key = activityKey(item);
    const context = { athleteId, activityId: item.activityId, summaryId: item.summaryId };
    if (item.activityType !== undefined && !sportOfActivityType(item.activityType)) return false;
    if (typeof item.callbackURL !== 'string') return false;
    const ofKey = (type: string) =>
      and(
        eq(garminSummaries.athleteId, athleteId),
        eq(garminSummaries.summaryType, type),
        eq(garminSummaries.summaryId, key),
      );
    // A repeated notification: the file is stored already (and its URL spent).
    const [seen] = await db
      .select({ summaryId: garminSummaries.summaryId })
      .from(garminSummaries)
      .where(ofKey('activityFile'));
    if (seen) return false;
    const bytes = await downloadFile(athleteId, item.callbackURL);
    if (!bytes) return false;
    const fileType =
      typeof item.fileType === 'string' && /^(FIT|TCX|GPX)$/i.test(item.fileType)
        ? item.fileType.toLowerCase()
        : 'fit';
    let activities: ImportedActivity[];
    try {
      const read = readActivityFile(`garmin-${String(item.activityId ?? item.summaryId)}.${fileType}`, bytes);
      if (read.kind !== 'activities') {
        log.warn(
          { ...context, reason: read.reason },
          'garmin activity file holds no activity we import; the workout stays as it is',
        );
        return false;
      }
      activities = read.activities;
    } catch (error) {
      log.warn({ ...context, err: error }, 'garmin activity file cannot be read; the workout stays as it is');
      return false;
    }
    // One activity id, one workout: a multisport file's leg of this activity's sport, nearest its start.
    const sport = sportOfActivityType(item.activityType);
    const start = typeof item.startTimeInSeconds === 'number' ? item.startTimeInSeconds * 1000 : null;
    const candidates = sport ? activities.filter((a) => a.sport === sport) : activities;
    const activity = [...(candidates.length ? candidates : activities)].sort((a, b) =>
      start === null ? 0 : Math.abs(a.startedAt.getTime() - start) - Math.abs(b.startedAt.getTime() - start),
    )[0];
    if (!activity) return false;
    const fileHash = createHash('sha256').update(bytes).digest('hex');
    const outcome = await deps.completedWorkouts.recordActivityFile(athleteId, activity, fileHash, now, {
      claim: async (tx) => {
        if (!(await claimSummary(tx, athleteId, 'activityFile', key))) return null;
        if (await claimSummary(tx, athleteId, 'activity', key)) return 'new';
        // A summary stored the workout (its link commits with it); none linked: the athlete deleted it, and it stays deleted.
        const [summary] = await tx
          .select({ workoutId: garminSummaries.completedWorkoutId })
          .from(garminSummaries)
          .where(ofKey('activity'))
          .for('update');
        return summary?.workoutId ? { workoutId: summary.workoutId } : null;
      },
      stored: async (tx, workoutId, created) => {
        await linkSummaries(tx, athleteId, key, ['activity', 'activityFile'], workoutId);
        // A new workout and its re-plan commit together: a retried notification finds the activity
        // claimed and would never ask again.
        if (created) await deps.planGeneration.requestIfPlanned(athleteId, tx, replan);
      },
    });
    return outcome?.created ?? false;
  }

  /** An activity file from Garmin's callback URL (only from Garmin's API host); null when Garmin will not serve it (logged). */
  async function downloadFile(athleteId: string, callbackUrl: string): Promise<Uint8Array | null> {
    if (!settings || !callbackUrl.startsWith(`${settings.apiUrl}/`)) {
      log.warn({ athleteId }, 'garmin activity file URL is not on the GARMIN® API host; ignored');
      return null;
    }
    try {
      return await withToken(athleteId, 'incoming', async (token) => {
        const response = await fetch(callbackUrl, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!response.ok)
          throw new GarminHttpError(
            response.status,
            await response.text().catch(() => ''),
            Number(response.headers.get('retry-after')) || null,
          );
        if (Number(response.headers.get('content-length') ?? 0) > MAX_UNPACKED_FILE_BYTES)
          throw new GarminHttpError(413, 'activity file too large');
        return new Uint8Array(await response.arrayBuffer());
      });
    } catch (error) {
      // 410: the single-use URL was spent (or its 24 h are over); other 4xx: Garmin refuses it. Neither gets better by retrying.
      if (
        error instanceof GarminHttpError &&
        error.status >= 400 &&
        error.status < 500 &&
        !error.isRateLimited
      ) {
        log.warn(
          { err: error, athleteId, status: error.status },
          'garmin activity file not downloaded; the workout stays as it is',
        );
        return null;
      }
      if (error instanceof ApiError) {
        log.warn({ err: error, athleteId }, 'garmin activity file not downloaded: not connected');
        return null;
      }
      throw error;
    }
  }

  async function importActivity(
    athleteId: string,
    summary: Record<string, unknown>,
    now: Date,
    replan: ReplanTiming,
  ): Promise<boolean> {
    const timeZone = await athleteTimeZone(db, athleteId);
    const activity = importableActivity(summary, timeZone);
    if (!activity) return false;
    // One activity, one workout: its summary and its details share the activity id.
    const key = activityKey(summary);
    let claimed = false;
    const record = await deps.completedWorkouts.recordImported(
      athleteId,
      activity,
      now,
      async (tx) => {
        // Claimed before by this summary, its details or the activity's file: that workout is the one.
        claimed = await claimSummary(tx, athleteId, 'activity', key);
        return claimed;
      },
      // Linked in the same transaction: a file arriving meanwhile finds the workout, never a claim
      // without one. The re-plan too: a retried notification finds the activity claimed and would
      // never ask again.
      async (tx, workoutId) => {
        await linkSummaries(tx, athleteId, key, ['activity'], workoutId);
        await deps.planGeneration.requestIfPlanned(athleteId, tx, replan);
      },
    );
    return record !== null;
  }

  /**
   * The coming week's swim, bike and run sessions on the watch: new ones are created and
   * scheduled, changed ones updated (moved: rescheduled), gone ones deleted at Garmin.
   */
  async function runPush({ athleteId }: { athleteId: string }): Promise<void> {
    const connection = await connectionOf(athleteId);
    if (!client || !connection || !canPush(connection.permissions)) return;
    const [profile] = await db
      .select({ preferences: athleteProfiles.preferences })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.athleteId, athleteId));
    const preferences = readStoredPreferences(profile?.preferences);
    const today = localDate(clock.now(), preferences.timeZoneInfoId);
    const last = addDays(today, PUSH_DAYS - 1);
    const sessions = (await plannedSessionsFrom(db, athleteId, today)).filter(
      (session) => session.date <= last && isPushable(session),
    );
    const existing = await db
      .select()
      .from(garminWorkouts)
      .where(and(eq(garminWorkouts.athleteId, athleteId), gte(garminWorkouts.date, today)));
    const byId = new Map(existing.map((row) => [row.plannedSessionId, row]));
    const wanted = new Set(sessions.map((s) => s.id));
    try {
      for (const row of existing) {
        if (wanted.has(row.plannedSessionId)) continue;
        await withToken(athleteId, 'deferrable', (token, api) =>
          api.deleteWorkout(token, row.garminWorkoutId),
        );
        await db
          .delete(garminWorkouts)
          .where(
            and(
              eq(garminWorkouts.athleteId, athleteId),
              eq(garminWorkouts.plannedSessionId, row.plannedSessionId),
            ),
          );
      }
      for (const session of sessions) {
        const workout = toGarminWorkout(session, preferences.poolLength);
        const hash = workoutHash(workout);
        const row = byId.get(session.id);
        if (row && row.contentHash === hash && row.date === session.date && row.scheduleId) continue;
        const now = clock.now();
        if (!row) {
          const workoutId = await withToken(athleteId, 'deferrable', (token, api) =>
            api.createWorkout(token, workout),
          );
          // Stored before scheduling: a failure in between leaves a known workout to schedule next time.
          const stored = await db
            .insert(garminWorkouts)
            .values({
              athleteId,
              plannedSessionId: session.id,
              garminWorkoutId: workoutId,
              scheduleId: null,
              date: session.date,
              contentHash: hash,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (stored.length === 0) {
            // Another process pushed the same session meanwhile: its workout stays, this copy goes.
            await withToken(athleteId, 'always', (token, api) => api.deleteWorkout(token, workoutId));
            continue;
          }
          const scheduleId = await withToken(athleteId, 'deferrable', (token, api) =>
            api.scheduleWorkout(token, workoutId, session.date),
          );
          await db
            .update(garminWorkouts)
            .set({ scheduleId })
            .where(
              and(eq(garminWorkouts.athleteId, athleteId), eq(garminWorkouts.plannedSessionId, session.id)),
            );
          continue;
        }
        if (row.contentHash !== hash)
          await withToken(athleteId, 'deferrable', (token, api) =>
            api.updateWorkout(token, row.garminWorkoutId, workout),
          );
        let scheduleId = row.scheduleId;
        if (row.date !== session.date || !scheduleId) {
          if (scheduleId) {
            const old = scheduleId;
            await withToken(athleteId, 'deferrable', (token, api) => api.deleteSchedule(token, old));
          }
          scheduleId = await withToken(athleteId, 'deferrable', (token, api) =>
            api.scheduleWorkout(token, row.garminWorkoutId, session.date),
          );
        }
        await db
          .update(garminWorkouts)
          .set({ contentHash: hash, date: session.date, scheduleId, updatedAt: now })
          .where(
            and(eq(garminWorkouts.athleteId, athleteId), eq(garminWorkouts.plannedSessionId, session.id)),
          );
      }
    } catch (error) {
      if (error instanceof GarminHttpError && error.isRateLimited) {
        // Garmin's per-minute limit: the rest of the week goes out when it allows.
        await requestPush(athleteId, error.retryAfterSeconds ?? 60);
        return;
      }
      throw error;
    }
  }

  async function pushedWorkouts(athleteId: string) {
    return db
      .select()
      .from(garminWorkouts)
      .where(eq(garminWorkouts.athleteId, athleteId))
      .orderBy(asc(garminWorkouts.date));
  }

  /** A plan change reaches the watch through a push job, only for athletes who allowed workouts. */
  async function onPlanChanged(athleteId: string): Promise<void> {
    const connection = await connectionOf(athleteId);
    if (connection && canPush(connection.permissions)) await requestPush(athleteId);
  }

  async function startWorkers(): Promise<void> {
    deps.events.on('plan.generated', ({ athleteId }) => onPlanChanged(athleteId));
    deps.events.on('plan.changed', ({ athleteId }) => onPlanChanged(athleteId));
    deps.events.on('plan.session-edited', ({ athleteId }) => onPlanChanged(athleteId));
    await jobs.work<Record<string, unknown>>(WEBHOOK_QUEUE, runWebhook);
    await jobs.work<{ athleteId: string }>(BACKFILL_QUEUE, runBackfill);
    await jobs.work<{ athleteId: string }>(WORKOUT_PUSH_QUEUE, runPush);
  }

  /** Garmin must hear 200 within 30 s: the body goes to a job as it is. */
  async function acceptWebhook(body: unknown): Promise<void> {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('body', 'A GARMIN® notification is a JSON object.');
    await jobs.send(WEBHOOK_QUEUE, withoutNul(body) as object, {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
    });
  }

  return {
    isConfigured: client !== null,
    clientId: settings?.clientId ?? null,
    webhookSecret: deps.config.GARMIN_WEBHOOK_PATH_SECRET ?? null,
    requestToken,
    completeAuthorization,
    isConnected,
    hasRequiredPermissions,
    disconnect,
    backfillStatus,
    acceptWebhook,
    runWebhook,
    runBackfill,
    runPush,
    pushedWorkouts,
    startWorkers,
  };
}
