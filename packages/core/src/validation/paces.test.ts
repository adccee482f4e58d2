import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from '../units/time-format';
import { secPer100mToSecPer100yd, secPerKmToSecPerMile } from '../units/convert';
import {
  CSS_BOUNDS_SEC_PER_100M,
  DEFAULT_CSS_SEC_PER_100M,
  RUN_PACE_BOUNDS_SEC_PER_KM,
} from '../zones/calculators';
import { CSS_PACE_BOUNDS, cssSchema, DEFAULT_CSS_TEXT, RUN_PACE_LIMITS, runPaceSchema } from './index';
import { messageOf, valueOf } from './test-support';

describe('critical swim speed pace (spec section 5: 54-270 s per 100 m)', () => {
  const css = cssSchema('Meters');
  it('holds the bounds with the mm:ss messages', () => {
    expect(messageOf(css, '0:53')).toBe('Value must be greater than 54 seconds');
    expect(valueOf(css, '0:54')).toBe(54);
    expect(valueOf(css, '4:30')).toBe(270);
    expect(messageOf(css, '4:31')).toBe('Value must be less than 4.5 minutes');
  });
  it('parses m:ss and mm:ss, refuses other text', () => {
    expect(valueOf(css, '1:45')).toBe(105);
    expect(valueOf(css, '01:45')).toBe(105);
    for (const bad of ['1:60', '105', '1.45', '1:5', 'abc'])
      expect(messageOf(css, bad), bad).toBe('Use the format m:ss, for example 2:05');
    expect(messageOf(css, '')).toBe('CSS is required');
  });
  it('reads yards as the same speeds, in whole seconds: 0:50-4:06 per 100 yd', () => {
    const yards = cssSchema('Yards');
    expect(CSS_PACE_BOUNDS.Yards).toEqual({ min: 50, max: 246, unit: '/100yd' });
    expect(messageOf(yards, '0:49')).toBe('Value must be greater than 50 seconds');
    expect(valueOf(yards, '0:50')).toBeCloseTo(54.68, 2);
    expect(valueOf(yards, '4:06')).toBeCloseTo(269.03, 2);
    expect(messageOf(yards, '4:07')).toBe('Value must be less than 4.1 minutes');
    // The whole-second yard bounds are exactly the inputs whose metric pace lies in 54-270.
    expect(secPer100mToSecPer100yd(CSS_BOUNDS_SEC_PER_100M.min)).toBeGreaterThan(49);
    expect(secPer100mToSecPer100yd(CSS_BOUNDS_SEC_PER_100M.max)).toBeLessThan(247);
  });
  it('gives every yard pace out in the metric bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), (seconds) => {
        const result = cssSchema('Yards').safeParse(formatMinutesSeconds(seconds));
        const inBounds = seconds >= 50 && seconds <= 246;
        expect(result.success).toBe(inBounds);
        if (result.success) {
          expect(result.data).toBeGreaterThanOrEqual(CSS_BOUNDS_SEC_PER_100M.min);
          expect(result.data).toBeLessThanOrEqual(CSS_BOUNDS_SEC_PER_100M.max);
        }
      }),
    );
  });
  it('accepts the default swim pace 2:00 per 100 m (spec section 5)', () => {
    expect(DEFAULT_CSS_TEXT).toBe('2:00');
    expect(valueOf(css, DEFAULT_CSS_TEXT)).toBe(DEFAULT_CSS_SEC_PER_100M);
  });
});

describe('running pace (spec section 5: 150-1200 s/km, 241.4-1931.4 s/mi)', () => {
  it('holds the metric bounds: 2.5-20 minutes', () => {
    const pace = runPaceSchema('Metric');
    expect(messageOf(pace, '2:29')).toBe('Value must be greater than 2.5 minutes');
    expect(valueOf(pace, '2:30')).toBe(150);
    expect(valueOf(pace, '20:00')).toBe(1200);
    expect(messageOf(pace, '20:01')).toBe('Value must be less than 20 minutes');
  });
  it('holds the imperial bounds: 4.02-32.19 minutes per mile, out in s/km', () => {
    const pace = runPaceSchema('Imperial');
    expect(RUN_PACE_LIMITS.Imperial.min).toBeCloseTo(241.4, 1);
    expect(messageOf(pace, '4:01')).toBe('Value must be greater than 4.02 minutes');
    expect(valueOf(pace, '4:02')).toBeCloseTo(150.37, 2);
    expect(valueOf(pace, '8:03')).toBeCloseTo(300.12, 2);
    expect(valueOf(pace, '32:11')).toBeCloseTo(1199.87, 2);
    expect(messageOf(pace, '32:12')).toBe('Value must be less than 32.19 minutes');
  });
  it('gives every accepted pace out within the metric bounds, in both systems (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Metric' as const, 'Imperial' as const),
        fc.integer({ min: 0, max: 3000 }),
        (system, seconds) => {
          const result = runPaceSchema(system).safeParse(formatMinutesSeconds(seconds));
          if (result.success) {
            expect(result.data).toBeGreaterThanOrEqual(RUN_PACE_BOUNDS_SEC_PER_KM.min);
            expect(result.data).toBeLessThanOrEqual(RUN_PACE_BOUNDS_SEC_PER_KM.max);
          }
          const siSeconds = system === 'Metric' ? seconds : (seconds * 1000) / 1609.344;
          expect(result.success).toBe(
            siSeconds >= RUN_PACE_BOUNDS_SEC_PER_KM.min && siSeconds <= RUN_PACE_BOUNDS_SEC_PER_KM.max,
          );
        },
      ),
    );
  });
  it('round-trips a metric pace through the imperial form within a second (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 151, max: 1199 }), (secPerKm) => {
        const perMile = formatMinutesSeconds(secPerKmToSecPerMile(secPerKm));
        expect(Math.abs(valueOf(runPaceSchema('Imperial'), perMile) - secPerKm)).toBeLessThanOrEqual(0.32);
      }),
    );
  });
});
