import { describe, expect, it } from 'vitest';
import { ATHLETE_BANK } from '../coach-report/athlete-bank';
import { addDays, daysBetween, type IsoDate } from '../dates/index';
import type { PlannedSession, WorkoutBlock } from '../model/plan-types';
import { generateSeasonPlan } from './generate-plan';
import type { PlanInput, SeasonPlan } from './plan-input';
import { parsePlanInput, type PlanInputJson } from './plan-input-schema';
import { runReturnWeeks } from './run-return';
import { isRepeat } from './workout-steps';
import { buildRunWalk, isRunWalk } from './workouts-return';

/**
 * Issue 45 part 6: back to running after 14+ days without it, three weeks of easy run-walk, three a
 * week, no intensity and no run test, cross-training keeping the week's hours; then the running
 * builds back gradually.
 */

function bankInput(name: string): { input: PlanInputJson; today: IsoDate } {
  const athlete = ATHLETE_BANK.find((candidate) => candidate.name === name);
  if (!athlete) throw new Error(`no bank athlete ${name}`);
  return { input: athlete.input, today: athlete.today };
}

function parsed(input: PlanInputJson): PlanInput {
  const result = parsePlanInput(input);
  if (!result.ok) throw new Error(result.errors.join(', '));
  return result.input;
}

/** A calf strain from the plan's first day for three weeks: running resumes on the fourth Monday. */
function withRunInjury(input: PlanInputJson, today: IsoDate): PlanInputJson {
  return {
    ...input,
    injuryPauses: [
      {
        id: 'calf',
        type: 'Injury',
        start: today,
        end: addDays(today, 20),
        excludedModalities: ['running'],
      },
    ],
  };
}

/** A runner who also owns a bike: every slot offers cycling, so cross-training can be placed. */
function withBike(input: PlanInputJson): PlanInputJson {
  const availability = Object.fromEntries(
    Object.entries(input.availability).map(([day, slots]) => [
      day,
      slots.map((slot) => ({ ...slot, modalities: [...slot.modalities, 'cycling' as const] })),
    ]),
  ) as PlanInputJson['availability'];
  return { ...input, availability };
}

const inWeek = (plan: SeasonPlan, index: number): PlannedSession[] => {
  const week = plan.weeks[index];
  if (!week) throw new Error(`no week ${index}`);
  return plan.sessions.filter(
    (s) => daysBetween(week.start, s.date) >= 0 && daysBetween(week.start, s.date) < 7,
  );
};
const isRun = (s: PlannedSession): boolean =>
  s.sport === 'run' || !!s.legs?.some((leg) => leg.sport === 'run');
const enduranceTime = (sessions: readonly PlannedSession[]): number =>
  sessions
    .filter((s) => s.sport !== 'strength' && s.focus !== 'Race')
    .reduce((sum, s) => sum + s.duration, 0);
const steps = (blocks: readonly WorkoutBlock[]) =>
  blocks.flatMap((block) => (isRepeat(block) ? block.steps : [block]));

/** Weeks 3–5 of the plan are the return weeks (running resumes on the Monday of week 3). */
const RETURN_WEEKS = [3, 4, 5];

const ATHLETES = [
  { name: 'olympic intermediate 40', label: 'a triathlete', comparesWithoutInjury: true },
  // A novice's three shortest run-walks are about the running of a normal week already.
  { name: 'sprint novice 28', label: 'a novice triathlete', comparesWithoutInjury: true, smallRunning: true },
  // A pure runner's injury weeks are breaks (no sport of the race left): the volume after them holds
  // the level instead of growing, so the weeks back are measured against their own target.
  { name: 'marathon runner (B)', label: 'a marathon runner with a bike', comparesWithoutInjury: false },
];

