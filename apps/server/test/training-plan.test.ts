import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { daysFromToday, finishOnboarding, planSettled, ROOMY_WEEK } from './support/athlete-factory';
import { appWithAthleteForFile, seedAthlete } from './support/seed-athlete';

interface Summary {
  id: string;
  date: string;
  sport: string;
  focus: string;
  duration: number;
  distance: number;
  load: number;
  isHard: boolean;
  status: string;
}
interface Outlook {
  from: string;
  to: string;
  week: { start: string; phase: string; isRecoveryWeek: boolean; reason: string | null } | null;
  days: { date: string; sessions: Summary[]; duration: number; load: number }[];
  totals: {
    duration: number;
    distance: number;
    load: number;
    bySport: Record<string, { duration: number; distance: number; sessions: number }>;
  };
}

// Two slots a day that take any sport: the plan leaves some free, so sessions have days to move to.
const { t, a, stranger } = appWithAthleteForFile({ answers: { availability: ROOMY_WEEK } });
let goalId: string;

const outlook = async (query = '') => (await a.call('GET', `/api/v1/app/outlook${query}`)).json<Outlook>();
const comingSessions = async () =>
  (await outlook(`?from=${daysFromToday(0)}&days=8`)).days.flatMap((day) => day.sessions);
const sessionById = async (id: string) =>
  (await a.call('GET', `/api/v1/odata/plannedsession/${id}`)).json<Summary & { steps: unknown[] }>();
const suggestionsFor = async (id: string) =>
  (await a.call('GET', `/api/v1/app/planned-sessions/${id}/skip-suggestions`)).json<{ dates: string[] }>()
    .dates;

/** A planned session of the coming week that can move somewhere, with the day it can move to. */
async function movableSession(except: string[] = []): Promise<{ session: Summary; to: string }> {
  for (const session of await comingSessions()) {
    if (session.status !== 'planned' || session.focus === 'Race' || except.includes(session.id)) continue;
    const [to] = await suggestionsFor(session.id);
    if (to) return { session, to };
  }
  throw new Error('no movable session in the coming week');
}

/** The outlook adds the completed workout's id; the change calls answer the planned session alone. */
function withoutCompletion(session: Summary & { completedWorkoutId?: string | null }): Summary {
  const { completedWorkoutId: _completed, ...planned } = session;
  return planned;
}

beforeAll(() => {
  [goalId = ''] = a.goalIds;
});

describe('the training plan', () => {
  it('shows the season: phases, weeks and goal feasibility', async () => {
    const response = await a.call('GET', '/api/v1/app/training-plan');
    expect(response.statusCode).toBe(200);
    const plan = response.json();
    expect(plan.status).toBe('ready');
    expect(plan.generatedAt).not.toBeNull();
    expect(plan.phases.length).toBeGreaterThan(0);
    expect(plan.phases[0]).toEqual(
      expect.objectContaining({
        phase: expect.any(String),
        start: expect.any(String),
        end: expect.any(String),
      }),
    );
    expect(plan.weeks.length).toBeGreaterThan(10);
    expect(Object.keys(plan.weeks[0]).sort()).toEqual([
      'index',
      'isRecoveryWeek',
      'phase',
      'plannedDuration',
      'plannedLoad',
      'rampUp',
      'reason',
      'reasons',
      'start',
      'targetDuration',
    ]);
    for (const week of plan.weeks as { reason: string | null }[]) expect(week.reason).toMatch(/\S/);
    expect(plan.goals).toEqual([
      expect.objectContaining({
        raceGoalId: goalId,
        feasibility: expect.any(String),
        message: expect.any(String),
      }),
    ]);
  });

  it('answers status none and empty lists before any plan', async () => {
    expect((await stranger.call('GET', '/api/v1/app/training-plan')).json()).toEqual({
      status: 'none',
      generatedAt: null,
      phases: [],
      weeks: [],
      goals: [],
    });
  });

  it('is kept between calls and shows a new plan or status at once, whoever wrote it', async () => {
    const athlete = await seedAthlete(t, { stage: 'answered' });
    const planOf = async () => (await athlete.call('GET', '/api/v1/app/training-plan')).json();
    expect(await planOf()).toMatchObject({ status: 'none', weeks: [] });
    await finishOnboarding(athlete);
    await planSettled(athlete);
    const ready = await planOf();
    expect(ready).toMatchObject({ status: 'ready', weeks: expect.arrayContaining([expect.anything()]) });
    expect(await planOf()).toEqual(ready);
    // Another process starts a re-plan: the status shows on the next read.
    await t.ctx.db.execute(
      sql`update training_plans set status = 'generating' where athlete_id = ${athlete.athleteId}`,
    );
    expect(await planOf()).toMatchObject({ status: 'generating', generatedAt: ready.generatedAt });
  });

  it('shows this week from Monday with sessions per day and totals of what is planned', async () => {
    const week = await outlook();
    expect(week.days).toHaveLength(7);
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.from <= daysFromToday(0) && daysFromToday(0) <= week.to).toBe(true);
    expect(week.days.map((day) => day.date)[6]).toBe(week.to);
    expect(week.week).toEqual({
      start: week.from,
      phase: expect.any(String),
      isRecoveryWeek: expect.any(Boolean),
      reason: expect.stringMatching(/\S/),
    });
    const plan = (await a.call('GET', '/api/v1/app/training-plan')).json<{
      weeks: { start: string; reason: string }[];
    }>();
    expect(week.week?.reason).toBe(plan.weeks.find((w) => w.start === week.from)?.reason);
    expect((await outlook('?from=2000-01-03')).week).toBeNull();
    const fortnight = await outlook(`?from=${daysFromToday(0)}&days=14`);
    expect(fortnight.days).toHaveLength(14);
    const sessions = fortnight.days.flatMap((day) => day.sessions);
    expect(sessions.length).toBeGreaterThan(5);
    const active = sessions.filter((s) => s.status !== 'skipped');
    expect(fortnight.totals.duration).toBe(active.reduce((sum, s) => sum + s.duration, 0));
    expect(fortnight.totals.load).toBeCloseTo(active.reduce((sum, s) => sum + s.load, 0));
    expect(fortnight.totals.bySport.run?.sessions).toBe(active.filter((s) => s.sport === 'run').length);
    for (const day of fortnight.days) {
      expect(day.sessions.every((s) => s.date === day.date)).toBe(true);
      expect(day.duration).toBe(
        day.sessions.filter((s) => s.status !== 'skipped').reduce((sum, s) => sum + s.duration, 0),
      );
    }
    expect((await a.call('GET', '/api/v1/app/outlook?days=43')).statusCode).toBe(400);
    expect((await a.call('GET', '/api/v1/app/outlook?from=soon')).statusCode).toBe(400);
  });

  it('shows one workout with its steps, and no one else’s', async () => {
    const sessions = (await outlook(`?from=${daysFromToday(0)}&days=14`)).days.flatMap((day) => day.sessions);
    const endurance = sessions.find((s) => s.sport !== 'strength');
    if (!endurance) throw new Error('no endurance session');
    const response = await a.call('GET', `/api/v1/odata/plannedsession/${endurance.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      ...endurance,
      description: expect.any(String),
      leadUnit: expect.any(String),
      intensityFactor: expect.any(Number),
    });
    expect(detail.steps.length).toBeGreaterThan(0);
    expect(detail.steps[0].kind).toEqual(expect.any(String));
    for (const [athlete, id] of [
      [a, '2020-01-01.s0.run'],
      [stranger, endurance.id],
    ] as const) {
      const missing = await athlete.call('GET', `/api/v1/odata/plannedsession/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Workout not found');
    }
    expect(
      (await stranger.call('POST', `/api/v1/app/planned-sessions/${endurance.id}/skip`)).statusCode,
    ).toBe(404);
  });
});

