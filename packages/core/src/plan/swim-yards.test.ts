import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATHLETE_BANK } from '../coach-report/athlete-bank';
import type { PlannedSession, WorkoutBlock, WorkoutStep } from '../model/plan-types';
import { generateSeasonPlan } from './generate-plan';
import { generatePerformanceTestSession } from './performance-test-session';
import { parsePlanInput } from './plan-input-schema';
import { planInputArb } from './test-support/arbitrary-athlete';
import { METERS_PER_YARD } from '../units/convert';
import { blockStats, isRepeat, MINUTE } from './workout-steps';
import type { WorkoutKind } from './workout-types';
import { buildSwimWorkout } from './workouts-swim';

/** Every executed step (repeats unrolled once: their steps are the same each time). */
const stepsOf = (blocks: readonly WorkoutBlock[]): WorkoutStep[] =>
  blocks.flatMap((block) => (isRepeat(block) ? block.steps : [block]));

/** `metres` as whole `unit`s: the number, and how far it is from a whole one. */
function inUnits(metres: number, unitMetres: number): { units: number; offBy: number } {
  const exact = metres / unitMetres;
  return { units: Math.round(exact), offBy: Math.abs(exact - Math.round(exact)) };
}

/**
 * The plan's own swims: races swim open-water distances, and the CSS test keeps its metre protocol
 * (the result form and the CSS formula are per 400 m and 200 m), which stay what they are.
 */
const trainingSwims = (sessions: readonly PlannedSession[]) =>
  sessions.filter(
    (session) => session.sport === 'swim' && session.focus !== 'Race' && session.focus !== 'PerformanceTest',
  );

function expectSwimsIn(sessions: readonly PlannedSession[], unit: 'm' | 'yd'): void {
  const unitMetres = unit === 'yd' ? METERS_PER_YARD : 1;
  for (const session of trainingSwims(sessions)) {
    const total = inUnits(session.distance ?? 0, unitMetres);
    expect(total.offBy, `${session.id} ${session.distance} m`).toBeLessThan(0.02);
    expect(total.units % 25, `${session.id}: ${total.units} ${unit}`).toBe(0);
    expect(session.description).toMatch(new RegExp(`^${total.units} ${unit}:`));
    for (const step of stepsOf(session.steps)) {
      if (step.distance === undefined) continue;
      const length = inUnits(step.distance, unitMetres);
      expect(length.offBy, `${session.id} step ${step.distance} m`).toBeLessThan(0.001);
      expect(length.units % 25, `${session.id} step of ${length.units} ${unit}`).toBe(0);
      expect(step.note ?? '').not.toMatch(unit === 'yd' ? /\d m\b/ : /\d yd\b/);
    }
  }
}

describe('an athlete who swims in yards gets swim sets in yards', () => {
  it('every set is whole 25-yard lengths, said in yards; the same athlete in metres gets metres (property)', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        const inYards = { ...input, preferences: { ...input.preferences, swimUnit: 'Yards' as const } };
        expectSwimsIn(generateSeasonPlan(inYards, today).sessions, 'yd');
        const inMetres = { ...input, preferences: { ...input.preferences, swimUnit: 'Meters' as const } };
        expectSwimsIn(generateSeasonPlan(inMetres, today).sessions, 'm');
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('times each yard repeat from the CSS (per 100 m): a 100 yd repeat is 0.9144 of a 100 m one', () => {
    const ctx = { phase: 'Foundation' as const, level: 'Intermediate' as const, variant: 0, cssPace: 100 };
    for (const kind of ['Endurance', 'Intervals', 'Long', 'Technique', 'Recovery'] as WorkoutKind[]) {
      const yards = buildSwimWorkout(kind, 50 * MINUTE, { ...ctx, swimInYards: true });
      const metres = buildSwimWorkout(kind, 50 * MINUTE, ctx);
      const warmUp = (draft: typeof yards) => stepsOf(draft.steps)[0] as WorkoutStep;
      expect(warmUp(yards).distance).toBeCloseTo(400 * METERS_PER_YARD, 6);
      const scaled = (warmUp(metres).duration ?? 0) * METERS_PER_YARD;
      expect(Math.abs((warmUp(yards).duration ?? 0) - scaled)).toBeLessThanOrEqual(1);
      // Yards are shorter: the same minutes hold at least as many of them.
      expect(blockStats(yards.steps).duration).toBeLessThanOrEqual(50 * MINUTE + 60);
      expect(yards.description).toMatch(/^\d+ yd: 400 warm-up/);
    }
  });

  it('keeps the CSS test in metres, as its result form and the CSS formula read it', () => {
    const bankAthlete = ATHLETE_BANK[0]?.input;
    const parsed = parsePlanInput({
      ...bankAthlete,
      preferences: { ...bankAthlete?.preferences, swimUnit: 'Yards' },
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const test = generatePerformanceTestSession('swim', '2027-03-01', parsed.input);
    expect(test.title).toBe('CSS test (400 m + 200 m)');
    const trials = stepsOf(test.steps).filter((step) => step.kind === 'Work');
    expect(trials.map((step) => step.distance)).toEqual([400, 200]);
  });
});
