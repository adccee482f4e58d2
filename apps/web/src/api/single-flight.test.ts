import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSingleFlight, RefreshTimeoutError } from './single-flight';

describe('createSingleFlight (token refresh)', () => {
  beforeEach(() => vi.useFakeTimers());
  it('runs one refresh for concurrent callers; the others get its result by polling', async () => {
    let finish: (token: string) => void = () => {};
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const refresh = createSingleFlight({ run });

    const calls = [refresh(), refresh(), refresh()];
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    finish('new-token');
    await vi.advanceTimersByTimeAsync(1000);

    await expect(Promise.all(calls)).resolves.toEqual(['new-token', 'new-token', 'new-token']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives waiters up after 10 polls of one second', async () => {
    const run = vi.fn(() => new Promise<string>(() => {}));
    const refresh = createSingleFlight({ run });
    void refresh();
    const waiter = refresh();
    const outcome = waiter.then(
      () => 'resolved',
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(9_999);
    await Promise.resolve();
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(RefreshTimeoutError);
  });

  it('passes a failed refresh on to the waiters and allows a new one afterwards', async () => {
    let fail: (error: Error) => void = () => {};
    const run = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise<string>((_, reject) => (fail = reject)))
      .mockResolvedValueOnce('second');
    const refresh = createSingleFlight({ run });

    const first = refresh();
    const waiter = refresh().catch((error: unknown) => error);
    fail(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await waiter).toEqual(new Error('refused'));

    await expect(refresh()).resolves.toBe('second');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