describe('changing planned sessions', () => {
  it('skips a session: listed as skipped, left out of the totals; unskip restores it', async () => {
    const [listed] = (await comingSessions()).filter((s) => s.status === 'planned');
    if (!listed) throw new Error('no planned session');
    const session = withoutCompletion(listed);
    const query = `?from=${session.date}&days=1`;
    const before = await outlook(query);
    const skipped = await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/skip`);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toEqual({ ...session, status: 'skipped' });
    const after = await outlook(query);
    expect(after.days[0]?.sessions.find((s) => s.id === session.id)?.status).toBe('skipped');
    expect(after.totals.duration).toBe(before.totals.duration - session.duration);
    const again = await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/skip`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This workout is already skipped.');
    const restored = await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/unskip`);
    expect(restored.json()).toEqual(session);
    expect((await outlook(query)).totals).toEqual(before.totals);
    expect((await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/unskip`)).json().message).toBe(
      'This workout is not skipped.',
    );
  });

  it('suggests days from today to 7 days ahead, moves to one and refuses a day too far out', async () => {
    const { session: listed, to } = await movableSession();
    const session = withoutCompletion(listed);
    for (const date of await suggestionsFor(session.id)) {
      expect(date >= daysFromToday(0) && date <= daysFromToday(7)).toBe(true);
      expect(date).not.toBe(session.date);
    }
    const tooFar = await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/move`, {
      newDate: daysFromToday(10),
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('Choose a day from today to 7 days ahead.');
    expect((await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/move`, {})).statusCode).toBe(
      400,
    );
    const moved = await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/move`, { newDate: to });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ ...session, date: to });
    expect((await sessionById(session.id)).date).toBe(to);
    expect((await outlook(`?from=${to}&days=1`)).days[0]?.sessions.map((s) => s.id)).toContain(session.id);
  });

  it('keeps skips and moves when the plan is generated again', async () => {
    const { session: toMove, to } = await movableSession();
    expect(
      (await a.call('POST', `/api/v1/app/planned-sessions/${toMove.id}/move`, { newDate: to })).statusCode,
    ).toBe(200);
    const toSkip = (await comingSessions()).find(
      (s) => s.status === 'planned' && s.id !== toMove.id && s.date > daysFromToday(1),
    );
    if (!toSkip) throw new Error('no session to skip');
    expect((await a.call('POST', `/api/v1/app/planned-sessions/${toSkip.id}/skip`)).statusCode).toBe(200);
    const first = (await a.call('GET', '/api/v1/app/training-plan')).json().generatedAt;

    await a.call('PATCH', `/api/v1/odata/athletegoal/${goalId}`, { raceName: 'Renamed' });
    await planSettled(a);
    expect(
      new Date((await a.call('GET', '/api/v1/app/training-plan')).json().generatedAt).getTime(),
    ).toBeGreaterThan(new Date(first).getTime());

    expect((await sessionById(toSkip.id)).status).toBe('skipped');
    expect((await sessionById(toMove.id)).date).toBe(to);
  });
});
