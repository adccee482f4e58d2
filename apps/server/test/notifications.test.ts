import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, formatDisplayDate, type PlannedSession } from '@tricoach/core';
import { eq } from 'drizzle-orm';
import { athletes, plannedSessions } from '../src/db/schema';
import { createTrainingEvents } from '../src/events/training-events';
import { registerCoachNotifications } from '../src/notifications/coach-notifications';
import { NOTIFICATION_LIFETIME_MS } from '../src/notifications/notifications.service';
import type { TestAthlete } from './support/athlete-factory';
import { appWithAthleteForFile, signedUpAthlete } from './support/seed-athlete';
import { fixedClock } from '../src/clock/clock';

interface Notification {
  id: string;
  kind: string;
  category: 'feedback' | 'other';
  title: string;
  body: string;
  route: string | null;
  isRead: boolean;
  wasDeleted: boolean;
  createdAt: string;
}

const { t, a, stranger } = appWithAthleteForFile();

const list = async (athlete: TestAthlete, query = '') => {
  const response = await athlete.call('GET', `/api/v1/odata/notification${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
};
const identityOf = async (athlete: TestAthlete) =>
  (await athlete.call('GET', '/api/v1/app/identity')).json<{
    unreadNotifications: number;
    profile: { showFirstWorkoutPopup: boolean };
  }>();
const byKind = async (athlete: TestAthlete, kind: string) =>
  (await list(athlete)).filter((n) => n.kind === kind);

describe('the coach writes notifications', () => {
  it('welcomes the athlete when the first plan is ready and says what to do first', async () => {
    const welcome = await byKind(a, 'plan-ready');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({
      category: 'other',
      title: 'Your training plan is ready',
      route: '/app/dashboard',
      isRead: false,
      wasDeleted: false,
    });
    expect(welcome[0]?.body).toMatch(/^Welcome to Tricoach! Your first workout is .+ on \d\d\.\d\d\.\d\d\./);
    expect((await identityOf(a)).unreadNotifications).toBeGreaterThanOrEqual(1);
  });

  it('says the plan changed when it is rebuilt, once a day', async () => {
    await t.ctx.events.emit('plan.generated', { athleteId: a.athleteId, first: false });
    await t.ctx.events.emit('plan.changed', { athleteId: a.athleteId, reason: 'week recalculated' });
    const changed = await byKind(a, 'plan-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      category: 'other',
      title: 'Your plan changed',
      route: '/app/forecast',
    });
    expect(await byKind(a, 'plan-ready')).toHaveLength(1);
  });

  it('stays quiet about a skip or move the athlete just made', async () => {
    const other = await signedUpAthlete(t);
    await t.ctx.events.emit('plan.changed', { athleteId: other.athleteId, reason: 'skip' });
    await t.ctx.events.emit('plan.changed', { athleteId: other.athleteId, reason: 'move' });
    await t.ctx.events.emit('plan.changed', { athleteId: other.athleteId, reason: 'week edited' });
    await t.ctx.events.emit('plan.changed', { athleteId: other.athleteId, reason: 'workout locked' });
    expect(await list(other)).toEqual([]);
    await t.ctx.events.emit('plan.changed', { athleteId: other.athleteId, reason: 'week recalculated' });
    expect((await list(other)).map((n) => n.title)).toEqual(['Your plan changed']);
  });

  it('announces a performance test planned in the coming 7 days, with the day and a link to it', async () => {
    const rows = await t.ctx.db
      .select({ session: plannedSessions.session })
      .from(plannedSessions)
      .where(eq(plannedSessions.athleteId, a.athleteId));
    const test = rows
      .map((row) => row.session as PlannedSession)
      .find((session) => session.focus === 'PerformanceTest' && session.status !== 'skipped');
    expect(test, 'the generated plan schedules a performance test').toBeDefined();
    if (!test) return;
    // The coach sees the plan three days before the test (a clock passed in, on its own event bus).
    const events = createTrainingEvents(t.app.log);
    const clock = fixedClock(`${addDays(test.date, -3)}T09:00:00Z`);
    registerCoachNotifications({
      db: t.ctx.db,
      events,
      notifications: t.ctx.notifications,
      isGoalActionRequired: async () => false,
      clock,
    });
    await events.emit('plan.generated', { athleteId: a.athleteId, first: false });
    await events.emit('plan.generated', { athleteId: a.athleteId, first: false });
    // Every test of that week is announced once, however often the plan is rebuilt.
    const due = (await byKind(a, 'performance-test-due')).filter(
      (n) => n.route === `/app/workout/planned/${test.id}`,
    );
    expect(due).toHaveLength(1);
    const sport = { swim: 'Swim', bike: 'Bike', run: 'Run', strength: 'Strength' }[test.sport];
    expect(due[0]).toMatchObject({
      category: 'feedback',
      title: `${sport} performance test on ${formatDisplayDate(test.date)}`,
      route: `/app/workout/planned/${test.id}`,
    });
  });

  it('tells the athlete a test was evaluated and opens the threshold page, once', async () => {
    const event = {
      athleteId: a.athleteId,
      sessionId: '2026-12-01.s0.run',
      sport: 'run',
      outcome: 'increase',
    };
    await t.ctx.events.emit('performance-test.evaluated', event);
    await t.ctx.events.emit('performance-test.evaluated', event);
    const evaluated = await byKind(a, 'performance-test-evaluated');
    expect(evaluated).toHaveLength(1);
    expect(evaluated[0]).toMatchObject({
      category: 'feedback',
      title: 'Your run test result',
      body: 'Your threshold went up. Accept the new value to update your zones, or keep the old one.',
      route: '/app/workout/performance-test/2026-12-01.s0.run/threshold',
    });
  });

  it('asks for a goal when the plan has none to build toward', async () => {
    const other = await signedUpAthlete(t);
    await t.ctx.events.emit('plan.generated', { athleteId: other.athleteId, first: true });
    const goal = (await list(other)).find((n) => n.kind === 'goal-action-required');
    expect(goal).toMatchObject({
      category: 'other',
      title: 'Your race goal needs attention',
      route: '/app/settings/race-goal',
    });
    expect(await byKind(a, 'goal-action-required')).toEqual([]);
  });

  it('celebrates the first workout, and seeing its page clears the first-workout flag', async () => {
    const other = await signedUpAthlete(t);
    await t.ctx.events.emit('workout.completed', {
      athleteId: other.athleteId,
      workoutId: randomUUID(),
      first: false,
      plannedSessionId: null,
    });
    expect(await list(other)).toEqual([]);
    await t.ctx.events.emit('workout.completed', {
      athleteId: other.athleteId,
      workoutId: randomUUID(),
      first: true,
      plannedSessionId: null,
    });
    const [first] = await list(other);
    expect(first).toMatchObject({
      kind: 'first-workout-completed',
      category: 'feedback',
      title: 'First workout done!',
      route: '/app/notification/first-workout-completed',
    });
    // The completed-workouts module sets the flag when it stores the first workout.
    await t.ctx.db
      .update(athletes)
      .set({ showFirstWorkoutPopup: true })
      .where(eq(athletes.id, other.athleteId));
    t.ctx.identity.invalidate(other.athleteId);
    const before = await identityOf(other);
    expect(before.profile.showFirstWorkoutPopup).toBe(true);
    expect(before.unreadNotifications).toBe(1);
    expect((await other.call('POST', '/api/v1/app/first-workout-popup/dismiss')).statusCode).toBe(204);
    expect((await identityOf(other)).profile.showFirstWorkoutPopup).toBe(false);
  });
});

describe('reading and deleting notifications', () => {
  it('lists newest first and filters by tab', async () => {
    const all = await list(a);
    const times = all.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const feedback = await list(a, '?category=feedback');
    const other = await list(a, '?category=other');
    expect(feedback.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    expect(feedback.every((n) => n.category === 'feedback')).toBe(true);
    expect(other.every((n) => n.category === 'other')).toBe(true);
    expect(feedback.length + other.length).toBe(all.length);
  });

  it('marks one read (the bell count drops) and deletes one (gone from list and detail)', async () => {
    const [welcome] = await byKind(a, 'plan-ready');
    if (!welcome) throw new Error('no welcome');
    const unread = (await identityOf(a)).unreadNotifications;
    expect((await a.call('GET', `/api/v1/odata/notification/${welcome.id}`)).json()).toMatchObject({
      id: welcome.id,
      title: 'Your training plan is ready',
    });
    const read = await a.call('PATCH', `/api/v1/odata/notification/${welcome.id}`, { isRead: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: welcome.id, isRead: true });
    expect((await identityOf(a)).unreadNotifications).toBe(unread - 1);

    const [changed] = await byKind(a, 'plan-changed');
    if (!changed) throw new Error('no plan-changed');
    const deleted = await a.call('PATCH', `/api/v1/odata/notification/${changed.id}`, { wasDeleted: true });
    expect(deleted.statusCode).toBe(200);
    expect((await identityOf(a)).unreadNotifications).toBe(unread - 2);
    expect((await list(a)).map((n) => n.id)).not.toContain(changed.id);
    const gone = await a.call('GET', `/api/v1/odata/notification/${changed.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Notification not found');
  });

  it("answers 404 for another athlete's notification and never shows it", async () => {
    const [mine] = await list(a);
    if (!mine) throw new Error('no notification');
    expect((await stranger.call('GET', `/api/v1/odata/notification/${mine.id}`)).statusCode).toBe(404);
    const patch = await stranger.call('PATCH', `/api/v1/odata/notification/${mine.id}`, { wasDeleted: true });
    expect(patch.statusCode).toBe(404);
    expect(patch.body).not.toContain(mine.title);
    expect(await list(stranger)).toEqual([]);
    expect((await a.call('GET', `/api/v1/odata/notification/${mine.id}`)).json()).toMatchObject({
      wasDeleted: false,
    });
    expect((await stranger.call('GET', '/api/v1/odata/notification/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const [mine] = await list(a);
    if (!mine) throw new Error('no notification');
    const empty = await a.call('PATCH', `/api/v1/odata/notification/${mine.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send isRead or wasDeleted');
    const wrongType = await a.call('PATCH', `/api/v1/odata/notification/${mine.id}`, { isRead: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('isRead must be true or false');
    const extra = await a.call('PATCH', `/api/v1/odata/notification/${mine.id}`, {
      isRead: true,
      title: 'hacked',
    });
    expect(extra.statusCode).toBe(400);
    expect((await a.call('GET', `/api/v1/odata/notification/${mine.id}`)).json()).toMatchObject({
      title: mine.title,
      isRead: mine.isRead,
    });
    const badTab = await a.call('GET', '/api/v1/odata/notification?category=news');
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json().message).toBe('Category must be feedback or other');
  });
});

describe('notifications are deleted after 72 hours', () => {
  it('hides expired notifications from every read before the purge, then the purge removes them and the bell clears', async () => {
    const other = await signedUpAthlete(t);
    const written = t.ctx.clock.now();
    await t.ctx.notifications.write(
      other.athleteId,
      {
        kind: 'news',
        category: 'other',
        title: 'Old news',
        body: 'Something',
        route: null,
        dedupeKey: 'news:1',
      },
      written,
    );
    const [row] = await list(other);
    if (!row) throw new Error('not written');
    const justBefore = new Date(written.getTime() + NOTIFICATION_LIFETIME_MS - 60_000);
    const after = new Date(written.getTime() + NOTIFICATION_LIFETIME_MS + 60_000);
    expect(
      (await t.ctx.notifications.list(other.athleteId, undefined, justBefore)).map((n) => n.title),
    ).toEqual(['Old news']);
    await expect(t.ctx.notifications.get(other.athleteId, row.id, after)).rejects.toThrow(
      'Notification not found',
    );
    await expect(t.ctx.notifications.patch(other.athleteId, row.id, { isRead: true }, after)).rejects.toThrow(
      'Notification not found',
    );

    expect(await t.ctx.notifications.purgeExpired(justBefore, other.athleteId)).toBe(0);
    expect((await identityOf(other)).unreadNotifications).toBe(1);
    expect(await t.ctx.notifications.purgeExpired(after, other.athleteId)).toBe(1);
    expect((await identityOf(other)).unreadNotifications).toBe(0);
    expect(await list(other)).toEqual([]);
  });

  it('an expired notification disappears from the list at once, and the bell with it', async () => {
    const other = await signedUpAthlete(t);
    const longAgo = new Date(t.ctx.clock.now().getTime() - NOTIFICATION_LIFETIME_MS - 60_000);
    await t.ctx.notifications.write(
      other.athleteId,
      { kind: 'news', category: 'other', title: 'Stale', body: 'x', route: null, dedupeKey: 'news:stale' },
      longAgo,
    );
    expect(await list(other)).toEqual([]);
    expect((await identityOf(other)).unreadNotifications).toBe(0);
  });

  it('books the periodic purge job in the queue', async () => {
    const { rows } = await t.ctx.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-purge'",
    );
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(1);
  });
});
