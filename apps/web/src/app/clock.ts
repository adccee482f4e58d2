/**
 * The web app's clock: the app reads "now" here instead of calling Date.now() or new Date()
 * where it stands, so a test can fix or move time (setClock) without faking Date for the
 * whole page. It reads Date.now() by default, so in the browser suite it follows the date that
 * Playwright's page.clock pins (e2e/support/test-clock.ts: the same instant as the server's
 * TEST_CLOCK_START_AT).
 *
 * Durations measured on monotonic clocks (performance.now(), frame and event timestamps) are
 * not "now" and do not go through here.
 */
type Clock = () => number;

const systemClock: Clock = () => Date.now();
let clock: Clock = systemClock;

/** Milliseconds since the epoch, as the app's clock reads them. */
export function now(): number {
  return clock();
}

/** The app clock's current instant as a Date. */
export function currentDate(): Date {
  return new Date(clock());
}

/**
 * Tests: the app's clock reads `next` from now on (a fixed instant in milliseconds, or a
 * function read on every call). Returns resetClock, which puts the system clock back.
 */
export function setClock(next: number | Clock): () => void {
  clock = typeof next === 'number' ? () => next : next;
  return resetClock;
}

export function resetClock(): void {
  clock = systemClock;
}
