import { randomUUID } from 'node:crypto';
import { getClient } from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndGetTokens, STRONG_PASSWORD, uniqueEmail } from './support/auth-flow';
import { createTestApp, type TestApp } from './support/test-app';
import { startSentryStandIn, type SentryStandIn } from './stand-ins/sentry/sentry-stand-in';

// Made at run time: the report quotes source lines around a throw, and a literal there would be "sent".
const NEW_PASSWORD = `Quiet-Harbour-41-${randomUUID()}`;
const QUERY_SECRET = randomUUID();
const COOKIE_SECRET = randomUUID();

describe('error tracing with a DSN', () => {
  let sentry: SentryStandIn;
  let t: TestApp;
  let email: string;
  let accessToken: string;

  beforeAll(async () => {
    sentry = await startSentryStandIn();
    t = await createTestApp({ SENTRY_DSN: sentry.dsn(42), APP_ENV: 'staging' });
    email = uniqueEmail();
    accessToken = (await signUpAndGetTokens(t.app, { email })).accessToken;
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
  });

  it('reports a 500 with its route and request id, and nothing secret', async () => {
    sentry.clear();
    // A fault deep in the service, whose message quotes the person (as a driver's error may).
    t.ctx.accounts.changePassword = async () => {
      throw new Error(`could not store the new hash for ${email}`);
    };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/User/change-password?trace=${QUERY_SECRET}`,
      headers: {
        ...bearer(accessToken),
        cookie: `tricoach_session=${COOKIE_SECRET}`,
        'x-request-id': 'failing-change-1',
        'x-app-version': '2.2.0',
      },
      payload: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(500);

    // The id the answer carries (the caller's x-request-id, kept), or the one Fastify gave it.
    const requestId = (response.headers['x-request-id'] as string | undefined) ?? expect.any(String);
    const [event] = await sentry.waitForEvents(1);
    expect(event).toMatchObject({
      environment: 'staging',
      release: 'tricoach@2.2.0',
      transaction: 'POST /api/v1/User/change-password',
      tags: {
        route: '/api/v1/User/change-password',
        method: 'POST',
        status: '500',
        request_id: requestId,
      },
      request: {
        method: 'POST',
        url: '/api/v1/User/change-password',
        headers: { 'x-app-version': '2.2.0' },
      },
      exception: { values: [{ type: 'Error', value: 'could not store the new hash for [email]' }] },
    });
    expect(sentry.envelopes[0]).toMatchObject({ projectId: '42', publicKey: 'standinpublickey' });
    const sent = sentry.envelopes.map((envelope) => envelope.raw).join('\n');
    for (const secret of [
      accessToken,
      'authorization',
      COOKIE_SECRET,
      STRONG_PASSWORD,
      NEW_PASSWORD,
      email,
      QUERY_SECRET,
    ])
      expect(sent.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('does not report what is the client’s fault', async () => {
    sentry.clear();
    const notFound = await t.app.inject({
      url: '/api/v1/odata/plannedsession/nope',
      headers: bearer(accessToken),
    });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(notFound.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalid.statusCode).toBe(400);
    expect(await t.ctx.errorTracker.flush()).toBe(true);
    expect(sentry.events()).toEqual([]);
  });

  it('reports a job whose handler throws, with its queue', async () => {
    sentry.clear();
    await t.ctx.jobs.work('error-tracking-test', async () => {
      throw new Error('the job broke');
    });
    await t.ctx.jobs.send('error-tracking-test', {}, { retryLimit: 0 });
    const [event] = await sentry.waitForEvents(1);
    expect(event).toMatchObject({
      tags: { job_queue: 'error-tracking-test' },
      exception: { values: [{ value: 'the job broke' }] },
    });
  });

  it('gives the web app its DSN and sample rates, and lets the page reach the DSN’s host', async () => {
    const response = await t.app.inject({ url: '/api/v1/error-tracing' });
    expect(response.json()).toEqual({
      dsn: sentry.dsn(42),
      environment: 'staging',
      release: 'tricoach@2.2.0',
      sampleRate: 1,
      tracesSampleRate: 0.3,
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${sentry.origin.replaceAll('.', '\\.')}`));
  });
});

describe('error tracing without a DSN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('builds no client, sends nothing and tells the web app it is off', async () => {
    t.ctx.accounts.signIn = async () => {
      throw new Error('broken');
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(500);
    expect(t.ctx.errorTracker.isEnabled).toBe(false);
    // Nor is Sentry's process-wide client set up behind our back.
    expect(getClient()).toBeUndefined();
    const settings = await t.app.inject({ url: '/api/v1/error-tracing' });
    expect(settings.json()).toMatchObject({ dsn: null, tracesSampleRate: 1, environment: 'local' });
    expect(String(settings.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://oauth2.googleapis.com;",
    );
  });
});
