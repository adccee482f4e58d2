import { z } from 'zod';
import type { EnduranceSport } from '../model/index';
import { SPORT_OF_MODALITY } from '../model/athlete';
import { boundedNumber, hoursMinutesField, oneOfField, whenValid } from './fields';

/** Spec section 5, volume versus long session (onboarding wording). */
export const LONG_SESSION_EXCEEDS_VOLUME =
  'The average longest session cannot exceed the average training volume';
/** Spec section 5: a volume capability set below the current long-session capability. */
export const VOLUME_BELOW_LONG_SESSION =
  'Your current long session capability is too long for the requested volume';
/** Spec section 5: a long-session capability set above the current volume capability. */
export const LONG_SESSION_ABOVE_VOLUME =
  'Your current weekly training capability is too low for the requested duration';

/**
 * Sanity bounds the spec leaves open: generous enough for any age-grouper, tight enough to
 * catch a typo (an extra zero). 50 years of experience; 50 km of swimming, 40 h of cycling
 * and 25 h of running a week; a 10 km long swim. Long bike and run sessions are h:mm, so the
 * time format's 29:59 caps them.
 */
export const EXPERIENCE_BOUNDS = {
  months: { min: 0, max: 600, isInteger: true },
  swimMetersPerWeek: { min: 0, max: 50_000, isInteger: true, unit: 'm' },
  bikeHoursPerWeek: { min: 0, max: 40, unit: 'hours' },
  runHoursPerWeek: { min: 0, max: 25, unit: 'hours' },
  longSwimMeters: { min: 0, max: 10_000, isInteger: true, unit: 'm' },
  hoursPerWeekAvailable: { min: 0, max: 40, unit: 'hours' },
} as const;

/**
 * The training-volume screen. Numbers keep the unit their API name carries (months, metres
 * per week, hours per week); only text inputs (h:mm) are turned into seconds.
 */
export const trainingVolumeSchema = z.object({
  swimmingExperienceTrainingDurationInMonths: boundedNumber('Swimming experience', EXPERIENCE_BOUNDS.months),
  cyclingExperienceTrainingDurationInMonths: boundedNumber('Cycling experience', EXPERIENCE_BOUNDS.months),
  runningExperienceTrainingDurationInMonths: boundedNumber('Running experience', EXPERIENCE_BOUNDS.months),
  swimmingExperienceTrainingVolumeInMetersPerWeek: boundedNumber(
    'Weekly swimming volume',
    EXPERIENCE_BOUNDS.swimMetersPerWeek,
  ),
  cyclingExperienceTrainingVolumeInHoursPerWeek: boundedNumber(
    'Weekly cycling volume',
    EXPERIENCE_BOUNDS.bikeHoursPerWeek,
  ),
  runningExperienceTrainingVolumeInHoursPerWeek: boundedNumber(
    'Weekly running volume',
    EXPERIENCE_BOUNDS.runHoursPerWeek,
  ),
  hoursPerWeekAvailable: boundedNumber(
    'Hours per week available',
    EXPERIENCE_BOUNDS.hoursPerWeekAvailable,
  ).optional(),
});
export type TrainingVolume = z.output<typeof trainingVolumeSchema>;

/** The long-sessions screen: the long swim in metres, the long ride and run as h:mm (out: seconds). */
export const longSessionsSchema = z.object({
  averageDistanceOfLongSwimmingSession: boundedNumber('Long swim distance', EXPERIENCE_BOUNDS.longSwimMeters),
  averageDurationOfLongCyclingSession: hoursMinutesField('Long ride duration'),
  averageDurationOfLongRunningSession: hoursMinutesField('Long run duration'),
});
export type LongSessions = z.output<typeof longSessionsSchema>;

type VolumeKeys = Pick<
  TrainingVolume,
  | 'swimmingExperienceTrainingVolumeInMetersPerWeek'
  | 'cyclingExperienceTrainingVolumeInHoursPerWeek'
  | 'runningExperienceTrainingVolumeInHoursPerWeek'
