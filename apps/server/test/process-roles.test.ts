import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { WORKER_ONLY_MESSAGE } from '../src/http/worker-only';
import { buildAthlete, completeOnboardingAnswers } from './support/athlete-factory';
import { until } from './support/garmin-connect';
import { httpApp, httpInject } from './support/http-app';
import { scratchPostgres } from './support/scratch-postgres';
import { startServerProcess, stopServers, type ServerProcess } from './support/server-process';

/**
 * Web and worker processes (PROCESS_ROLE, docs/scaling.md): a web process queues jobs and runs
 * none; a worker process runs them and answers only its health and metrics. Two real processes
 * on one PostgreSQL, as `npm start` runs them.
 */
const template = inject('databaseTemplate');
const onPostgres = template.kind === 'postgres';
const METRICS_TOKEN = 'process-roles-metrics-token';

describe('PROCESS_ROLE', () => {
  it('is refused on the embedded database, which is one process', () => {
    expect(() => loadConfig({ PROCESS_ROLE: 'web' })).toThrow(/PROCESS_ROLE web needs DATABASE_URL/);
    expect(() => loadConfig({ PROCESS_ROLE: 'worker' })).toThrow(/PROCESS_ROLE worker needs DATABASE_URL/);
    expect(() => loadConfig({ PROCESS_ROLE: 'both' })).toThrow(/PROCESS_ROLE/);
    expect(loadConfig({}).PROCESS_ROLE).toBe('all');
  });
});

describe.runIf(onPostgres)('a web process and a worker process on one PostgreSQL', () => {
  const scratch = scratchPostgres(onPostgres ? template.value : 'postgres://unused/');
  let web: ServerProcess | undefined;
  let worker: ServerProcess | undefined;
  const env = {
    DATABASE_URL: scratch.url,
    PUBLIC_URL: 'http://localhost:3000',
    JOB_POLL_INTERVAL_SECONDS: '0.5',
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
  };

  beforeAll(async () => {
    await scratch.create();
    web = await startServerProcess({ ...env, PROCESS_ROLE: 'web' });
  }, 120_000);
  afterAll(async () => {
    await stopServers(web, worker);
    await scratch.drop();
  });

  const planJobs = async (athleteId: string) =>
    (
      await scratch.db.query<{ state: string }>(
        `SELECT state::text FROM pgboss.job WHERE name = 'plan-generation' AND data->>'athleteId' = $1`,
        [athleteId],
      )
    ).rows.map((row) => row.state);
  const generatedLines = (server: ServerProcess, athleteId: string) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('"plan generated"') && line.includes(athleteId)).length;

  it('the web process queues the plan and runs no job; the worker process runs it', async () => {
    const athlete = await buildAthlete(httpApp(web!.url));
    await completeOnboardingAnswers(athlete);
    await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
    expect((await athlete.call('POST', '/api/v1/app/onboarding/complete')).statusCode).toBe(200);
    expect(await planJobs(athlete.athleteId)).toEqual(['created']);
    // Six of the web process's poll intervals, and the job is still waiting: no one works it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await planJobs(athlete.athleteId)).toEqual(['created']);
    expect(
      (await athlete.call('GET', '/api/v1/app/dashboard-status')).json<{ status: string }>().status,
    ).toBe('plangeneration');

    worker = await startServerProcess({ ...env, PROCESS_ROLE: 'worker' });
    await until(async () => (await planJobs(athlete.athleteId)).join() === 'completed', 'the plan job');
    expect(generatedLines(worker, athlete.athleteId)).toBe(1);
    expect(generatedLines(web!, athlete.athleteId)).toBe(0);
    expect(
      (await athlete.call('GET', '/api/v1/app/dashboard-status')).json<{ status: string }>().status,
    ).not.toBe('plangeneration');

    // A re-plan asked of the web process while the worker runs: the worker takes it too.
    expect((await athlete.call('POST', '/api/v1/app/test/generate-plan')).statusCode).toBe(200);
    await until(async () => {
      const states = await planJobs(athlete.athleteId);
      return states.length === 2 && states.every((state) => state === 'completed');
    }, 'the re-plan');
    expect(generatedLines(worker, athlete.athleteId)).toBe(2);
    expect(generatedLines(web!, athlete.athleteId)).toBe(0);
  }, 90_000);

  it('the worker process answers its health and metrics, and refuses the API', async () => {
    worker ??= await startServerProcess({ ...env, PROCESS_ROLE: 'worker' });
    expect((await httpInject(worker.url, { url: '/healthz' })).statusCode).toBe(200);
    expect((await httpInject(worker.url, { url: '/readyz' })).statusCode).toBe(200);
    const metrics = await httpInject(worker.url, {
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('tricoach_jobs');
    for (const path of ['/api/v1/app/identity', '/connect/token', '/', '/api/openapi.json']) {
      const refused = await httpInject(worker.url, { url: path });
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json<{ message: string }>().message).toBe(WORKER_ONLY_MESSAGE);
    }
    // The web process serves the API.
    expect((await httpInject(web!.url, { url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});
