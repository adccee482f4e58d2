import { describe, expect, it } from 'vitest';
import type { WeeklyAvailability } from '../model/athlete';
import type { PlannedSession } from '../model/plan-types';
import { applySessionMoves, skipSuggestions } from './session-changes';
import { applyWeekEdits, recalculateWeek } from './week-edits';
import { slot } from './test-support/slots';

// Monday 2027-01-04.
const TODAY = '2027-01-04';
const hour = 3600;
const availability: WeeklyAvailability = {
  Monday: [slot(1, 'swimming')],
  Tuesday: [slot(1.5, 'cycling', 'running')],
  Wednesday: [slot(1, 'running')],
  Thursday: [slot(1.5, 'cycling', 'running')],
  Friday: [slot(1, 'swimming')],
  Saturday: [slot(3, 'cycling', 'running')],
  Sunday: [slot(2, 'running')],
};
const context = { availability, injuryPauses: [], today: TODAY };

function session(
  date: string,
  sport: PlannedSession['sport'],
  over: Partial<PlannedSession> = {},
): PlannedSession {
  return {
    id: `${date}.s0.${sport}`,
    date,
    slotIndex: 0,
    sport,
    isMultisport: false,
    focus: 'Endurance',
    title: `${sport} ${date}`,
    description: '',
    phase: 'Foundation',
    duration: hour,
    distance: 10000,
    leadUnit: 'Duration',
    load: 50,
    intensityFactor: 0.7,
    isHard: false,
    isInterval: false,
    isKey: false,
    easyDuration: hour,
    steps: [],
    status: 'planned',
    ...over,
  };
}

/** Every slot of the week used: the "full week" a coach still has to move things in. */
const fullWeek = [
  session('2027-01-04', 'swim'),
  session('2027-01-05', 'bike', { isHard: true, isKey: true, focus: 'Threshold', title: 'Bike threshold' }),
  session('2027-01-06', 'run'),
  session('2027-01-07', 'run', { isHard: true, focus: 'VO2max', title: 'Run intervals' }),
  session('2027-01-08', 'swim'),
  session('2027-01-09', 'bike', {
    duration: 2.5 * hour,
    isKey: true,
    focus: 'LongEndurance',
    title: 'Long ride',
  }),
  session('2027-01-10', 'run', { duration: 1.5 * hour, focus: 'LongEndurance', title: 'Long run' }),
];

describe('moving in a full week', () => {
  it('doubles up on a day with a suitable slot when every slot is used', () => {
    const days = skipSuggestions(fullWeek, '2027-01-06.s0.run', context);
    // Tuesday and Thursday have a run slot but hold hard sessions: an easy run can join them once.
    expect(days).toEqual(expect.arrayContaining(['2027-01-05', '2027-01-07', '2027-01-09', '2027-01-10']));
    expect(days).not.toContain('2027-01-04'); // Monday's only slot is a swim slot
  });

  it('never puts two hard sessions on one day nor on neighbouring days', () => {
    const days = skipSuggestions(fullWeek, '2027-01-05.s0.bike', context);
    expect(days).not.toContain('2027-01-07');
    expect(days).not.toContain('2027-01-06');
    expect(days).toContain('2027-01-09');
  });

  it('allows only one extra session on a day', () => {
    const doubled = [...fullWeek, session('2027-01-09', 'run', { id: 'extra', slotIndex: 0 })];
    expect(skipSuggestions(doubled, '2027-01-06.s0.run', context)).not.toContain('2027-01-09');
  });
});

