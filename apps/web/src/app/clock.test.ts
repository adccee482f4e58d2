import { describe, expect, it } from 'vitest';
import { todayIso } from '../athlete-data/dates';
import { currentDate, now, resetClock, setClock } from './clock';

describe('the app clock', () => {
  it('reads the system time by default', () => {
    const before = Date.now();
    const read = now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('can be fixed or driven by a test, and put back', () => {
    const fixed = Date.UTC(2026, 2, 4, 8, 0, 0);
    const restore = setClock(fixed);
    expect(now()).toBe(fixed);
    expect(currentDate().toISOString()).toBe('2026-03-04T08:00:00.000Z');

    let t = fixed;
    setClock(() => t);
    t += 90_000;
    expect(now()).toBe(fixed + 90_000);

    restore();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
  });

  it('is the "today" of the forms', () => {
    // Noon where the test runs (no instant is the same calendar day from UTC−12 to UTC+14:
    // noon UTC is already the 5th in Auckland's summer).
    setClock(new Date(2026, 2, 4, 12, 0, 0).getTime());
    expect(todayIso()).toBe('2026-03-04');
    resetClock();
  });
});
