import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Profile } from '@garmin/fitsdk';
import { buildFitActivity, type FitLeg } from '../../support/fit-files';

/**
 * A stand-in for Garmin Connect on loopback, speaking the protocol of integrations.md:
 * OAuth 2.0 with PKCE (the consent screen agrees at once), the wellness API's user id,
 * permissions and deregistration, back-fill that answers 202 and then delivers the summaries
 * to the app's webhook, and the Training API's workout and schedule calls. API calls beyond
 * `ratePerMinute` in a minute answer 429, as Garmin does.
 */

export interface StandInUser {
  userId: string;
  permissions: string[];
  /** The athlete refused Garmin's "historical data" sharing: back-fill answers 403. */
  historicalDataOff: boolean;
  activities: Record<string, unknown>[];
  dailies: Record<string, unknown>[];
  hrv: Record<string, unknown>[];
  sleeps: Record<string, unknown>[];
}

export interface GarminStandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Where summaries and deregistrations are posted; can be set later (the app starts after us). */
  webhookUrl?: string;
  /** API calls allowed per minute before 429 (evaluation keys: 100). */
  ratePerMinute?: number;
  /** API calls one user's token may make per UTC day before 429 (evaluation keys: 200). */
  perUserPerDay?: number;
  /** Days of generated history (activities, dailies, HRV, sleep) before the newest back-fill end; 0 = only seeded data. */
  generatedHistoryDays?: number;
  /** Permissions of users the stand-in creates. */
  defaultPermissions?: string[];
  /** push: summaries inline in the webhook; ping: a callback URL the app pulls once (410 after). */
  mode?: 'push' | 'ping';
}

interface Grant {
  userId: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
}

const DAY = 86_400;

type StandInStep = Record<string, unknown> & { steps?: StandInStep[] };
const stepsOf = (holder: { steps?: unknown }): StandInStep[] =>
  ((holder.steps ?? []) as StandInStep[]).flatMap((step) => [step, ...stepsOf(step)]);
/** `GOBLET_SQUAT` → `gobletSquat`, the FIT profile's spelling of Garmin's exercise keys. */
const fitKey = (apiKey: string) =>
  apiKey.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const FIT_TYPES = Profile.types as Record<string, Record<string, string>>;
/** Garmin refuses reps that are not a count and exercises that are not in its list. */
function stepProblem(step: StandInStep): string | null {
  if (step.type !== 'WorkoutStep') return null;
  if (
    step.durationType === 'REPS' &&
    !(Number.isInteger(step.durationValue) && Number(step.durationValue) > 0)
  )
    return 'REPS needs a whole number of repetitions';
  if (step.exerciseCategory === undefined) return null;
  const category = fitKey(String(step.exerciseCategory));
  if (!Object.values(FIT_TYPES.exerciseCategory ?? {}).includes(category))
    return `Invalid exerciseCategory ${String(step.exerciseCategory)}`;
  if (step.exerciseName == null) return null;
  if (!Object.values(FIT_TYPES[`${category}ExerciseName`] ?? {}).includes(fitKey(String(step.exerciseName))))
    return `Invalid exerciseName ${String(step.exerciseName)} for ${String(step.exerciseCategory)}`;
  return null;
}
const RUN_TYPES = ['RUNNING', 'TRAIL_RUNNING', 'TREADMILL_RUNNING'];
const FIT_SPORT: Record<string, FitLeg['sport']> = {
  LAP_SWIMMING: 'swimming',
  OPEN_WATER_SWIMMING: 'swimming',
  CYCLING: 'cycling',
  ROAD_BIKING: 'cycling',
  INDOOR_CYCLING: 'cycling',
  VIRTUAL_RIDE: 'cycling',
  GRAVEL_CYCLING: 'cycling',
  MOUNTAIN_BIKING: 'cycling',
  RUNNING: 'running',
  TRAIL_RUNNING: 'running',
  TREADMILL_RUNNING: 'running',
  TRACK_RUNNING: 'running',
  STREET_RUNNING: 'running',
  INDOOR_RUNNING: 'running',
  VIRTUAL_RUN: 'running',
  ULTRA_RUN: 'running',
};