describe('editing the coming week', () => {
  it('applies a move, a lock and a skip that keep the rules', () => {
    const { sessions, problems } = applyWeekEdits(
      fullWeek,
      [
        { sessionId: '2027-01-06.s0.run', date: '2027-01-10', locked: false, skipped: false },
        { sessionId: '2027-01-09.s0.bike', date: '2027-01-09', locked: true, skipped: false },
        { sessionId: '2027-01-08.s0.swim', date: '2027-01-08', locked: false, skipped: true },
      ],
      context,
    );
    expect(problems).toEqual([]);
    expect(sessions.find((s) => s.id === '2027-01-06.s0.run')?.date).toBe('2027-01-10');
    expect(sessions.find((s) => s.id === '2027-01-09.s0.bike')?.status).toBe('locked');
    expect(sessions.find((s) => s.id === '2027-01-08.s0.swim')?.status).toBe('skipped');
  });

  it('explains each broken rule', () => {
    const { problems } = applyWeekEdits(
      fullWeek,
      [
        { sessionId: '2027-01-07.s0.run', date: '2027-01-06', locked: false, skipped: false },
        { sessionId: '2027-01-04.s0.swim', date: '2027-01-05', locked: false, skipped: false },
        { sessionId: '2027-01-10.s0.run', date: '2027-01-20', locked: false, skipped: false },
        { sessionId: '2027-01-08.s0.swim', date: '2027-01-08', locked: true, skipped: true },
        { sessionId: 'someone-else', date: '2027-01-08', locked: false, skipped: false },
      ],
      context,
    );
    const messages = problems.map((p) => `${p.code}: ${p.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'HardDaysTooClose: “Run intervals” and “Bike threshold” are both hard (06.01.27, 05.01.27): keep an easier day between them.',
        'NoSuitableSlot: “swim 2027-01-04”: no Tuesday slot offers swimming for 60 min.',
        'DateOutsideWindow: “Long run”: choose a day from today to 7 days ahead.',
        'LockedAndSkipped: “swim 2027-01-08” cannot be locked and skipped at once.',
        'UnknownSession: Workout not found',
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('refuses a sport an injury pause rules out', () => {
    const paused = {
      ...context,
      injuryPauses: [
        {
          id: 'p',
          type: 'Injury' as const,
          start: '2027-01-09',
          end: '2027-01-10',
          excludedModalities: ['running' as const],
        },
      ],
    };
    const { problems } = applyWeekEdits(
      fullWeek,
      [{ sessionId: '2027-01-06.s0.run', date: '2027-01-09', locked: false, skipped: false }],
      paused,
    );
    expect(problems.map((p) => p.message)).toEqual([
      '“run 2027-01-06”: your injury pause rules out running on 09.01.27.',
    ]);
  });
});

describe('recalculating the coming week', () => {
  it('moves sessions off skipped days to the nearest day that fits and keeps locked ones', () => {
    const result = recalculateWeek({
      sessions: fullWeek,
      lockedIds: ['2027-01-07.s0.run'],
      skippedDays: ['2027-01-05', '2027-01-06'],
      context,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const byId = new Map(result.sessions.map((s) => [s.id, s]));
    expect(byId.get('2027-01-07.s0.run')).toMatchObject({ date: '2027-01-07', status: 'locked' });
    // The hard bike cannot sit next to Thursday's intervals: Saturday is the nearest fitting day.
    expect(byId.get('2027-01-05.s0.bike')).toMatchObject({ date: '2027-01-09', status: 'planned' });
    expect(result.changes.find((c) => c.sessionId === '2027-01-05.s0.bike')).toEqual({
      sessionId: '2027-01-05.s0.bike',
      title: 'Bike threshold',
      from: '2027-01-05',
      to: '2027-01-09',
    });
    const run = byId.get('2027-01-06.s0.run');
    expect(run?.status).toBe('planned');
    expect(['2027-01-05', '2027-01-06']).not.toContain(run?.date);
    // Nothing is left on a skipped day.
    expect(
      result.sessions.filter(
        (s) => (s.date === '2027-01-05' || s.date === '2027-01-06') && s.status !== 'skipped',
      ),
    ).toEqual([]);
  });

  it('skips what no day can take instead of cramming it in', () => {
    const swims = [session('2027-01-04', 'swim'), session('2027-01-08', 'swim')];
    const result = recalculateWeek({
      sessions: swims,
      lockedIds: [],
      skippedDays: ['2027-01-04', '2027-01-08', '2027-01-11'],
      context,
    });
    if (!result.ok) throw new Error('expected ok');
    expect(result.changes).toEqual(
      expect.arrayContaining([
        { sessionId: '2027-01-04.s0.swim', title: 'swim 2027-01-04', from: '2027-01-04', to: null },
        { sessionId: '2027-01-08.s0.swim', title: 'swim 2027-01-08', from: '2027-01-08', to: null },
      ]),
    );
    expect(result.sessions.every((s) => s.status === 'skipped')).toBe(true);
  });

  it('refuses a locked session on a skipped day and days outside the window', () => {
    const result = recalculateWeek({
      sessions: fullWeek,
      lockedIds: ['2027-01-05.s0.bike'],
      skippedDays: ['2027-01-05', '2027-01-20'],
      context,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.code).sort()).toEqual(['DateOutsideWindow', 'LockedOnSkippedDay']);
  });

  it('unlocks the sessions of the week that are no longer in the locked list', () => {
    const withLock = fullWeek.map((s) =>
      s.id === '2027-01-08.s0.swim' ? { ...s, status: 'locked' as const } : s,
    );
    const result = recalculateWeek({ sessions: withLock, lockedIds: [], skippedDays: [], context });
    expect(result.ok && result.sessions.find((s) => s.id === '2027-01-08.s0.swim')?.status).toBe('planned');
  });
});

describe('a locked session that was moved', () => {
  it('wins over the session the planner builds again with its id on the old day', () => {
    const rebuilt = session('2027-01-06', 'run', { title: 'New easy run' });
    const locked = { ...rebuilt, date: '2027-01-10', title: 'My run', status: 'locked' as const };
    const result = applySessionMoves([rebuilt, locked], [{ sessionId: rebuilt.id, newDate: '2027-01-10' }]);
    expect(result).toEqual([locked]);
  });
});
