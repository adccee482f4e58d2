import { describe, expect, it } from 'vitest';
import { daysFromToday, planSettled } from './support/athlete-factory';
import { appWithAthleteForFile } from './support/seed-athlete';

interface Pause {
  id: string;
  injuryPauseType: string;
  startDate: string;
  endDate: string | null;
  excludedModalities: string[];
  status: string;
}

const { a, stranger } = appWithAthleteForFile();

/** Sports planned in the next `days` days, skipped sessions included (they are still in the plan). */
async function sportsPlanned(days: number): Promise<string[]> {
  const outlook = (await a.call('GET', `/api/v1/app/outlook?from=${daysFromToday(0)}&days=${days}`)).json<{
    days: { sessions: { sport: string }[] }[];
  }>();
  return outlook.days.flatMap((day) => day.sessions.map((session) => session.sport));
}

const identity = async () =>
  (await a.call('GET', '/api/v1/app/identity')).json<{ hasActiveInjuryPauseToday: boolean }>();
const list = async () => (await a.call('GET', '/api/v1/app/injury-pause-reports')).json<Pause[]>();

describe('injury and pause periods', () => {
  it('refuses bad periods with the rule that failed and stores nothing', async () => {
    const backwards = await a.call('POST', '/api/v1/app/injury-pause-reports', {
      injuryPauseType: 'Injury',
      startDate: daysFromToday(3),
      endDate: daysFromToday(1),
      excludedModalities: ['running'],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual([
      { field: 'endDate', message: expect.stringContaining('End date') },
    ]);
    const noSport = await a.call('POST', '/api/v1/app/injury-pause-reports', {
      injuryPauseType: 'Pause',
      startDate: daysFromToday(0),
      excludedModalities: [],
    });
    expect(noSport.statusCode).toBe(400);
    expect(noSport.json().message).toBe('Choose at least one sport to leave out');
    const badType = await a.call('POST', '/api/v1/app/injury-pause-reports', {
      injuryPauseType: 'Holiday',
      startDate: daysFromToday(0),
      excludedModalities: ['running'],
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fieldErrors[0].field).toBe('injuryPauseType');
    expect(await list()).toEqual([]);
  });

  it('an active injury without running: the identity flag shows and the coming week has no running, until it is deleted', async () => {
    expect(await sportsPlanned(7)).toContain('run');
    const created = await a.call('POST', '/api/v1/app/injury-pause-reports', {
      injuryPauseType: 'Injury',
      startDate: daysFromToday(0),
      endDate: daysFromToday(6),
      excludedModalities: ['running'],
    });
    expect(created.statusCode).toBe(201);
    const pause = created.json<Pause>();
    expect(pause).toEqual({
      id: expect.any(String),
      injuryPauseType: 'Injury',
      startDate: daysFromToday(0),
      endDate: daysFromToday(6),
      excludedModalities: ['running'],
      status: 'active',
    });
    expect((await identity()).hasActiveInjuryPauseToday).toBe(true);
    await planSettled(a);
    const during = await sportsPlanned(7);
    expect(during).not.toContain('run');
    expect(during.length).toBeGreaterThan(0);

    // A stranger can neither see, change nor delete it.
    expect((await stranger.call('GET', `/api/v1/app/injury-pause-reports/${pause.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.call('PUT', `/api/v1/app/injury-pause-reports/${pause.id}`, {
          injuryPauseType: 'Pause',
          startDate: daysFromToday(0),
          excludedModalities: ['swimming'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.call('DELETE', `/api/v1/app/injury-pause-reports/${pause.id}`)).statusCode).toBe(
      404,
    );
    expect((await stranger.call('GET', '/api/v1/app/injury-pause-reports')).json()).toEqual([]);
    expect(await list()).toEqual([pause]);

    const deleted = await a.call('DELETE', `/api/v1/app/injury-pause-reports/${pause.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await identity()).hasActiveInjuryPauseToday).toBe(false);
    expect(await list()).toEqual([]);
    await planSettled(a);
    expect(await sportsPlanned(7)).toContain('run');
  }, 60_000);

  it('edits a period and sorts periods into upcoming, active and past', async () => {
    const upcoming = (
      await a.call('POST', '/api/v1/app/injury-pause-reports', {
        injuryPauseType: 'Pause',
        startDate: daysFromToday(10),
        excludedModalities: ['swimming', 'cycling'],
      })
    ).json<Pause>();
    expect(upcoming.status).toBe('upcoming');
    expect(upcoming.endDate).toBeNull();
    expect((await identity()).hasActiveInjuryPauseToday).toBe(false);

    const edited = await a.call('PUT', `/api/v1/app/injury-pause-reports/${upcoming.id}`, {
      injuryPauseType: 'Pause',
      startDate: daysFromToday(-20),
      endDate: daysFromToday(-2),
      excludedModalities: ['swimming'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      startDate: daysFromToday(-20),
      endDate: daysFromToday(-2),
      excludedModalities: ['swimming'],
      status: 'past',
    });
    const invalidEdit = await a.call('PUT', `/api/v1/app/injury-pause-reports/${upcoming.id}`, {
      injuryPauseType: 'Pause',
      startDate: daysFromToday(0),
      excludedModalities: ['rowing'],
    });
    expect(invalidEdit.statusCode).toBe(400);
    expect((await a.call('GET', `/api/v1/app/injury-pause-reports/${upcoming.id}`)).json()).toMatchObject({
      excludedModalities: ['swimming'],
      status: 'past',
    });
    expect((await a.call('GET', '/api/v1/app/injury-pause-reports/not-a-uuid')).statusCode).toBe(404);
    await a.call('DELETE', `/api/v1/app/injury-pause-reports/${upcoming.id}`);
    await planSettled(a);
  }, 60_000);
});
