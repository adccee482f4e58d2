import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeAndExchange,
  bearer,
  cookieValue,
  form,
  newPkcePair,
  signUpAndGetTokens,
  STRONG_PASSWORD,
  uniqueEmail,
  userIdOf,
} from './support/auth-flow';
import { TOO_COMMON_PASSWORD } from '../src/identity/common-passwords';
import { whileRefusing } from './support/refuse-writes';
import { appForFile, createTestApp, type TestApp } from './support/test-app';

const t = appForFile();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('email and password accounts', () => {
  it('names each broken field with the spec message and stores nothing', async () => {
    const email = uniqueEmail();
    const weak = await post('/api/v1/auth/signup', { email, password: 'alllowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Password must contain an uppercase letter',
      fieldErrors: [{ field: 'password', message: 'Password must contain an uppercase letter' }],
      requestId: weak.headers['x-request-id'],
    });
    expect((await post('/api/v1/auth/signin', { email, password: 'alllowercase1' })).statusCode).toBe(401);
    const missing = await post('/api/v1/auth/signup', { password: STRONG_PASSWORD });
    expect(missing.json().fieldErrors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('answers a second sign-up with the same email generically', async () => {
    const email = uniqueEmail();
    expect((await post('/api/v1/auth/signup', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    const again = await post('/api/v1/auth/signup', {
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^We could not create an account with these details/);
  });

  it('signs in case-insensitively and gives the same message for a wrong password and an unknown email', async () => {
    const { email } = await signUpAndGetTokens(t.app);
    const ok = await post('/api/v1/auth/signin', { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(cookieValue(ok, 'tricoach_sso')).toBeTruthy();
    const wrong = await post('/api/v1/auth/signin', { email, password: 'Wrong-password-1' });
    const unknown = await post('/api/v1/auth/signin', {
      email: uniqueEmail('nobody'),
      password: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email or password is incorrect.');
    // The same answer but for the request id of each call: nothing tells which emails have accounts.
    expect({ ...unknown.json(), requestId: undefined }).toEqual({ ...wrong.json(), requestId: undefined });
  });

  it('resets a password by emailed link, once, and ends old sessions', async () => {
    const { email, refreshToken } = await signUpAndGetTokens(t.app);
    const request = await post('/api/v1/auth/password-reset', { email });
    expect(request.statusCode).toBe(202);
    const unknown = await post('/api/v1/auth/password-reset', { email: uniqueEmail('ghost') });
    expect(unknown.json()).toEqual(request.json());
    const mail = t.outbox.filter((m) => m.to === email).at(-1);
    const token =
      new URL(mail?.text.match(/http\S+/)?.[0] ?? 'http://x').searchParams.get('resetToken') ?? '';
    expect(token).not.toBe('');
    const weak = await post('/api/v1/auth/password-reset/confirm', { token, password: 'short' });
    expect(weak.json().fieldErrors[0]).toEqual({
      field: 'password',
      message: 'Password must be at least 10 characters',
    });
    expect(
      (await post('/api/v1/auth/password-reset/confirm', { token, password: 'Brand-new-Pass-2' })).statusCode,
    ).toBe(200);
    const reused = await post('/api/v1/auth/password-reset/confirm', { token, password: 'Another-Pass-3x' });
    expect(reused.json()).toMatchObject({ status: 400, code: 'invalid_reset_token' });
    expect((await post('/api/v1/auth/signin', { email, password: 'Brand-new-Pass-2' })).statusCode).toBe(200);
    expect((await post('/api/v1/auth/signin', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&client_id=tricoach-ios&refresh_token=${refreshToken}`,
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('changes the password of the signed-in athlete only with the current one', async () => {
    const { email, accessToken } = await signUpAndGetTokens(t.app);
    const url = '/api/v1/User/change-password';
    expect(
      (await post(url, { currentPassword: STRONG_PASSWORD, newPassword: 'New-Password-77' })).statusCode,
    ).toBe(401);
    const wrong = await post(
      url,
      { currentPassword: 'Not-it-at-all-1', newPassword: 'New-Password-77' },
      bearer(accessToken),
    );
    expect(wrong.json().fieldErrors).toEqual([
      { field: 'currentPassword', message: 'The current password is incorrect.' },
    ]);
    const weak = await post(
      url,
      { currentPassword: STRONG_PASSWORD, newPassword: 'nodigitsHere' },
      bearer(accessToken),
    );
    expect(weak.json().fieldErrors).toEqual([
      { field: 'newPassword', message: 'Password must contain a digit' },
    ]);
    expect(
      (
        await post(
          url,
          { currentPassword: STRONG_PASSWORD, newPassword: 'New-Password-77' },
          bearer(accessToken),
        )
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/v1/auth/signin', { email, password: 'New-Password-77' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      RATE_LIMIT_AUTH_PER_MINUTE: '50',
      RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3',
    });
  });
  afterAll(() => limited.close());

  it('limits sign-in attempts per account with a clear 429', async () => {
    const email = uniqueEmail('target');
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email, password: 'Guess-number-1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not blocked by this one.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: uniqueEmail('other'), password: 'Guess-number-1' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits requests per IP', async () => {
    const results: number[] = [];
    for (let i = 0; i < 55; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        remoteAddress: '10.9.8.7',
        payload: { email: uniqueEmail('ip') },
      });
      results.push(response.statusCode);
    }
    expect(results.filter((s) => s === 202).length).toBeLessThanOrEqual(50);
    expect(results.at(-1)).toBe(429);
  });

  it('ends every other sign-in on a password change and keeps the device that changed it', async () => {
    const a = await signUpAndGetTokens(t.app);
    // A second device: its own browser session and refresh family.
    const signin = await post('/api/v1/auth/signin', { email: a.email, password: a.password });
    const sessionB = cookieValue(signin, 'tricoach_sso') ?? '';
    const b = await authorizeAndExchange(t.app, sessionB, 'tricoach-ios', 'tricoach://signin-oidc');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/change-password',
      payload: { currentPassword: a.password, newPassword: 'New-Password-77' },
      headers: bearer(a.accessToken),
      cookies: { tricoach_sso: a.session },
    });
    expect(changed.statusCode).toBe(200);
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...form({ grant_type: 'refresh_token', client_id: 'tricoach-ios', refresh_token: refreshToken }),
      });
    expect((await refresh(a.refreshToken)).statusCode).toBe(200);
    expect((await refresh(b.refreshToken)).statusCode).toBe(400);
    // The other browser's single sign-on no longer hands out codes (it is sent to sign in); this one still does.
    const authorize = (session: string) =>
      t.app.inject({
        method: 'GET',
        url: `/connect/authorize?${new URLSearchParams({
          response_type: 'code',
          client_id: 'tricoach-ios',
          redirect_uri: 'tricoach://signin-oidc',
          scope: 'openid offline_access',
          code_challenge: newPkcePair().challenge,
          code_challenge_method: 'S256',
        })}`,
        cookies: { tricoach_sso: session },
      });
    expect(String((await authorize(sessionB)).headers.location)).not.toContain('code=');
    expect(String((await authorize(a.session)).headers.location)).toMatch(/^tricoach:\/\/signin-oidc\?code=/);
  });

  it('a password change that fails half-way keeps the old password and every sign-in as they were', async () => {
    const a = await signUpAndGetTokens(t.app);
    const userId = userIdOf(a.accessToken);
    const other = await authorizeAndExchange(t.app, a.session, 'tricoach-ios', 'tricoach://signin-oidc');
    // The other sign-ins' refresh tokens cannot be revoked: the password was already written.
    const changed = await whileRefusing(
      t,
      {
        table: 'refresh_tokens',
        write: 'UPDATE',
        when: `NEW.user_id = '${userId}' AND NEW.revoked_at IS NOT NULL`,
      },
      () =>
        post(
          '/api/v1/User/change-password',
          { currentPassword: a.password, newPassword: 'New-Password-77' },
          bearer(a.accessToken),
        ),
    );
    expect(changed.statusCode).toBe(500);
    expect((await post('/api/v1/auth/signin', { email: a.email, password: a.password })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/api/v1/auth/signin', { email: a.email, password: 'New-Password-77' })).statusCode,
    ).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({ grant_type: 'refresh_token', client_id: 'tricoach-ios', refresh_token: other.refreshToken }),
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('takes sign-in and sign-up as JSON from its own site only (no login CSRF)', async () => {
    const email = uniqueEmail();
    expect((await post('/api/v1/auth/signup', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    // What any site can post cross-site without a preflight: a form.
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      ...form({ email, password: STRONG_PASSWORD }),
    });
    expect(asForm.statusCode).toBe(415);
    expect(cookieValue(asForm, 'tricoach_sso')).toBeUndefined();
    const elsewhere = await post(
      '/api/v1/auth/signin',
      { email, password: STRONG_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(cookieValue(elsewhere, 'tricoach_sso')).toBeUndefined();
    const signupElsewhere = await post(
      '/api/v1/auth/signup',
      { email: uniqueEmail(), password: STRONG_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(signupElsewhere.statusCode).toBe(403);
    // The app's own origin and a native app (no Origin) sign in.
    const own = await post(
      '/api/v1/auth/signin',
      { email, password: STRONG_PASSWORD },
      { origin: new URL(t.config.publicUrl).origin },
    );
    expect(own.statusCode).toBe(200);
    expect(cookieValue(own, 'tricoach_sso')).toBeTruthy();
    expect((await post('/api/v1/auth/signin', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a password that meets the rules but is one of the most common', async () => {
    const common = await post('/api/v1/auth/signup', { email: uniqueEmail(), password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors).toEqual([{ field: 'password', message: TOO_COMMON_PASSWORD }]);
    const { accessToken } = await signUpAndGetTokens(t.app);
    const change = await post(
      '/api/v1/User/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Welcome2024' },
      bearer(accessToken),
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().fieldErrors).toEqual([{ field: 'newPassword', message: TOO_COMMON_PASSWORD }]);
  });
});
