import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  formatDistance,
  formatDuration,
  formatDurationWords,
  formatHoursMinutes,
  formatMinutesSeconds,
  formatRunPace,
  formatSwimDistance,
  formatSwimPace,
  inchesToCm,
  kgToPounds,
  kmhToMph,
  metersToMiles,
  metersToYards,
  mphToKmh,
  paceToSpeed,
  parseHoursMinutes,
  parseMinutesSeconds,
  poundsToKg,
  secPer100mToSecPer100yd,
  secPer100ydToSecPer100m,
  secPerKmToSecPerMile,
  secPerMileToSecPerKm,
  speedToPace,
} from './index';

describe('conversions', () => {
  it('uses the exact international factors', () => {
    expect(cmToInches(254)).toBeCloseTo(100, 10);
    expect(inchesToCm(70)).toBeCloseTo(177.8, 10);
    expect(kgToPounds(70)).toBeCloseTo(154.3236, 4);
    expect(poundsToKg(330)).toBeCloseTo(149.6855, 4);
    expect(metersToYards(100)).toBeCloseTo(109.3613, 4);
    expect(metersToMiles(1609.344)).toBeCloseTo(1, 12);
    expect(kmhToMph(100)).toBeCloseTo(62.1371, 4);
  });
  it('converts paces: 5:00 /km is 8:02.7 /mi, 2:00 /100m is 1:49.7 /100yd', () => {
    expect(secPerKmToSecPerMile(300)).toBeCloseTo(482.8032, 4);
    expect(secPer100mToSecPer100yd(120)).toBeCloseTo(109.728, 4);
    // spec section 5: 150-1200 s/km metric equals 241.4-1931.4 s/mi imperial
    expect(secPerKmToSecPerMile(150)).toBeCloseTo(241.4, 1);
    expect(secPerKmToSecPerMile(1200)).toBeCloseTo(1931.2, 1);
  });
  it('relates pace and speed', () => {
    expect(paceToSpeed(240)).toBeCloseTo(4.1667, 4);
    expect(speedToPace(4)).toBe(250);
    expect(paceToSpeed(90, 100)).toBeCloseTo(1.1111, 4);
    expect(speedToPace(0)).toBe(Number.POSITIVE_INFINITY);
  });
  it('round-trips every pair', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e5, noNaN: true }), (x) => {
        for (const [to, from] of [
          [cmToInches, inchesToCm],
          [kgToPounds, poundsToKg],
          [secPerKmToSecPerMile, secPerMileToSecPerKm],
          [secPer100mToSecPer100yd, secPer100ydToSecPer100m],
          [kmhToMph, mphToKmh],
        ] as const) {
          expect(from(to(x))).toBeCloseTo(x, 6);
        }
        expect(speedToPace(paceToSpeed(x))).toBeCloseTo(x, 6);
      }),
    );
  });
});

describe('time text', () => {
  it('parses h:mm and hh:mm within hours 0-29 and minutes 00-59 (spec 5)', () => {
    expect(parseHoursMinutes('1:30')).toBe(5400);
    expect(parseHoursMinutes('09:05')).toBe(32_700);
    expect(parseHoursMinutes('29:59')).toBe(107_940);
    expect(parseHoursMinutes('0:00')).toBe(0);
    for (const bad of ['30:00', '1:60', '1:5', '123:00', '1h30', '', ':30', '-1:00']) {
      expect(parseHoursMinutes(bad)).toBeUndefined();
    }
  });
  it('parses mm:ss', () => {
    expect(parseMinutesSeconds('4:30')).toBe(270);
    expect(parseMinutesSeconds('02:00')).toBe(120);
    expect(parseMinutesSeconds('0:54')).toBe(54);
    expect(parseMinutesSeconds('4:60')).toBeUndefined();
    expect(parseMinutesSeconds('abc')).toBeUndefined();
  });
  it('formats', () => {
    expect(formatHoursMinutes(5400)).toBe('1:30');
    expect(formatHoursMinutes(32_700)).toBe('9:05');
    expect(formatMinutesSeconds(59.6)).toBe('1:00');
    expect(formatMinutesSeconds(270)).toBe('4:30');
    expect(formatMinutesSeconds(Number.POSITIVE_INFINITY)).toBe('--:--');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(2700)).toBe('45:00');
    expect(formatDurationWords(3900)).toBe('1 h 05 min');
    expect(formatDurationWords(3600)).toBe('1 h');
    expect(formatDurationWords(2700)).toBe('45 min');
    // Strides, openers and short reps keep their seconds: a 20-second stride is not "0 min".
    expect(formatDurationWords(20)).toBe('20 s');
    expect(formatDurationWords(59.6)).toBe('1 min');
    expect(formatDurationWords(90)).toBe('1 min 30 s');
    expect(formatDurationWords(120)).toBe('2 min');
    expect(formatDurationWords(9 * 60 + 31)).toBe('9 min 31 s');
    expect(formatDurationWords(10 * 60 + 31)).toBe('11 min');
    expect(formatDurationWords(0)).toBe('0 min');
  });
  it('round-trips formatted text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 * 60 + 59 }), (minutes) => {
        expect(parseHoursMinutes(formatHoursMinutes(minutes * 60))).toBe(minutes * 60);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 * 60 + 59 }), (seconds) => {
        expect(parseMinutesSeconds(formatMinutesSeconds(seconds))).toBe(seconds);
      }),
    );
  });
  it('shows paces and distances in the chosen units', () => {
    expect(formatRunPace(300, 'Metric')).toBe('5:00 /km');
    expect(formatRunPace(300, 'Imperial')).toBe('8:03 /mi');
    expect(formatSwimPace(120, 'Meters')).toBe('2:00 /100m');
    expect(formatSwimPace(120, 'Yards')).toBe('1:50 /100yd');
    expect(formatDistance(42_195, 'Metric')).toBe('42.2 km');
    expect(formatDistance(42_195, 'Imperial')).toBe('26.2 mi');
    expect(formatSwimDistance(1500, 'Yards')).toBe('1640 yd');
  });
});
