import { and, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plannedSessions, trainingPlans } from '../src/db/schema';
import { loadPlanInput } from '../src/plan/plan-input.loader';
import { daysFromToday, planSettled } from './support/athlete-factory';
import { appWithAthleteForFile } from './support/seed-athlete';

const { t, a } = appWithAthleteForFile();

describe('the plan and what the athlete did', () => {
  it('keeps past days as they were planned when the plan is rebuilt', async () => {
    const [future] = await t.ctx.db
      .select()
      .from(plannedSessions)
      .where(eq(plannedSessions.athleteId, a.athleteId))
      .limit(1);
    if (!future) throw new Error('no planned session');
    // A session of three days ago, as an earlier plan stored it.
    const pastDate = daysFromToday(-3);
    const pastId = `${pastDate}.s0.run`;
    await t.ctx.db.insert(plannedSessions).values({
      athleteId: a.athleteId,
      id: pastId,
      date: pastDate,
      sport: 'run',
      session: { ...future.session, id: pastId, date: pastDate, sport: 'run' },
    });
    const logged = await a.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'running',
      date: pastDate,
      durationSeconds: 2400,
      distanceMeters: 6000,
      rpe: 4,
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json<{ plannedSessionId: string | null }>().plannedSessionId).toBe(pastId);

    await t.ctx.planGeneration.request(a.athleteId);
    await planSettled(a);

    const past = await t.ctx.db
      .select({ id: plannedSessions.id })
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, a.athleteId), lt(plannedSessions.date, daysFromToday(0))));
    expect(past.map((row) => row.id)).toContain(pastId);
    const detail = await a.call(
      'GET',
      `/api/v1/app/completed-session-detail-view/${logged.json<{ id: string }>().id}`,
    );
    expect(detail.json<{ planned: { title: string } | null }>().planned).not.toBeNull();
  });

  it('gives the planner the logged workouts and last week’s plan', async () => {
    await a.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'cycling',
      date: daysFromToday(-2),
      durationSeconds: 3600,
      averagePower: 160,
    });
    const loaded = await loadPlanInput(t.ctx.db, a.athleteId, t.ctx.clock.now());
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const sports = loaded.input.completedSessions.map((session) => [
      session.date,
      session.sport,
      session.duration,
    ]);
    expect(sports).toEqual(
      expect.arrayContaining([
        [daysFromToday(-3), 'run', 2400],
        [daysFromToday(-2), 'bike', 3600],
      ]),
    );
    expect(loaded.input.completedSessions.every((session) => (session.load ?? 0) > 0)).toBe(true);
    expect(loaded.input.previousPlan).toEqual(
      expect.arrayContaining([expect.objectContaining({ date: daysFromToday(-3), sport: 'run' })]),
    );
    // Each with its focus, as stored: a re-plan knows which done session was the week's long one.
    const stored = await t.ctx.db
      .select({ date: plannedSessions.date, sport: plannedSessions.sport, session: plannedSessions.session })
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, a.athleteId), lt(plannedSessions.date, daysFromToday(0))));
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored.filter((entry) => entry.session.status !== 'skipped'))
      expect(loaded.input.previousPlan).toContainEqual(
        expect.objectContaining({ date: row.date, focus: row.session.focus }),
      );
  });

  it('gives the planner the stored plan’s current week, so the new plan continues its block', async () => {
    const [stored] = await t.ctx.db
      .select({ plan: trainingPlans.plan })
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, a.athleteId));
    const weeks = (
      stored?.plan as { weeks?: { start: string; isRecoveryWeek: boolean; blockLoadWeeks: number }[] }
    ).weeks;
    const today = t.ctx.clock.now();
    const loaded = await loadPlanInput(t.ctx.db, a.athleteId, today);
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const current = weeks?.find((week) => week.start <= daysFromToday(0) && week.start > daysFromToday(-7));
    if (!current) throw new Error('the stored plan has no current week');
    expect(typeof current.blockLoadWeeks).toBe('number');
    expect(loaded.input.previousWeeks).toContainEqual({
      start: current.start,
      isRecoveryWeek: current.isRecoveryWeek,
      blockLoadWeeks: current.blockLoadWeeks,
    });

    // A plan stored before weeks were counted gives none: the new plan starts a block.
    const oldPlan = {
      ...(stored?.plan as object),
      weeks: weeks?.map(({ blockLoadWeeks: _, ...week }) => week),
    };
    await t.ctx.db
      .update(trainingPlans)
      .set({ plan: oldPlan })
      .where(eq(trainingPlans.athleteId, a.athleteId));
    const fromOld = await loadPlanInput(t.ctx.db, a.athleteId, today);
    if (!fromOld.ok) throw new Error(fromOld.problems.join('; '));
    expect(fromOld.input.previousWeeks).toBeUndefined();
  });
});
