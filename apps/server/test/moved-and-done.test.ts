import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock/clock';
import { daysFromToday, planSettled, ROOMY_WEEK } from './support/athlete-factory';
import { seedAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

/**
 * Session ids are made from the day a plan first put them on. A session the athlete moves to
 * another day keeps its id, so the next day's plan may make a new session under the same id.
 */
const clock = manualClock(TEST_NOW);
// The access token outlives the night the test skips.
const t = appForFile({ ACCESS_TOKEN_TTL_SECONDS: String(3 * 24 * 3600) }, clock);

interface Session {
  id: string;
  date: string;
  sport: string;
  focus: string;
  status: string;
}

describe('a session moved to today and done', () => {
  it('stays done on the day it was done when the next day’s plan is built', async () => {
    // Two slots a day that take any sport: the plan leaves room to move a session to today.
    const athlete = await seedAthlete(t, { answers: { availability: ROOMY_WEEK } });
    const days = async () =>
      (await athlete.call('GET', `/api/v1/app/outlook?from=${daysFromToday(-1)}&days=6`)).json<{
        days: { date: string; sessions: Session[] }[];
      }>().days;
    // A ride or run of the coming days that may move to today, of a sport today does not hold
    // already (a day may hold two sessions: a workout of that sport would match today's own).
    let tomorrow: Session | undefined;
    const all = (await days()).flatMap((day) => day.sessions);
    const todays = new Set(all.filter((s) => s.date === daysFromToday(0)).map((s) => s.sport));
    for (const s of all) {
      if (s.date <= daysFromToday(0) || (s.sport !== 'run' && s.sport !== 'bike') || s.focus === 'Race')
        continue;
      if (todays.has(s.sport)) continue;
      const suggested = (
        await athlete.call('GET', `/api/v1/app/planned-sessions/${s.id}/skip-suggestions`)
      ).json<{ dates: string[] }>().dates;
      if (suggested.includes(daysFromToday(0))) {
        tomorrow = s;
        break;
      }
    }
    if (!tomorrow) throw new Error('fixture: no ride or run that may move to today');
    const moved = await athlete.call('POST', '/api/v1/app/save-edited-training-plan', {
      sessions: [{ sessionId: tomorrow.id, date: daysFromToday(0), locked: false, skipped: false }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const logged = await athlete.call('POST', '/api/v1/app/completed-workouts', {
      sport: tomorrow.sport === 'run' ? 'running' : 'cycling',
      date: daysFromToday(0),
      durationSeconds: 3000,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const workout = logged.json<{ id: string; plannedSessionId: string | null }>();
    expect(workout.plannedSessionId).toBe(tomorrow.id);

    // The next morning the plan is built again from that day on.
    clock.advance(24 * 3600 * 1000);
    expect((await athlete.call('POST', '/api/v1/app/test/generate-plan')).statusCode).toBe(200);
    await planSettled(athlete);

    const yesterday = daysFromToday(0);
    const linked = (await days()).flatMap((day) => day.sessions).filter((s) => s.id === tomorrow.id);
    // One session under that id, on the day it was done: not a new one of today in its place.
    expect(linked.map((s) => s.date)).toEqual([yesterday]);
    const read = await athlete.call('GET', `/api/v1/odata/completedworkout/${workout.id}`);
    expect(read.json<{ plannedSessionId: string | null }>().plannedSessionId).toBe(tomorrow.id);
  });
});
