/**
 * Spec 4/8/9: only one token refresh runs at a time. Callers that arrive while one runs do
 * not start their own (refresh tokens rotate, and reusing one revokes the whole family);
 * they poll every second, up to 10 times, and then give up.
 */
const REFRESH_POLL_INTERVAL_MS = 1000;
const REFRESH_MAX_POLLS = 10;

export class RefreshTimeoutError extends Error {
  constructor() {
    super('Timed out waiting for the token refresh');
    this.name = 'RefreshTimeoutError';
  }
}

interface SingleFlightOptions<T> {
  run: () => Promise<T>;
  sleep?: (ms: number) => Promise<void>;
  pollIntervalMs?: number;
  maxPolls?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSingleFlight<T>(options: SingleFlightOptions<T>): () => Promise<T> {
  const sleep = options.sleep ?? defaultSleep;
  const pollIntervalMs = options.pollIntervalMs ?? REFRESH_POLL_INTERVAL_MS;
  const maxPolls = options.maxPolls ?? REFRESH_MAX_POLLS;
  let running = false;
  let last: { ok: true; value: T } | { ok: false; error: unknown } | null = null;

  return async function runOnce(): Promise<T> {
    if (running) {
      for (let poll = 0; poll < maxPolls; poll++) {
        await sleep(pollIntervalMs);
        if (!running && last) {
          if (last.ok) return last.value;
          throw last.error;
        }
      }
      throw new RefreshTimeoutError();
    }
    running = true;
    try {
      const value = await options.run();
      last = { ok: true, value };
      return value;
    } catch (error) {
      last = { ok: false, error };
      throw error;
    } finally {
      running = false;
    }
  };
}