describe.each(ATHLETES)('back to running after a three-week run injury: $label', (athlete) => {
  const bank = bankInput(athlete.name);
  const base = athlete.name.startsWith('marathon') ? withBike(bank.input) : bank.input;
  const injured = generateSeasonPlan(parsed(withRunInjury(base, bank.today)), bank.today);
  const healthy = generateSeasonPlan(parsed(base), bank.today);

  it('says why: three weeks back to running, then the build', () => {
    for (const [k, index] of RETURN_WEEKS.entries())
      expect(injured.weeks[index]?.reason).toMatch(
        new RegExp(`^Back to running: easy run-walk, week ${k + 1} of 3`),
      );
    expect(injured.weeks[2]?.reason).not.toMatch(/Back to running/);
    expect(injured.weeks[6]?.reason).not.toMatch(/Back to running/);
  });

  it('runs three easy run-walks a week and nothing else: no intervals, long run, brick or test', () => {
    for (const index of RETURN_WEEKS) {
      const runs = inWeek(injured, index).filter(isRun);
      expect(runs, `week ${index}`).toHaveLength(3);
      for (const run of runs) {
        expect(isRunWalk(run), run.title).toBe(true);
        expect(run.isKey || run.isHard || run.isInterval).toBe(false);
        expect(run.focus).not.toBe('PerformanceTest');
        expect(run.easyDuration).toBe(run.duration);
        for (const step of steps(run.steps)) expect(['recovery', 'endurance']).toContain(step.intensity);
      }
      // The run-walks keep a rest day between them where the week offers one.
      const days = runs.map((run) => run.date).sort();
      expect(new Set(days).size).toBe(3);
    }
  });

  it('grows the run-walks over the three weeks', () => {
    const runMinutes = RETURN_WEEKS.map((index) =>
      inWeek(injured, index)
        .filter(isRun)
        .reduce(
          (sum, run) =>
            sum +
            run.steps.reduce(
              (inner, block) =>
                inner +
                (isRepeat(block)
                  ? block.count *
                    block.steps
                      .filter((s) => s.intensity === 'endurance')
                      .reduce((t, s) => t + (s.duration ?? 0), 0)
                  : 0),
              0,
            ),
          0,
        ),
    );
    expect(runMinutes[1]).toBeGreaterThan(runMinutes[0] ?? 0);
    expect(runMinutes[2]).toBeGreaterThan(runMinutes[1] ?? 0);
  });

  it('keeps at least 90 % of the week’s hours with cross-training', () => {
    for (const index of RETURN_WEEKS) {
      const placed = enduranceTime(inWeek(injured, index));
      const week = injured.weeks[index]!;
      const target = week.targets.swim.duration + week.targets.bike.duration + week.targets.run.duration;
      expect(placed, `week ${index} against its target`).toBeGreaterThanOrEqual(0.9 * target);
      if (athlete.comparesWithoutInjury)
        expect(placed, `week ${index} against the plan without the injury`).toBeGreaterThanOrEqual(
          0.9 * enduranceTime(inWeek(healthy, index)),
        );
      // The time the run gave up went to the bike and the swim.
      const crossTraining = inWeek(injured, index).filter((s) => s.sport === 'bike' || s.sport === 'swim');
      expect(enduranceTime(crossTraining)).toBeGreaterThan(0);
    }
  });

  it('tests the run only after the return, and builds the running back gradually', () => {
    const returnEnd = addDays(injured.weeks[5]!.start, 7);
    const runTests = injured.sessions.filter((s) => s.sport === 'run' && s.focus === 'PerformanceTest');
    expect(runTests.every((test) => test.date >= returnEnd)).toBe(true);
    // The first week after: ordinary runs again, a little more than the last run-walk week, less
    // than the plan without the injury (unless that runs little), a long run near the run-walks.
    const runTime = (plan: SeasonPlan, index: number) => enduranceTime(inWeek(plan, index).filter(isRun));
    const after = inWeek(injured, 6).filter(isRun);
    expect(after.some((run) => !isRunWalk(run))).toBe(true);
    expect(runTime(injured, 6)).toBeLessThanOrEqual(runTime(injured, 5) * 1.4);
    if (!athlete.smallRunning) expect(runTime(injured, 6)).toBeLessThan(runTime(healthy, 6));
    const longestRunWalk = Math.max(
      ...inWeek(injured, 5)
        .filter(isRun)
        .map((run) => run.duration),
    );
    const longRunAfter = Math.max(
      0,
      ...after.filter((run) => run.title.startsWith('Long run')).map((r) => r.duration),
    );
    expect(longRunAfter).toBeLessThanOrEqual(longestRunWalk + 10 * 60);
    // Run intervals come back after the return.
    const laterIntervals = injured.sessions.filter(
      (s) => s.sport === 'run' && s.isInterval && s.date >= returnEnd,
    );
    expect(laterIntervals.length).toBeGreaterThan(0);
  });
});