/** The FIT file a watch would have recorded for an activity summary: 1 Hz records, a lap, pool lengths for a pool swim. */
export function fitOfSummary(summary: Record<string, unknown>): Uint8Array | null {
  const type = String(summary.activityType ?? '').toUpperCase();
  const sport = FIT_SPORT[type];
  const seconds = Math.round(Number(summary.durationInSeconds));
  if (!sport || !Number.isFinite(seconds) || seconds <= 0) return null;
  const distance = Number(summary.distanceInMeters ?? 0);
  const heartRate = Number(summary.averageHeartRateInBeatsPerMinute ?? 0) || undefined;
  const leg: FitLeg = {
    sport,
    seconds,
    ...(heartRate ? { heartRate } : {}),
    ...(distance > 0 ? { speed: distance / seconds } : {}),
    ...(sport === 'cycling' ? { power: Number(summary.averagePowerInWatts ?? 190) } : {}),
    ...(type === 'LAP_SWIMMING' ? { pool: { poolLength: 25, lengthSeconds: 30, restSeconds: 15 } } : {}),
  };
  return buildFitActivity(new Date(Number(summary.startTimeInSeconds) * 1000), [leg]);
}

export async function startGarminStandIn(options: GarminStandInOptions = {}) {
  const clientId = options.clientId ?? 'stand-in-client';
  const clientSecret = options.clientSecret ?? 'stand-in-secret';
  let webhookUrl = options.webhookUrl ?? null;
  let ratePerMinute = options.ratePerMinute ?? 1000;
  const perUserPerDay = options.perUserPerDay ?? Number.POSITIVE_INFINITY;
  const generatedHistoryDays = options.generatedHistoryDays ?? 0;
  const users = new Map<string, StandInUser>();
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const backfillWindows = new Set<string>();
  const newestBackfillEnd = new Map<string, number>();
  const workouts = new Map<string, { userId: string; workout: Record<string, unknown> }>();
  const schedules = new Map<string, { userId: string; workoutId: string; date: string }>();
  const log: { method: string; path: string; status: number; userId: string | null }[] = [];
  const callers = new WeakMap<ServerResponse, string>();
  const deliveries: { body: Record<string, unknown>; status: number }[] = [];
  const pendingDeliveries = new Set<Promise<void>>();
  let minuteStart = 0;
  let callsThisMinute = 0;
  const callsPerUserDay = new Map<string, number>();
  let nextId = 1000;
  let nextUserId: string | null = null;
  let consentDenied = false;
  let mode = options.mode ?? 'push';
  const pullable = new Map<string, { userId: string; items: Record<string, unknown>[] }>();
  /** Activity files by download token: each URL serves its file once (Garmin: 410 after). */
  const files = new Map<
    string,
    { userId: string; summary: Record<string, unknown>; bytes: Uint8Array | null }
  >();
  /** Downloads that answer 503 (the URL stays unspent), as when Garmin has a bad moment. */
  let failingFileDownloads = 0;

  /** Offers an activity's FIT file for download once, as Garmin does: the activityFiles notification item that points at it. */
  function offerActivityFile(
    userId: string,
    summary: Record<string, unknown>,
    bytes: Uint8Array | null = null,
  ): Record<string, unknown> {
    const token = randomBytes(12).toString('hex');
    files.set(token, { userId, summary, bytes });
    const activityId = summary.activityId ?? summary.summaryId;
    return {
      userId,
      summaryId: `${String(summary.summaryId ?? activityId)}-file`,
      fileType: 'FIT',
      callbackURL: `${base}/wellness-api/rest/activityFile?id=${encodeURIComponent(String(activityId))}&token=${token}`,
      activityType: summary.activityType,
      startTimeInSeconds: summary.startTimeInSeconds,
      activityId: summary.activityId,
    };
  }

  function ensureUser(userId: string): StandInUser {
    let user = users.get(userId);
    if (!user) {
      user = {
        userId,
        permissions: options.defaultPermissions ?? ['ACTIVITY_EXPORT', 'HEALTH_EXPORT', 'WORKOUT_IMPORT'],
        historicalDataOff: false,
        activities: [],
        dailies: [],
        hrv: [],
        sleeps: [],
      };
      users.set(userId, user);
    }
    return user;
  }

  const send = (
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    response
      .writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      })
      .end(text);
  };

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function deliver(body: Record<string, unknown>): void {
    if (!webhookUrl) return;
    const url = webhookUrl;
    const promise = (async () => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'garmin-client-id': clientId },
          body: JSON.stringify(body),
        });
        deliveries.push({ body, status: response.status });
      } catch {
        deliveries.push({ body, status: 0 });
      }
    })();
    pendingDeliveries.add(promise);
    void promise.finally(() => pendingDeliveries.delete(promise));
  }

  /** Generated history: a run, a ride or a swim most days; dailies, HRV and sleep every day. */
  function generated(user: StandInUser, type: string, start: number, end: number): Record<string, unknown>[] {
    const newest = newestBackfillEnd.get(user.userId);
    if (!generatedHistoryDays || newest === undefined) return [];
    const from = Math.max(start, newest - generatedHistoryDays * DAY);
    const items: Record<string, unknown>[] = [];
    for (let day = Math.ceil(from / DAY) * DAY; day < Math.min(end, newest); day += DAY) {
      const index = Math.floor(day / DAY);
      const calendarDate = new Date(day * 1000).toISOString().slice(0, 10);
      if (type === 'activities' && index % 7 !== 3) {
        const kind = index % 3;
        const activityType =
          kind === 0
            ? 'LAP_SWIMMING'
            : kind === 1
              ? 'ROAD_BIKING'
              : (RUN_TYPES[index % RUN_TYPES.length] as string);
        const durationInSeconds = kind === 0 ? 2700 : kind === 1 ? 5400 : 3000;
        items.push({
          summaryId: `${user.userId}-a-${index}`,
          activityId: index,
          activityType,
          activityName: activityType.toLowerCase().replaceAll('_', ' '),
          startTimeInSeconds: day + 7 * 3600,
          startTimeOffsetInSeconds: 0,
          durationInSeconds,
          distanceInMeters: kind === 0 ? 2200 : kind === 1 ? 45_000 : 9_500,
          averageHeartRateInBeatsPerMinute: 138 + (index % 9),
          maxHeartRateInBeatsPerMinute: 165 + (index % 9),
          averageSpeedInMetersPerSecond: kind === 0 ? 0.8 : kind === 1 ? 8.3 : 3.2,
          totalElevationGainInMeters: kind === 1 ? 350 : 40,
          deviceName: 'Forerunner 965 (stand-in)',
        });
      }
      if (type === 'dailies')
        items.push({
          summaryId: `${user.userId}-d-${index}`,
          calendarDate,
          startTimeInSeconds: day,
          durationInSeconds: DAY,
          restingHeartRateInBeatsPerMinute: 48 + (index % 5),
        });
      if (type === 'hrv')
        items.push({
          summaryId: `${user.userId}-h-${index}`,
          calendarDate,
          startTimeInSeconds: day,
          lastNightAvg: 62 + (index % 11),
          lastNight5MinHigh: 90,
          hrvValues: { '300': 60, '600': 64 },
        });
      if (type === 'sleeps')
        items.push({
          summaryId: `${user.userId}-s-${index}`,
          calendarDate,
          startTimeInSeconds: day - 3600,
          durationInSeconds: 27_000,
          deepSleepDurationInSeconds: 5400,
          lightSleepDurationInSeconds: 15_000,
          remSleepInSeconds: 5400,
          awakeDurationInSeconds: 1200,
          validation: 'ENHANCED_FINAL',
          overallSleepScore: { value: 70 + (index % 25), qualifierKey: 'GOOD' },
        });
    }
    return items;
  }

  const summaryStart = (item: Record<string, unknown>) => Number(item.startTimeInSeconds ?? 0);

  function handleBackfill(user: StandInUser, type: string, query: URLSearchParams, response: ServerResponse) {
    const start = Number(query.get('summaryStartTimeInSeconds'));
    const end = Number(query.get('summaryEndTimeInSeconds'));
    const maxDays = type === 'activities' || type === 'activityDetails' ? 30 : 90;
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start)
      return send(response, 400, {
        errorMessage: 'summaryStartTimeInSeconds and summaryEndTimeInSeconds are required',
      });
    if (end - start > maxDays * DAY)
      return send(response, 400, { errorMessage: `at most ${maxDays} days per request` });
    if (user.historicalDataOff)
      return send(response, 403, { errorMessage: 'The user has not granted access to historical data' });
    const key = `${user.userId}:${type}:${start}:${end}`;
    if (backfillWindows.has(key)) return send(response, 409, { errorMessage: 'Duplicate backfill request' });
    backfillWindows.add(key);
    newestBackfillEnd.set(user.userId, Math.max(newestBackfillEnd.get(user.userId) ?? 0, end));
    send(response, 202);
    const seeded = (user[type as 'activities' | 'dailies' | 'hrv' | 'sleeps'] ?? []).filter(
      (item) => summaryStart(item) >= start && summaryStart(item) < end,
    );
    const items: Record<string, unknown>[] = [...seeded, ...generated(user, type, start, end)].map(
      (item) => ({ userId: user.userId, ...item }),
    );
    if (!items.length) return;
    // Activity files are ping only, whatever the mode: one single-use download per swim, ride or run.
    const withFiles =
      type === 'activities'
        ? items.filter(
            (item) => FIT_SPORT[String(item.activityType ?? '').toUpperCase()] && item.isParent !== true,
          )
        : [];
    if (mode === 'push') deliver({ [type]: items });
    if (withFiles.length)
      deliver({ activityFiles: withFiles.map((item) => offerActivityFile(user.userId, item)) });
    if (mode === 'push') return;
    offerPull(user.userId, type, items, start, end);
  }

  /** A ping notification: a single-use callback URL from which the app pulls these summaries. */
  function offerPull(
    userId: string,
    type: string,
    items: Record<string, unknown>[],
    start: number,
    end: number,
  ) {
    const token = randomBytes(12).toString('hex');
    pullable.set(token, { userId, items });
    deliver({
      [type]: [
        {
          userId,
          callbackURL: `${base}/wellness-api/rest/${type}?uploadStartTimeInSeconds=${start}&uploadEndTimeInSeconds=${end}&token=${token}`,
        },
      ],
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const method = request.method ?? 'GET';

    if (method === 'GET' && path === '/oauth2Confirm') {
      const q = url.searchParams;
      const redirect = q.get('redirect_uri');
      if (
        q.get('response_type') !== 'code' ||
        q.get('client_id') !== clientId ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge') ||
        !redirect ||
        !q.get('state')
      ) {
        return send(response, 400, { error: 'invalid_request' });
      }
      const back = new URL(redirect);
      back.searchParams.set('state', q.get('state') as string);
      if (consentDenied) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const userId = nextUserId ?? `garmin-user-${randomBytes(4).toString('hex')}`;
        nextUserId = null;
        ensureUser(userId);
        const code = randomBytes(16).toString('base64url');
        codes.set(code, {
          userId,
          clientId,
          redirectUri: redirect,
          challenge: q.get('code_challenge') as string,
        });
        back.searchParams.set('code', code);
      }
      return send(response, 302, undefined, { location: back.toString() });
    }

    if (method === 'POST' && path === '/di-oauth2-service/oauth/token') {
      if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return send(response, 400, {
          error: 'invalid_request',
          error_description: 'form-encoded body expected',
        });
      const form = new URLSearchParams(await readBody(request));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return send(response, 401, { error: 'invalid_client' });
      let userId: string;
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (
          !grant ||
          grant.redirectUri !== form.get('redirect_uri') ||
          createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
        ) {
          return send(response, 400, { error: 'invalid_grant' });
        }
        userId = grant.userId;
      } else if (form.get('grant_type') === 'refresh_token') {
        const owner = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!owner) return send(response, 400, { error: 'invalid_grant' });
        // Rotation: the refresh token just used is spent.
        refreshTokens.delete(form.get('refresh_token') ?? '');
        userId = owner;
      } else {
        return send(response, 400, { error: 'unsupported_grant_type' });
      }
      const accessToken = randomBytes(24).toString('base64url');
      const refreshToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, userId);
      refreshTokens.set(refreshToken, userId);
      return send(response, 200, {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 86_400,
        refresh_token: refreshToken,
        refresh_token_expires_in: 7_776_000,
        scope: '',
      });
    }

    // Everything below is the API: bearer token and the partner's rate limit.
    const isApi =
      path.startsWith('/wellness-api/') ||
      path.startsWith('/training-api/') ||
      path.startsWith('/workoutportal/');
    if (!isApi) return send(response, 404, { errorMessage: 'not found' });
    const now = Math.floor(performance.now() / 60_000);
    if (now !== minuteStart) {
      minuteStart = now;
      callsThisMinute = 0;
    }
    callsThisMinute += 1;
    if (callsThisMinute > ratePerMinute)
      return send(response, 429, { errorMessage: 'Rate limit exceeded' }, { 'retry-after': '60' });
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const userId = accessTokens.get(token);
    const user = userId ? users.get(userId) : undefined;
    if (!user) return send(response, 401, { errorMessage: 'Unauthorized' });
    callers.set(response, user.userId);
    const dayKey = `${user.userId}:${new Date().toISOString().slice(0, 10)}`;
    const usedToday = (callsPerUserDay.get(dayKey) ?? 0) + 1;
    callsPerUserDay.set(dayKey, usedToday);
    if (usedToday > perUserPerDay)
      return send(response, 429, { errorMessage: 'Daily request limit for this user exceeded' });

    if (method === 'GET' && path === '/wellness-api/rest/user/id')
      return send(response, 200, { userId: user.userId });
    if (method === 'GET' && path === '/wellness-api/rest/user/permissions')
      return send(response, 200, user.permissions);
    if (method === 'DELETE' && path === '/wellness-api/rest/user/registration') {
      for (const [t, owner] of accessTokens) if (owner === user.userId) accessTokens.delete(t);
      for (const [t, owner] of refreshTokens) if (owner === user.userId) refreshTokens.delete(t);
      send(response, 204);
      deliver({ deregistrations: [{ userId: user.userId }] });
      return;
    }
    const pull = path.match(/^\/wellness-api\/rest\/(activities|activityDetails|dailies|hrv|sleeps)$/);
    if (method === 'GET' && pull) {
      const waiting = pullable.get(url.searchParams.get('token') ?? '');
      if (!waiting || waiting.userId !== user.userId) return send(response, 410, { errorMessage: 'Gone' });
      pullable.delete(url.searchParams.get('token') ?? '');
      return send(response, 200, waiting.items);
    }
    if (method === 'GET' && path === '/wellness-api/rest/activityFile') {
      const token = url.searchParams.get('token') ?? '';
      const file = files.get(token);
      if (!file || file.userId !== user.userId) return send(response, 410, { errorMessage: 'Gone' });
      if (failingFileDownloads > 0) {
        failingFileDownloads -= 1;
        return send(response, 503, { errorMessage: 'Service unavailable' });
      }
      files.delete(token);
      const bytes = file.bytes ?? fitOfSummary(file.summary);
      if (!bytes) return send(response, 404, { errorMessage: 'No file for this activity' });
      response
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(bytes.length),
        })
        .end(Buffer.from(bytes));
      return;
    }
    const backfill = path.match(/^\/wellness-api\/rest\/backfill\/(\w+)$/);
    if (method === 'GET' && backfill)
      return handleBackfill(user, backfill[1] as string, url.searchParams, response);

    if (
      !user.permissions.includes('WORKOUT_IMPORT') &&
      (path.startsWith('/training-api/') || path.startsWith('/workoutportal/'))
    )
      return send(response, 403, { errorMessage: 'WORKOUT_IMPORT not granted' });
    if (method === 'POST' && path === '/workoutportal/workout/v2') {
      const workout = JSON.parse(await readBody(request)) as Record<string, unknown>;
      if (typeof workout.workoutName !== 'string' || !Array.isArray(workout.segments))
        return send(response, 400, { errorMessage: 'workoutName and segments are required' });
      const segments = workout.segments as { sport?: unknown; steps?: unknown }[];
      const segmentSports = ['RUNNING', 'CYCLING', 'LAP_SWIMMING', 'STRENGTH_TRAINING'];
      if (!segments.every((segment) => segmentSports.includes(String(segment.sport))))
        return send(response, 400, { errorMessage: 'Invalid segment sport' });
      const badStep = segments.flatMap(stepsOf).find((step) => stepProblem(step));
      if (badStep) return send(response, 400, { errorMessage: stepProblem(badStep) });
      // A multisport workout holds its sports as segments; a single-sport one is its one segment.
      if (
        workout.sport === 'MULTI_SPORT'
          ? segments.length < 2
          : segments.length !== 1 || segments[0]?.sport !== workout.sport
      )
        return send(response, 400, { errorMessage: 'Segments do not match the workout sport' });
      const workoutId = String((nextId += 1));
      workouts.set(workoutId, { userId: user.userId, workout: { ...workout, workoutId: Number(workoutId) } });
      return send(response, 200, { ...workout, workoutId: Number(workoutId) });
    }
    const workoutPath = path.match(/^\/training-api\/workout\/v2\/(\w+)$/);
    if (workoutPath) {
      const id = workoutPath[1] as string;
      const stored = workouts.get(id);
      if (!stored || stored.userId !== user.userId)
        return send(response, 404, { errorMessage: 'Workout not found' });
      if (method === 'GET') return send(response, 200, stored.workout);
      if (method === 'PUT') {
        stored.workout = {
          ...(JSON.parse(await readBody(request)) as Record<string, unknown>),
          workoutId: Number(id),
        };
        return send(response, 204);
      }
      if (method === 'DELETE') {
        workouts.delete(id);
        for (const [scheduleId, schedule] of schedules)
          if (schedule.workoutId === id) schedules.delete(scheduleId);
        return send(response, 204);
      }
    }
    if (method === 'POST' && path === '/training-api/schedule/') {
      const body = JSON.parse(await readBody(request)) as { workoutId?: unknown; date?: unknown };
      const workoutId = String(body.workoutId);
      if (
        !workouts.has(workoutId) ||
        workouts.get(workoutId)?.userId !== user.userId ||
        typeof body.date !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(body.date)
      ) {
        return send(response, 400, { errorMessage: 'workoutId and date (YYYY-MM-DD) are required' });
      }
      const scheduleId = String((nextId += 1));
      schedules.set(scheduleId, { userId: user.userId, workoutId, date: body.date });
      return send(response, 200, Number(scheduleId));
    }
    if (method === 'GET' && path === '/training-api/schedule') {
      const start = url.searchParams.get('startDate') ?? '0000-00-00';
      const end = url.searchParams.get('endDate') ?? '9999-99-99';
      return send(
        response,
        200,
        [...schedules.entries()]
          .filter(([, s]) => s.userId === user.userId && s.date >= start && s.date <= end)
          .map(([scheduleId, s]) => ({
            scheduleId: Number(scheduleId),
            workoutId: Number(s.workoutId),
            date: s.date,
          })),
      );
    }
    const schedulePath = path.match(/^\/training-api\/schedule\/(\w+)$/);
    if (schedulePath) {
      const id = schedulePath[1] as string;
      const stored = schedules.get(id);
      if (!stored || stored.userId !== user.userId)
        return send(response, 404, { errorMessage: 'Schedule not found' });
      if (method === 'GET')
        return send(response, 200, {
          scheduleId: Number(id),
          workoutId: Number(stored.workoutId),
          date: stored.date,
        });
      if (method === 'PUT') {
        const body = JSON.parse(await readBody(request)) as { date?: string };
        if (body.date) stored.date = body.date;
        return send(response, 204);
      }
      if (method === 'DELETE') {
        schedules.delete(id);
        return send(response, 204);
      }
    }
    return send(response, 404, { errorMessage: 'not found' });
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    response.on('finish', () =>
      log.push({
        method: request.method ?? 'GET',
        path,
        status: response.statusCode,
        userId: callers.get(response) ?? null,
      }),
    );
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { errorMessage: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    base,
    clientId,
    clientSecret,
    /** The app's environment to talk to this stand-in. */
    env: (webhookSecret: string) => ({
      GARMIN_CLIENT_ID: clientId,
      GARMIN_CLIENT_SECRET: clientSecret,
      GARMIN_AUTHORIZE_URL: `${base}/oauth2Confirm`,
      GARMIN_TOKEN_URL: `${base}/di-oauth2-service/oauth/token`,
      GARMIN_API_URL: base,
      GARMIN_WEBHOOK_PATH_SECRET: webhookSecret,
    }),
    setWebhookUrl: (url: string) => void (webhookUrl = url),
    setMode: (value: 'push' | 'ping') => void (mode = value),
    /** A new per-minute limit, counted from now. */
    setRatePerMinute: (value: number) => {
      ratePerMinute = value;
      callsThisMinute = 0;
    },
    /** The next consent signs in as this Garmin user (created with default permissions if new). */
    nextConsentAs: (userId: string) => {
      nextUserId = userId;
      return ensureUser(userId);
    },
    denyNextConsent: (denied = true) => void (consentDenied = denied),
    user: ensureUser,
    /** Access tokens (of one user, or all) stop working, as after 24 h: the app must refresh. */
    expireAccessTokens: (userId?: string) => {
      for (const [token, owner] of accessTokens)
        if (userId === undefined || owner === userId) accessTokens.delete(token);
    },
    /** Refresh tokens stop working (as after ~90 days): the athlete has to connect again. */
    expireRefreshTokens: (userId?: string) => {
      for (const [token, owner] of refreshTokens)
        if (userId === undefined || owner === userId) refreshTokens.delete(token);
    },
    offerActivityFile,
    /** The next `count` file downloads answer 503 without spending their URL. */
    failNextFileDownloads: (count: number) => void (failingFileDownloads = count),
    /** Pings the app about the user's seeded summaries of one type, as Garmin does when new data syncs. */
    ping: (userId: string, type: 'activities' | 'dailies' | 'hrv' | 'sleeps') => {
      const items = (ensureUser(userId)[type] ?? []).map((item) => ({ userId, ...item }));
      const starts = items.map(summaryStart);
      offerPull(userId, type, items, Math.min(...starts), Math.max(...starts) + 1);
    },
    /** Posts a webhook body as Garmin would (push notifications, permission changes). */
    push: (body: Record<string, unknown>) => deliver(body),
    workouts,
    schedules,
    log,
    deliveries,
    /** Waits until every webhook posted so far has been answered. */
    settle: async () => {
      while (pendingDeliveries.size) await Promise.all([...pendingDeliveries]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GarminStandIn = Awaited<ReturnType<typeof startGarminStandIn>>;
