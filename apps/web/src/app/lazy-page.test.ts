import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, lazyPage, withTimeout } from './lazy-page';

describe('route chunk time-out', () => {
  beforeEach(() => vi.useFakeTimers());
  it('fails a chunk that has not arrived after 120 s', async () => {
    const outcome = withTimeout(() => new Promise<never>(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(withTimeout(() => Promise.resolve('page'))).resolves.toBe('page');
  });
});

describe('route chunk preload', () => {
  it('loads the chunk once for the early preload and the render, and again after a failure', async () => {
    const load = vi
      .fn<() => Promise<() => null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => null);
    const page = lazyPage(load);
    await page.preload(); // a failed preload is not thrown, and not kept
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
