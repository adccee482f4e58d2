import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideCompatibility } from '../src/app-info/compatibility';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    MIN_VERSION_FORCE: '1.0.0',
    MIN_VERSION_URGENT: '2.0.0',
    MIN_VERSION_RECOMMENDED: '2.1.0',
    LATEST_VERSION: '2.2.0',
  });
});
afterAll(() => t.close());

describe('app info', () => {
  it('reports the app version', async () => {
    const response = await t.app.inject('/api/v1/version');
    expect(response.json()).toEqual({ version: '2.2.0' });
  });

  it('decides compatibility from the caller version header or query', async () => {
    const byHeader = await t.app.inject({
      url: '/api/v1/compatibility',
      headers: { 'x-app-version': '0.9.0' },
    });
    expect(byHeader.json().compatibility).toBe('ForceUpdate');
    const cases: Array<[string, string]> = [
      ['1.5.0', 'UpdateUrgent'],
      ['2.0.3', 'UpdateRecommended'],
      ['2.1.9', 'UpdateAvailable'],
      ['2.2.0', 'NoUserActionNeeded'],
      ['3.0.0', 'NoUserActionNeeded'],
    ];
    for (const [version, expected] of cases) {
      const response = await t.app.inject(`/api/v1/compatibility?appVersion=${version}`);
      expect(response.json().compatibility, version).toBe(expected);
    }
    expect(
      decideCompatibility('garbage', {
        force: '1.0.0',
        urgent: '1.0.0',
        recommended: '1.0.0',
        latest: '1.0.0',
      }).compatibility,
    ).toBe('ForceUpdate');
  });

  it('lists countries with ISO codes', async () => {
    const countries = (await t.app.inject('/api/v1/countries')).json<
      Array<{ twoLetterCode: string; threeLetterCode: string; name: string }>
    >();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual(
      expect.objectContaining({ twoLetterCode: 'DE', threeLetterCode: 'DEU' }),
    );
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('answers unknown routes with a JSON 404 in the one error shape', async () => {
    const response = await t.app.inject('/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers unreadable bodies with the error shape, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'bad_request', message: expect.any(String) });
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/app/identity');
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});
