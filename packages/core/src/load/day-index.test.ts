import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../dates/index';
import { fastDayNumber, fastIsoDate } from './day-index';

describe('fast day numbers', () => {
  it('agree with dates/ on every day from 1900 to 2200 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 84_000 }), (day) => {
        const iso = fromDayNumber(day);
        expect(fastIsoDate(day)).toBe(iso);
        expect(fastDayNumber(iso)).toBe(day);
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
    }
    expect(fastDayNumber('2000-02-29')).toBe(toDayNumber('2000-02-29'));
  });
});
