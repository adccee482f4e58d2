import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';

/**
 * Garmin Connect over HTTP (integrations.md, "Garmin Connect"): OAuth 2.0 with PKCE, the
 * wellness API's user calls and back-fill, and the Training API. It knows nothing of our
 * database: callers pass an access token and store what comes back. The base URLs come from
 * the configuration, so the same code talks to Garmin and to the stand-in of the tests.
 */

export const BACKFILL_TYPES = ['activities', 'dailies', 'hrv', 'sleeps'] as const;
export type BackfillType = (typeof BACKFILL_TYPES)[number];

export interface GarminTokens {
  accessToken: string;
  /** Seconds the access token lives (24 h at Garmin). */
  expiresIn: number;
  refreshToken: string;
  /** Seconds the refresh token lives (~90 days at Garmin), when told. */
  refreshTokenExpiresIn: number | null;
}

/** Garmin answered with an error status; `status` decides what the caller does. */
export class GarminHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Garmin answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }

  get isUnauthorized() {
    return this.status === 401;
  }

  get isRateLimited() {
    return this.status === 429;
  }
}

/** The PKCE pair (RFC 7636): the verifier stays on our server, the S256 challenge goes to Garmin. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface GarminWorkoutStep {
  type: 'WorkoutStep';
  stepOrder: number;
  intensity: 'WARMUP' | 'ACTIVE' | 'INTERVAL' | 'RECOVERY' | 'REST' | 'COOLDOWN';
  description?: string;
  durationType: 'TIME' | 'DISTANCE' | 'OPEN' | 'REPS';
  durationValue: number | null;
  durationValueType?: 'METER' | null;
  targetType: 'HEART_RATE' | 'POWER' | 'PACE' | 'SPEED' | 'CADENCE' | 'OPEN';
  targetValueLow: number | null;
  targetValueHigh: number | null;
  /** Swim steps carry the pace as a secondary target (Garmin's Training API v2). */
  secondaryTargetType?: 'PACE' | null;
  secondaryTargetValueLow?: number | null;
  secondaryTargetValueHigh?: number | null;
  /** A strength step's exercise, Garmin's keys (`SQUAT`, `GOBLET_SQUAT`). */
  exerciseCategory?: string;
  exerciseName?: string | null;
}

export interface GarminRepeatStep {
  type: 'WorkoutRepeatStep';
  stepOrder: number;
  repeatType: 'REPEAT_UNTIL_STEPS_CMPLT';
  repeatValue: number;
  steps: GarminWorkoutStep[];
}

export interface GarminWorkout {
  workoutName: string;
  description?: string;
  /** MULTI_SPORT for a brick: one segment per leg. */
  sport: 'RUNNING' | 'CYCLING' | 'LAP_SWIMMING' | 'STRENGTH_TRAINING' | 'MULTI_SPORT';
  poolLength?: number | null;
  poolLengthUnit?: 'METER' | 'YARD' | null;
  segments: {
    segmentOrder: number;
    sport: 'RUNNING' | 'CYCLING' | 'LAP_SWIMMING' | 'STRENGTH_TRAINING';
    poolLength?: number | null;
    poolLengthUnit?: 'METER' | 'YARD' | null;
    steps: (GarminWorkoutStep | GarminRepeatStep)[];
  }[];
}

interface GarminClientSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  redirectUri: string;
  timeoutMs: number;
}

export function garminSettingsOf(config: Config): GarminClientSettings | null {
  if (!config.GARMIN_CLIENT_ID || !config.GARMIN_CLIENT_SECRET) return null;
  return {
    clientId: config.GARMIN_CLIENT_ID,
    clientSecret: config.GARMIN_CLIENT_SECRET,
    authorizeUrl: config.GARMIN_AUTHORIZE_URL,
    tokenUrl: config.GARMIN_TOKEN_URL,
    apiUrl: config.GARMIN_API_URL.replace(/\/+$/, ''),
    redirectUri:
      config.GARMIN_REDIRECT_URI ??
      `${config.publicUrl.replace(/\/+$/, '')}/api/v1/integration/garmin/callback`,
    timeoutMs: config.GARMIN_TIMEOUT_MS,
  };
}

