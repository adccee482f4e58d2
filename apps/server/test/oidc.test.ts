import { createLocalJWKSet, jwtVerify } from 'jose';
import { isNotNull } from 'drizzle-orm';
import { refreshTokens } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeAndExchange,
  bearer,
  cookieValue,
  form,
  newPkcePair,
  signUpAndGetTokens,
  userIdOf,
} from './support/auth-flow';
import { manualClock } from '../src/clock/clock';
import { buildClients } from '../src/identity/clients';
import { createTokenService } from '../src/identity/tokens.service';
import { whileRefusing } from './support/refuse-writes';
import { appForFile, createTestApp, type TestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

const t = appForFile();

const refresh = (refreshToken: string, clientId = 'tricoach-ios') =>
  t.app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken }),
  });

/** A code for the iOS client from the browser session `session`, and the PKCE verifier it needs. */
async function iosCode(session: string, state = 's') {
  const { challenge, verifier } = newPkcePair();
  const authorize = await t.app.inject({
    url: `/connect/authorize?response_type=code&client_id=tricoach-ios&redirect_uri=tricoach://signin-oidc&scope=openid&code_challenge=${challenge}&code_challenge_method=S256&state=${state}`,
    cookies: { tricoach_sso: session },
  });
  const location = new URL(String(authorize.headers.location));
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state'),
    verifier,
  };
}

const exchangeIosCode = (code: string, codeVerifier: string) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form({
      grant_type: 'authorization_code',
      client_id: 'tricoach-ios',
      code,
      code_verifier: codeVerifier,
      redirect_uri: 'tricoach://signin-oidc',
    }),
  });

