import type { UnitSystem } from '../model/index';
import {
  secPer100mToSecPer100yd,
  secPer100ydToSecPer100m,
  secPerKmToSecPerMile,
  secPerMileToSecPerKm,
} from '../units/convert';
import type { SwimUnit } from '../units/display';
import { formatMinutesSeconds, parseMinutesSeconds } from '../units/time-format';
import {
  CSS_BOUNDS_SEC_PER_100M,
  DEFAULT_CSS_SEC_PER_100M,
  RUN_PACE_BOUNDS_SEC_PER_KM,
} from '../zones/calculators';
import { rejected, requiredText } from './fields';
import { messages } from './messages';

export interface PaceBounds {
  /** Seconds per the unit's distance (100 m, 100 yd, km or mile). */
  min: number;
  max: number;
  unit: '/100m' | '/100yd' | '/km' | '/mi';
}

/**
 * Spec section 5, critical swim speed pace: 54-270 s per 100 m (0:54-4:30). An athlete who
 * swims in yards types a pace per 100 yd; the bounds are the same speeds, rounded inwards to
 * whole seconds because the input has no fractions: 50-246 s per 100 yd (0:50-4:06) are
 * exactly the whole-second paces whose metric equivalent lies in 54-270 s per 100 m.
 */
export const CSS_PACE_BOUNDS: Readonly<Record<SwimUnit, PaceBounds>> = {
  Meters: { ...CSS_BOUNDS_SEC_PER_100M, unit: '/100m' },
  Yards: {
    min: Math.ceil(secPer100mToSecPer100yd(CSS_BOUNDS_SEC_PER_100M.min)),
    max: Math.floor(secPer100mToSecPer100yd(CSS_BOUNDS_SEC_PER_100M.max)),
    unit: '/100yd',
  },
};

/**
 * Spec section 5, running pace: metric 150-1200 s/km (2.5-20 min); imperial the same speeds
 * per mile, 241.4-1931.2 s (4.02-32.19 min). The spec prints 1931.4, a rounding slip of
 * 1200 × 1.609344 = 1931.21; no whole-second input falls between the two.
 */
export const RUN_PACE_LIMITS: Readonly<Record<UnitSystem, PaceBounds>> = {
  Metric: { ...RUN_PACE_BOUNDS_SEC_PER_KM, unit: '/km' },
  Imperial: {
    min: secPerKmToSecPerMile(RUN_PACE_BOUNDS_SEC_PER_KM.min),
    max: secPerKmToSecPerMile(RUN_PACE_BOUNDS_SEC_PER_KM.max),
    unit: '/mi',
  },
};

/**
 * An `m:ss` pace in the unit the athlete reads, with the spec's mm:ss messages ('Value must
 * be greater than 54 seconds', 'Value must be less than 4.5 minutes'), given out in SI.
 * A faster pace is a smaller number, so "greater than" is the fast bound.
 */
export function paceField(label: string, bounds: PaceBounds, toSi: (pace: number) => number) {
  return requiredText(label).transform((text, ctx) => {
    const seconds = parseMinutesSeconds(text);
    if (seconds === undefined) {
      return rejected(ctx, messages.minutesSeconds());
    }
    if (seconds < bounds.min) {
      return rejected(ctx, messages.greaterThanDuration(bounds.min));
    }
    if (seconds > bounds.max) {
      return rejected(ctx, messages.lessThanDuration(bounds.max));
    }
    return toSi(seconds);
  });
}

/** Spec section 5: 2:00 per 100 m when the CSS is unknown (zones/'s constant), as the form shows it. */
export const DEFAULT_CSS_TEXT = formatMinutesSeconds(DEFAULT_CSS_SEC_PER_100M);

/** API field `css`: critical swim speed pace as `m:ss` per 100 m or 100 yd; out in s/100 m. */
export function cssSchema(swimUnit: SwimUnit = 'Meters') {
  return swimUnit === 'Meters'
    ? paceField('CSS', CSS_PACE_BOUNDS.Meters, (pace) => pace)
    : paceField('CSS', CSS_PACE_BOUNDS.Yards, secPer100ydToSecPer100m);
}

/** A run threshold pace as `m:ss` per km or mile; out in s/km. */
export function runPaceSchema(system: UnitSystem, label = 'Pace') {
  return system === 'Metric'
    ? paceField(label, RUN_PACE_LIMITS.Metric, (pace) => pace)
    : paceField(label, RUN_PACE_LIMITS.Imperial, secPerMileToSecPerKm);
}