>;

/** Each long session beside the weekly volume that must hold it, and the factor to the long session's unit. */
const LONG_SESSION_LIMITS = [
  {
    long: 'averageDistanceOfLongSwimmingSession',
    volume: 'swimmingExperienceTrainingVolumeInMetersPerWeek',
    toLongUnit: 1,
  },
  {
    long: 'averageDurationOfLongCyclingSession',
    volume: 'cyclingExperienceTrainingVolumeInHoursPerWeek',
    toLongUnit: 3600,
  },
  {
    long: 'averageDurationOfLongRunningSession',
    volume: 'runningExperienceTrainingVolumeInHoursPerWeek',
    toLongUnit: 3600,
  },
] as const satisfies readonly { long: keyof LongSessions; volume: keyof VolumeKeys; toLongUnit: number }[];

/** Each long session the volume cannot hold, as the field it belongs to. */
export function longSessionsOverVolume(volume: VolumeKeys, long: LongSessions): (keyof LongSessions)[] {
  return LONG_SESSION_LIMITS.filter(
    (limit) => long[limit.long] > volume[limit.volume] * limit.toLongUnit,
  ).map((limit) => limit.long);
}

/** The long-sessions screen when the volume was answered on the screen before. */
export function longSessionsSchemaFor(volume: VolumeKeys) {
  return LONG_SESSION_LIMITS.reduce(
    (schema, limit) =>
      schema.superRefine((long, ctx) => {
        if (long[limit.long] > volume[limit.volume] * limit.toLongUnit) {
          ctx.addIssue({ code: 'custom', path: [limit.long], message: LONG_SESSION_EXCEEDS_VOLUME });
        }
      }, whenValid(limit.long)),
    longSessionsSchema,
  );
}

/**
 * Both screens in one request (onboarding average-weekly-session and average-long-session
 * together). Each sport's rule runs once its two fields are valid, whatever the others hold.
 */
export const experienceSchema = LONG_SESSION_LIMITS.reduce(
  (schema, limit) =>
    schema.superRefine(
      (experience, ctx) => {
        if (experience[limit.long] > experience[limit.volume] * limit.toLongUnit) {
          ctx.addIssue({ code: 'custom', path: [limit.long], message: LONG_SESSION_EXCEEDS_VOLUME });
        }
      },
      whenValid(limit.long, limit.volume),
    ),
  trainingVolumeSchema.extend(longSessionsSchema.shape),
);

export const CAPABILITY_SPORTS = ['swimming', 'cycling', 'running'] as const;
const capabilitySport = oneOfField(CAPABILITY_SPORTS, 'Sport');
const sportOf = (modality: (typeof CAPABILITY_SPORTS)[number]): EnduranceSport =>
  SPORT_OF_MODALITY[modality] as EnduranceSport;

/**
 * POST training-parameters/total: a new weekly capability (`duration`, h:mm, out seconds)
 * for one sport, which may not fall below that sport's current long-session capability
 * (seconds, as `Capability.longSession`).
 */
export function trainingVolumeCapabilitySchema(currentLongSession: Readonly<Record<EnduranceSport, number>>) {
  return z
    .object({ sport: capabilitySport, duration: hoursMinutesField('Weekly training volume') })
    .superRefine((input, ctx) => {
      if (input.duration < currentLongSession[sportOf(input.sport)]) {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: VOLUME_BELOW_LONG_SESSION });
      }
    });
}

/** POST training-parameters/long: a new long-session capability, at most the sport's weekly capability. */
export function longSessionCapabilitySchema(currentWeekly: Readonly<Record<EnduranceSport, number>>) {
  return z
    .object({ sport: capabilitySport, duration: hoursMinutesField('Long session duration') })
    .superRefine((input, ctx) => {
      if (input.duration > currentWeekly[sportOf(input.sport)]) {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: LONG_SESSION_ABOVE_VOLUME });
      }
    });
}