export function createGarminClient(settings: GarminClientSettings) {
  async function send(url: string, init: RequestInit): Promise<Response> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    if (response.ok) return response;
    const body = await response.text().catch(() => '');
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new GarminHttpError(
      response.status,
      body,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }

  async function tokenCall(form: Record<string, string>): Promise<GarminTokens> {
    const response = await send(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    const json = (await response.json()) as {
      access_token?: unknown;
      expires_in?: unknown;
      refresh_token?: unknown;
      refresh_token_expires_in?: unknown;
    };
    if (typeof json.access_token !== 'string' || typeof json.refresh_token !== 'string')
      throw new GarminHttpError(502, 'The token answer has no tokens');
    return {
      accessToken: json.access_token,
      expiresIn: typeof json.expires_in === 'number' ? json.expires_in : 86_400,
      refreshToken: json.refresh_token,
      refreshTokenExpiresIn:
        typeof json.refresh_token_expires_in === 'number' ? json.refresh_token_expires_in : null,
    };
  }

  const api = (path: string) => `${settings.apiUrl}${path}`;
  const bearer = (accessToken: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    ...extra,
  });
  const json = (accessToken: string) => bearer(accessToken, { 'content-type': 'application/json' });

  return {
    authorizeUrl(state: string, codeChallenge: string): string {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('redirect_uri', settings.redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    exchangeCode: (code: string, codeVerifier: string) =>
      tokenCall({
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        code_verifier: codeVerifier,
        redirect_uri: settings.redirectUri,
      }),

    /** Garmin rotates the refresh token: store the one that comes back. */
    refresh: (refreshToken: string) =>
      tokenCall({
        grant_type: 'refresh_token',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        refresh_token: refreshToken,
      }),

    async userId(accessToken: string): Promise<string> {
      const body = (await (
        await send(api('/wellness-api/rest/user/id'), { headers: bearer(accessToken) })
      ).json()) as { userId?: unknown };
      if (typeof body.userId !== 'string' || body.userId === '')
        throw new GarminHttpError(502, 'The user id answer has no userId');
      return body.userId;
    },

    async permissions(accessToken: string): Promise<string[]> {
      const body = (await (
        await send(api('/wellness-api/rest/user/permissions'), { headers: bearer(accessToken) })
      ).json()) as unknown;
      return Array.isArray(body) ? body.filter((p): p is string => typeof p === 'string') : [];
    },

    async deregister(accessToken: string): Promise<void> {
      await send(api('/wellness-api/rest/user/registration'), {
        method: 'DELETE',
        headers: bearer(accessToken),
      });
    },

    /** 202: the data comes later by webhook. A repeated window answers 409, which is not a failure. */
    async requestBackfill(
      accessToken: string,
      type: BackfillType,
      startSeconds: number,
      endSeconds: number,
    ): Promise<'accepted' | 'duplicate'> {
      const url = new URL(api(`/wellness-api/rest/backfill/${type}`));
      url.searchParams.set('summaryStartTimeInSeconds', String(startSeconds));
      url.searchParams.set('summaryEndTimeInSeconds', String(endSeconds));
      try {
        await send(url.toString(), { headers: bearer(accessToken) });
        return 'accepted';
      } catch (error) {
        if (error instanceof GarminHttpError && error.status === 409) return 'duplicate';
        throw error;
      }
    },

    async createWorkout(accessToken: string, workout: GarminWorkout): Promise<string> {
      const response = await send(api('/workoutportal/workout/v2'), {
        method: 'POST',
        headers: json(accessToken),
        body: JSON.stringify(workout),
      });
      const body = (await response.json()) as { workoutId?: unknown };
      if (body.workoutId === undefined || body.workoutId === null)
        throw new GarminHttpError(502, 'The workout answer has no workoutId');
      return String(body.workoutId);
    },

    async updateWorkout(accessToken: string, workoutId: string, workout: GarminWorkout): Promise<void> {
      await send(api(`/training-api/workout/v2/${encodeURIComponent(workoutId)}`), {
        method: 'PUT',
        headers: json(accessToken),
        body: JSON.stringify({ ...workout, workoutId: Number(workoutId) || workoutId }),
      });
    },

    /** Deleting a workout also removes its schedules at Garmin; a workout already gone (404) is fine. */
    async deleteWorkout(accessToken: string, workoutId: string): Promise<void> {
      try {
        await send(api(`/training-api/workout/v2/${encodeURIComponent(workoutId)}`), {
          method: 'DELETE',
          headers: bearer(accessToken),
        });
      } catch (error) {
        if (!(error instanceof GarminHttpError && error.status === 404)) throw error;
      }
    },

    async scheduleWorkout(accessToken: string, workoutId: string, date: string): Promise<string> {
      const response = await send(api('/training-api/schedule/'), {
        method: 'POST',
        headers: json(accessToken),
        body: JSON.stringify({ workoutId: Number(workoutId) || workoutId, date }),
      });
      const text = await response.text();
      // Garmin answers the new schedule's id, as a bare number or inside an object.
      const parsed = text ? (JSON.parse(text) as unknown) : null;
      const id =
        typeof parsed === 'object' && parsed !== null
          ? (parsed as { scheduleId?: unknown }).scheduleId
          : parsed;
      if (id === undefined || id === null) throw new GarminHttpError(502, 'The schedule answer has no id');
      return String(id);
    },

    async deleteSchedule(accessToken: string, scheduleId: string): Promise<void> {
      try {
        await send(api(`/training-api/schedule/${encodeURIComponent(scheduleId)}`), {
          method: 'DELETE',
          headers: bearer(accessToken),
        });
      } catch (error) {
        if (!(error instanceof GarminHttpError && error.status === 404)) throw error;
      }
    },
  };
}

export type GarminClient = ReturnType<typeof createGarminClient>;
