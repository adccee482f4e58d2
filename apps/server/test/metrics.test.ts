import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndGetTokens } from './support/auth-flow';
import { createTestApp, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
const TEST_QUEUE = 'metrics-test-failing';

/** The value of one sample line, e.g. `http_requests_total{method="GET",...}`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics on a local run (loopback, no token)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('counts a request under its route pattern, never its raw URL', async () => {
    const athlete = await signUpAndGetTokens(t.app);
    const missingKey = randomUUID();
    const route = { method: 'GET', route: '/api/v1/odata/plannedsession/:key', status_class: '4xx' };
    const before = sample(await scrape(), 'http_requests_total', route) ?? 0;
    const answer = await t.app.inject({
      url: `/api/v1/odata/plannedsession/${missingKey}`,
      headers: bearer(athlete.accessToken),
    });
    expect(answer.statusCode).toBe(404);

    const text = await scrape();
    expect(sample(text, 'http_requests_total', route)).toBe(before + 1);
    expect(text).not.toContain(missingKey);
    // Latency: a histogram per route, its count beside the counter.
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('puts every unmatched URL under one label', async () => {
    const path = `/api/v1/no-such-thing/${randomUUID()}`;
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { route: '(unmatched)', status_class: '4xx' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain(path);
  });

  it('reports the job queues and failed job runs', async () => {
    await t.ctx.jobs.work(TEST_QUEUE, async () => {
      throw new Error('this job always fails');
    });
    await t.ctx.jobs.send(TEST_QUEUE, {}, { retryLimit: 0 });
    let text = '';
    for (let attempt = 0; attempt < 40; attempt += 1) {
      text = await scrape();
      if (sample(text, 'tricoach_jobs', { queue: TEST_QUEUE, state: 'failed' }) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(sample(text, 'tricoach_jobs', { queue: TEST_QUEUE, state: 'failed' })).toBe(1);
    expect(sample(text, 'tricoach_jobs', { queue: TEST_QUEUE, state: 'created' })).toBe(0);
    expect(sample(text, 'tricoach_job_failures_total', { queue: TEST_QUEUE })).toBe(1);
    // The app's own queues are there from the start, empty or not.
    expect(
      sample(text, 'tricoach_jobs', { queue: 'plan-generation', state: 'created' }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('reports the process and the database', async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const kind = t.ctx.database.kind;
    expect(sample(text, 'tricoach_database_info', { kind })).toBe(1);
    if (kind === 'postgres') {
      expect(sample(text, 'tricoach_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'tricoach_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      // The scrape's own job count may be waiting for a connection as it is read.
      expect(sample(text, 'tricoach_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('tricoach_db_pool_connections');
    }
  });

  it('is not in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('answers 404 to any other machine', async () => {
    const response = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect(response.body).not.toContain('http_requests_total');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN, APP_ENV: 'staging' });
  });
  afterAll(async () => t.close());

  it('answers the right bearer token', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE http_requests_total counter');
  });

  it('answers 404 without a token, even on this machine', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers 404 to a wrong token', async () => {
    for (const authorization of [`Bearer ${METRICS_TOKEN}x`, 'Bearer wrong', METRICS_TOKEN, 'Basic abc']) {
      const response = await t.app.inject({ url: '/metrics', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(404);
    }
  });
});

describe('GET /metrics without a token outside a local run', () => {
  it('answers 404 even to this machine', async () => {
    const t = await createTestApp({ APP_ENV: 'staging' });
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
