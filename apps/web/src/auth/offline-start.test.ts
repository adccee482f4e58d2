import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../api/session';
import { restoreSession } from './session-actions';

const kept = vi.hoisted(() => ({ restore: vi.fn(async () => false), forget: vi.fn(async () => undefined) }));
vi.mock('../offline/offline-start', () => ({
  restoreLastSync: kept.restore,
  forgetKeptData: kept.forget,
}));

const setHint = () => {
  document.cookie = 'tricoach_signed_in=1; path=/';
};

/** A device that was signed in starts with no network: every call fails as the browser's fetch does. */
const startWithoutNetwork = () => {
  setHint();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
};

describe('an app start without network', () => {
  afterEach(() => {
    document.cookie = 'tricoach_signed_in=; max-age=0; path=/';
    kept.restore.mockReset();
    kept.forget.mockReset();
  });

  it('opens the offline session on the last sync when the device kept one', async () => {
    startWithoutNetwork();
    kept.restore.mockResolvedValue(true);
    await restoreSession();
    expect(getSession()).toEqual({ status: 'offline', accessToken: null });
    expect(kept.forget).not.toHaveBeenCalled();
  });

  it('is signed out when nothing was kept', async () => {
    startWithoutNetwork();
    kept.restore.mockResolvedValue(false);
    await restoreSession();
    expect(getSession().status).toBe('signedOut');
  });

  it('forgets what was kept when the server refuses the session', async () => {
    setHint();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 })),
    );
    await restoreSession();
    expect(getSession().status).toBe('signedOut');
    expect(kept.restore).not.toHaveBeenCalled();
    expect(kept.forget).toHaveBeenCalled();
  });
});
