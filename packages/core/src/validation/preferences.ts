import { z } from 'zod';
import type { BikeMeasurement, Intention, MafCategory, RunMeasurement, UnitSystem } from '../model/index';
import type { SwimUnit } from '../units/display';
import { messages } from './messages';
import { oneOfField } from './fields';

export const UNIT_SYSTEMS = ['Metric', 'Imperial'] as const satisfies readonly UnitSystem[];
export const SWIM_UNITS = ['Meters', 'Yards'] as const satisfies readonly SwimUnit[];
export const INTENTIONS = [
  'Beginner',
  'RampUp',
  'NextLevelRace',
  'Optimizing',
] as const satisfies readonly Intention[];
export const MAF_ANSWERS = [
  'Rehabilitation',
  'Stagnating',
  'ConsistentTraining',
  'Competitive',
] as const satisfies readonly MafCategory[];
export const BIKE_MEASUREMENTS = ['HeartRate', 'Power'] as const satisfies readonly BikeMeasurement[];
export const RUN_MEASUREMENTS = ['HeartRate', 'Pace'] as const satisfies readonly RunMeasurement[];

/**
 * Pool lengths on offer (the spec names the setting, not its values): the two competition
 * courses (25 m short course, 50 m long course), the US short course 25 yd, and 33⅓ m, a
 * length still common in older European and British pools. Hotel and 20 m pools are left
 * out: an athlete picks the nearest, and the drills' lengths then stay whole.
 */
export const POOL_LENGTHS = ['25m', '50m', '25yd', '33.33m'] as const;
export type PoolLength = (typeof POOL_LENGTHS)[number];
/** Each pool length in metres (SI), for the engine. */
export const POOL_LENGTH_METERS: Readonly<Record<PoolLength, number>> = {
  '25m': 25,
  '50m': 50,
  '25yd': 22.86,
  '33.33m': 100 / 3,
};

/** API field `preferredUnitSystem`. */
export const unitSystemSchema = oneOfField(UNIT_SYSTEMS, 'Unit system');
/** API field `swimUnit`: swim paces and distances in metres or yards, apart from the unit system. */
export const swimUnitSchema = oneOfField(SWIM_UNITS, 'Swim unit');
/** API field `poolLength`. */
export const poolLengthSchema = oneOfField(POOL_LENGTHS, 'Pool length');
/** API field `intention`. */
export const intentionSchema = oneOfField(INTENTIONS, 'Intention');
/** One MAF answer (spec section 3), the category that moves 180 − age. */
export const mafAnswerSchema = oneOfField(MAF_ANSWERS, 'MAF answer');
/** The repeated `answers` of GET thresholds/maffetone: at least one, no repeats. */
export const mafAnswersSchema = z
  .array(mafAnswerSchema, { error: messages.required('A MAF answer') })
  .min(1, messages.required('A MAF answer'))
  .refine((answers) => new Set(answers).size === answers.length, 'Each MAF answer may be given only once');

const perContext = <const T extends readonly string[]>(values: T, label: string) =>
  z.object(
    {
      aerobic: oneOfField(values, `${label} for endurance`),
      interval: oneOfField(values, `${label} for intervals`),
      indoor: oneOfField(values, `${label} indoors`),
    },
    { error: messages.required(label) },
  );

/** API field `cyclingMeasurement`: per aerobic, interval and indoor work (spec section 3). */
export const cyclingMeasurementSchema = perContext(BIKE_MEASUREMENTS, 'Cycling measurement');
/** API field `runningMeasurement`. */
export const runningMeasurementSchema = perContext(RUN_MEASUREMENTS, 'Running measurement');

const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * An IANA time zone id ('Europe/Berlin', 'UTC'), checked by the runtime's own time zone
 * data: `Intl.supportedValuesOf` lists only canonical ids and leaves out 'UTC' and links
 * such as 'Asia/Calcutta', so the test is whether `Intl.DateTimeFormat` accepts the id.
 * Offsets ('+01:00'), which newer runtimes accept, are refused: a fixed offset has no
 * daylight saving, so the athlete's days would drift. Out: the runtime's spelling
 * ('europe/berlin' becomes 'Europe/Berlin').
 */
export function canonicalTimeZone(id: string): string | undefined {
  if (!TIME_ZONE_NAME.test(id)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** API field `timeZoneInfoId` (POST update-time-zone sends it as `TimeZoneId`). */
export const timeZoneIdSchema = z
  .string({ error: messages.required('Time zone') })
  .trim()
  .min(1, messages.required('Time zone'))
  .max(64, messages.maxLength('Time zone', 64))
  .transform((id, ctx) => {
    const canonical = canonicalTimeZone(id);
    if (canonical === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Time zone must be a time zone name such as Europe/Berlin' });
      return z.NEVER;
    }
    return canonical;
  });

/** The `preferences` object of the athlete profile (spec section 3); every key optional for a PATCH. */
export const preferencesSchema = z.object({
  preferredUnitSystem: unitSystemSchema,
  swimUnit: swimUnitSchema,
  useVerbalSwimPace: z.boolean({ error: 'Verbal swim pace must be yes or no' }),
  poolLength: poolLengthSchema,
  cyclingMeasurement: cyclingMeasurementSchema,
  runningMeasurement: runningMeasurementSchema,
  timeZoneInfoId: timeZoneIdSchema,
});
export const preferencesPatchSchema = preferencesSchema.partial();
