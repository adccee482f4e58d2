import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../athlete-data/test-support';
import { apiFetch } from './client';
import { setNavigator } from './navigation';
import { getSession, setAccessToken } from './session';

function token(expInSeconds: number, label = 'a'): string {
  const payload = btoa(JSON.stringify({ sub: label, exp: Math.floor(Date.now() / 1000) + expInSeconds }));
  return `e30.${payload.replace(/=+$/, '')}.${label}`;
}

type Handler = (url: string, init: RequestInit) => Response;

function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('apiFetch', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    window.history.replaceState(null, '', '/app/dashboard?week=2');
  });
  it('sends the spec headers and the bearer token', async () => {
    const fresh = token(600);
    setAccessToken(fresh);
    const fetchMock = stubFetch(() => json({ ok: true }));
    await expect(apiFetch('/api/v1/app/identity', { action: 'plan.open' })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(header(init, 'Authorization')).toBe(`Bearer ${fresh}`);
    expect(header(init, 'X-App-Version')).toBe('2.2.0');
    expect(header(init, 'X-App-Environment')).toBe('local');
    expect(header(init, 'X-Api-Version')).toBe('1');
    expect(header(init, 'X-Current-Page')).toBe('/app/dashboard');
    expect(header(init, 'X-Action')).toBe('plan.open');
  });

  it('refreshes an expired token before the call', async () => {
    setAccessToken(token(-10, 'old'));
    const renewed = token(600, 'new');
    const fetchMock = stubFetch((url) =>
      url === '/connect/token' ? json({ access_token: renewed }) : json({}),
    );
    await apiFetch('/api/v1/app/identity');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/connect/token', '/api/v1/app/identity']);
    const refreshInit = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(refreshInit.credentials).toBe('same-origin');
    expect(String(refreshInit.body)).toBe('grant_type=refresh_token&client_id=tricoach-web');
    expect(header(fetchMock.mock.calls[1]?.[1] ?? {}, 'Authorization')).toBe(`Bearer ${renewed}`);
  });

  it('refreshes once and retries once after a 401', async () => {
    setAccessToken(token(600, 'revoked'));
    const renewed = token(600, 'new');
    let calls = 0;
    stubFetch((url, init) => {
      if (url === '/connect/token') return json({ access_token: renewed });
      calls++;
      return header(init, 'Authorization') === `Bearer ${renewed}` ? json({ id: 1 }) : json({}, 401);
    });
    await expect(apiFetch('/api/v1/goals')).resolves.toEqual({ id: 1 });
    expect(calls).toBe(2);
  });

  it('clears the token and goes to /login when the refresh fails', async () => {
    setAccessToken(token(-10));
    stubFetch((url) =>
      url === '/connect/token' ? json({ error: 'invalid_grant', message: 'Expired' }, 400) : json({}),
    );
    await expect(apiFetch('/api/v1/app/identity')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ status: 'signedOut', accessToken: null });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fapp%2Fdashboard%3Fweek%3D2');
  });

  it('reports a network failure as status 0 with the connection message', async () => {
    setAccessToken(token(600));
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/v1/app/identity')).rejects.toMatchObject({
      status: 0,
      message: 'Connection problem! Please check your internet connection.',
    });
    expect(getSession().status).toBe('signedIn');
  });
});
