/**
 * The browser suite runs the app on a fixed date: the server gets TEST_CLOCK_START_AT (its clock
 * reads that instant when the process starts and runs on at real speed) and every page gets the
 * same clock through Playwright's `page.clock`, so plans, "today" and screenshots never depend on
 * the day the suite runs. A Wednesday morning, so a whole run never crosses midnight.
 */
export const E2E_CLOCK_START_AT = '2026-03-04T08:00:00.000Z';
/** The browser's zone: fixed, so the suite passes whatever TZ the machine has. */
export const E2E_TIME_ZONE = 'UTC';

/** Set by the global setup: the real time at which the server's clock read E2E_CLOCK_START_AT. */
const realStart = () => {
  const value = Number(process.env.E2E_CLOCK_REAL_START_MS);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error('E2E_CLOCK_REAL_START_MS is not set: the global setup did not run');
  return value;
};

/** The app's "now" (server and pages agree on it). */
export function appNow(): Date {
  return new Date(Date.parse(E2E_CLOCK_START_AT) + (Date.now() - realStart()));
}

/** The app's today in E2E_TIME_ZONE (UTC), as YYYY-MM-DD. */
export function appToday(): string {
  return appNow().toISOString().slice(0, 10);
}
