import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_TOKEN_GRANT } from '../src/identity/oidc.routes';
import { bearer, form, signUpAndGetTokens, uniqueEmail } from './support/auth-flow';
import { whileRefusing } from './support/refuse-writes';
import { createTestApp, type TestApp } from './support/test-app';
import { startLocalIssuer } from './stand-ins/oidc-issuer';

const APPLE_ISSUER = 'https://appleid.apple.com';
let apple: Awaited<ReturnType<typeof startLocalIssuer>>;
let google: Awaited<ReturnType<typeof startLocalIssuer>>;
let t: TestApp;

beforeAll(async () => {
  apple = await startLocalIssuer(APPLE_ISSUER);
  google = await startLocalIssuer('https://accounts.google.com');
  t = await createTestApp({
    APPLE_CLIENT_IDS: 'app.tricoach.ios,app.tricoach.web',
    APPLE_JWKS_URL: apple.jwksUrl,
    GOOGLE_CLIENT_IDS: 'google-client.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: google.jwksUrl,
  });
});
afterAll(async () => {
  await t.close();
  await apple.close();
  await google.close();
});

const grant = (provider: string, token: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form({ grant_type: EXTERNAL_TOKEN_GRANT, client_id: 'tricoach-ios', provider, token, ...extra }),
  });

describe('external provider grant', () => {
  it('signs in with a verified Apple id token and creates the athlete once', async () => {
    const email = uniqueEmail('apple');
    const rawNonce = 'raw-nonce-123';
    const token = await apple.signIdToken({
      aud: 'app.tricoach.ios',
      sub: 'apple-user-1',
      email,
      email_verified: 'true',
      nonce: createHash('sha256').update(rawNonce).digest('hex'),
    });
    const first = await grant('apple', token, { nonce: rawNonce });
    expect(first.statusCode).toBe(200);
    const tokens = first.json();
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      access_token: expect.any(String),
      id_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const identity = (
      await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(tokens.access_token) })
    ).json();
    expect(identity.email).toBe(email);
    const again = (
      await grant('apple', await apple.signIdToken({ aud: 'app.tricoach.ios', sub: 'apple-user-1' }))
    ).json();
    const identityAgain = (
      await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(again.access_token) })
    ).json();
    expect(identityAgain.athleteId).toBe(identity.athleteId);
  });

  it('a first sign-in that fails half-way leaves no account behind, and the next one makes it once', async () => {
    const email = uniqueEmail('apple-half');
    const token = () =>
      apple.signIdToken({ aud: 'app.tricoach.ios', sub: 'apple-half-way', email, email_verified: 'true' });
    const accountsWithEmail = async () =>
      (await t.database.executeSql('SELECT id FROM users WHERE email = $1', [email])).rows.length;
    // The link is refused after the account and its athlete were written.
    const refused = await whileRefusing(
      t,
      { table: 'external_logins', write: 'INSERT', when: `NEW.subject = 'apple-half-way'` },
      async () => grant('apple', await token()),
    );
    expect(refused.statusCode).toBe(500);
    expect(await accountsWithEmail()).toBe(0);
    const signedIn = await grant('apple', await token());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await accountsWithEmail()).toBe(1);
  });

  it('accepts Google tokens and links a verified email to the existing account', async () => {
    const existing = await signUpAndGetTokens(t.app);
    const before = (
      await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(existing.accessToken) })
    ).json();
    const token = await google.signIdToken({
      aud: 'google-client.apps.googleusercontent.com',
      sub: 'google-123',
      email: existing.email,
      email_verified: true,
    });
    const response = await grant('google', token);
    expect(response.statusCode).toBe(200);
    const identity = (
      await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(response.json().access_token) })
    ).json();
    expect(identity.athleteId).toBe(before.athleteId);
  });

  it('never links an unverified email to someone else’s account', async () => {
    const existing = await signUpAndGetTokens(t.app);
    const token = await google.signIdToken({
      aud: 'google-client.apps.googleusercontent.com',
      sub: 'google-unverified',
      email: existing.email,
      email_verified: false,
    });
    const response = await grant('google', token);
    const identity = (
      await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(response.json().access_token) })
    ).json();
    expect(identity.email).toBeNull();
  });

  it.each([
    ['wrong audience', () => apple.signIdToken({ aud: 'someone-else', sub: 'x' })],
    [
      'wrong issuer',
      () => apple.signIdToken({ aud: 'app.tricoach.ios', sub: 'x' }, { issuer: 'https://evil.example' }),
    ],
    ['expired', () => apple.signIdToken({ aud: 'app.tricoach.ios', sub: 'x' }, { expiresIn: '-1m' })],
    [
      'unknown key',
      () => apple.signIdToken({ aud: 'app.tricoach.ios', sub: 'x' }, { signWithUnknownKey: true }),
    ],
  ])('refuses an Apple token with %s', async (_case, makeToken) => {
    const response = await grant('apple', await makeToken());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_grant',
      message: 'We could not verify your Apple sign-in. Please try again.',
    });
  });

  it('refuses a nonce mismatch and an unconfigured provider', async () => {
    const token = await apple.signIdToken({ aud: 'app.tricoach.ios', sub: 'n', nonce: 'other' });
    expect((await grant('apple', token, { nonce: 'mine' })).statusCode).toBe(400);
    const facebook = await grant('facebook', token);
    expect(facebook.json()).toMatchObject({
      error: 'unsupported_grant_type',
      message: 'Sign in with Facebook is not configured on this server.',
    });
  });

  it('fetched the providers’ published keys over HTTP', () => {
    expect(apple.jwksRequests()).toBeGreaterThan(0);
    expect(google.jwksRequests()).toBeGreaterThan(0);
  });

  it('tells the apps which providers are configured', async () => {
    expect((await t.app.inject('/api/v1/auth/providers')).json()).toEqual({
      apple: { clientId: 'app.tricoach.ios' },
      google: { clientId: 'google-client.apps.googleusercontent.com' },
      facebook: null,
    });
  });

  it('lets an account without an email add one once, never someone else’s', async () => {
    const token = await google.signIdToken({
      aud: 'google-client.apps.googleusercontent.com',
      sub: 'google-no-email',
    });
    const access = (await grant('google', token)).json().access_token;
    const identity = (await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(access) })).json();
    expect(identity.email).toBeNull();
    const url = `/api/v1/odata/AthleteProfile/${identity.athleteId}`;
    const existing = await signUpAndGetTokens(t.app);
    const taken = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(access),
      payload: { email: existing.email },
    });
    expect(taken.json().fieldErrors).toEqual([
      {
        field: 'email',
        message: 'This email belongs to another account. Sign in with it, or use another address.',
      },
    ]);
    const email = uniqueEmail('added');
    const added = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(access),
      payload: { email, onboardingStep: 'email' },
    });
    expect(added.json().email).toBe(email);
    expect((await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(access) })).json().email).toBe(
      email,
    );
    const change = await t.app.inject({
      method: 'PATCH',
      url,
      headers: bearer(access),
      payload: { email: uniqueEmail('other') },
    });
    expect(change.json().fieldErrors[0]).toEqual({
      field: 'email',
      message: 'Change your email on the email settings page.',
    });
  });
});
