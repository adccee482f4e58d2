import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withTimeout } from './lazy-page';

describe('route chunk time-out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived after 120 s', async () => {
    const outcome = withTimeout(() => new Promise<never>(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(withTimeout(() => Promise.resolve('page'))).resolves.toBe('page');
  });
});
