import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalLogins, users } from '../src/db/schema';
import { EXTERNAL_TOKEN_GRANT } from '../src/identity/oidc.routes';
import { bearer, form, signUpAndGetTokens, uniqueEmail } from './support/auth-flow';
import { createTestApp, type TestApp } from './support/test-app';
import { testClock } from './support/test-clock';
import { startFacebookStandIn, type FacebookStandIn } from './stand-ins/facebook/facebook-stand-in';

const APP_ID = '1234567890123456';
const APP_SECRET = 'stand-in-app-secret';
const REDIRECT_URI = 'http://localhost:3000/oauth/facebook';
const NOT_VERIFIED = 'We could not verify your Facebook sign-in. Please try again.';

let facebook: FacebookStandIn;
let t: TestApp;

beforeAll(async () => {
  const clock = testClock();
  facebook = await startFacebookStandIn({
    appId: APP_ID,
    appSecret: APP_SECRET,
    now: () => clock.now().getTime(),
  });
  t = await createTestApp(
    {
      FACEBOOK_APP_IDS: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
    },
    clock,
  );
});
afterAll(async () => {
  await t.close();
  await facebook.close();
});

/** What the browser does: open the Login dialog, submit who signs in, follow the redirect. */
async function dialogCode(
  who: { name: string; email?: string; action?: 'continue' | 'cancel' },
  redirectUri = REDIRECT_URI,
): Promise<URL> {
  const dialog = new URL(facebook.dialogUrl);
  const query = { client_id: APP_ID, redirect_uri: redirectUri, state: 'st-1', scope: 'email' };
  for (const [name, value] of Object.entries(query)) dialog.searchParams.set(name, value);
  expect((await fetch(dialog)).status).toBe(200);
  const confirmed = await fetch(`${facebook.dialogUrl}/confirm`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      ...query,
      response_type: 'code',
      name: who.name,
      email: who.email ?? '',
      action: who.action ?? 'continue',
    }),
  });
  expect(confirmed.status).toBe(302);
  return new URL(confirmed.headers.get('location') ?? '');
}

/** The external-token grant with Facebook's `fields`, asked of the file's app or of `app`. */
const grant = (fields: Record<string, string>, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form({ grant_type: EXTERNAL_TOKEN_GRANT, client_id: 'tricoach-web', provider: 'facebook', ...fields }),
  });

async function identityOf(response: { json(): { access_token: string } }) {
  return (
    await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(response.json().access_token) })
  ).json<{ athleteId: string; email: string | null }>();
}

async function accountCount() {
  const [row] = await t.ctx.db.select({ n: count() }).from(users);
  const [links] = await t.ctx.db.select({ n: count() }).from(externalLogins);
  return { users: row?.n ?? 0, links: links?.n ?? 0 };
}

