import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../api/errors';
import { setAccessToken, setOfflineSession } from '../api/session';
import { isOfflineQuery } from './offline-keys';
import { pendingText, syncTimeText } from './OfflineBanner';
import { sendOrKeep, wasKept } from './keep-write';

describe('the queries kept for an offline start', () => {
  it('are the identity, today, the week, the profile and what the check-in needs', () => {
    for (const key of [
      ['identity'],
      ['dashboard-status'],
      ['plan', 'outlook', '2026-03-02'],
      ['athlete', 'a1', 'profile'],
      ['check-in', 'options'],
      ['check-in', 'today'],
    ]) {
      expect(isOfflineQuery(key), key.join('/')).toBe(true);
    }
  });

  it('are nothing else', () => {
    for (const key of [
      ['athlete', 'a1', 'availability'],
      ['plan', 'session', 's1'],
      ['check-in', 'readiness'],
      ['completed-workout', 'w1', 'detail'],
      ['goals'],
    ]) {
      expect(isOfflineQuery(key), key.join('/')).toBe(false);
    }
  });
});

describe('the offline banner', () => {
  it('names the last sync in the app’s date format and the device’s time', () => {
    expect(syncTimeText(new Date(2026, 2, 4, 8, 1).getTime())).toBe('04.03.26 08:01');
  });

  it('lists what waits', () => {
    expect(pendingText([{ id: '1', kind: 'check-in', date: '2026-03-04' }])).toBe(
      'your check-in of 04.03.26',
    );
    expect(
      pendingText([
        { id: '1', kind: 'workout', date: '2026-03-03' },
        { id: '2', kind: 'check-in', date: '2026-03-04' },
        { id: '3', kind: 'workout', date: '2026-03-04' },
      ]),
    ).toBe('your check-in of 04.03.26 and 2 logged workouts');
  });
});

describe('a write that can wait', () => {
  it('is sent when there is network', async () => {
    setAccessToken('token');
    const keep = vi.fn(async () => undefined);
    expect(await sendOrKeep('a1', async () => 'sent', keep)).toBe('sent');
    expect(keep).not.toHaveBeenCalled();
  });

  it('is kept for the athlete when the call gets no answer', async () => {
    setAccessToken('token');
    const keep = vi.fn(async () => undefined);
    const answer = await sendOrKeep(
      'a1',
      async () => {
        throw networkError();
      },
      keep,
    );
    expect(wasKept(answer)).toBe(true);
    expect(keep).toHaveBeenCalledWith('a1');
  });

  it('is kept without trying in the offline session (there is no token)', async () => {
    setOfflineSession();
    const send = vi.fn(async () => 'sent');
    const keep = vi.fn(async () => undefined);
    expect(wasKept(await sendOrKeep('a1', send, keep))).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves a server’s refusal to the page', async () => {
    setAccessToken('token');
    const refusal = new ApiError(400, 'validation_failed', 'Duration is required');
    const keep = vi.fn(async () => undefined);
    await expect(
      sendOrKeep(
        'a1',
        async () => {
          throw refusal;
        },
        keep,
      ),
    ).rejects.toBe(refusal);
    expect(keep).not.toHaveBeenCalled();
  });
});
