import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  formatDisplayDate,
  isIsoDate,
  isoWeekday,
  localDate,
  startOfWeek,
  toDayNumber,
} from './index';

describe('dates', () => {
  it('round-trips day numbers', () => {
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
  it('starts weeks on Monday', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
  });
  it('validates and formats', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(formatDisplayDate('2026-11-22')).toBe('22.11.26');
  });
  it('reads the local date in a time zone', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-22');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-11-23');
  });
  it('computes age in whole years', () => {
    expect(ageOn('1990-11-23', '2026-11-22')).toBe(35);
    expect(ageOn('1990-11-22', '2026-11-22')).toBe(36);
  });
});
