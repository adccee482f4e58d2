import { z } from 'zod';
import type { UnitSystem } from '../model/index';
import type { SwimUnit } from '../units/display';
import { cssFromTimes, thresholdPaceFromRace } from '../zones/calculators';
import { boundedNumber, optionalField, rejected, whenValid } from './fields';
import { cssSchema, paceField, runPaceSchema } from './paces';

/**
 * Threshold requests (spec section 7, POST thresholds/swimming, running, cycling and their
 * onboarding variants). The spec shows no messages for them; these are ours. Heart rates
 * and power are whole numbers; paces are m:ss and given out in SI (s/100 m, s/km).
 */

/** Threshold heart rates outside 60-230 bpm are typos, not physiology (resting rates sit lower, maxima rarely above 220). */
export const THRESHOLD_HEART_RATE_BOUNDS = { min: 60, max: 230, isInteger: true, unit: 'bpm' } as const;
/** Threshold power: 30 W (a beginner's aerobic threshold) to 700 W (above any FTP on record). */
export const THRESHOLD_POWER_BOUNDS = { min: 30, max: 700, isInteger: true, unit: 'W' } as const;
/** CSS test swims: 0:20-3:00 for 50 m and 3:30-20:00 for 400 m frame every swimmer from world record to beginner. */
export const SWIM_TEST_BOUNDS = {
  time50m: { min: 20, max: 180, unit: '/100m' },
  time400m: { min: 210, max: 1200, unit: '/100m' },
} as const;

export const THRESHOLD_MESSAGES = {
  lowerHeartRate: 'Lower heart rate must be below the upper heart rate',
  lowerPower: 'Lower power must be below the upper power',
  lowerPace: 'Lower threshold pace must be slower than the upper threshold pace',
  swimTimes: 'The 400 m time must be slower per 100 m than the 50 m time',
  swimCssOutOfBounds: 'These times give a CSS pace outside 0:54-4:30 per 100 m; please check them',
  swimNeedsInput: 'Enter your CSS pace, or your 50 m and 400 m times',
  raceOutsideMethod: 'Race time must be between 3:30 and 3:50:00 to estimate a threshold pace',
  raceOutOfBounds: 'This race result gives a threshold pace outside 2:30-20:00 per km; please check it',
} as const;

const heartRate = (label: string) => optionalField(boundedNumber(label, THRESHOLD_HEART_RATE_BOUNDS));
const power = (label: string) => optionalField(boundedNumber(label, THRESHOLD_POWER_BOUNDS));

function isSet<T>(value: T | null | undefined): value is T {
  return value !== undefined && value !== null;
}

/** The aerobic (lower) threshold in heart rate or power must sit below the anaerobic (upper) one. */
function lowerBelowUpper<K extends string>(upper: K, lower: K, message: string) {
  return (t: Partial<Record<K, number | null | undefined>>, ctx: z.RefinementCtx) => {
    const high = t[upper];
    const low = t[lower];
    if (typeof high === 'number' && typeof low === 'number' && low >= high)
      ctx.addIssue({ code: 'custom', path: [lower], message });
  };
}

/** POST thresholds/cycling: any of upper and lower power and heart rate; lower below upper. */
export const cyclingThresholdsSchema = z
  .object({
    upperPower: power('Upper power'),
    lowerPower: power('Lower power'),
    upperHeartRate: heartRate('Upper heart rate'),
    lowerHeartRate: heartRate('Lower heart rate'),
  })
  .superRefine(
    lowerBelowUpper('upperPower', 'lowerPower', THRESHOLD_MESSAGES.lowerPower),
    whenValid('upperPower', 'lowerPower'),
  )
  .superRefine(
    lowerBelowUpper('upperHeartRate', 'lowerHeartRate', THRESHOLD_MESSAGES.lowerHeartRate),
    whenValid('upperHeartRate', 'lowerHeartRate'),
  );

