import { describe, expect, it } from 'vitest';
import type { BankAthlete } from '../coach-report/index';
import { addDays, type IsoDate } from '../dates/index';
import type { PlannedSession } from '../model/plan-types';
import { parsePlanInput } from './plan-input-schema';
import { bankAthlete as athlete, doneAsPlanned, planFor as plan } from './test-support/bank-replans';

/**
 * The current week is planned again whenever something changes (an imported workout, a new
 * goal): on a Saturday it has two days left, and those hold the weekend's long sessions. The
 * days left get the share of the week the athlete offers on them, and the long sessions are
 * sized on the whole week, so following the plan and re-planning on Saturday keeps the weekend
 * (before: a third of the long ride).
 */

/**
 * The first plan followed to the letter until `today`, then planned again, as the server does
 * (with each planned session's focus; `withFocus: false` as a server before it sent them).
 */
function followedThenReplanned(
  bank: BankAthlete,
  today: IsoDate,
  { withFocus = true, withWeeks = false } = {},
) {
  const first = plan(bank.input, bank.today);
  const done = first.sessions.filter((s) => s.date >= bank.today && s.date < today && s.focus !== 'Race');
  const again = plan(
    {
      ...bank.input,
      completedSessions: doneAsPlanned(done),
      previousPlan: done
        .filter((s) => s.date >= addDays(today, -7))
        .map((s) => ({
          date: s.date,
          sport: s.sport,
          duration: s.duration,
          ...(withFocus ? { focus: s.focus } : {}),
        })),
      ...(withWeeks ? { previousWeeks: first.weeks } : {}),
    },
    today,
  );
  return { first: first.sessions, again: again.sessions };
}

const longest = (sessions: readonly PlannedSession[], sport: string, from: IsoDate, to: IsoDate) =>
  Math.max(
    0,
    ...sessions.filter((s) => s.sport === sport && s.date >= from && s.date <= to).map((s) => s.duration),
  );

describe('a partial current week', () => {
  const names = ['ironman intermediate 42', '70.3 novice 34', 'olympic intermediate 40'];

  it.each(names)('%s: re-planned on Saturday of week 2 keeps the weekend’s long ride and run', (name) => {
    const bank = athlete(name);
    const saturday = addDays(bank.today, 12); // the bank's athletes start on a Monday
    const sunday = addDays(saturday, 1);
    const { first, again } = followedThenReplanned(bank, saturday);
    for (const sport of ['bike', 'run']) {
      const planned = longest(first, sport, saturday, sunday);
      expect(
        longest(again, sport, saturday, sunday),
        `${sport} ${planned / 60} min planned`,
      ).toBeGreaterThanOrEqual(planned * 0.8);
    }
  });

  it('re-planned on Sunday after Saturday’s long ride: the long run, not a second long ride', () => {
    const bank = athlete('ironman intermediate 42');
    const sunday = addDays(bank.today, 13);
    const { first, again } = followedThenReplanned(bank, sunday);
    const sundayOf = (sessions: readonly PlannedSession[]) => sessions.filter((s) => s.date === sunday);
    expect(sundayOf(again).some((s) => s.sport === 'bike' && s.focus === 'LongEndurance')).toBe(false);
    expect(longest(again, 'run', sunday, sunday)).toBeGreaterThanOrEqual(
      longest(first, 'run', sunday, sunday) * 0.8,
    );
  });

  it.each([true, false])(
    're-planned on Sunday of a week done as planned (the previous plan’s focus sent: %s)',
    (withFocus) => {
      const bank = athlete('ironman intermediate 42');
      const sunday = addDays(bank.today, 13);
      const { again } = followedThenReplanned(bank, sunday, { withFocus });
      const bikes = again.filter((s) => s.date === sunday && s.sport === 'bike');
      expect(bikes.filter((s) => s.focus === 'LongEndurance')).toEqual([]);
      expect(again.some((s) => s.date === sunday && s.sport === 'run' && s.focus === 'LongEndurance')).toBe(
        true,
      );
    },
  );

  it('in a recovery week, Wednesday’s run the length of the long run does not stand for it', () => {
    // The 70.3 novice's recovery weeks plan a 35-min run on Wednesday and a 35-min long run on
    // Sunday. Re-planned on Sunday, the run done on Wednesday was once taken for the long run:
    // Sunday got a second long ride (1:45–1:50, the day after the long ride) and no run.
    const bank = athlete('70.3 novice 34');
    const first = plan(bank.input, bank.today);
    const recoveryWeeks = first.weeks
      .filter((week) => week.isRecoveryWeek && week.phase !== 'Taper')
      .slice(0, 3);
    expect(recoveryWeeks.length).toBe(3);
    for (const week of recoveryWeeks) {
      const sunday = addDays(week.start, 6);
      const saturday = addDays(week.start, 5);
      expect(longest(first.sessions, 'run', sunday, sunday), `first plan, ${sunday}`).toBeGreaterThan(0);
      const { again } = followedThenReplanned(bank, sunday);
      const onSunday = again.filter((s) => s.date === sunday);
      expect(
        onSunday.filter((s) => s.sport === 'bike'),
        `${sunday}: a ride after ${longest(first.sessions, 'bike', saturday, saturday) / 60} min on Saturday`,
      ).toEqual([]);
      expect(
        onSunday.some((s) => s.sport === 'run' && s.focus === 'LongEndurance'),
        sunday,
      ).toBe(true);
      // With the previous plan's weeks the re-plan knows it is a recovery week: the long run
      // keeps the recovery week's length (without them it was sized as a load week's, 55–60 min).
      const sized = followedThenReplanned(bank, sunday, { withWeeks: true }).again;
      expect(longest(sized, 'run', sunday, sunday), sunday).toBeGreaterThan(0);
      expect(longest(sized, 'run', sunday, sunday), sunday).toBeLessThanOrEqual(
        longest(first.sessions, 'run', sunday, sunday) * 1.1,
      );
    }
  });

  it('a plan made on a Saturday opens with the long ride the athlete already rides', () => {
    const bank = athlete('ironman intermediate 42');
    const saturday = addDays(bank.today, 5);
    const sessions = plan(bank.input, saturday).sessions;
    const parsed = parsePlanInput(bank.input);
    if (!parsed.ok) throw new Error(parsed.errors.join(', '));
    const longRide = parsed.input.athlete.experience.bike?.longSessionDuration ?? 0;
    expect(longRide).toBeGreaterThan(0);
    expect(longest(sessions, 'bike', saturday, saturday)).toBeGreaterThanOrEqual(longRide * 0.8);
  });
});
