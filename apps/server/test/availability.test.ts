import { describe, expect, it } from 'vitest';
import { daysFromToday } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();

const slot = (durationMinutes: number, ...modalities: string[]) => ({ durationMinutes, modalities });

describe('availability', () => {
  it('starts empty, stores a week, and gives it back in minutes and seconds', async () => {
    const a = await signedUpAthlete(t);
    const url = `/api/v1/app/availability/${a.athleteId}`;
    expect((await a.call('GET', url)).json().Monday).toEqual([]);
    const saved = await a.call('POST', url, {
      Monday: [slot(60, 'running')],
      Saturday: [slot(150, 'cycling', 'running')],
    });
    expect(saved.statusCode).toBe(200);
    expect((await a.call('GET', url)).json()).toMatchObject({
      Monday: [{ durationMinutes: 60, duration: 3600, modalities: ['running'] }],
      Saturday: [{ durationMinutes: 150, duration: 9000, modalities: ['cycling', 'running'] }],
      Sunday: [],
    });
  });

  it('refuses bad slots with field messages and keeps the stored week', async () => {
    const a = await signedUpAthlete(t);
    const url = `/api/v1/app/availability/${a.athleteId}`;
    await a.call('POST', url, { Monday: [slot(60, 'running')] });
    const bad = await a.call('POST', url, {
      Monday: [slot(5, 'running')],
      Tuesday: [slot(60)],
      Wednesday: [slot(60, 'yoga')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual([
      'Monday.0.durationMinutes',
      'Tuesday.0.modalities',
      'Wednesday.0.modalities.0',
    ]);
    expect((await a.call('GET', url)).json().Monday).toEqual([
      { durationMinutes: 60, duration: 3600, modalities: ['running'] },
    ]);
  });

  it('checks a week against the A race with the kinds of spec section 4', async () => {
    const a = await signedUpAthlete(t);
    await a.call('POST', '/api/v1/odata/athletegoal', {
      raceName: 'Big day',
      eventDate: daysFromToday(200),
      eventType: 'Ironman',
      racePriority: 'A',
    });
    const thin = await a.call('POST', `/api/v1/app/availability/validate/${a.athleteId}`, {
      Monday: [slot(30, 'running')],
    });
    expect(thin.statusCode).toBe(200);
    expect(thin.json().isValid).toBe(false);
    expect(thin.json().issues.length).toBeGreaterThan(0);
    expect(thin.json().issues[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
    const minimums = (await a.call('GET', '/api/v1/app/availability/min-long-session-durations')).json();
    expect(minimums.raceType).toBe('Ironman');
    expect(minimums.bike).toBeGreaterThan(minimums.run);
  });

  it("hides another athlete's availability", async () => {
    const a = await signedUpAthlete(t);
    const b = await signedUpAthlete(t);
    expect((await b.call('GET', `/api/v1/app/availability/${a.athleteId}`)).statusCode).toBe(404);
    expect((await b.call('POST', `/api/v1/app/availability/${a.athleteId}`, { Monday: [] })).statusCode).toBe(
      404,
    );
  });
});
