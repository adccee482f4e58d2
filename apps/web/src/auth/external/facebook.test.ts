import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../api/session';
import { savePending } from './external-grant';
import { completeFacebookSignIn } from './facebook';

const tokenAnswer = () =>
  new Response(JSON.stringify({ access_token: 'header.payload.sig', token_type: 'Bearer', expires_in: 60 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('finishing Facebook sign-in at /oauth/facebook', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('sends the code to our server only when the state is the one this tab sent', async () => {
    const fetchSpy = vi.fn(async () => tokenAnswer());
    vi.stubGlobal('fetch', fetchSpy);
    const { state } = savePending('facebook', '/app/settings');
    const target = await completeFacebookSignIn(`?code=the-code&state=${state}`);
    expect(target).toBe('/app/settings');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/connect/token');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'urn:tricoach:params:oauth:grant-type:external-token',
      provider: 'facebook',
      code: 'the-code',
      client_id: 'tricoach-web',
    });
    expect(getSession()).toMatchObject({ status: 'signedIn', accessToken: 'header.payload.sig' });
  });

  it('refuses a forged or replayed state without calling the server', async () => {
    const fetchSpy = vi.fn(async () => tokenAnswer());
    vi.stubGlobal('fetch', fetchSpy);
    savePending('facebook', '/app/dashboard');
    await expect(completeFacebookSignIn('?code=stolen&state=forged')).rejects.toThrow(
      'Facebook sign-in has expired or did not start here. Please try again.',
    );
    // The pending flow is gone after one look: a second try with any state fails too.
    await expect(completeFacebookSignIn('?code=stolen&state=forged')).rejects.toThrow(/expired/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the sign-in was cancelled when Facebook sends an error instead of a code', async () => {
    const fetchSpy = vi.fn(async () => tokenAnswer());
    vi.stubGlobal('fetch', fetchSpy);
    const { state } = savePending('facebook', '/app/dashboard');
    await expect(
      completeFacebookSignIn(`?error=access_denied&error_reason=user_denied&state=${state}`),
    ).rejects.toThrow('Facebook sign-in was cancelled. Please try again.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
