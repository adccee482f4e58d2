import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../dates/index';
import { fastDayNumber, fastIsoDate } from './day-index';

describe('fast day numbers', () => {
  // dates/ uses them for four-digit years: compared with the platform's own calendar (Date).
  const platformIso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  it('agree with the platform calendar on every day of years 0000-9999, as dates/ does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_528, max: 2_932_896 }), (day) => {
        const iso = platformIso(day);
        expect(fastIsoDate(day)).toBe(iso);
        expect(fastDayNumber(iso)).toBe(day);
        expect(fromDayNumber(day)).toBe(iso);
        expect(toDayNumber(iso)).toBe(day);
      }),
    );
    expect(fastDayNumber('2024-02-29')).toBe(toDayNumber('2024-02-29'));
  });
  it('rejects what is not a calendar date', () => {
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '2026/01/01',
      '2100-02-29',
      'abcd-ef-gh',
    ]) {
      expect(() => fastDayNumber(bad)).toThrow(RangeError);
      expect(() => toDayNumber(bad)).toThrow(RangeError);
    }
    expect(fastDayNumber('2000-02-29')).toBe(toDayNumber('2000-02-29'));
  });
});
