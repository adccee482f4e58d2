import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AVAILABILITY_MARGIN,
  DEFAULT_CSS_SEC_PER_100M,
  LONG_SESSION_EXCEEDS_VOLUME,
  SPORT_SHARES,
  formatHoursMinutes,
  isMissing,
  localDate,
  longSessionCapabilitySchema,
  longSessionsOverVolume,
  longSessionsSchema,
  longSessionsSchemaFor,
  messages,
  parseHoursMinutes,
  peakWeeklyHours,
  trainingVolumeCapabilitySchema,
  trainingVolumeSchema,
  type Intention,
  type OtherEnduranceSport,
  type RaceType,
} from '@tricoach/core';
import { recordCapabilities } from '../athlete/profile.service';
import {
  DEFAULT_PREFERENCES,
  readStoredExperience,
  readStoredPreferences,
  type StoredExperience,
} from '../athlete/profile.storage';
import type { Db } from '../db/database';
import { athleteProfiles, athleteThresholds, capabilityHistory } from '../db/schema';
import { nextARace } from '../goals/next-a-race';
import { ApiError, type FieldError } from '../http/errors';
import { writeWithReplan, type ReplanRequests } from '../plan/plan-generation.service';
import { readStoredThresholds } from '../thresholds/thresholds.service';

/** Spec section 3, "Other endurance sports", with the words the app shows. */
const ENDURANCE_SPORT_OPTIONS = [
  { value: 'AquaJogging', label: 'Aqua jogging' },
  { value: 'CrossCountrySkiing', label: 'Cross-country skiing' },
  { value: 'CrossTrainer', label: 'Cross trainer' },
  { value: 'Hiking', label: 'Hiking' },
  { value: 'IceSkating', label: 'Ice skating' },
  { value: 'Kayak', label: 'Kayak' },
  { value: 'OrientationRunning', label: 'Orienteering' },
  { value: 'Rowing', label: 'Rowing' },
  { value: 'SkiTouring', label: 'Ski touring' },
  { value: 'SpeedSkating', label: 'Speed skating' },
] as const satisfies readonly { value: OtherEnduranceSport; label: string }[];

export const CAPABILITY_KINDS = ['total', 'long'] as const;
type CapabilityKind = (typeof CAPABILITY_KINDS)[number];

/** The h:mm the capability schemas read tops out at 29:59 (spec section 5, time format). */
const MAX_CAPABILITY_SECONDS = 29 * 3600 + 59 * 60;

/** Plain digits are seconds (a query string carries numbers as text). */
const SECONDS_TEXT = /^\d+(?:\.\d+)?$/;

/**
 * A duration as docs/api.md allows it: seconds (a JSON number, or digits) or the `h:mm` a
 * person types. Out: seconds.
 */
