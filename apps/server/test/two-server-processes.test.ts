import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAthlete, completeOnboardingAnswers, type TestAthlete } from './support/athlete-factory';
import { bearer, form } from './support/auth-flow';
import { until } from './support/garmin-connect';
import { httpApp, httpInject } from './support/http-app';
import { scratchPostgres } from './support/scratch-postgres';
import { startServerProcess, stopServers, type ServerProcess } from './support/server-process';
import { TEST_TODAY } from './support/test-clock';

/**
 * Two real server processes (as `npm start` runs them, behind a load balancer) on one PostgreSQL
 * (issue 16 part 4): a session made on one works on the other, a job queued through one runs
 * once, the rate limits count the requests of both, and the calendar feed and the kept fitness
 * series answer the same on both. two-processes.test.ts does the same with two apps in one OS
 * process; this one has nothing in common between the two but the database.
 */
const template = inject('databaseTemplate');
const onPostgres = template.kind === 'postgres';

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  const scratch = scratchPostgres(onPostgres ? template.value : 'postgres://unused/');
  let first: ServerProcess;
  let second: ServerProcess;
  let addresses = 0;
  /** A client at an address of its own (the auth rate limit counts per address). */
  const clientOf = (server: ServerProcess) => httpApp(server.url, `192.0.2.${(addresses += 1)}`);

  beforeAll(async () => {
    await scratch.create();
    const env = {
      DATABASE_URL: scratch.url,
      // Every process the same PUBLIC_URL (the tokens' issuer), as docs/scaling.md asks.
      PUBLIC_URL: 'http://localhost:3000',
      // The load balancer's address is the proxy hop; the client's is in X-Forwarded-For.
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_AUTH_PER_MINUTE: '4',
      RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '3',
      // No grace for a refresh token presented twice: its reuse is caught whichever process sees it.
      REFRESH_REUSE_GRACE_SECONDS: '0',
      JOB_POLL_INTERVAL_SECONDS: '0.5',
      LOG_LEVEL: 'info',
    };
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await stopServers(first, second);
    await scratch.drop();
  });

  it('signs in on one process; the access and refresh tokens work on the other', async () => {
    const athlete = await buildAthlete(clientOf(first));
    const identity = await httpInject(second.url, { url: '/api/v1/app/identity', headers: athlete.headers });
    expect(identity.statusCode).toBe(200);
    expect(identity.json<{ athleteId: string }>().athleteId).toBe(athlete.athleteId);
    const refreshed = await httpInject(second.url, {
      method: 'POST',
      url: '/connect/token',
      remoteAddress: '192.0.2.200',
      ...form({
        grant_type: 'refresh_token',
        refresh_token: athlete.refreshToken,
        client_id: 'tricoach-ios',
      }),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const rotated = refreshed.json<{ access_token: string; refresh_token: string }>();
    const back = await httpInject(first.url, {
      url: '/api/v1/app/identity',
      headers: bearer(rotated.access_token),
    });
    expect(back.statusCode).toBe(200);
    // Rotated on the second: the first sees the old refresh token presented again, refuses it and
    // ends the whole family, the token the second just issued included.
    const refresh = (server: ServerProcess, token: string) =>
      httpInject(server.url, {
        method: 'POST',
        url: '/connect/token',
        remoteAddress: '192.0.2.201',
        ...form({ grant_type: 'refresh_token', refresh_token: token, client_id: 'tricoach-ios' }),
      });
    expect((await refresh(first, athlete.refreshToken)).statusCode).toBe(400);
    expect((await refresh(second, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('runs a plan generation queued through one process once, whichever process takes it', async () => {
    const athlete = await buildAthlete(clientOf(first));
    await completeOnboardingAnswers(athlete);
    await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
    const onSecond = (method: 'GET' | 'POST', path: string) =>
      httpInject(second.url, { method, url: path, headers: athlete.headers });
    expect((await onSecond('POST', '/api/v1/app/onboarding/complete')).statusCode).toBe(200);
    // A re-plan asked of the first while both poll the queue.
    const generated = async () =>
      (
        await scratch.db.query<{ state: string }>(
          `SELECT state::text FROM pgboss.job WHERE name = 'plan-generation' AND data->>'athleteId' = $1`,
          [athlete.athleteId],
        )
      ).rows.map((row) => row.state);
    await until(async () => (await generated()).includes('completed'), 'the first plan');
    expect((await athlete.call('POST', '/api/v1/app/test/generate-plan')).statusCode).toBe(200);
    await until(async () => {
      const states = await generated();
      return states.length === 2 && states.every((state) => state === 'completed');
    }, 'the re-plan');
    // Two jobs, each completed once, each run by one process: two "plan generated" lines in all.
    const runs = [first, second].map(
      (server) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"plan generated"') && line.includes(athlete.athleteId)).length,
    );
    expect(runs[0]! + runs[1]!).toBe(2);
    const status = await onSecond('GET', '/api/v1/app/dashboard-status');
    expect(status.json<{ status: string }>().status).not.toBe('plangeneration');
  }, 60_000);

  const signIn = (server: ServerProcess, email: string, from: string) =>
    httpInject(server.url, {
      method: 'POST',
      url: '/api/v1/auth/signin',
      remoteAddress: from,
      payload: { email, password: 'Wrong-password-1' },
    });

  it('counts an address’s sign-ins on both processes against one limit', async () => {
    const from = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signIn(i % 2 === 0 ? first : second, `ip-${i}@example.com`, from)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const refused = await signIn(second, 'ip-5@example.com', from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(first, 'ip-6@example.com', from)).statusCode).toBe(429);
    // Another address is not held back by this one.
    expect((await signIn(first, 'ip-7@example.com', '198.51.100.8')).statusCode).toBe(401);
  });

  it('counts one account’s attempts from many addresses on both processes', async () => {
    const email = 'shared-account@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await signIn(i % 2 === 0 ? first : second, email, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    expect((await signIn(second, email.toUpperCase(), '203.0.113.9')).statusCode).toBe(429);
    expect((await signIn(first, email, '203.0.113.10')).statusCode).toBe(429);
  });

  it('answers the calendar feed the same on both: reset on one, gone on the other', async () => {
    const athlete = await buildAthlete(clientOf(first));
    const feed = (await athlete.call('GET', '/api/v1/app/calendar-feed')).json<{ url: string }>();
    const path = new URL(feed.url).pathname;
    expect((await httpInject(second.url, { url: path })).statusCode).toBe(200);
    const reset = await httpInject(second.url, {
      method: 'POST',
      url: '/api/v1/app/calendar-feed/reset',
      headers: athlete.headers,
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await httpInject(first.url, { url: path })).statusCode).toBe(404);
    expect((await httpInject(second.url, { url: path })).statusCode).toBe(404);
  });

  it('a workout logged on one process shows at once in the other’s kept fitness series', async () => {
    const athlete: TestAthlete = await buildAthlete(clientOf(first));
    const fitnessOnSecond = async () =>
      (
        await httpInject(second.url, {
          url: '/api/v1/app/history/fitness?range=1m',
          headers: athlete.headers,
        })
      ).json<{ current: { fitness: number } }>().current.fitness;
    // The second process keeps the (empty) series.
    expect(await fitnessOnSecond()).toBe(0);
    expect(await fitnessOnSecond()).toBe(0);
    const logged = await athlete.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'running',
      date: TEST_TODAY,
      startTime: '07:15',
      durationSeconds: 3600,
      distanceMeters: 12_000,
      averageHeartRate: 150,
      rpe: 6,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(await fitnessOnSecond()).toBeGreaterThan(0);
  });
});
