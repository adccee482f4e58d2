import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PlannedSession } from '@tricoach/core';
import { plannedSessions } from '../src/db/schema';
import {
  InvalidPlannedSessionError,
  findPlannedSession,
  plannedSessionsBetween,
  replacePlannedSessionsFrom,
  updatePlannedSession,
  updatePlannedSessionAndDate,
  upsertPlannedSession,
} from '../src/plan/planned-sessions.repository';
import { daysFromToday } from './support/athlete-factory';
import { appWithAthleteForFile } from './support/seed-athlete';

const { t, a } = appWithAthleteForFile({ stage: 'signed-up' }, {}, 90_000);

function session(date: string, slot = 0): PlannedSession {
  return {
    id: `${date}.s${slot}.run`,
    date,
    slotIndex: slot,
    sport: 'run',
    isMultisport: false,
    focus: 'Endurance',
    title: 'Easy run',
    description: 'Easy aerobic running.',
    phase: 'Foundation',
    duration: 2700,
    distance: 7500,
    leadUnit: 'Duration',
    load: 38,
    intensityFactor: 0.7,
    isHard: false,
    isInterval: false,
    isKey: false,
    easyDuration: 2700,
    steps: [
      { kind: 'WarmUp', duration: 600, intensity: 'recovery' },
      { kind: 'Repeat', count: 3, steps: [{ kind: 'Work', duration: 420, intensity: 'endurance' }] },
      { kind: 'CoolDown', duration: 840, intensity: 'recovery' },
    ],
    status: 'planned',
  };
}

/** A session as a buggy caller might hand it over: the type says PlannedSession, the shape does not. */
const malformed = (value: object) => value as unknown as PlannedSession;

const rowsOf = () =>
  t.ctx.db.select().from(plannedSessions).where(eq(plannedSessions.athleteId, a.athleteId));

describe('planned sessions repository', () => {
  it('stores valid sessions and reads them back typed, by id and by date range', async () => {
    const today = daysFromToday(0);
    const first = session(daysFromToday(1));
    const second = session(daysFromToday(3), 1);
    await replacePlannedSessionsFrom(t.ctx.db, a.athleteId, today, [second, first]);
    expect(await findPlannedSession(t.ctx.db, a.athleteId, first.id)).toEqual(first);
    expect(await findPlannedSession(t.ctx.db, a.athleteId, 'unknown')).toBeNull();
    const between = await plannedSessionsBetween(t.ctx.db, a.athleteId, today, daysFromToday(7));
    expect(between.map((s) => s.id)).toEqual([first.id, second.id]);
  });

  it('refuses a plan with a malformed session before writing anything, naming the session and the field', async () => {
    const before = await rowsOf();
    expect(before).toHaveLength(2);
    const broken = malformed({ ...session(daysFromToday(2)), steps: [{ kind: 'Sprint', duration: 60 }] });
    const attempt = replacePlannedSessionsFrom(t.ctx.db, a.athleteId, daysFromToday(0), [
      session(daysFromToday(4)),
      broken,
    ]);
    await expect(attempt).rejects.toBeInstanceOf(InvalidPlannedSessionError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`Planned session "${daysFromToday(2)}\\.s0\\.run" is malformed, not stored: steps\\.0`),
    );
    // The old sessions were not deleted, the valid new one not inserted.
    expect(await rowsOf()).toEqual(before);
  });

  it('refuses a malformed insert or update and leaves the stored row alone', async () => {
    const before = await rowsOf();
    const stored = session(daysFromToday(1));
    const { title: _title, ...untitled } = session(daysFromToday(5));
    await expect(upsertPlannedSession(t.ctx.db, a.athleteId, malformed(untitled))).rejects.toThrow(
      /is malformed, not stored: title: /,
    );
    await expect(
      updatePlannedSession(t.ctx.db, a.athleteId, malformed({ ...stored, status: 'done' })),
    ).rejects.toThrow(/status: /);
    await expect(
      updatePlannedSessionAndDate(t.ctx.db, a.athleteId, malformed({ ...stored, date: '2026-02-30' })),
    ).rejects.toThrow(/date: must be a date YYYY-MM-DD/);
    await expect(upsertPlannedSession(t.ctx.db, a.athleteId, malformed({ id: 'x' }))).rejects.toThrow(
      InvalidPlannedSessionError,
    );
    expect(await rowsOf()).toEqual(before);
  });

  it('passes fields it does not check through untouched', async () => {
    const moved = { ...session(daysFromToday(1)), date: daysFromToday(2), raceGoalId: 'goal-1' };
    await updatePlannedSessionAndDate(t.ctx.db, a.athleteId, moved);
    expect(await findPlannedSession(t.ctx.db, a.athleteId, moved.id)).toEqual(moved);
  });
});
