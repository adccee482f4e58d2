import { describe, expect, it } from 'vitest';
import { completeOnboardingAnswers, daysFromToday, slot } from './support/athlete-factory';
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

  it('says how many hours a week the race asks when the week offers fewer (issue 45)', async () => {
    const a = await signedUpAthlete(t);
    await completeOnboardingAnswers(a);
    const feasibility = async () =>
      (await a.call('GET', '/api/v1/app/goals')).json<{ feasibility: { message: string } }[]>()[0]
        ?.feasibility.message;
    // 11:30 h offered for an Olympic built to 8 h: the answer names no hours.
    expect(await feasibility()).toBe('The goal seems feasible with the time available');
    const sixHours = {
      Tuesday: [slot(60, 'running', 'cycling')],
      Wednesday: [slot(60, 'swimming')],
      Thursday: [slot(60, 'cycling', 'running')],
      Saturday: [slot(120, 'cycling', 'running')],
      Sunday: [slot(60, 'running', 'swimming')],
    };
    expect((await a.call('POST', `/api/v1/app/availability/${a.athleteId}`, sixHours)).statusCode).toBe(200);
    expect(await feasibility()).toContain(
      'the race asks about 8.8 h a week at its peak, 6 h are offered: 2.8 h more a week would train for it fully',
    );
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
