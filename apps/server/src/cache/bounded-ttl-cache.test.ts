import { describe, expect, it } from 'vitest';
import { BoundedTtlCache } from './bounded-ttl-cache';
import { fixedClock } from '../clock/clock';

describe('BoundedTtlCache', () => {
  it('expires entries after the TTL or their own expiry, whichever is first', () => {
    const cache = new BoundedTtlCache<string>(10, 1000, fixedClock(0));
    cache.set('a', 'A', { now: 0 });
    cache.set('b', 'B', { now: 0, expiresAt: 100 });
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 99)).toBe('B');
    expect(cache.get('b', 100)).toBeUndefined();
  });
  it('drops the oldest entry when full, and deletes on demand', () => {
    const cache = new BoundedTtlCache<number>(2, 1000, fixedClock(0));
    cache.set('a', 1, { now: 0 });
    cache.set('b', 2, { now: 0 });
    cache.set('c', 3, { now: 0 });
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(3);
    cache.delete('c');
    expect(cache.get('c', 1)).toBeUndefined();
  });

  it('does not keep a value read before a delete that landed while it was loading', async () => {
    const cache = new BoundedTtlCache<string>(10, 60_000, fixedClock(0));
    let finishRead!: (value: string) => void;
    const staleRead = cache.getOrLoad('a', () => new Promise((resolve) => (finishRead = resolve)));
    cache.delete('a'); // a write changed the value while the read was under way
    finishRead('before the write');
    expect(await staleRead).toBe('before the write');
    expect(await cache.getOrLoad('a', async () => 'after the write')).toBe('after the write');
    expect(await cache.getOrLoad('a', async () => 'not read again')).toBe('after the write');
  });
  it('loads again when the cached value is not usable for this caller', async () => {
    const cache = new BoundedTtlCache<string>(10, 60_000, fixedClock(0));
    await cache.getOrLoad('a', async () => 'user-1');
    expect(
      await cache.getOrLoad(
        'a',
        async () => 'user-2',
        (v) => v === 'user-2',
      ),
    ).toBe('user-2');
  });
});
