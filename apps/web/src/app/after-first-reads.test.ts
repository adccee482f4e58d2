import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { afterFirstReads, eachWhenIdle } from './after-first-reads';

describe('after the first reads', () => {
  it('waits until the reads in flight are answered', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    void client.prefetchQuery({
      queryKey: ['status'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const task = vi.fn();
    afterFirstReads(client, task, { settleMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(task).not.toHaveBeenCalled();
    answer('proceed');
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('waits until nothing has been read for a while: a read starting meanwhile starts the wait again', async () => {
    // Fake timers: the test counts milliseconds, which a busy machine's real timers would stretch.
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      await client.prefetchQuery({ queryKey: ['status'], queryFn: () => 'today' });
      const task = vi.fn();
      afterFirstReads(client, task, { settleMs: 150 });
      await vi.advanceTimersByTimeAsync(100);
      let answer: (value: string) => void = () => {};
      void client.prefetchQuery({
        queryKey: ['week'],
        queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      });
      await vi.advanceTimersByTimeAsync(100);
      answer('the week');
      await vi.advanceTimersByTimeAsync(100);
      // 300 ms after the start, but only 100 ms after the last answer.
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1200); // the rest of the wait, then the idle moment
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at the latest after the time-out, and never once cancelled', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<never>(() => {}) });
    const late = vi.fn();
    const cancelled = vi.fn();
    afterFirstReads(client, late, { timeoutMs: 50 });
    afterFirstReads(client, cancelled, { timeoutMs: 50 })();
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs tasks in order, each in a task of its own, and drops the rest once cancelled', async () => {
    const ran: string[] = [];
    // A microtask queued by a task runs before the next task: it lands between the two.
    eachWhenIdle([
      () => {
        ran.push('first');
        queueMicrotask(() => ran.push('between'));
      },
      () => ran.push('second'),
    ]);
    await vi.waitFor(() => expect(ran).toEqual(['first', 'between', 'second']));
    const dropped = vi.fn();
    const cancel = eachWhenIdle([() => cancel(), dropped]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dropped).not.toHaveBeenCalled();
  });
});
