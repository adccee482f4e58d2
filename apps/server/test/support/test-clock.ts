import { addDays } from '@tricoach/core';
import { clockStartingAt, type Clock } from '../../src/clock/clock';

/**
 * Every server test runs the app on this instant (a Wednesday, mid-morning UTC, so a test that
 * runs for minutes never crosses midnight), whatever the machine's date and time zone.
 */
export const TEST_NOW = '2026-03-04T10:00:00.000Z';
export const TEST_TODAY = TEST_NOW.slice(0, 10);

/** Starts at TEST_NOW and ticks at real speed, so expiry and timeouts still work. */
export const testClock = (): Clock => clockStartingAt(TEST_NOW);

/** A date `days` from the test's today (UTC, the default athlete time zone). */
export function daysFromToday(days: number): string {
  return addDays(TEST_TODAY, days);
}
