import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { manualClock } from '../src/clock/clock';
import { athleteWithPlan, buildAthlete, planSettled } from './support/athlete-factory';
import { bearer } from './support/auth-flow';
import { until } from './support/garmin-connect';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

/**
 * Two apps on one database stand for two server processes behind a load balancer (issue 16
 * part 4): a session works on both, each job runs once, and the rate limits count the requests of
 * both, or N processes would allow N times the limit.
 */
const clock = manualClock(TEST_NOW);
let first: TestApp;
let second: BuiltApp;

beforeAll(async () => {
  first = await createTestApp(
    { RATE_LIMIT_AUTH_PER_MINUTE: '4', RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3', IDENTITY_CACHE_TTL_MS: '0' },
    clock,
  );
  // The database stays the first app's to close.
  second = await buildApp(first.config, { ...first.database, close: async () => {} }, { clock });
  await second.app.ready();
}, 60_000);
afterAll(async () => {
  await second.app.close();
  await first.close();
});

const signIn = (app: BuiltApp['app'], email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { email, password: 'Wrong-password-1' },
  });

describe('rate limits shared by every server process', () => {
  it('counts an address’s sign-ins on both processes against one limit per minute', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await signIn(app, `ip-${i}@example.com`, ip)).statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const refused = await signIn(second.app, 'ip-5@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await signIn(first.app, 'ip-6@example.com', '198.51.100.8')).statusCode).not.toBe(429);
    // The window passes: the address may try again.
    clock.advance(61_000);
    expect((await signIn(first.app, 'ip-7@example.com', ip)).statusCode).not.toBe(429);
  });

  it('counts one account’s attempts from many addresses on both processes', async () => {
    const email = 'shared-account@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await signIn(app, email, `203.0.113.${i + 1}`)).statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await signIn(second.app, email.toUpperCase(), '203.0.113.9')).statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await signIn(first.app, email, '203.0.113.10')).statusCode).not.toBe(429);
  });

  it('sweeps windows that have ended', async () => {
    clock.advance(16 * 60_000);
    expect(await first.ctx.rateLimitCounter.sweep()).toBeGreaterThan(0);
    expect(await first.ctx.rateLimitCounter.sweep()).toBe(0);
  });
});

describe('one session and one job queue for both processes', () => {
  it('signs in on one process, and the access and refresh tokens work on the other', async () => {
    const athlete = await buildAthlete(first.app);
    const identity = await second.app.inject({ url: '/api/v1/app/identity', headers: athlete.headers });
    expect(identity.statusCode).toBe(200);
    expect(identity.json<{ athleteId: string }>().athleteId).toBe(athlete.athleteId);
    const refreshed = await second.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: athlete.refreshToken,
        client_id: 'tricoach-ios',
      }).toString(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const { access_token } = refreshed.json<{ access_token: string }>();
    const back = await first.app.inject({ url: '/api/v1/app/identity', headers: bearer(access_token) });
    expect(back.statusCode).toBe(200);
  });

  it('runs a requested plan generation once, on whichever process takes it', async () => {
    const generated: string[] = [];
    for (const { ctx } of [first, second])
      ctx.events.on('plan.generated', ({ athleteId }) => void generated.push(athleteId));
    const athlete = await athleteWithPlan(first.app);
    await until(async () => generated.includes(athlete.athleteId), 'the first plan');
    // A re-plan asked of the other process.
    const onSecond = await second.app.inject({
      method: 'POST',
      url: '/api/v1/app/test/generate-plan',
      headers: athlete.headers,
    });
    expect(onSecond.statusCode).toBe(200);
    await until(async () => generated.filter((id) => id === athlete.athleteId).length >= 2, 'the re-plan');
    expect((await planSettled(athlete)).status).not.toBe('plangeneration');
    // Both processes poll the queue: give a second run time to show up if the job ran twice.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(generated.filter((id) => id === athlete.athleteId)).toHaveLength(2);
  });

  it('a change written through one process is what the other answers', async () => {
    const athlete = await buildAthlete(first.app);
    const feed = (
      await first.app.inject({ url: '/api/v1/app/calendar-feed', headers: athlete.headers })
    ).json<{
      url: string;
    }>();
    const path = new URL(feed.url).pathname;
    expect((await second.app.inject({ url: path })).statusCode).toBe(200);
    await second.app.inject({
      method: 'POST',
      url: '/api/v1/app/calendar-feed/reset',
      headers: athlete.headers,
    });
    expect((await first.app.inject({ url: path })).statusCode).toBe(404);
  });
});

describe('the kept fitness series on two processes', () => {
  it('a workout logged through one process shows at once in the other’s fitness', async () => {
    const athlete = await buildAthlete(first.app);
    const fitnessOn = async (app: BuiltApp['app']) =>
      (await app.inject({ url: '/api/v1/app/history/fitness?range=1m', headers: athlete.headers })).json<{
        current: { fitness: number };
      }>().current.fitness;
    // The second process keeps the (empty) series.
    expect(await fitnessOn(second.app)).toBe(0);
    expect(await fitnessOn(second.app)).toBe(0);
    const logged = await first.app.inject({
      method: 'POST',
      url: '/api/v1/app/completed-workouts',
      headers: athlete.headers,
      payload: {
        sport: 'running',
        date: TEST_NOW.slice(0, 10),
        startTime: '07:15',
        durationSeconds: 3600,
        distanceMeters: 12_000,
        averageHeartRate: 150,
        rpe: 6,
      },
    });
    expect(logged.statusCode).toBe(201);
    expect(await fitnessOn(second.app)).toBeGreaterThan(0);
  });
});
