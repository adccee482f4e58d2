/**
 * The server's one source of "now". Code under test never reads the system time itself
 * (a lint rule enforces it), so tests and the browser suite can run the app on any date.
 */
export interface Clock {
  now(): Date;
}

/** The real time: the only place the server reads it. */
export const systemClock: Clock = {
  // eslint-disable-next-line no-restricted-syntax -- the clock module is where real time enters
  now: () => new Date(),
};

/** Always the same instant (unit and server tests). */
export function fixedClock(instant: Date | string | number): Clock {
  const at = new Date(instant).getTime();
  return { now: () => new Date(at) };
}

/**
 * Reads `start` at the real instant `anchorMs` (default: now) and runs at real speed from there,
 * so token expiry and timeouts still tick (server tests, and the browser suite's server).
 */
export function clockStartingAt(
  start: Date | string | number,
  real: Clock = systemClock,
  anchorMs = real.now().getTime(),
): Clock {
  const offset = new Date(start).getTime() - anchorMs;
  return { now: () => new Date(real.now().getTime() + offset) };
}

/** A clock a test can move forward by hand. */
export function manualClock(
  start: Date | string,
): Clock & { advance(ms: number): void; set(instant: Date | string): void } {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => void (at += ms),
    set: (instant) => void (at = new Date(instant).getTime()),
  };
}