describe('OpenID provider', () => {
  it('publishes discovery and keys that verify its id tokens', async () => {
    const discovery = (await t.app.inject('/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({
      issuer: 'http://localhost:3000',
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'offline_access'],
    });
    const jwks = (await t.app.inject('/.well-known/jwks.json')).json();
    const { idToken, email } = await signUpAndGetTokens(t.app);
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: 'http://localhost:3000',
      audience: 'tricoach-ios',
      currentDate: t.ctx.clock.now(),
    });
    expect(payload.email).toBe(email);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it('sends a visitor without a session to the login page, keeping the authorize request', async () => {
    const { challenge } = newPkcePair();
    const url = `/connect/authorize?response_type=code&client_id=tricoach-web&redirect_uri=${encodeURIComponent('http://localhost:3000/signin-oidc')}&scope=openid%20offline_access&state=s&code_challenge=${challenge}&code_challenge_method=S256`;
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?returnTo=${encodeURIComponent(url)}`);
  });

  it('accepts only PKCE S256 and registered redirect URIs', async () => {
    const { session } = await signUpAndGetTokens(t.app);
    const { challenge } = newPkcePair();
    const plain = await t.app.inject({
      url: `/connect/authorize?response_type=code&client_id=tricoach-ios&redirect_uri=tricoach://signin-oidc&code_challenge=${challenge}&code_challenge_method=plain`,
      cookies: { tricoach_sso: session },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Only PKCE with S256 is supported');
    const foreign = await t.app.inject({
      url: `/connect/authorize?response_type=code&client_id=tricoach-ios&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&code_challenge=${challenge}&code_challenge_method=S256`,
      cookies: { tricoach_sso: session },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
  });

  it('refuses a wrong code verifier and a replayed code', async () => {
    const { session } = await signUpAndGetTokens(t.app);
    const { code, state, verifier } = await iosCode(session, 'abc');
    expect(state).toBe('abc');
    const exchange = (codeVerifier: string) => exchangeIosCode(code, codeVerifier);
    const wrong = await exchange(newPkcePair().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', code: 'invalid_grant' });
    // The first try consumed the code, so even the right verifier is refused now.
    expect((await exchange(verifier)).statusCode).toBe(400);
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const first = await signUpAndGetTokens(t.app);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const secondTokens = second.json();
    expect(secondTokens.refresh_token).toBeTruthy();
    expect(secondTokens.refresh_token).not.toBe(first.refreshToken);
    // Replaying the first token later means it leaked: the thief and the owner both lose the family.
    await t.ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(t.ctx.clock.now().getTime() - 60_000) })
      .where(isNotNull(refreshTokens.usedAt));
    expect((await refresh(first.refreshToken)).json().error).toBe('invalid_grant');
    expect((await refresh(secondTokens.refresh_token)).statusCode).toBe(400);
    // Another sign-in (another family) is unaffected.
    const other = await authorizeAndExchange(t.app, first.session, 'tricoach-ios', 'tricoach://signin-oidc');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('keeps the session when a reload presents the same refresh token again within moments', async () => {
    const first = await signUpAndGetTokens(t.app);
    const rotated = await refresh(first.refreshToken);
    const raced = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect(raced.statusCode).toBe(200);
    // Both copies carry on: the family was not revoked.
    expect((await refresh(rotated.json().refresh_token)).statusCode).toBe(200);
    expect((await refresh(raced.json().refresh_token)).statusCode).toBe(200);
  });

  it('a refresh or a code exchange whose new token cannot be stored spends nothing', async () => {
    const first = await signUpAndGetTokens(t.app);
    const userId = userIdOf(first.accessToken);
    const { code, verifier } = await iosCode(first.session);
    const exchange = () => exchangeIosCode(code, verifier);
    // The database refuses this user's new refresh tokens, after the old token or the code was spent.
    await whileRefusing(
      t,
      { table: 'refresh_tokens', write: 'INSERT', when: `NEW.user_id = '${userId}'` },
      async () => {
        expect((await refresh(first.refreshToken)).statusCode).toBe(500);
        expect((await exchange()).statusCode).toBe(500);
      },
    );
    // Long after (no racing grace): the old token and the code are still unspent.
    await t.ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(t.ctx.clock.now().getTime() - 60_000) })
      .where(isNotNull(refreshTokens.usedAt));
    const refreshed = await refresh(first.refreshToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await refresh(refreshed.json().refresh_token)).statusCode).toBe(200);
    const exchanged = await exchange();
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect((await refresh(exchanged.json().refresh_token)).statusCode).toBe(200);
  });

  it('keeps the web refresh token out of the body, in an httpOnly SameSite cookie', async () => {
    const web = await signUpAndGetTokens(t.app, { clientId: 'tricoach-web' });
    expect(web.tokenResponse.json().refresh_token).toBeUndefined();
    const cookie = web.tokenResponse.cookies.find((c) => c.name === 'tricoach_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/connect' });
    // Beside it, a hint the app can read (no secret): there is a session to restore.
    const hint = web.tokenResponse.cookies.find((c) => c.name === 'tricoach_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      cookies: { tricoach_rt: web.refreshToken },
      ...form({ grant_type: 'refresh_token', client_id: 'tricoach-web' }),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).toBeTruthy();
    expect(cookieValue(refreshed, 'tricoach_rt')).not.toBe(web.refreshToken);
  });

  it('answers a token request with no grant in the OAuth and the API error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({ client_id: 'tricoach-web' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'invalid_request' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({ grant_type: 'refresh_token', client_id: 'nope', refresh_token: 'x' }),
    });
    expect(unknown.json()).toMatchObject({ status: 401, error: 'invalid_client' });
    // A grant this server does not offer (RFC 6749 5.2).
    for (const grant of ['password', 'client_credentials']) {
      const unsupported = await t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...form({ grant_type: grant, client_id: 'tricoach-web', username: 'a', password: 'b' }),
      });
      expect(unsupported.statusCode).toBe(400);
      expect(unsupported.json()).toMatchObject({
        error: 'unsupported_grant_type',
        code: 'unsupported_grant_type',
      });
    }
  });

  it('ends the session: cookies cleared, refresh family revoked, registered redirect', async () => {
    const web = await signUpAndGetTokens(t.app, { clientId: 'tricoach-web' });
    const response = await t.app.inject({
      url: `/connect/endsession?post_logout_redirect_uri=${encodeURIComponent('http://localhost:3000/login')}`,
      cookies: { tricoach_sso: web.session, tricoach_rt: web.refreshToken },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/login');
    expect(response.cookies.find((c) => c.name === 'tricoach_sso')?.value).toBe('');
    expect(response.cookies.find((c) => c.name === 'tricoach_signed_in')?.value).toBe('');
    const after = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      cookies: { tricoach_rt: web.refreshToken },
      ...form({ grant_type: 'refresh_token', client_id: 'tricoach-web' }),
    });
    expect(after.statusCode).toBe(400);
    const foreign = await t.app.inject(
      `/connect/endsession?post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(foreign.headers.location).toBe('/login');
  });

  it('answers UserInfo for the bearer token, and refuses without one', async () => {
    const discovery = (await t.app.inject('/.well-known/openid-configuration')).json();
    expect(discovery.userinfo_endpoint).toBe(`${t.config.publicUrl}/connect/userinfo`);
    const { email, accessToken } = await signUpAndGetTokens(t.app);
    const info = await t.app.inject({ url: '/connect/userinfo', headers: bearer(accessToken) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ sub: expect.any(String), email, athlete_id: expect.any(String) });
    const anonymous = await t.app.inject({ url: '/connect/userinfo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const forged = await t.app.inject({ url: '/connect/userinfo', headers: bearer(`${accessToken}x`) });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(forged.json()).toMatchObject({ error: 'invalid_token', code: 'unauthorized' });
  });

  it('issues access tokens the API accepts, and rejects tampered ones', async () => {
    const { accessToken } = await signUpAndGetTokens(t.app);
    expect(
      (await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(accessToken) })).statusCode,
    ).toBe(200);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, athlete_id: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    const response = await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('access token expiry', () => {
  let short: TestApp;
  // A hand-moved clock: the token expires when the test says, not when a busy machine gets there.
  const clock = manualClock(TEST_NOW);
  beforeAll(async () => {
    short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '60' }, clock);
  });
  afterAll(() => short.close());

  it('rejects an expired access token; a refresh gives a working one', async () => {
    const { accessToken, refreshToken } = await signUpAndGetTokens(short.app);
    clock.advance(61_000);
    expect(
      (await short.app.inject({ url: '/api/v1/app/identity', headers: bearer(accessToken) })).statusCode,
    ).toBe(401);
    const refreshed = await short.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({ grant_type: 'refresh_token', client_id: 'tricoach-ios', refresh_token: refreshToken }),
    });
    expect(
      (
        await short.app.inject({
          url: '/api/v1/app/identity',
          headers: bearer(refreshed.json().access_token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a token issued for another PUBLIC_URL', () => {
  it('says the athlete signed in at another address, not that the session expired, and tells the operator why', async () => {
    const { accessToken } = await signUpAndGetTokens(t.app);
    // Another server process on the same database (same keys) configured with a different PUBLIC_URL.
    const elsewhere = createTokenService(
      t.ctx.db,
      { ...t.ctx.config, publicUrl: 'https://other-address.example' },
      t.ctx.keys,
      t.ctx.clock,
    );
    const claims = await t.ctx.tokens.verifyAccessToken(accessToken);
    const ios = buildClients(t.ctx.config).get('tricoach-ios');
    if (!ios) throw new Error('no iOS client');
    const foreign = (await elsewhere.issueTokens(claims.userId, ios)).access_token;
    const response = await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(foreign) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'You signed in at another address of Tricoach. Please sign in again here.',
    );
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});
