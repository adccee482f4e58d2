import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_CSS_SEC_PER_100M,
  RIEGEL_EXPONENT,
  ageOn,
  athleteZones,
  cyclingThresholdsSchema,
  formatMinutesSeconds,
  localDate,
  mafAnswersSchema,
  messages,
  mafHeartRate,
  mafRange,
  resolveThresholds,
  runningRaceResultSchema,
  runningThresholdsSchema,
  secPer100mToSecPer100yd,
  secPerKmToSecPerMile,
  swimmingThresholdsSchema,
  type AthleteBasics,
  type MafCategory,
  type SwimUnit,
  type ThresholdKey,
  type Thresholds,
  type UnitSystem,
} from '@tricoach/core';
import { readStoredExperience, readStoredPreferences } from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { athleteProfiles, athleteThresholds } from '../db/schema';
import { ApiError, type FieldError } from '../http/errors';
import { writeWithReplan, type ReplanRequests } from '../plan/plan-generation.service';

export const THRESHOLD_SPORTS = ['swimming', 'cycling', 'running'] as const;
type ThresholdSport = (typeof THRESHOLD_SPORTS)[number];

export const THRESHOLD_KEYS = [
  'bikeUpperHeartRate',
  'bikeLowerHeartRate',
  'runUpperHeartRate',
  'runLowerHeartRate',
  'bikeUpperPower',
  'bikeLowerPower',
  'runUpperPace',
  'runLowerPace',
  'swimCss',
  'maxHeartRate',
  'restingHeartRate',
] as const satisfies readonly ThresholdKey[];

/** Request fields of each sport's POST (docs/api.md) and the stored threshold each one sets. */
const STORED_FIELD = {
  swimming: { css: 'swimCss' },
  cycling: {
    upperPower: 'bikeUpperPower',
    lowerPower: 'bikeLowerPower',
    upperHeartRate: 'bikeUpperHeartRate',
    lowerHeartRate: 'bikeLowerHeartRate',
  },
  running: {
    upperPace: 'runUpperPace',
    lowerPace: 'runLowerPace',
    upperHeartRate: 'runUpperHeartRate',
    lowerHeartRate: 'runLowerHeartRate',
  },
} as const satisfies Record<ThresholdSport, Record<string, ThresholdKey>>;

/** Fields GET validate accepts per sport: the POST fields, and the CSS test times for swimming. */
const VALIDATABLE_FIELDS: Readonly<Record<ThresholdSport, readonly string[]>> = {
  swimming: ['css', 'time50m', 'time400m'],
  cycling: Object.keys(STORED_FIELD.cycling),
  running: Object.keys(STORED_FIELD.running),
};

const SPORT_KEYS: Readonly<Record<ThresholdSport, readonly ThresholdKey[]>> = {
  swimming: Object.values(STORED_FIELD.swimming),
  cycling: Object.values(STORED_FIELD.cycling),
  running: Object.values(STORED_FIELD.running),
};

/**
 * The jsonb row: core `Thresholds` (numbers, null or absent for unknown) plus `estimated`,
 * the keys whose stored value is an estimate the athlete accepted ("I don't know" on a
 * threshold screen), so they stay marked as estimates and a later entry replaces them.
 */
interface StoredThresholds {
  values: Thresholds;
  estimated: Set<ThresholdKey>;
}

export function readStoredThresholds(raw: unknown): StoredThresholds {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const values: Thresholds = {};
  for (const key of THRESHOLD_KEYS) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value)) values[key] = value;
  }
  const marked = Array.isArray(source.estimated) ? source.estimated : [];
  return {
    values,
    estimated: new Set(THRESHOLD_KEYS.filter((key) => marked.includes(key) && values[key] !== undefined)),
  };
}

function toStoredJson(stored: StoredThresholds) {
  return {
    ...Object.fromEntries(THRESHOLD_KEYS.map((key) => [key, stored.values[key] ?? null])),
    estimated: THRESHOLD_KEYS.filter((key) => stored.estimated.has(key)),
  };
}

