import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planSessionEdits } from '../src/db/schema';
import { daysFromToday, planSettled, ROOMY_WEEK } from './support/athlete-factory';
import { whileRefusing } from './support/refuse-writes';
import { appWithAthleteForFile } from './support/seed-athlete';

interface Summary {
  id: string;
  date: string;
  sport: string;
  focus: string;
  title: string;
  isHard: boolean;
  status: string;
}

// Two slots a day that take any sport: the plan leaves some free, so sessions have days to move to.
const { t, a, stranger } = appWithAthleteForFile({ answers: { availability: ROOMY_WEEK } });
let goalId: string;

const week = async (athlete = a) =>
  (await athlete.call('GET', `/api/v1/app/outlook?from=${daysFromToday(0)}&days=8`))
    .json<{ days: { date: string; sessions: Summary[] }[] }>()
    .days.flatMap((day) => day.sessions);
const sessionById = async (id: string) =>
  (await a.call('GET', `/api/v1/odata/plannedsession/${id}`)).json<Summary>();
const suggestions = async (id: string) =>
  (await a.call('GET', `/api/v1/app/planned-sessions/${id}/skip-suggestions`)).json<{ dates: string[] }>()
    .dates;

/** An easy planned session after tomorrow with a day it can move to. */
async function movable(except: string[] = []): Promise<{ session: Summary; to: string }> {
  for (const session of await week()) {
    if (
      session.status !== 'planned' ||
      session.focus === 'Race' ||
      // A swim test is not a hard day for the legs, but it is no easy session either.
      session.focus === 'PerformanceTest' ||
      session.isHard ||
      except.includes(session.id)
    )
      continue;
    const to = (await suggestions(session.id)).find((date) => date !== session.date);
    if (to) return { session, to };
  }
  throw new Error('no movable session');
}

beforeAll(() => {
  [goalId = ''] = a.goalIds;
});