/** POST thresholds/running: paces as m:ss per km or mile (out s/km), heart rates in bpm. */
export function runningThresholdsSchema(system: UnitSystem) {
  return z
    .object({
      upperPace: optionalField(runPaceSchema(system, 'Upper pace')),
      lowerPace: optionalField(runPaceSchema(system, 'Lower pace')),
      upperHeartRate: heartRate('Upper heart rate'),
      lowerHeartRate: heartRate('Lower heart rate'),
    })
    .superRefine(
      (t, ctx) => {
        // A pace is seconds per km: the easier (lower) threshold has the larger number.
        if (isSet(t.upperPace) && isSet(t.lowerPace) && t.lowerPace <= t.upperPace) {
          ctx.addIssue({ code: 'custom', path: ['lowerPace'], message: THRESHOLD_MESSAGES.lowerPace });
        }
      },
      whenValid('upperPace', 'lowerPace'),
    )
    .superRefine(
      lowerBelowUpper('upperHeartRate', 'lowerHeartRate', THRESHOLD_MESSAGES.lowerHeartRate),
      whenValid('upperHeartRate', 'lowerHeartRate'),
    );
}

/**
 * POST thresholds/swimming: the CSS pace itself (`css`, m:ss per 100 m or 100 yd), or the
 * CSS test's 50 m and 400 m times (spec section 3, "swim pace on 50 m and 400 m"), from which
 * zones/'s `cssFromTimes` computes it. Out: `css` in s/100 m either way.
 */
export function swimmingThresholdsSchema(swimUnit: SwimUnit = 'Meters') {
  return z
    .object({
      css: optionalField(cssSchema(swimUnit)),
      time50m: optionalField(paceField('50 m time', SWIM_TEST_BOUNDS.time50m, (s) => s)),
      time400m: optionalField(paceField('400 m time', SWIM_TEST_BOUNDS.time400m, (s) => s)),
    })
    .transform((t, ctx) => {
      if (isSet(t.css)) return { css: t.css };
      if (!isSet(t.time50m) || !isSet(t.time400m)) {
        return rejected(
          ctx,
          THRESHOLD_MESSAGES.swimNeedsInput,
          isSet(t.time50m) ? 'time400m' : isSet(t.time400m) ? 'time50m' : 'css',
        );
      }
      const result = cssFromTimes({ t400Seconds: t.time400m, t50Seconds: t.time50m });
      if (!result.ok) {
        const message =
          result.error === 'InvalidTimes'
            ? THRESHOLD_MESSAGES.swimTimes
            : THRESHOLD_MESSAGES.swimCssOutOfBounds;
        return rejected(ctx, message, 'time400m');
      }
      return { css: result.value };
    });
}

/** Race distances a threshold may be estimated from: 1 km to the marathon. */
export const THRESHOLD_RACE_DISTANCE_BOUNDS = { min: 1000, max: 42_195, isInteger: true, unit: 'm' } as const;

/**
 * POST thresholds/running/onboarding: one race result (spec section 3,
 * runningSpeedThresholdDistance in metres and raceTimeInSeconds), turned into a threshold
 * pace by zones/'s `thresholdPaceFromRace`. Out: adds `thresholdPace` in s/km.
 */
export const runningRaceResultSchema = z
  .object({
    runningSpeedThresholdDistance: boundedNumber('Race distance', THRESHOLD_RACE_DISTANCE_BOUNDS),
    raceTimeInSeconds: boundedNumber('Race time', { min: 1, max: 86_400, isInteger: true, unit: 'seconds' }),
  })
  .transform((race, ctx) => {
    const result = thresholdPaceFromRace(race.runningSpeedThresholdDistance, race.raceTimeInSeconds);
    if (!result.ok) {
      const message =
        result.error === 'OutOfBounds'
          ? THRESHOLD_MESSAGES.raceOutOfBounds
          : THRESHOLD_MESSAGES.raceOutsideMethod;
      return rejected(ctx, message, 'raceTimeInSeconds');
    }
    return { ...race, thresholdPace: result.value };
  });
