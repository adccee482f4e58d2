import { describe, expect, it } from 'vitest';
import type { RaceGoal } from '../model/athlete';
import type { Intention } from '../model/index';
import type { Capability, FeasibilityOutcome } from '../model/plan-types';
import { assessGoalFeasibility } from './feasibility';
import { validateGoals } from './goal-rules';
import { estimateRaceTime, targetTimeOptions } from './target-times';

const goal = (over: Partial<RaceGoal>): RaceGoal => ({
  id: 'g',
  name: 'Race',
  type: 'Olympic',
  date: '2027-06-01',
  priority: 'A',
  ...over,
});
const capability = (hours: number): Capability => ({
  weekly: { swim: hours * 720, bike: hours * 1800, run: hours * 1080 },
  longSession: { swim: 2400, bike: 7200, run: 4800 },
  source: 'Onboarding',
});

describe('goal rules (spec section 5)', () => {
  it('accepts the priority table and rejects what it forbids', () => {
    expect(validateGoals([goal({ type: 'HalfIronman', priority: 'A' })])).toEqual([]);
    expect(
      validateGoals([goal({ id: 'a' }), goal({ id: 'm', type: 'Marathon', priority: 'C' })]).map(
        (i) => i.code,
      ),
    ).toEqual(['PriorityNotAllowed']);
    expect(validateGoals([goal({ id: 'a' }), goal({ id: 'f', type: 'FiveK', priority: 'C' })])).toEqual([]);
  });

  it('keeps an Ironman an A race and wants an A race before B or C races', () => {
    expect(validateGoals([goal({ type: 'Ironman', priority: 'B' })]).map((i) => i.code)).toEqual([
      'IronmanMustBeA',
      'ARaceRequired',
    ]);
    expect(validateGoals([goal({ priority: 'B' })])[0]?.message).toBe(
      'An A race must exist before B or C races',
    );
  });

  it('bounds manual distances: swim 100–4000 m step 100, bike 1–200 km, run 1–100 km', () => {
    const codes = (type: RaceGoal['type'], distance?: number) =>
      validateGoals([
        goal({ id: 'a' }),
        goal({ id: 'm', type, priority: 'C', ...(distance === undefined ? {} : { distance }) }),
      ]).map((i) => i.code);
    expect(codes('ManualSwim', 1500)).toEqual([]);
    expect(codes('ManualSwim', 1550)).toEqual(['ManualDistanceStep']);
    expect(codes('ManualSwim', 4100)).toEqual(['ManualDistanceOutOfRange']);
    expect(codes('ManualBike', 200_000)).toEqual([]);
    expect(codes('ManualBike', 201_000)).toEqual(['ManualDistanceOutOfRange']);
    expect(codes('ManualRun', 500)).toEqual(['ManualDistanceOutOfRange']);
    expect(codes('ManualRun')).toEqual(['ManualDistanceRequired']);
  });
});

describe('goal feasibility (spec section 4)', () => {
  // One verdict a case, all judged on 2027-01-04.
  const verdicts: {
    title: string;
    race: Partial<RaceGoal>;
    hours: number;
    intention: Intention;
    verdict: FeasibilityOutcome;
  }[] = [
    {
      title: 'is feasible with the minimum plan length and a safe ramp',
      race: { date: '2027-06-01' },
      hours: 7,
      intention: 'NextLevelRace',
      verdict: 'GoalSeemsFeasible',
    },
    {
      title: 'is doable when the build is short but the athlete already trains near the need',
      race: { date: '2027-03-01' },
      hours: 8,
      intention: 'NextLevelRace',
      verdict: 'GoalIsDoable',
    },
    {
      title: 'is too close when the ramp from today would be unsafe',
      race: { type: 'Ironman', date: '2027-03-01' },
      hours: 3,
      intention: 'Optimizing',
      verdict: 'GoalDateTooClose',
    },
    {
      title: 'is in the taper when the race is inside its taper window',
      race: { date: '2027-01-09' },
      hours: 8,
      intention: 'NextLevelRace',
      verdict: 'GoalInTaperPhase',
    },
  ];
  for (const { title, race, hours, intention, verdict } of verdicts) {
    it(title, () => {
      expect(assessGoalFeasibility(goal(race), capability(hours), intention, '2027-01-04').feasibility).toBe(
        verdict,
      );
    });
  }

  it('is not "feasible" when the week offers less than the distance\'s minimum hours, and says how many are missing (issue 12)', () => {
    const ironman = goal({ type: 'Ironman', date: '2027-09-26' });
    expect(assessGoalFeasibility(ironman, capability(12), 'NextLevelRace', '2027-01-04').feasibility).toBe(
      'GoalSeemsFeasible',
    );
    const onSevenHours = assessGoalFeasibility(
      ironman,
      capability(12),
      'NextLevelRace',
      '2027-01-04',
      7 * 3600,
    );
    expect(onSevenHours.feasibility).toBe('GoalIsDoable');
    expect(onSevenHours.message).toContain('7 h a week offered, Ironman needs at least 12 h (5 h missing)');
    expect(
      assessGoalFeasibility(ironman, capability(12), 'NextLevelRace', '2027-01-04', 14 * 3600).feasibility,
    ).toBe('GoalSeemsFeasible');
  });

  it('says how many hours the race asks when the week offers fewer (issue 45)', () => {
    const half = goal({ type: 'HalfIronman', date: '2027-05-23' });
    const onTen = assessGoalFeasibility(half, capability(9.5), 'NextLevelRace', '2026-12-07', 10 * 3600);
    expect(onTen.feasibility).toBe('GoalSeemsFeasible');
    expect(onTen.message).toBe(
      'The goal seems feasible with the time available; the race asks about 11 h a week at its peak, 10 h are offered: 1 h more a week would train for it fully',
    );
    const onTwelve = assessGoalFeasibility(half, capability(9.5), 'NextLevelRace', '2026-12-07', 12 * 3600);
    expect(onTwelve.message).toBe('The goal seems feasible with the time available');
  });

  it('uses about 18 weeks for a half distance (spec section 9)', () => {
    expect(
      assessGoalFeasibility(
        goal({ type: 'HalfIronman', date: '2027-12-31' }),
        capability(9),
        'NextLevelRace',
        '2027-01-04',
      ).minimumWeeks,
    ).toBe(18);
  });
});

describe('target times', () => {
  it('offers four ordered options around the estimate', () => {
    const options = targetTimeOptions(
      { type: 'Olympic' },
      { swimCss: 100, bikeUpperPower: 250, runUpperPace: 270 },
      72,
    );
    expect(options.map((o) => o.label)).toEqual(['Ambitious', 'Realistic', 'Comfortable', 'Finish']);
    const times = options.map((o) => o.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // A fit age-grouper: about 2:10–2:40 for an Olympic distance.
    expect(options[1]?.time).toBeGreaterThan(2 * 3600);
    expect(options[1]?.time).toBeLessThan(2.75 * 3600);
  });

  it('gets slower on hills and for weaker thresholds', () => {
    const flat = estimateRaceTime({ type: 'HalfMarathon' }, { runUpperPace: 270 }, 70);
    expect(
      estimateRaceTime({ type: 'HalfMarathon', topography: 'Hilly' }, { runUpperPace: 270 }, 70),
    ).toBeGreaterThan(flat);
    expect(estimateRaceTime({ type: 'HalfMarathon' }, { runUpperPace: 300 }, 70)).toBeGreaterThan(flat);
  });
});
