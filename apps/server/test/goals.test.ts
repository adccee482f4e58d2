import { describe, expect, it } from 'vitest';
import { daysFromToday } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();

const olympic = (overrides: object = {}) => ({
  raceName: 'City Tri',
  eventDate: daysFromToday(140),
  eventType: 'Olympic',
  racePriority: 'A',
  ...overrides,
});

describe('race goals', () => {
  it('creates, reads, changes and deletes a goal of the caller', async () => {
    const a = await signedUpAthlete(t);
    const created = await a.call(
      'POST',
      '/api/v1/odata/athletegoal',
      olympic({ aimedTargetTime: '2:45', topography: 'Hilly' }),
    );
    expect(created.statusCode).toBe(201);
    const goal = created.json();
    expect(goal).toMatchObject({
      raceName: 'City Tri',
      eventType: 'Olympic',
      racePriority: 'A',
      aimedTargetTime: 9900,
      topography: 'Hilly',
      distance: null,
    });
    expect((await a.call('GET', `/api/v1/odata/athletegoal/${goal.id}`)).json().id).toBe(goal.id);
    const patched = await a.call('PATCH', `/api/v1/odata/athletegoal/${goal.id}`, {
      raceName: 'Harbour Tri',
    });
    expect(patched.json()).toMatchObject({ raceName: 'Harbour Tri', aimedTargetTime: 9900 });
    expect((await a.call('GET', '/api/v1/app/goals')).json()).toHaveLength(1);
    expect((await a.call('DELETE', `/api/v1/app/athlete-goals/${goal.id}`)).statusCode).toBe(204);
    expect((await a.call('GET', '/api/v1/app/goals')).json()).toEqual([]);
  });

  it('enforces the race rules of spec section 5 with field messages', async () => {
    const a = await signedUpAthlete(t);
    const bFirst = await a.call('POST', '/api/v1/odata/athletegoal', olympic({ racePriority: 'B' }));
    expect(bFirst.statusCode).toBe(400);
    expect(bFirst.json().fieldErrors[0].field).toBe('racePriority');
    const ironmanB = await a.call(
      'POST',
      '/api/v1/odata/athletegoal',
      olympic({ eventType: 'Ironman', racePriority: 'B' }),
    );
    expect(ironmanB.statusCode).toBe(400);
    const past = await a.call('POST', '/api/v1/odata/athletegoal', olympic({ eventDate: '2020-01-01' }));
    expect(past.json().fieldErrors[0].field).toBe('eventDate');
    const manual = await a.call(
      'POST',
      '/api/v1/odata/athletegoal',
      olympic({ eventType: 'ManualSwim', racePriority: 'C' }),
    );
    expect(manual.json().fieldErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'distance' })]),
    );
    const missing = await a.call('POST', '/api/v1/odata/athletegoal', {});
    expect(missing.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['raceName', 'eventDate', 'eventType', 'racePriority']),
    );
    expect((await a.call('GET', '/api/v1/app/goals')).json()).toEqual([]);
  });

  it('validates drafts without storing them', async () => {
    const a = await signedUpAthlete(t);
    const all = await a.call('POST', '/api/v1/app/goals/validate-all', [olympic({ racePriority: 'B' })]);
    expect(all.json().isValid).toBe(false);
    const ok = await a.call('POST', '/api/v1/app/goals/validate-all', [
      olympic(),
      olympic({ racePriority: 'B', eventDate: daysFromToday(60) }),
    ]);
    expect(ok.json()).toEqual({ isValid: true, fieldErrors: [] });
    const single = await a.call(
      'GET',
      `/api/v1/app/goals/validate-single?raceName=X&eventDate=${daysFromToday(30)}&eventType=TenK&racePriority=A`,
    );
    expect(single.json().isValid).toBe(false);
  });

  it('offers target times and hides other athletes’ goals', async () => {
    const a = await signedUpAthlete(t);
    const b = await signedUpAthlete(t);
    const options = await a.call(
      'GET',
      `/api/v1/app/onboarding/targettimeoptions/${a.athleteId}?eventType=Olympic`,
    );
    expect(options.statusCode).toBe(200);
    expect(options.json().map((o: { label: string }) => o.label)).toContain('Realistic');
    expect(
      (await b.call('GET', `/api/v1/app/onboarding/targettimeoptions/${a.athleteId}?eventType=Olympic`))
        .statusCode,
    ).toBe(404);
    const goal = (await a.call('POST', '/api/v1/odata/athletegoal', olympic())).json();
    for (const [method, url] of [
      ['GET', `/api/v1/odata/athletegoal/${goal.id}`],
      ['PATCH', `/api/v1/odata/athletegoal/${goal.id}`],
      ['DELETE', `/api/v1/app/athlete-goals/${goal.id}`],
      ['GET', `/api/v1/app/goals/should-trigger-generation/${goal.id}`],
    ] as const) {
      expect(
        (await b.call(method, url, method === 'PATCH' ? { raceName: 'Mine' } : undefined)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect((await a.call('GET', `/api/v1/odata/athletegoal/${goal.id}`)).json().raceName).toBe('City Tri');
  });
});
