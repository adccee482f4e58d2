import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndGetTokens } from './support/auth-flow';
import { createTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg?: string;
  level: number;
}

let t: TestApp;
let accessToken: string;
const logLines: LogLine[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, undefined, { logStream });
  accessToken = (await signUpAndGetTokens(t.app)).accessToken;
});
afterAll(async () => t.close());

const linesOf = (requestId: string) => logLines.filter((line) => line.reqId === requestId);

describe('request ids', () => {
  it('gives every answer one, a fresh UUID when the caller sent none', async () => {
    const first = await t.app.inject({ url: '/healthz' });
    const second = await t.app.inject({ url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps a sane id from the caller or its proxy', async () => {
    for (const id of ['abc-123', 'lb.2f9c:7_A', '0123456789abcdef0123456789abcdef']) {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces a hostile one', async () => {
    const hostile = [
      'a'.repeat(129),
      'abc\u0001def',
      'abc\tdef',
      '<script>alert(1)</script>',
      'id with spaces',
      '',
      'ünïcode',
    ];
    for (const id of hostile) {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
  });

  it('is in a 400 error body and in the log lines of that request', async () => {
    const id = 'bad-goal-400';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/odata/athletegoal',
      headers: { ...bearer(accessToken), 'x-request-id': id },
      payload: { raceName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.json()).toMatchObject({ status: 400, code: 'validation_failed', requestId: id });
    // Fastify's own lines (incoming, completed) and the error handler's line all carry it.
    const lines = linesOf(id);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'request completed',
        response.json<{ message: string }>().message,
      ]),
    );
  });

  it('is in a 404 error body, for a missing record and for a missing route', async () => {
    const missingRecord = await t.app.inject({
      url: '/api/v1/odata/plannedsession/00000000-0000-4000-8000-000000000000',
      headers: { ...bearer(accessToken), 'x-request-id': 'missing-record' },
    });
    expect(missingRecord.statusCode).toBe(404);
    expect(missingRecord.json()).toMatchObject({ status: 404, requestId: 'missing-record' });

    const missingRoute = await t.app.inject({ url: '/api/v1/no-such-route' });
    expect(missingRoute.statusCode).toBe(404);
    expect(missingRoute.json()).toMatchObject({
      status: 404,
      code: 'not_found',
      requestId: missingRoute.headers['x-request-id'],
    });
    expect(linesOf(String(missingRoute.headers['x-request-id'])).length).toBeGreaterThan(0);
  });

  it('is in the OAuth error body of the token endpoint beside its RFC 6749 fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'token-call' },
      payload: 'grant_type=refresh_token&refresh_token=nope&client_id=tricoach-web',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), requestId: 'token-call' });
  });
});