describe('editing the coming week', () => {
  it('validates a move, a lock and a skip without storing anything', async () => {
    const { session, to } = await movable();
    const other = (await week()).find(
      (s) => s.status === 'planned' && s.id !== session.id && s.focus !== 'Race',
    );
    if (!other) throw new Error('fixture');
    const edits = [
      { sessionId: session.id, date: to, locked: true, skipped: false },
      { sessionId: other.id, date: other.date, locked: false, skipped: true },
    ];
    const response = await a.call('POST', '/api/v1/app/validate-training-plan', { sessions: edits });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.valid).toBe(true);
    expect(body.problems).toEqual([]);
    expect(body.sessions.find((s: Summary) => s.id === session.id)).toMatchObject({
      date: to,
      status: 'locked',
    });
    expect(await sessionById(session.id)).toMatchObject({ date: session.date, status: 'planned' });
    expect((await sessionById(other.id)).status).toBe('planned');
  });

  it('names the problem of an edit that breaks a rule', async () => {
    const { session } = await movable();
    const response = await a.call('POST', '/api/v1/app/validate-training-plan', {
      sessions: [{ sessionId: session.id, date: daysFromToday(12), locked: false, skipped: false }],
    });
    expect(response.json()).toMatchObject({
      valid: false,
      problems: [
        {
          code: 'DateOutsideWindow',
          sessionId: session.id,
          message: `“${session.title}”: choose a day from today to 7 days ahead.`,
        },
      ],
    });
  });

  it('refuses to save an invalid week with the spec message and stores nothing of it', async () => {
    const { session, to } = await movable();
    const other = (await week()).find((s) => s.status === 'planned' && s.id !== session.id);
    if (!other) throw new Error('fixture');
    const response = await a.call('POST', '/api/v1/app/save-edited-training-plan', {
      sessions: [
        { sessionId: session.id, date: to, locked: false, skipped: false },
        { sessionId: other.id, date: other.date, locked: true, skipped: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Failed to update training plan',
      fieldErrors: [
        { field: `sessions.${other.id}`, message: `“${other.title}” cannot be locked and skipped at once.` },
      ],
    });
    expect((await sessionById(session.id)).date).toBe(session.date);
  });

  it('saves a move and a lock: the week shows them and a regenerated plan keeps them', async () => {
    const { session, to } = await movable();
    const response = await a.call('POST', '/api/v1/app/save-edited-training-plan', {
      sessions: [{ sessionId: session.id, date: to, locked: true, skipped: false }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().changed).toBe(1);
    expect((await week()).find((s) => s.id === session.id)).toMatchObject({ date: to, status: 'locked' });

    await a.call('PATCH', `/api/v1/odata/athletegoal/${goalId}`, { raceName: 'Renamed for a new plan' });
    await planSettled(a);
    const after = (await week()).filter((s) => s.id === session.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ date: to, status: 'locked', title: session.title });
    // A locked workout is not moved nor skipped by the single-session calls.
    expect((await a.call('POST', `/api/v1/app/planned-sessions/${session.id}/skip`)).json().message).toBe(
      'This workout is locked and cannot be changed.',
    );
  });

  it('answers 404 for another athlete’s workouts and 400 for an empty edit', async () => {
    const [mine] = await week();
    if (!mine) throw new Error('fixture');
    for (const path of ['/api/v1/app/validate-training-plan', '/api/v1/app/save-edited-training-plan']) {
      const response = await stranger.call('POST', path, {
        sessions: [{ sessionId: mine.id, date: mine.date, locked: true, skipped: false }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(mine.title);
    }
    const empty = await a.call('POST', '/api/v1/app/save-edited-training-plan', { sessions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Change at least one workout.');
  });
});

describe('recalculating the coming week', () => {
  it('moves or skips what is on a skipped day and keeps locked workouts', async () => {
    const sessions = (await week()).filter((s) => s.status === 'planned' && s.focus !== 'Race');
    const day = sessions.find((s) => s.date > daysFromToday(0))?.date;
    const keep = sessions.find((s) => s.date !== day);
    if (!day || !keep) throw new Error('fixture');
    const onDay = sessions.filter((s) => s.date === day);
    const response = await a.call('POST', '/api/v1/app/recalculate-plan', {
      lockedSessionIds: [keep.id],
      skippedDays: [day],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      changes: { sessionId: string; from: string; to: string | null }[];
      sessions: Summary[];
    }>();
    expect(body.changes.map((c) => c.sessionId).sort()).toEqual(onDay.map((s) => s.id).sort());
    for (const change of body.changes) expect(change.to).not.toBe(day);
    const stored = await week();
    expect(stored.filter((s) => s.date === day && s.status !== 'skipped').map((s) => s.id)).not.toEqual(
      expect.arrayContaining(onDay.map((s) => s.id)),
    );
    for (const session of onDay) {
      const now = stored.find((s) => s.id === session.id);
      expect(now?.date !== day || now?.status === 'skipped').toBe(true);
    }
    expect(stored.find((s) => s.id === keep.id)?.status).toBe('locked');
  });

  it('refuses a day outside today … +7 and a locked workout on a skipped day', async () => {
    const far = await a.call('POST', '/api/v1/app/recalculate-plan', {
      lockedSessionIds: [],
      skippedDays: [daysFromToday(10)],
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toMatch(/choose days from today to 7 days ahead/);
    const locked = (await week()).find((s) => s.status === 'locked');
    if (!locked) throw new Error('fixture');
    const clash = await a.call('POST', '/api/v1/app/recalculate-plan', {
      lockedSessionIds: [locked.id],
      skippedDays: [locked.date],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toContain('a day you skip');
    expect(
      (
        await stranger.call('POST', '/api/v1/app/recalculate-plan', {
          lockedSessionIds: [locked.id],
          skippedDays: [],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('changing one planned session', () => {
  it('locks, unlocks, skips and plans again with PATCH, fixes with planned-workouts/fix', async () => {
    const { session } = await movable();
    const patch = (body: unknown) => a.call('PATCH', `/api/v1/odata/plannedsession/${session.id}`, body);
    expect((await patch({ status: 'locked' })).json().status).toBe('locked');
    expect((await patch({ status: 'skipped' })).json().status).toBe('skipped');
    expect((await patch({ status: 'planned' })).json().status).toBe('planned');
    expect((await patch({})).json().message).toBe('Send a status or a date.');
    const far = await patch({ date: daysFromToday(20) });
    expect(far.statusCode).toBe(400);
    expect((await sessionById(session.id)).date).toBe(session.date);

    const fix = (fixed: boolean) =>
      a.call('PATCH', `/api/v1/app/planned-workouts/fix/${session.id}`, { fixed });
    expect((await fix(true)).json().status).toBe('locked');
    expect((await fix(false)).json().status).toBe('planned');
    expect(
      (await stranger.call('PATCH', `/api/v1/app/planned-workouts/fix/${session.id}`, { fixed: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await stranger.call('PATCH', `/api/v1/odata/plannedsession/${session.id}`, { status: 'skipped' }))
        .statusCode,
    ).toBe(404);
    expect((await sessionById(session.id)).status).toBe('planned');
  });

  it('moves and skips in one transaction: a write failing half-way leaves the session and its edits as they were', async () => {
    const { session, to } = await movable();
    const editsOf = async () =>
      (
        await t.ctx.db
          .select()
          .from(planSessionEdits)
          .where(and(eq(planSessionEdits.athleteId, a.athleteId), eq(planSessionEdits.sessionId, session.id)))
      ).map((edit) => edit.kind);
    const editsBefore = await editsOf();
    // The database refuses the skip's edit row for this session: the move before it has already been written.
    await whileRefusing(
      t,
      {
        table: 'plan_session_edits',
        write: 'INSERT',
        when: `NEW.kind = 'skip' AND NEW.session_id = '${session.id}'`,
      },
      async () => {
        const response = await a.call('PATCH', `/api/v1/odata/plannedsession/${session.id}`, {
          date: to,
          status: 'skipped',
        });
        expect(response.statusCode).toBe(500);
      },
    );
    const after = await sessionById(session.id);
    expect({ date: after.date, status: after.status }).toEqual({ date: session.date, status: 'planned' });
    expect(await editsOf()).toEqual(editsBefore);
    // Without the failure the same change lands whole.
    const done = (
      await a.call('PATCH', `/api/v1/odata/plannedsession/${session.id}`, { date: to, status: 'skipped' })
    ).json<Summary>();
    expect({ date: done.date, status: done.status }).toEqual({ date: to, status: 'skipped' });
  });
});
