import { describe, expect, it } from 'vitest';
import type { BankAthlete } from '../coach-report/index';
import { addDays, type IsoDate } from '../dates/index';
import type { SeasonPlan } from './plan-input';
import { bankAthlete as athlete, doneAsPlanned, planFor as plan } from './test-support/bank-replans';

/**
 * The plan is made again whenever something changes (an imported workout, a check-in, a new
 * goal): every few days for an athlete with a watch. Each new plan used to start a new block of
 * load weeks from its own today, so an athlete re-planned every week never reached a recovery
 * week. With the previous plan's weeks (as the server passes them) the block continues.
 */

const recoveryWeeks = (season: SeasonPlan, before: IsoDate) =>
  season.weeks.filter((week) => week.isRecoveryWeek && week.start < before).map((week) => week.start);

/**
 * The first plan followed, and made again every `everyDays` days from the plan before, as the
 * server does; `skipWeekFrom`: a week not trained (without telling the app). Returns the weeks
 * each re-plan made its current week a recovery week.
 */
function followedAndReplanned(bank: BankAthlete, days: number, everyDays: number, skipWeekFrom?: IsoDate) {
  let previous = plan(bank.input, bank.today);
  const done: SeasonPlan['sessions'] = [];
  const recoveryAt: IsoDate[] = [];
  for (let day = everyDays; day <= days; day += everyDays) {
    const today = addDays(bank.today, day);
    const from = addDays(today, -everyDays);
    done.push(
      ...previous.sessions.filter(
        (s) =>
          s.date >= from &&
          s.date < today &&
          s.focus !== 'Race' &&
          !(skipWeekFrom && s.date >= skipWeekFrom && s.date < addDays(skipWeekFrom, 7)),
      ),
    );
    previous = plan(
      {
        ...bank.input,
        completedSessions: doneAsPlanned(done),
        previousPlan: previous.sessions
          .filter((s) => s.date >= addDays(today, -7) && s.date < today)
          .map((s) => ({ date: s.date, sport: s.sport, duration: s.duration, focus: s.focus })),
        previousWeeks: previous.weeks,
      },
      today,
    );
    const current = previous.weeks[0];
    if (current?.isRecoveryWeek && !recoveryAt.includes(current.start)) recoveryAt.push(current.start);
  }
  return { recoveryAt, last: previous };
}

describe('a plan made again keeps its block of load weeks', () => {
  it.each([
    ['70.3 novice 34', 7], // 2:1 blocks
    ['ironman intermediate 42', 7], // 3:1 blocks
    ['olympic intermediate 40', 3],
  ])('%s, re-planned every %i days for 10 weeks: the recovery weeks of the first plan', (name, every) => {
    const bank = athlete(name);
    const first = plan(bank.input, bank.today);
    const horizon = addDays(bank.today, 70);
    const expected = recoveryWeeks(first, horizon);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const { recoveryAt } = followedAndReplanned(bank, 70, every);
    expect(recoveryAt.filter((week) => week < horizon)).toEqual(expected);
  });

  it('a week not trained is rest enough: the block starts again after it', () => {
    const bank = athlete('ironman intermediate 42');
    const first = plan(bank.input, bank.today);
    const firstRecovery = recoveryWeeks(first, addDays(bank.today, 70))[0];
    if (!firstRecovery) throw new Error('no recovery week in the first plan');
    // The week before the first recovery week is skipped: the recovery week comes a block later.
    const skipped = addDays(firstRecovery, -7);
    const { recoveryAt } = followedAndReplanned(bank, 56, 7, skipped);
    expect(recoveryAt).not.toContain(firstRecovery);
    expect(recoveryAt[0]).toBe(addDays(skipped, 7 * 4)); // 3 load weeks after the week off
  });

  it('without the previous plan’s weeks a plan starts a block, as a first plan does', () => {
    const bank = athlete('ironman intermediate 42');
    const today = addDays(bank.today, 14);
    const first = plan(bank.input, bank.today);
    const again = plan({ ...bank.input }, today);
    const withWeeks = plan({ ...bank.input, previousWeeks: first.weeks }, today);
    expect(again.weeks[0]?.blockLoadWeeks).toBe(1);
    expect(withWeeks.weeks[0]?.blockLoadWeeks).toBe(first.weeks[2]?.blockLoadWeeks);
  });
});