function durationField(label: string, maxSeconds = Number.POSITIVE_INFINITY) {
  return z.unknown().transform((value, ctx) => {
    if (isMissing(value)) {
      ctx.addIssue({ code: 'custom', message: messages.required(label) });
      return z.NEVER;
    }
    const seconds =
      typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? SECONDS_TEXT.test(value.trim())
            ? Number(value)
            : parseHoursMinutes(value)
          : undefined;
    if (seconds === undefined || !Number.isFinite(seconds)) {
      ctx.addIssue({ code: 'custom', message: messages.hoursMinutes() });
      return z.NEVER;
    }
    if (seconds < 0) ctx.addIssue({ code: 'custom', message: messages.minValue(label, 0, 'seconds') });
    else if (seconds > maxSeconds)
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be at most ${formatHoursMinutes(maxSeconds)} h`,
      });
    return seconds;
  });
}

export const NO_A_RACE_MESSAGE = 'Add your A race first: the training time you need depends on it.';

/** Hours to the half hour above: a hint, not a measurement. */
const toHalfHours = (hours: number) => Math.ceil(hours * 2) / 2;
const hoursWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
const roundToMinute = (seconds: number) => Math.round(seconds / 60) * 60;
const fieldErrorsOf = (error: z.ZodError, field?: string): FieldError[] =>
  error.issues.map((issue) => ({ field: field ?? (issue.path.join('.') || 'body'), message: issue.message }));
const invalid = (fieldErrors: FieldError[]) =>
  new ApiError(400, 'validation_failed', fieldErrors[0]?.message ?? 'Invalid request', fieldErrors);

/** Triathlon split of bike to run time at the peak (core SPORT_SHARES), for athletes with no answers yet. */
const TRIATHLON_BIKE = SPORT_SHARES.Triathlon.bike ?? 0.5;
const TRIATHLON_RUN = SPORT_SHARES.Triathlon.run ?? 0.3;

/** API names of the onboarding screens (docs/api.md) and the experience keys they fill. */
const WEEKLY_KEYS = {
  swimming: 'swimmingExperienceTrainingVolumeInMetersPerWeek',
  cycling: 'cyclingExperienceTrainingVolumeInHoursPerWeek',
  running: 'runningExperienceTrainingVolumeInHoursPerWeek',
} as const;
const LONG_KEYS = {
  swimming: 'averageDistanceOfLongSwimmingSession',
  cycling: 'averageDurationOfLongCyclingSession',
  running: 'averageDurationOfLongRunningSession',
} as const;
const SPORT_OF_KEY: Record<string, 'swimming' | 'cycling' | 'running'> = Object.fromEntries([
  ...Object.entries(WEEKLY_KEYS).map(([sport, key]) => [key, sport]),
  ...Object.entries(LONG_KEYS).map(([sport, key]) => [key, sport]),
]);

const longBodySchema = z.object({ swimming: z.unknown(), cycling: z.unknown(), running: z.unknown() });
const secondsOfHours = (hours: number | undefined) => (hours === undefined ? null : Math.round(hours * 3600));

/** The `seconds` of a capability body (seconds or h:mm), to the minute. */
function capabilitySeconds(body: unknown, label: string): number {
  const parsed = z.object({ seconds: durationField(label, MAX_CAPABILITY_SECONDS) }).safeParse(body ?? {});
  if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
  return roundToMinute(parsed.data.seconds);
}

/** The ride and the run a capability comes to must each pass core's rule; its message names `seconds`. */
function checkRideAndRun(rule: z.ZodType, bike: number, run: number): void {
  for (const [sport, duration] of [
    ['cycling', bike],
    ['running', run],
  ] as const) {
    const check = rule.safeParse({ sport, duration: formatHoursMinutes(duration) });
    if (!check.success) throw invalid(fieldErrorsOf(check.error, 'seconds'));
  }
}

function hasAllVolumes(
  experience: StoredExperience,
): experience is StoredExperience &
  Required<Pick<StoredExperience, (typeof WEEKLY_KEYS)[keyof typeof WEEKLY_KEYS]>> {
  return Object.values(WEEKLY_KEYS).every((key) => experience[key] !== undefined);
}
function hasAllLongs(
  experience: StoredExperience,
): experience is StoredExperience &
  Required<Pick<StoredExperience, (typeof LONG_KEYS)[keyof typeof LONG_KEYS]>> {
  return Object.values(LONG_KEYS).every((key) => experience[key] !== undefined);
}

export function createTrainingParametersService(db: Db, planGeneration: ReplanRequests) {
  async function loadProfile(athleteId: string) {
    const [profile] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.athleteId, athleteId));
    return profile;
  }

  /**
   * Stores the new experience, its capability history and, once onboarding is completed, the
   * re-plan's request in one transaction.
   */
  async function saveExperience(
    athleteId: string,
    before: StoredExperience,
    after: StoredExperience,
    source: 'Onboarding' | 'UserChanged',
    now: Date,
  ) {
    await writeWithReplan(db, planGeneration, athleteId, async (tx) => {
      await tx
        .insert(athleteProfiles)
        .values({ athleteId, preferences: DEFAULT_PREFERENCES, experience: after, updatedAt: now })
        .onConflictDoUpdate({
          target: athleteProfiles.athleteId,
          set: { experience: after, updatedAt: now },
        });
      await recordCapabilities(tx, athleteId, before, after, source);
    });
  }

  function capabilities(experience: StoredExperience) {
    const weeklyBike = secondsOfHours(experience.cyclingExperienceTrainingVolumeInHoursPerWeek) ?? 0;
    const weeklyRun = secondsOfHours(experience.runningExperienceTrainingVolumeInHoursPerWeek) ?? 0;
    const longBike = experience.averageDurationOfLongCyclingSession ?? 0;
    const longRun = experience.averageDurationOfLongRunningSession ?? 0;
    return {
      weeklyBike,
      weeklyRun,
      longBike,
      longRun,
      total: weeklyBike + weeklyRun,
      long: Math.max(longBike, longRun),
    };
  }

  /** A capability the athlete changed: the new experience stored, and the capabilities it comes to. */
  async function storeCapability(
    athleteId: string,
    before: StoredExperience,
    now: Date,
    changes: Partial<StoredExperience>,
  ) {
    const after: StoredExperience = { ...before, ...changes };
    await saveExperience(athleteId, before, after, 'UserChanged', now);
    const c = capabilities(after);
    return { total: c.total, long: c.long };
  }

  async function getWeeklyAnswers(athleteId: string) {
    const experience = readStoredExperience((await loadProfile(athleteId))?.experience);
    return {
      swimming: experience.swimmingExperienceTrainingVolumeInMetersPerWeek ?? null,
      cycling: secondsOfHours(experience.cyclingExperienceTrainingVolumeInHoursPerWeek),
      running: secondsOfHours(experience.runningExperienceTrainingVolumeInHoursPerWeek),
    };
  }

  async function getLongAnswers(athleteId: string) {
    const experience = readStoredExperience((await loadProfile(athleteId))?.experience);
    return {
      swimming: experience.averageDistanceOfLongSwimmingSession ?? null,
      cycling: experience.averageDurationOfLongCyclingSession ?? null,
      running: experience.averageDurationOfLongRunningSession ?? null,
    };
  }

  return {
    /**
     * A new weekly capability ("total": the week's cycling plus running time, as the history
     * counts it). It is shared out over cycling and running in the athlete's current
     * proportion (the triathlon split of core SPORT_SHARES when both are unknown), to the
     * minute, and each sport's new volume must still hold its long session (spec section 5).
     */
    async setTotalCapability(athleteId: string, body: unknown, now: Date) {
      const total = capabilitySeconds(body, 'Weekly training volume');
      const before = readStoredExperience((await loadProfile(athleteId))?.experience);
      const c = capabilities(before);
      const bikeShare =
        c.total > 0 ? c.weeklyBike / c.total : TRIATHLON_BIKE / (TRIATHLON_BIKE + TRIATHLON_RUN);
      const bike = roundToMinute(total * bikeShare);
      const run = total - bike;
      checkRideAndRun(
        trainingVolumeCapabilitySchema({ swim: 0, bike: c.longBike, run: c.longRun }),
        bike,
        run,
      );
      return storeCapability(athleteId, before, now, {
        cyclingExperienceTrainingVolumeInHoursPerWeek: bike / 3600,
        runningExperienceTrainingVolumeInHoursPerWeek: run / 3600,
      });
    },

    /**
     * A new long-session capability ("long": the longer of the long ride and the long run).
     * Both scale by the same factor, so their ratio stays (a new athlete's long run is the
     * long ride times core's run-to-bike share); each must fit its sport's weekly volume.
     */
    async setLongCapability(athleteId: string, body: unknown, now: Date) {
      const long = capabilitySeconds(body, 'Long session duration');
      const before = readStoredExperience((await loadProfile(athleteId))?.experience);
      const c = capabilities(before);
      const bike = c.long > 0 ? roundToMinute((c.longBike * long) / c.long) : long;
      const run =
        c.long > 0
          ? roundToMinute((c.longRun * long) / c.long)
          : roundToMinute((long * TRIATHLON_RUN) / TRIATHLON_BIKE);
      checkRideAndRun(
        longSessionCapabilitySchema({ swim: 0, bike: c.weeklyBike, run: c.weeklyRun }),
        bike,
        run,
      );
      return storeCapability(athleteId, before, now, {
        averageDurationOfLongCyclingSession: bike,
        averageDurationOfLongRunningSession: run,
      });
    },

    async history(athleteId: string, kind: CapabilityKind) {
      const rows = await db
        .select()
        .from(capabilityHistory)
        .where(and(eq(capabilityHistory.athleteId, athleteId), eq(capabilityHistory.kind, kind)))
        .orderBy(desc(capabilityHistory.createdAt), desc(capabilityHistory.id));
      return rows.map((row) => ({
        value: row.valueSeconds,
        source: row.source as 'Onboarding' | 'UserChanged' | 'Automated',
        createdAt: row.createdAt.toISOString(),
      }));
    },

    getWeeklyAnswers,

    /** Weekly volumes (swim metres, ride and run time), checked with core's bounds and against stored long sessions. */
    async setWeeklyAnswers(athleteId: string, body: unknown, now: Date) {
      const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const fieldErrors: FieldError[] = [];
      const timeOf = (sport: 'cycling' | 'running', label: string) => {
        const parsed = durationField(label).safeParse(input[sport]);
        if (!parsed.success) fieldErrors.push(...fieldErrorsOf(parsed.error, sport));
        return parsed.success ? parsed.data / 3600 : 0;
      };
      const volume = trainingVolumeSchema.pick({
        swimmingExperienceTrainingVolumeInMetersPerWeek: true,
        cyclingExperienceTrainingVolumeInHoursPerWeek: true,
        runningExperienceTrainingVolumeInHoursPerWeek: true,
      });
      const parsed = volume.safeParse({
        [WEEKLY_KEYS.swimming]: input.swimming,
        [WEEKLY_KEYS.cycling]: timeOf('cycling', 'Weekly cycling volume'),
        [WEEKLY_KEYS.running]: timeOf('running', 'Weekly running volume'),
      });
      if (!parsed.success) {
        for (const error of fieldErrorsOf(parsed.error)) {
          const sport = SPORT_OF_KEY[error.field] ?? error.field;
          if (!fieldErrors.some((e) => e.field === sport)) fieldErrors.push({ ...error, field: sport });
        }
      }
      if (fieldErrors.length || !parsed.success) throw invalid(fieldErrors);
      const before = readStoredExperience((await loadProfile(athleteId))?.experience);
      const after: StoredExperience = { ...before, ...parsed.data };
      if (hasAllVolumes(after) && hasAllLongs(after)) {
        const over = longSessionsOverVolume(after, after);
        if (over.length)
          throw invalid(
            over.map((key) => ({ field: SPORT_OF_KEY[key] ?? key, message: LONG_SESSION_EXCEEDS_VOLUME })),
          );
      }
      await saveExperience(athleteId, before, after, 'Onboarding', now);
      return getWeeklyAnswers(athleteId);
    },

    getLongAnswers,

    /**
     * Long sessions (swim metres, ride and run as h:mm or seconds, kept to the minute), with
     * core's long-session rules against the weekly volumes when those are answered.
     */
    async setLongAnswers(athleteId: string, body: unknown, now: Date) {
      const shape = longBodySchema.safeParse(body ?? {});
      const input = shape.success
        ? shape.data
        : { swimming: undefined, cycling: undefined, running: undefined };
      const asText = (value: unknown) => (typeof value === 'number' ? formatHoursMinutes(value) : value);
      const before = readStoredExperience((await loadProfile(athleteId))?.experience);
      const schema = hasAllVolumes(before) ? longSessionsSchemaFor(before) : longSessionsSchema;
      const parsed = schema.safeParse({
        [LONG_KEYS.swimming]: input.swimming,
        [LONG_KEYS.cycling]: asText(input.cycling),
        [LONG_KEYS.running]: asText(input.running),
      });
      if (!parsed.success)
        throw invalid(
          fieldErrorsOf(parsed.error).map((error) => ({
            ...error,
            field: SPORT_OF_KEY[error.field] ?? error.field,
          })),
        );
      const after: StoredExperience = { ...before, ...parsed.data };
      await saveExperience(athleteId, before, after, 'Onboarding', now);
      return getLongAnswers(athleteId);
    },

    /**
     * The weekly time the A race asks for (core peakWeeklyHours, plus the availability margin of
     * spec section 5): the minimum at the beginner level, the recommendation at the athlete's
     * intention (what availability validation checks). The next A race counts.
     */
    async volumeHint(athleteId: string, now: Date) {
      const profile = await loadProfile(athleteId);
      const today = localDate(now, readStoredPreferences(profile?.preferences).timeZoneInfoId);
      const goal = await nextARace(db, athleteId, today);
      if (!goal)
        return { minimumHoursPerWeek: null, recommendedHoursPerWeek: null, message: NO_A_RACE_MESSAGE };
      // Before the intention is answered, plan for the low end of the experienced range (core's NextLevelRace).
      const intention = (profile?.intention as Intention | null) ?? 'NextLevelRace';
      const type = { type: goal.eventType as RaceType };
      const minimum = toHalfHours(peakWeeklyHours(type, 'Beginner') * AVAILABILITY_MARGIN);
      const recommended = Math.max(
        minimum,
        toHalfHours(peakWeeklyHours(type, intention) * AVAILABILITY_MARGIN),
      );
      return {
        minimumHoursPerWeek: minimum,
        recommendedHoursPerWeek: recommended,
        message: `${goal.raceName} needs about ${hoursWords(recommended)} of training time a week at its peak, with room to move sessions. Less than ${hoursWords(minimum)} is not enough to prepare for it.`,
      };
    },

    /** Spec section 5: the long session may not exceed the weekly training volume. */
    validateVolume(query: { hoursPerWeek?: unknown; longSessionSeconds?: unknown }): {
      isValid: boolean;
      message?: string;
    } {
      const parsed = z
        .object({
          hoursPerWeek: trainingVolumeSchema.shape.hoursPerWeekAvailable.unwrap(),
          longSessionSeconds: durationField('Long session duration'),
        })
        .safeParse(query);
      if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
      const isOver = parsed.data.longSessionSeconds > parsed.data.hoursPerWeek * 3600;
      return isOver ? { isValid: false, message: LONG_SESSION_EXCEEDS_VOLUME } : { isValid: true };
    },

    enduranceSportOptions() {
      return ENDURANCE_SPORT_OPTIONS.map((option) => ({ ...option }));
    },

    /** The swim settings with the CSS the coach uses: the stored one, else spec section 5's 2:00 per 100 m. */
    async swimParameters(athleteId: string) {
      const preferences = readStoredPreferences((await loadProfile(athleteId))?.preferences);
      const [row] = await db
        .select({ values: athleteThresholds.values })
        .from(athleteThresholds)
        .where(eq(athleteThresholds.athleteId, athleteId));
      const stored = readStoredThresholds(row?.values);
      const css = stored.values.swimCss;
      return {
        poolLength: preferences.poolLength,
        swimUnit: preferences.swimUnit,
        css: css ?? DEFAULT_CSS_SEC_PER_100M,
        isCssEstimated: css === undefined || stored.estimated.has('swimCss'),
        useVerbalSwimPace: preferences.useVerbalSwimPace,
      };
    },
  };
}