type ThresholdsView = Record<ThresholdKey, number | null> & { estimated: ThresholdKey[] };

/** SI paces sent as numbers are checked like text typed in the athlete's own unit (same messages). */
const runPaceText = (value: unknown, system: UnitSystem) =>
  typeof value === 'number'
    ? formatMinutesSeconds(system === 'Imperial' ? secPerKmToSecPerMile(value) : value)
    : value;
const cssText = (value: unknown, swimUnit: SwimUnit) =>
  typeof value === 'number'
    ? formatMinutesSeconds(swimUnit === 'Yards' ? secPer100mToSecPer100yd(value) : value)
    : value;
const clockText = (value: unknown) => (typeof value === 'number' ? formatMinutesSeconds(value) : value);

const issuesOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: issue.message }));

function validationError(fieldErrors: FieldError[]): ApiError {
  return new ApiError(400, 'validation_failed', fieldErrors[0]?.message ?? 'Invalid thresholds', fieldErrors);
}

type Body = Record<string, unknown>;
const asBody = (body: unknown): Body =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};

interface AthleteState {
  unitSystem: UnitSystem;
  swimUnit: SwimUnit;
  basics: AthleteBasics;
  measurement: {
    bike: ReturnType<typeof readStoredPreferences>['cyclingMeasurement'];
    run: ReturnType<typeof readStoredPreferences>['runningMeasurement'];
  };
  dateOfBirth: string | null;
  today: string;
  stored: StoredThresholds;
  experience: Record<string, unknown>;
}

/** A change request of one sport, checked: the stored keys it sets (null clears) and what it leaves. */
interface ThresholdChange {
  set: Partial<Record<ThresholdKey, number | null>>;
  /** Keys whose new value is itself an estimate (a threshold pace from a race result). */
  estimated: ThresholdKey[];
  experience?: Record<string, number>;
}

/**
 * A caller's transaction (an accepted performance test): the thresholds are read and stored in
 * it, and the caller requests the re-plan in it (once, for everything it writes).
 */
interface InTransaction {
  tx?: Db;
}

