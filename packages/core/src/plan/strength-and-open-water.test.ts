import { describe, expect, it } from 'vitest';
import { ATHLETE_BANK } from '../coach-report/athlete-bank';
import { measureStrength } from '../coach-report/strength-rule';
import { daysBetween } from '../dates/index';
import type { PlannedSession, WeekPlan, WorkoutBlock, WorkoutStep } from '../model/plan-types';
import { generateSeasonPlan } from './generate-plan';
import type { PlanInput, SeasonPlan } from './plan-input';
import { parsePlanInput } from './plan-input-schema';

/** Issue 45 parts 5 and 8: strength per phase, and an open-water swim every second Specific week. */
function planOf(name: string): { plan: SeasonPlan; input: PlanInput } {
  const athlete = ATHLETE_BANK.find((candidate) => candidate.name === name);
  if (!athlete) throw new Error(name);
  const parsed = parsePlanInput(athlete.input);
  if (!parsed.ok) throw new Error(parsed.errors.join(', '));
  return { plan: generateSeasonPlan(parsed.input, athlete.today), input: parsed.input };
}

const inWeek = (plan: SeasonPlan, week: WeekPlan, keep: (s: PlannedSession) => boolean) =>
  plan.sessions.filter(
    (s) => keep(s) && daysBetween(week.start, s.date) >= 0 && daysBetween(week.start, s.date) < 7,
  );
const strengthIn = (plan: SeasonPlan, week: WeekPlan) => inWeek(plan, week, (s) => s.sport === 'strength');
const aRaceOf = (input: PlanInput) => input.goals.find((goal) => goal.priority === 'A')?.date;

/** Weeks whose strength days all lie inside the 10 days before the A race hold none. */
const beforeStrengthFreeDays = (week: WeekPlan, race: string | undefined) =>
  race === undefined || daysBetween(week.start, race) > 10 + 2;

// Athletes offering strength on two or more days (the bank's 6- and 7-day weeks and the runner).
const ATHLETES = [
  'sprint novice 56',
  'olympic intermediate 40',
  'ironman intermediate 42',
  'marathon runner (B)',
];

