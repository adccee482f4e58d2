import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../api/session';
import { athleteKeys } from '../athlete-data/queries';
import { fakeToken } from '../athlete-data/test-support';
import { planKeys } from '../workout/plan-api';
import { dashboardStatusKey, startDashboardReads } from './dashboard-reads';

beforeEach(() => setAccessToken(fakeToken()));
/** Answers by path; records the order of the calls. */
function stubApi(statusBody: object) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      const body = url.pathname.endsWith('/dashboard-status')
        ? statusBody
        : url.pathname.includes('/AthleteProfile/')
          ? { id: 'athlete-1' }
          : { days: [] };
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

describe('the dashboard’s reads at app start', () => {
  it('reads the status and profile at once, then the outlook of the status’s week', async () => {
    const calls = stubApi({ status: 'proceed', today: '2026-11-22', message: '' });
    const client = new QueryClient();
    startDashboardReads(client, { athleteId: 'athlete-1' });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(calls.slice(0, 2).map((call) => call.split('?')[0])).toEqual(
      expect.arrayContaining(['/api/v1/app/dashboard-status', '/api/v1/odata/AthleteProfile/athlete-1']),
    );
    await vi.waitFor(() => expect(client.getQueryData(planKeys.outlook('2026-11-16'))).toEqual({ days: [] }));
    expect(calls.filter((call) => call.startsWith('/api/v1/app/outlook'))).toEqual([
      '/api/v1/app/outlook?from=2026-11-16&days=7',
    ]);
    expect(client.getQueryData(dashboardStatusKey)).toMatchObject({ status: 'proceed' });
    expect(client.getQueryData(athleteKeys.profile('athlete-1'))).toEqual({ id: 'athlete-1' });
  });

  it('reads no outlook while the plan is being built', async () => {
    const calls = stubApi({ status: 'plangeneration', today: '2026-11-22', message: '' });
    const client = new QueryClient();
    startDashboardReads(client, { athleteId: 'athlete-1' });
    await vi.waitFor(() => expect(client.getQueryData(dashboardStatusKey)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.startsWith('/api/v1/app/outlook'))).toBe(false);
  });
});
