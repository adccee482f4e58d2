import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { trainingPlans } from '../src/db/schema';
import { daysFromToday } from './support/athlete-factory';
import { appWithAthleteForFile, seedAthlete } from './support/seed-athlete';

interface Roadmap {
  today: string;
  from: string;
  to: string;
  currentPhase: string | null;
  phases: { phase: string; start: string; end: string; isCurrent: boolean; raceGoalId?: string }[];
  weeks: {
    start: string;
    phase: string;
    plannedHours: number;
    targetHours: number;
    reason: string | null;
    isCurrent: boolean;
  }[];
  races: { id: string; name: string; date: string; priority: string; isPast: boolean }[];
  fitness: { date: string; fitness: number; fatigue: number; form: number; planned: boolean }[];
}

const { t, a, stranger } = appWithAthleteForFile({
  moreGoals: [
    {
      raceName: 'Spring Sprint',
      eventDate: daysFromToday(70),
      eventType: 'Sprint',
      racePriority: 'B',
      topography: 'Flat',
    },
  ],
});
let aRace: string;
let bRace: string;

beforeAll(() => {
  [aRace = '', bRace = ''] = a.goalIds;
});

describe('the race roadmap', () => {
  it('shows the season: phases in order, weekly hours, both races with priority and today', async () => {
    const response = await a.call('POST', '/api/v1/app/race-roadmap');
    expect(response.statusCode).toBe(200);
    const roadmap = response.json<Roadmap>();
    expect(roadmap.today).toBe(daysFromToday(0));
    expect(roadmap.races.map((race) => [race.name, race.priority, race.date])).toEqual([
      ['Spring Sprint', 'B', daysFromToday(70)],
      ['City Triathlon', 'A', daysFromToday(140)],
    ]);
    const phases = roadmap.phases.map((span) => span.phase);
    expect(phases.slice(0, 4)).toEqual(['Foundation', 'Specific', 'Taper', 'RaceDay']);
    expect(roadmap.phases.find((span) => span.phase === 'RaceDay')).toMatchObject({
      start: daysFromToday(140),
      raceGoalId: aRace,
    });
    expect(roadmap.phases.filter((span) => span.isCurrent)).toHaveLength(1);
    expect(roadmap.currentPhase).toBe('Foundation');
    expect(roadmap.weeks.filter((week) => week.isCurrent)).toHaveLength(1);
    expect(roadmap.weeks.some((week) => week.plannedHours > 2)).toBe(true);
    // Every week says why it looks as it does; the B race's week names the race.
    expect(roadmap.weeks.every((week) => typeof week.reason === 'string' && week.reason.length > 0)).toBe(
      true,
    );
    expect(roadmap.weeks.some((week) => week.reason?.startsWith('B race: Spring Sprint'))).toBe(true);
    expect(roadmap.weeks.some((week) => week.reason?.startsWith('Race week: City Triathlon'))).toBe(true);
    for (const [i, span] of roadmap.phases.entries())
      if (i > 0) expect(span.start > roadmap.phases[i - 1]!.end).toBe(true);
    // Fitness: the actual curve to today (a new athlete's starts today: nothing was recorded before),
    // then the planned one to the roadmap's end.
    expect(roadmap.fitness[0]?.date).toBe(daysFromToday(0));
    expect(roadmap.fitness.at(-1)?.date).toBe(roadmap.to);
    expect(roadmap.fitness.filter((point) => !point.planned).at(-1)?.date).toBe(daysFromToday(0));
    expect(
      roadmap.fitness.filter((point) => point.planned).every((point) => point.date > daysFromToday(0)),
    ).toBe(true);
    const eve = roadmap.fitness.find(
      (point) => point.date === roadmap.phases.find((span) => span.phase === 'Taper')?.start,
    );
    expect(eve?.fitness).toBeGreaterThan(
      roadmap.fitness.find((point) => point.date === daysFromToday(0))!.fitness,
    );
    // A new athlete has no recorded fitness: the curve starts from the week they train now (the
    // plan's own starting point), so the planned line continues it instead of leaping up from 0.
    const tomorrow = roadmap.fitness.find((point) => point.date === daysFromToday(1))!;
    const now = roadmap.fitness.find((point) => point.date === daysFromToday(0))!;
    expect(now.planned).toBe(false);
    expect(now.fitness).toBeGreaterThan(20);
    expect(tomorrow.planned).toBe(true);
    expect(Math.abs(tomorrow.fitness - now.fitness)).toBeLessThan(2);
  });

  it('starts the actual fitness on the first recorded day when the history is shorter than 42 days', async () => {
    const c = await seedAthlete(t);
    const logged = await c.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'running',
      date: daysFromToday(-10),
      startTime: '07:00',
      durationSeconds: 3600,
      rpe: 6,
    });
    expect(logged.statusCode).toBe(201);
    const roadmap = (await c.call('POST', '/api/v1/app/race-roadmap')).json<Roadmap>();
    const actual = roadmap.fitness.filter((point) => !point.planned);
    expect(actual[0]?.date).toBe(daysFromToday(-10));
    expect(actual.at(-1)?.date).toBe(daysFromToday(0));
    // From the plan's starting fitness, not from 0: no day of the recorded stretch reads near zero.
    expect(Math.min(...actual.map((point) => point.fitness))).toBeGreaterThan(10);
  });

  it('counts the B race in the outlook’s sport totals leg by leg, not all as swimming', async () => {
    const raceDay = daysFromToday(70);
    const outlook = (await a.call('GET', `/api/v1/app/outlook?from=${raceDay}&days=1`)).json<{
      days: { sessions: { sport: string; focus: string; distance: number; status: string }[] }[];
      totals: { distance: number; bySport: Record<string, { distance: number; sessions: number }> };
    }>();
    const sessions = (outlook.days[0]?.sessions ?? []).filter((s) => s.status !== 'skipped');
    const race = sessions.find((s) => s.focus === 'Race');
    expect(race?.distance).toBeGreaterThan(20_000);
    const single = (sport: string) =>
      sessions.filter((s) => s.focus !== 'Race' && s.sport === sport).reduce((sum, s) => sum + s.distance, 0);
    // A sprint: 750 m swim, 20 km ride, 5 km run.
    expect(outlook.totals.bySport.swim?.distance).toBe(single('swim') + 750);
    expect(outlook.totals.bySport.bike?.distance).toBe(single('bike') + 20_000);
    expect(outlook.totals.bySport.run?.distance).toBe(single('run') + 5_000);
    expect(outlook.totals.distance).toBe(sessions.reduce((sum, s) => sum + s.distance, 0));
  });

  it('shows the part of the season leading to one goal', async () => {
    const toB = (await a.call('POST', `/api/v1/app/race-roadmap-by-goal/${bRace}`)).json<
      Roadmap & { goalId: string }
    >();
    expect(toB.goalId).toBe(bRace);
    expect(toB.to).toBe(daysFromToday(70));
    expect(toB.races.map((race) => race.name)).toEqual(['Spring Sprint']);
    expect(toB.weeks.every((week) => week.start <= daysFromToday(70))).toBe(true);
    expect(toB.fitness.at(-1)).toMatchObject({ date: daysFromToday(70), planned: true });

    const toA = (await a.call('POST', `/api/v1/app/race-roadmap-by-goal/${aRace}`)).json<Roadmap>();
    expect(toA.races.map((race) => race.priority)).toEqual(['B', 'A']);
    expect(toA.phases.map((span) => span.phase)).toContain('PostRace');
  });

  it('never shows another athlete’s goal', async () => {
    const response = await stranger.call('POST', `/api/v1/app/race-roadmap-by-goal/${aRace}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Race goal not found');
    expect((await stranger.call('POST', '/api/v1/app/race-roadmap')).json()).toMatchObject({
      phases: [],
      weeks: [],
      races: [],
      currentPhase: null,
    });
  });

  it('is kept between calls and follows every write to the plan and the goals at once', async () => {
    const athlete = await seedAthlete(t);
    const roadmapOf = async () => {
      const response = await athlete.call('POST', '/api/v1/app/race-roadmap');
      expect(response.statusCode).toBe(200);
      return response;
    };
    const first = await roadmapOf();
    expect((await roadmapOf()).body).toBe(first.body);
    const lastPlanned = (body: Roadmap) => body.fitness.at(-1)?.fitness ?? -1;

    // Next week's sessions skipped: their load leaves the planned curve (read from the index).
    await t.ctx.db.execute(
      sql`update planned_sessions set session = jsonb_set(session, '{status}', '"skipped"')
          where athlete_id = ${athlete.athleteId} and date between ${daysFromToday(1)} and ${daysFromToday(7)}`,
    );
    const skipped = (await roadmapOf()).json<Roadmap>();
    expect(lastPlanned(skipped)).toBeLessThan(lastPlanned(first.json<Roadmap>()));

    // The planned sessions rewritten by other code (a re-plan, another process): no load ahead.
    await t.ctx.db.execute(
      sql`update planned_sessions set session = jsonb_set(session, '{load}', '0') where athlete_id = ${athlete.athleteId}`,
    );
    const unloaded = (await roadmapOf()).json<Roadmap>();
    expect(lastPlanned(unloaded)).toBeLessThan(lastPlanned(skipped));

    // A race added and removed through the API shows and goes at once, in both roadmaps.
    const added = await athlete.call('POST', '/api/v1/odata/athletegoal', {
      raceName: 'Kept Answer 10k',
      eventDate: daysFromToday(30),
      eventType: 'TenK',
      racePriority: 'C',
      topography: 'Flat',
    });
    expect(added.statusCode).toBe(201);
    const goalId = added.json<{ id: string }>().id;
    expect((await roadmapOf()).json<Roadmap>().races.map((race) => race.name)).toContain('Kept Answer 10k');
    const byGoal = await athlete.call('POST', `/api/v1/app/race-roadmap-by-goal/${goalId}`);
    expect(byGoal.statusCode).toBe(200);
    expect(byGoal.json<Roadmap>().to).toBe(daysFromToday(30));
    expect((await athlete.call('DELETE', `/api/v1/app/athlete-goals/${goalId}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await roadmapOf()).json<Roadmap>().races.map((race) => race.name)).not.toContain(
      'Kept Answer 10k',
    );
    expect((await athlete.call('POST', `/api/v1/app/race-roadmap-by-goal/${goalId}`)).statusCode).toBe(404);
    // What another athlete keeps is never this one's.
    expect((await stranger.call('POST', `/api/v1/app/race-roadmap-by-goal/${goalId}`)).statusCode).toBe(404);
  });

  it('still serves a plan stored before week reasons existed, without reasons', async () => {
    const [row] = await t.ctx.db
      .select({ plan: trainingPlans.plan })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, a.athleteId));
    const plan = row?.plan as { weeks: Record<string, unknown>[] };
    const old = { ...plan, weeks: plan.weeks.map(({ reason: _reason, ...week }) => week) };
    await t.ctx.db.update(trainingPlans).set({ plan: old }).where(eq(trainingPlans.athleteId, a.athleteId));

    const roadmap = await a.call('POST', '/api/v1/app/race-roadmap');
    expect(roadmap.statusCode).toBe(200);
    expect(roadmap.json<Roadmap>().weeks.every((week) => week.reason === null)).toBe(true);
    const trainingPlan = await a.call('GET', '/api/v1/app/training-plan');
    expect(trainingPlan.statusCode).toBe(200);
    expect(
      trainingPlan.json<{ weeks: { reason: string | null }[] }>().weeks.every((week) => week.reason === null),
    ).toBe(true);
    const outlook = await a.call('GET', '/api/v1/app/outlook');
    expect(outlook.statusCode).toBe(200);
    expect(outlook.json<{ week: { reason: string | null } | null }>().week).toMatchObject({ reason: null });
  });
});