describe('strength per phase (coaching-science.md "Progression")', { timeout: 30_000 }, () => {
  it.each(ATHLETES)(
    '%s: 2 a Foundation load week, 1 in recovery and Specific weeks, none in the taper',
    (name) => {
      const { plan, input } = planOf(name);
      const race = aRaceOf(input);
      // The first two weeks introduce strength with one session (no strength in the history).
      expect(strengthIn(plan, plan.weeks[0]!)).toHaveLength(1);
      for (const week of plan.weeks.slice(2)) {
        const count = strengthIn(plan, week).length;
        if (week.phase === 'Foundation') expect(count, week.start).toBe(week.isRecoveryWeek ? 1 : 2);
        if (week.phase === 'Specific' && beforeStrengthFreeDays(week, race))
          expect(count, week.start).toBe(1);
        if (week.phase === 'Taper' || week.phase === 'RaceDay' || week.phase === 'PostRace')
          expect(count, week.start).toBe(0);
      }
    },
  );

  it.each([...ATHLETES, 'sprint novice 28', 'olympic too little time'])(
    '%s: none in the last 10 days before the A race, never only in recovery weeks',
    (name) => {
      const { plan, input } = planOf(name);
      const race = aRaceOf(input);
      const strength = plan.sessions.filter((s) => s.sport === 'strength');
      if (race)
        for (const session of strength)
          expect(daysBetween(session.date, race) > 10 || session.date > race).toBe(true);
      // The coach report's rule: no week falls short while a strength day had room.
      expect(measureStrength(plan, input).shortWeeks).toEqual([]);
    },
  );

  it('the week keeps its strength where an easy session can share its slot (a runner’s Specific weeks)', () => {
    const { plan } = planOf('marathon runner (B)');
    const specific = plan.weeks.filter((week) => week.phase === 'Specific');
    expect(specific.every((week) => strengthIn(plan, week).length === 1)).toBe(true);
    // Load weeks hold strength, not only the recovery weeks.
    expect(specific.filter((week) => !week.isRecoveryWeek).every((w) => strengthIn(plan, w).length > 0)).toBe(
      true,
    );
  });

  it('the report’s rule fails a plan that leaves strength out where a day had room', () => {
    const { plan, input } = planOf('olympic intermediate 40');
    const withoutStrength = { ...plan, sessions: plan.sessions.filter((s) => s.sport !== 'strength') };
    expect(measureStrength(withoutStrength, input).shortWeeks.length).toBeGreaterThan(5);
  });

  it('names the exercises with sets × reps and load: light then heavy in Foundation, maintenance in Specific', () => {
    const { plan } = planOf('olympic intermediate 40');
    const strength = plan.sessions.filter((s) => s.sport === 'strength');
    const names = new Set(strength.flatMap((s) => (s.exercises ?? []).map((exercise) => exercise.name)));
    for (const wanted of [
      /squat/i,
      /Romanian deadlift/,
      /split squat/i,
      /step-up/i,
      /plank/i,
      /row/i,
      /calf raise/i,
      /external rotation|pull-apart/,
    ])
      expect(
        [...names].some((name) => wanted.test(name)),
        String(wanted),
      ).toBe(true);
    for (const session of strength) {
      expect(session.exercises!.length).toBeGreaterThanOrEqual(5);
      for (const exercise of session.exercises!) {
        expect(exercise.sets).toBeGreaterThanOrEqual(2);
        expect(exercise.sets).toBeLessThanOrEqual(4);
        expect(exercise.reps).toMatch(/\d/);
        expect(exercise.note).toBeTruthy();
      }
    }
    const squat = (s: PlannedSession) =>
      s.exercises?.find((exercise) => /squat or goblet/.test(exercise.name));
    const first = strength[0]!;
    const heavy = strength.find((s) => s.phase === 'Foundation' && s.title.startsWith('Heavy'))!;
    const maintenance = strength.find((s) => s.phase === 'Specific')!;
    expect(first.title).toMatch(/basics/);
    expect(squat(first)?.note).toMatch(/RPE 6 \(4 reps in reserve\)/);
    expect(squat(heavy)).toMatchObject({ sets: 4, reps: '4–6', note: 'RPE 8 (2 reps in reserve)' });
    expect(maintenance.title).toBe('Strength maintenance');
    expect(maintenance.description).toMatch(/RPE 8/);
    expect(squat(maintenance)?.sets).toBe(2);
  });
});

const stepsOf = (blocks: readonly WorkoutBlock[]): WorkoutStep[] =>
  blocks.flatMap((block) => (block.kind === 'Repeat' ? block.steps : [block]));

const isOpenWater = (s: PlannedSession) => s.sport === 'swim' && s.title === 'Open-water swim';

describe('an open-water swim every second Specific week (issue 45 part 8)', { timeout: 30_000 }, () => {
  it.each(['sprint novice 56', 'olympic intermediate 40', 'ironman intermediate 42'])(
    '%s: in the 1st, 3rd, 5th … Specific week, never elsewhere',
    (name) => {
      const { plan } = planOf(name);
      const specific = plan.weeks.filter((week) => week.phase === 'Specific');
      expect(specific.length).toBeGreaterThanOrEqual(4);
      specific.forEach((week, i) =>
        expect(inWeek(plan, week, isOpenWater), week.start).toHaveLength(i % 2 === 0 ? 1 : 0),
      );
      const outside = plan.sessions.filter((s) => isOpenWater(s) && s.phase !== 'Specific');
      expect(outside).toEqual([]);
    },
  );

  it('a runner swims in no open water', () => {
    expect(planOf('marathon runner (B)').plan.sessions.filter(isOpenWater)).toEqual([]);
  });

  it('sights every 6–8 strokes in continuous race-pace blocks, in the race wetsuit, with a pool alternative', () => {
    const { plan } = planOf('ironman intermediate 42');
    const swim = plan.sessions.find(isOpenWater)!;
    expect(swim.description).toMatch(/wetsuit/);
    expect(swim.description).toMatch(/No open water\? Pool:/);
    const steps = stepsOf(swim.steps);
    expect(steps.some((step) => /sight every 6–8 strokes/.test(step.note ?? ''))).toBe(true);
    const blocks = steps.filter((step) => step.kind === 'Work');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.distance).toBe(500);
    // Whole 50s: the file a watch loads is the pool alternative in any pool length.
    for (const step of steps) if (step.distance !== undefined) expect(step.distance % 50).toBe(0);
  });
});
