import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../api/session';
import { restoreSession } from './session-actions';

const clearHint = () => {
  document.cookie = 'tricoach_signed_in=; max-age=0; path=/';
};

describe('restoring the session at app start', () => {
  afterEach(() => {
    clearHint();
  });

  it('signs a visitor out at once, without a refresh call that could only fail', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await restoreSession();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getSession().status).toBe('signedOut');
  });

  it('refreshes through the cookie when the server said there is one', async () => {
    document.cookie = 'tricoach_signed_in=1; path=/';
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ access_token: 'header.payload.sig', token_type: 'Bearer' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await restoreSession();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toContain('/connect/token');
    expect(getSession()).toMatchObject({ status: 'signedIn', accessToken: 'header.payload.sig' });
  });
});