describe('back to running read from the log', () => {
  it('plans run-walks from today when the log holds runs but none in the last 14 days', () => {
    const { input, today } = bankInput('marathon runner (B)');
    const log: PlanInputJson['completedSessions'] = [];
    // Six weeks of running, then 20 days of riding only (a sore Achilles, not declared).
    for (let day = 62; day >= 1; day--)
      if (day % 2 === 0)
        log.push({ date: addDays(today, -day), sport: day > 20 ? 'run' : 'bike', duration: 3600 });
    const plan = generateSeasonPlan(parsed({ ...withBike(input), completedSessions: log }), today);
    for (const index of [0, 1, 2]) {
      expect(plan.weeks[index]?.reason).toMatch(/^Back to running/);
      const runs = inWeek(plan, index).filter(isRun);
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.every((run) => isRunWalk(run) && !run.isKey)).toBe(true);
    }
    expect(plan.weeks[3]?.reason).not.toMatch(/Back to running/);
  });
});

describe('which weeks are a return to running', () => {
  const mondays = ['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-22', '2027-03-29'] as IsoDate[];
  const today = '2027-03-01' as IsoDate;
  const pause = (start: string, end: string) => ({
    id: 'p',
    type: 'Injury' as const,
    start: start as IsoDate,
    end: end as IsoDate,
    excludedModalities: ['running' as const],
  });

  it('starts after 14 days without running, not 13', () => {
    const weeks = (end: string) =>
      runReturnWeeks({ injuryPauses: [pause('2027-02-20', end)], completedSessions: [], today, mondays });
    // 14 days (20.02–05.03): running resumes on Saturday 06.03, a lead-in; week 1 is the next.
    expect(weeks('2027-03-05')).toEqual([0, 1, 2, 3, undefined]);
    expect(weeks('2027-03-04')).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // Resuming on a Thursday: that week is week 1.
    expect(weeks('2027-03-10')).toEqual([undefined, 1, 2, 3, undefined]);
  });

  it('does not count a week with no day to run (a holiday within the return)', () => {
    const holiday = { ...pause('2027-03-08', '2027-03-14'), id: 'h', type: 'Pause' as const };
    expect(
      runReturnWeeks({
        injuryPauses: [pause('2027-02-08', '2027-02-28'), holiday],
        completedSessions: [],
        today,
        mondays,
      }),
    ).toEqual([1, undefined, 2, 3, undefined]);
  });

  it('reads the log: runs logged, none in the last 14 days', () => {
    const ride = (date: string) => ({ date: date as IsoDate, sport: 'bike' as const, duration: 3600 });
    const run = (date: string) => ({ date: date as IsoDate, sport: 'run' as const, duration: 3600 });
    const log = [run('2027-02-10'), run('2027-02-14'), ride('2027-02-20'), ride('2027-02-27')];
    expect(runReturnWeeks({ injuryPauses: [], completedSessions: log, today, mondays })).toEqual([
      1,
      2,
      3,
      undefined,
      undefined,
    ]);
    // A run 13 days ago: no return. A log without runs says nothing about running.
    expect(
      runReturnWeeks({ injuryPauses: [], completedSessions: [...log, run('2027-02-16')], today, mondays }),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(
      runReturnWeeks({ injuryPauses: [], completedSessions: [ride('2027-01-10')], today, mondays }),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('the run-walk workout', () => {
  it('fills its time with easy running bouts and one-minute walks, the bouts growing each week', () => {
    const bouts = [1, 2, 3].map((week) => {
      const draft = buildRunWalk(40 * 60, week);
      const total = draft.steps.reduce(
        (sum, block) =>
          sum +
          (isRepeat(block)
            ? block.count * block.steps.reduce((t, s) => t + (s.duration ?? 0), 0)
            : (block.duration ?? 0)),
        0,
      );
      expect(total).toBe(40 * 60);
      expect(draft.isInterval).toBe(false);
      const repeat = draft.steps.find(isRepeat)!;
      expect(repeat.steps.map((s) => [s.kind, s.intensity])).toEqual([
        ['Work', 'endurance'],
        ['Recovery', 'recovery'],
      ]);
      expect(draft.title).toMatch(/^Run-walk \d+ × \(\d+ min run \/ 1 min walk\)$/);
      return repeat.steps[0]!.duration!;
    });
    expect(bouts[0]).toBeLessThan(bouts[1]!);
    expect(bouts[1]).toBeLessThan(bouts[2]!);
  });
});