describe('Sign in with Facebook (Login dialog code, Graph API)', () => {
  it('tells the web where the Login dialog is and where Facebook sends the browser back', async () => {
    expect((await t.app.inject('/api/v1/auth/providers')).json().facebook).toEqual({
      appId: APP_ID,
      web: { authorizeUrl: facebook.dialogUrl, redirectUri: REDIRECT_URI },
    });
  });

  it('exchanges the code, inspects the token, reads the email, and finds the same athlete next time', async () => {
    const email = uniqueEmail('facebook');
    const back = await dialogCode({ name: 'Fiona Facebook', email });
    expect(back.searchParams.get('state')).toBe('st-1');
    const first = await grant({ code: back.searchParams.get('code') ?? '' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    // The web client gets its refresh token as a cookie, and a sign-on session like the other providers.
    expect(first.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['tricoach_rt', 'tricoach_sso']));
    const identity = await identityOf(first);
    expect(identity.email).toBe(email);

    const again = await grant({
      code: (await dialogCode({ name: 'Fiona Facebook', email })).searchParams.get('code') ?? '',
    });
    expect((await identityOf(again)).athleteId).toBe(identity.athleteId);

    const graphCalls = facebook
      .calls()
      .filter((c) => ['oauth/access_token', 'debug_token', 'me'].includes(c.path));
    expect(graphCalls.find((c) => c.path === 'oauth/access_token')?.params).toMatchObject({
      client_id: APP_ID,
      client_secret: APP_SECRET,
      redirect_uri: REDIRECT_URI,
    });
    expect(graphCalls.find((c) => c.path === 'debug_token')?.params.access_token).toBe(
      `${APP_ID}|${APP_SECRET}`,
    );
    expect(graphCalls.find((c) => c.path === 'me')?.params).toMatchObject({
      fields: 'id,name,email',
      appsecret_proof: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses a code used twice, or made for another redirect URI, and creates nothing', async () => {
    const code =
      (await dialogCode({ name: 'Replay Rita', email: uniqueEmail('replay') })).searchParams.get('code') ??
      '';
    expect((await grant({ code })).statusCode).toBe(200);
    const before = await accountCount();
    const replay = await grant({ code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant', message: NOT_VERIFIED });

    const elsewhere = await dialogCode({ name: 'Elsewhere Ed' }, 'https://evil.example/oauth/facebook');
    const refused = await grant({ code: elsewhere.searchParams.get('code') ?? '' });
    expect(refused.json()).toMatchObject({ error: 'invalid_grant', message: NOT_VERIFIED });
    expect(await accountCount()).toEqual(before);
  });

  it('a cancelled dialog sends no code back', async () => {
    const back = await dialogCode({ name: 'Cancel Carl', action: 'cancel' });
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
  });

  it('accepts a classic access token of our app (the iOS SDK’s), checked with debug_token', async () => {
    const email = uniqueEmail('ios-facebook');
    const response = await grant({ token: facebook.issueAccessToken({ name: 'Ivy iOS', email }) });
    expect(response.statusCode).toBe(200);
    expect((await identityOf(response)).email).toBe(email);
  });

  it.each([
    ['issued to another app', () => facebook.issueAccessToken({ name: 'Other App' }, { appId: '999' })],
    ['expired', () => facebook.issueAccessToken({ name: 'Old Token' }, { expiresInSeconds: -60 })],
    ['unknown to Facebook', () => 'EAAnot-a-token-facebook-issued'],
  ])('refuses an access token %s and creates nothing', async (_case, makeToken) => {
    const before = await accountCount();
    const response = await grant({ token: makeToken() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', message: NOT_VERIFIED });
    expect(await accountCount()).toEqual(before);
  });

  it('without an email from Facebook the account has none, and onboarding asks for it', async () => {
    const back = await dialogCode({ name: 'No Email Nora' });
    const response = await grant({ code: back.searchParams.get('code') ?? '' });
    expect(response.statusCode).toBe(200);
    expect((await identityOf(response)).email).toBeNull();
  });

  it('never joins an existing account by Facebook’s email: a clear refusal, nothing linked', async () => {
    const existing = await signUpAndGetTokens(t.app);
    const before = await accountCount();
    for (const attempt of [1, 2]) {
      const back = await dialogCode({ name: `Mallory ${attempt}`, email: existing.email.toUpperCase() });
      const response = await grant({ code: back.searchParams.get('code') ?? '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_grant',
        message:
          'An account with this email already exists. Sign in with your email and password, or the way you signed up before.',
      });
    }
    expect(await accountCount()).toEqual(before);
  });

  it('asks for exactly one of token and code, and a code only from Facebook', async () => {
    const both = await grant({ token: 'EAAx', code: 'y' });
    expect(both.json()).toMatchObject({ error: 'invalid_request' });
    const neither = await grant({});
    expect(neither.json()).toMatchObject({ error: 'invalid_request' });
    const google = await grant({ provider: 'google', code: 'y' });
    expect(google.json()).toMatchObject({
      error: 'invalid_request',
      message: 'A code is accepted for Facebook only; send the id token.',
    });
  });
});

describe('Sign in with Facebook, configured in part or unreachable', () => {
  it('without the app secret offers no web flow and refuses codes and classic tokens', async () => {
    const app = await createTestApp({ FACEBOOK_APP_IDS: APP_ID });
    try {
      expect((await app.app.inject('/api/v1/auth/providers')).json().facebook).toEqual({
        appId: APP_ID,
        web: null,
      });
      const attempts: Record<string, string>[] = [{ code: 'c' }, { token: 'EAAclassic' }];
      for (const fields of attempts) {
        const response = await grant(fields, app);
        expect(response.json()).toMatchObject({
          error: 'unsupported_grant_type',
          message: 'Sign in with Facebook is not configured on this server.',
        });
      }
    } finally {
      await app.close();
    }
  });

  it('says Facebook could not be reached when the Graph API does not answer', async () => {
    const app = await createTestApp({
      FACEBOOK_APP_IDS: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      // Nothing listens on the discard port.
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v23.0',
    });
    try {
      const response = await grant({ code: 'c' }, app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'provider_unavailable',
        error: 'server_error',
        message: 'Facebook could not be reached. Please try again.',
      });
    } finally {
      await app.close();
    }
  });
});