export function createThresholdsService(db: Db, planGeneration: ReplanRequests) {
  /** `q`: the caller's transaction when there is one (on the embedded database a read beside it would wait for it). */
  async function load(athleteId: string, now: Date, q: Db = db): Promise<AthleteState> {
    const [profile] = await q.select().from(athleteProfiles).where(eq(athleteProfiles.athleteId, athleteId));
    const [row] = await q
      .select({ values: athleteThresholds.values })
      .from(athleteThresholds)
      .where(eq(athleteThresholds.athleteId, athleteId));
    const preferences = readStoredPreferences(profile?.preferences);
    const today = localDate(now, preferences.timeZoneInfoId);
    const experience = readStoredExperience(profile?.experience) as Record<string, unknown>;
    const dateOfBirth = profile?.dateOfBirth ?? null;
    const raceDistance = experience.runningSpeedThresholdDistance;
    const raceTime = experience.raceTimeInSeconds;
    const basics: AthleteBasics = {
      ...(dateOfBirth ? { age: ageOn(dateOfBirth, today) } : {}),
      mafCategory: (profile?.mafCategory as MafCategory | null) ?? 'ConsistentTraining',
      ...(typeof raceDistance === 'number' && typeof raceTime === 'number'
        ? { runRace: { distanceMeters: raceDistance, timeSeconds: raceTime } }
        : {}),
    };
    return {
      unitSystem: preferences.preferredUnitSystem,
      swimUnit: preferences.swimUnit,
      basics,
      measurement: { bike: preferences.cyclingMeasurement, run: preferences.runningMeasurement },
      dateOfBirth,
      today,
      stored: readStoredThresholds(row?.values),
      experience,
    };
  }

  function resolve(state: AthleteState) {
    return resolveThresholds(state.stored.values, state.basics, state.measurement);
  }

  /** What the coach uses: stored values, else estimates (named in `estimated`), else null. */
  function present(state: AthleteState): ThresholdsView {
    const resolved = resolve(state);
    const view = Object.fromEntries(
      THRESHOLD_KEYS.map((key) => [key, resolved.thresholds[key] ?? null]),
    ) as Record<ThresholdKey, number | null>;
    const estimated = THRESHOLD_KEYS.filter(
      (key) => resolved.status[key] === 'estimated' || state.stored.estimated.has(key),
    );
    return { ...view, estimated };
  }

  /**
   * Checks one sport's request with core's schema, in the athlete's units. Stored values the
   * athlete entered take part in the cross-field rules (lower below upper), so a partial
   * update is checked against what it leaves in place; estimates do not (they are redone).
   */
  function check(
    state: AthleteState,
    sport: ThresholdSport,
    rawBody: unknown,
    options: { withRace?: boolean } = {},
  ): { ok: true; change: ThresholdChange } | { ok: false; fieldErrors: FieldError[] } {
    const body = asBody(rawBody);
    if (sport === 'swimming') {
      const parsed = swimmingThresholdsSchema(state.swimUnit).safeParse({
        css: cssText(body.css, state.swimUnit),
        time50m: clockText(body.time50m),
        time400m: clockText(body.time400m),
      });
      if (!parsed.success) return { ok: false, fieldErrors: issuesOf(parsed.error) };
      return { ok: true, change: { set: { swimCss: parsed.data.css }, estimated: [] } };
    }

    const fields = STORED_FIELD[sport];
    const context: Body = {};
    for (const [field, key] of Object.entries(fields) as [string, ThresholdKey][]) {
      const value = state.stored.values[key];
      if (value !== undefined && !state.stored.estimated.has(key)) context[field] = value;
    }
    const sent = Object.fromEntries(
      Object.keys(fields)
        .filter((field) => field in body)
        .map((field) => [field, body[field]]),
    );
    const merged: Body = { ...context, ...sent };
    const fieldErrors: FieldError[] = [];
    let values: Partial<Record<string, number | null>> = {};
    if (sport === 'cycling') {
      const parsed = cyclingThresholdsSchema.safeParse(merged);
      if (parsed.success) values = parsed.data;
      else fieldErrors.push(...issuesOf(parsed.error));
    } else {
      const text = {
        ...merged,
        upperPace: runPaceText(merged.upperPace, state.unitSystem),
        lowerPace: runPaceText(merged.lowerPace, state.unitSystem),
      };
      const parsed = runningThresholdsSchema(state.unitSystem).safeParse(text);
      if (parsed.success) values = parsed.data;
      else fieldErrors.push(...issuesOf(parsed.error));
    }

    const change: ThresholdChange = { set: {}, estimated: [] };
    const hasRace =
      options.withRace && ('runningSpeedThresholdDistance' in body || 'raceTimeInSeconds' in body);
    if (hasRace) {
      const race = runningRaceResultSchema.safeParse({
        runningSpeedThresholdDistance: body.runningSpeedThresholdDistance,
        raceTimeInSeconds: body.raceTimeInSeconds,
      });
      if (!race.success) fieldErrors.push(...issuesOf(race.error));
      else {
        change.experience = {
          runningSpeedThresholdDistance: race.data.runningSpeedThresholdDistance,
          raceTimeInSeconds: race.data.raceTimeInSeconds,
        };
        // A typed threshold pace wins over the race estimate.
        if (!('upperPace' in sent) || values.upperPace == null) {
          change.set.runUpperPace = race.data.thresholdPace;
          change.estimated.push('runUpperPace');
        }
      }
    }
    if (fieldErrors.length) return { ok: false, fieldErrors };
    for (const field of Object.keys(sent)) {
      const key = (fields as Record<string, ThresholdKey>)[field];
      if (key && !(key in change.set)) change.set[key] = values[field] ?? null;
    }
    return { ok: true, change };
  }

  async function store(
    athleteId: string,
    state: AthleteState,
    sport: ThresholdSport,
    change: ThresholdChange,
    now: Date,
    options: { replacesEstimates: boolean } & InTransaction = { replacesEstimates: true },
  ): Promise<ThresholdsView> {
    const values: Thresholds = { ...state.stored.values };
    const estimated = new Set(state.stored.estimated);
    // Estimates of this sport rest on the values an entry replaces: drop them, reading redoes them.
    if (options.replacesEstimates && Object.keys(change.set).length) {
      for (const key of SPORT_KEYS[sport]) {
        if (estimated.has(key)) {
          delete values[key];
          estimated.delete(key);
        }
      }
    }
    for (const [key, value] of Object.entries(change.set) as [ThresholdKey, number | null][]) {
      if (value === null) delete values[key];
      else values[key] = value;
      estimated.delete(key);
    }
    for (const key of change.estimated) if (values[key] !== undefined) estimated.add(key);
    const next = { values, estimated };
    const json = toStoredJson(next);
    // The thresholds and the re-plan they ask for (once onboarded): one transaction.
    const write = async (tx: Db) => {
      await tx
        .insert(athleteThresholds)
        .values({ athleteId, values: json, updatedAt: now })
        .onConflictDoUpdate({ target: athleteThresholds.athleteId, set: { values: json, updatedAt: now } });
      if (change.experience) {
        const experience = { ...state.experience, ...change.experience };
        await tx
          .insert(athleteProfiles)
          .values({ athleteId, preferences: readStoredPreferences(undefined), experience })
          .onConflictDoUpdate({ target: athleteProfiles.athleteId, set: { experience, updatedAt: now } });
      }
    };
    if (options.tx) await write(options.tx);
    else await writeWithReplan(db, planGeneration, athleteId, write);
    return present({ ...state, stored: next });
  }

  async function post(
    athleteId: string,
    sport: ThresholdSport,
    body: unknown,
    now: Date,
    options: { withRace?: boolean } & InTransaction = {},
  ): Promise<ThresholdsView> {
    const state = await load(athleteId, now, options.tx);
    const result = check(state, sport, body, options);
    if (!result.ok) throw validationError(result.fieldErrors);
    // Nothing sent that the sport knows: nothing changes, and no plan is redone for it.
    if (!Object.keys(result.change.set).length && !result.change.experience) return present(state);
    return store(athleteId, state, sport, result.change, now, { replacesEstimates: true, tx: options.tx });
  }

  return {
    async get(athleteId: string, now: Date): Promise<ThresholdsView> {
      return present(await load(athleteId, now));
    },

    /** The thresholds and every zone set they allow, per sport (SI bounds, as zones/ gives them). */
    async settings(athleteId: string, now: Date) {
      const state = await load(athleteId, now);
      const zones = athleteZones(resolve(state).thresholds);
      return {
        ...present(state),
        zones: {
          swimming: { pace: zones.swimPace ?? null },
          cycling: { power: zones.bikePower ?? null, heartRate: zones.bikeHeartRate ?? null },
          running: { heartRate: zones.runHeartRate ?? null, pace: zones.runPace ?? null },
        },
      };
    },

    postSwimming: (athleteId: string, body: unknown, now: Date, options: InTransaction = {}) =>
      post(athleteId, 'swimming', body, now, options),
    postCycling: (athleteId: string, body: unknown, now: Date, options: InTransaction = {}) =>
      post(athleteId, 'cycling', body, now, options),
    postRunning: (
      athleteId: string,
      body: unknown,
      now: Date,
      options: { isOnboarding: boolean } & InTransaction,
    ) => post(athleteId, 'running', body, now, { withRace: options.isOnboarding, tx: options.tx }),

    /** Spec section 5: 2:00 per 100 m when the athlete does not know the CSS; kept marked as an estimate. */
    async defaultSwimming(athleteId: string, now: Date): Promise<ThresholdsView> {
      const state = await load(athleteId, now);
      return store(
        athleteId,
        state,
        'swimming',
        { set: { swimCss: DEFAULT_CSS_SEC_PER_100M }, estimated: ['swimCss'] },
        now,
      );
    },

    /** Stores the coach's estimates for the sport's unknown values (core resolveThresholds); known values stay. */
    async fillDefaults(athleteId: string, sport: ThresholdSport, now: Date): Promise<ThresholdsView> {
      const state = await load(athleteId, now);
      const resolved = resolve(state);
      const change: ThresholdChange = { set: {}, estimated: [] };
      for (const key of SPORT_KEYS[sport]) {
        const value = resolved.thresholds[key];
        if (state.stored.values[key] === undefined && value !== undefined) {
          change.set[key] = value;
          change.estimated.push(key);
        }
      }
      if (!Object.keys(change.set).length) return present(state);
      return store(athleteId, state, sport, change, now, { replacesEstimates: false });
    },

    /** One field as the POST would check it, with the athlete's stored values for the cross-field rules. */
    async validate(
      athleteId: string,
      sport: ThresholdSport,
      field: string,
      value: unknown,
      now: Date,
    ): Promise<{ isValid: boolean; message?: string }> {
      if (!VALIDATABLE_FIELDS[sport].includes(field)) {
        const message = messages.oneOf('Field', VALIDATABLE_FIELDS[sport]);
        throw validationError([{ field: 'field', message }]);
      }
      const state = await load(athleteId, now);
      const result = check(state, sport, { [field]: value ?? '' });
      if (result.ok) return { isValid: true };
      const own = result.fieldErrors.find((error) => error.field === field);
      return own ? { isValid: false, message: own.message } : { isValid: true };
    },

    /** A race result → threshold pace (core thresholdPaceFromRace, Riegel). Field names as in the query. */
    upperPaceFromRace(distance: unknown, time: unknown): { upperPace: number; method: string } {
      const parsed = runningRaceResultSchema.safeParse({
        runningSpeedThresholdDistance: distance,
        raceTimeInSeconds: time,
      });
      if (!parsed.success) {
        const names: Record<string, string> = {
          runningSpeedThresholdDistance: 'distance',
          raceTimeInSeconds: 'time',
        };
        throw validationError(
          issuesOf(parsed.error).map((error) => ({ ...error, field: names[error.field] ?? error.field })),
        );
      }
      return {
        upperPace: parsed.data.thresholdPace,
        method: `Riegel (exponent ${RIEGEL_EXPONENT}) to a one-hour effort`,
      };
    },

    /**
     * Maffetone heart rate from the date of birth and the MAF answers. With several answers the
     * most cautious one counts (Maffetone: "if in doubt, use the lower heart rate").
     */
    async maffetone(athleteId: string, answers: unknown, now: Date) {
      const parsed = mafAnswersSchema.safeParse(answers);
      if (!parsed.success)
        throw validationError(issuesOf(parsed.error).map((error) => ({ ...error, field: 'answers' })));
      const state = await load(athleteId, now);
      if (!state.dateOfBirth) {
        const message =
          'Add your date of birth to your profile first: the MAF heart rate is 180 minus your age.';
        throw new ApiError(400, 'validation_failed', message, [{ field: 'dateOfBirth', message }]);
      }
      const age = ageOn(state.dateOfBirth, state.today);
      const category = parsed.data.reduce((cautious, answer) =>
        mafHeartRate(age, answer) < mafHeartRate(age, cautious) ? answer : cautious,
      );
      return { mafHeartRate: mafHeartRate(age, category), ...mafRange(age, category), category };
    },
  };
}

export type ThresholdsService = ReturnType<typeof createThresholdsService>;
