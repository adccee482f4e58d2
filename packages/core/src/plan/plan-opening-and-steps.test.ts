import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index';
import type { PlannedSession, TrainingPhase, WorkoutBlock } from '../model/plan-types';
import { generateSeasonPlan } from './generate-plan';
import { parsePlanInput } from './plan-input-schema';
import { planInputArb } from './test-support/arbitrary-athlete';
import { isSwimRest } from '../workouts/swim-rest';
import { blockStats, isRepeat, MIN_FILLER_MINUTES, MINUTE } from './workout-steps';
import type { WorkoutKind } from './workout-types';
import { buildBikeWorkout } from './workouts-bike';
import { buildRunWorkout } from './workouts-run';
import { buildSwimWorkout } from './workouts-swim';

const RUNS = { numRuns: 50 };

/** Hard or interval training; performance tests (they measure unknown thresholds) and races excepted. */
const isHardTraining = (session: PlannedSession): boolean =>
  (session.isHard || session.isInterval) && session.focus !== 'PerformanceTest' && session.focus !== 'Race';

/** Top-level steady steps below the filler minimum: rounding leftovers (strides and drills live in repeats). */
function shortFillers(blocks: readonly WorkoutBlock[]): WorkoutBlock[] {
  return blocks.filter(
    (block) =>
      !isRepeat(block) && block.kind === 'Steady' && (block.duration ?? 0) < MIN_FILLER_MINUTES * MINUTE,
  );
}

/** Today and tomorrow (spelled out, not OPENING_EASY_DAYS, so the test pins the rule). */
const openingDays = (today: string): string[] => [today, addDays(today, 1)];

function examplePlan(file: string, today: string) {
  const json: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../examples', file), 'utf8'));
  const parsed = parsePlanInput(json);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return generateSeasonPlan(parsed.input, today);
}

describe('a new plan opens gently', { timeout: 120_000 }, () => {
  it('never plans a hard or interval session on today or tomorrow of a new plan (property)', () => {
    fc.assert(
      fc.property(planInputArb, fc.integer({ min: 0, max: 6 }), ({ input, today: base }, shift) => {
        // Any weekday of generation: shift the arbitrary's today (races stay ≥ 3 weeks out).
        const today = addDays(base, shift);
        const plan = generateSeasonPlan(input, today);
        const opening = new Set(openingDays(today));
        for (const session of plan.sessions) {
          if (opening.has(session.date))
            expect(isHardTraining(session), `${session.id} ${session.title}`).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('a plan generated on a Sunday does not open with hill repeats; the next week keeps its intervals after the opening days', () => {
    // Before the rule this plan opened on Sunday 2027-01-17 with 'Hill repeats' (7 × 1 min VO2max).
    const today = '2027-01-17';
    const plan = examplePlan('half-ironman-with-b-c-races.json', today);
    const opening = plan.sessions.filter((s) => openingDays(today).includes(s.date));
    expect(opening.length).toBeGreaterThan(0);
    expect(opening.filter(isHardTraining)).toEqual([]);
    // Aerobic: since a partial week keeps its long sessions (partial-week.test.ts), Sunday's long ride.
    expect(['Endurance', 'LongEndurance']).toContain(opening.find((s) => s.date === today)?.focus);
    const nextWeek = plan.sessions.filter((s) => s.date >= '2027-01-19' && s.date <= '2027-01-24');
    expect(
      nextWeek
        .filter((s) => s.isInterval)
        .map((s) => s.sport)
        .sort(),
    ).toEqual(['bike', 'run', 'swim']);
  });

  it('still schedules a performance test early when a threshold is unknown (a test measures, it does not train)', () => {
    const plan = examplePlan('sprint-beginner.json', '2027-01-06');
    expect(plan.sessions.some((s) => s.focus === 'PerformanceTest' && s.date === '2027-01-06')).toBe(true);
  });
});

const KINDS: readonly WorkoutKind[] = ['Recovery', 'Endurance', 'Long', 'Technique', 'Intervals', 'Primer'];
const PHASES: readonly TrainingPhase[] = ['Foundation', 'Specific', 'Taper', 'PostRace', 'Off'];
const BUILDERS = { run: buildRunWorkout, bike: buildBikeWorkout, swim: buildSwimWorkout } as const;

describe('workout steps carry no rounding filler', { timeout: 120_000 }, () => {
  it('no top-level steady step under 3 minutes in any library workout (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('run', 'bike', 'swim' as const),
        fc.constantFrom(...KINDS),
        fc.integer({ min: 4, max: 48 }).map((fives) => fives * 5 * MINUTE),
        fc.constantFrom(...PHASES),
        fc.constantFrom('Novice', 'Intermediate', 'Advanced' as const),
        fc.constantFrom(
          undefined,
          'Sprint',
          'Olympic',
          'HalfIronman',
          'Ironman',
          'HalfMarathon',
          'Marathon' as const,
        ),
        fc.nat(11),
        fc.integer({ min: 70, max: 200 }),
        fc.boolean(),
        (sport, kind, duration, phase, level, raceType, variant, cssPace, calm) => {
          const ctx = {
            phase,
            level,
            variant,
            cssPace,
            calm,
            ...(raceType === undefined ? {} : { raceType }),
          };
          const draft = BUILDERS[sport](kind, duration, ctx);
          expect(
            shortFillers(draft.steps),
            `${sport} ${kind} ${duration / MINUTE} min: ${draft.title}`,
          ).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('no top-level steady step under 3 minutes in generated plans (property)', () => {
    fc.assert(
      fc.property(planInputArb, ({ input, today }) => {
        for (const session of generateSeasonPlan(input, today).sessions)
          expect(shortFillers(session.steps), session.id).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('40-min hill repeats (7 × 1 min) end the main set straight into a 9-min cool-down, not a 1-min steady', () => {
    const draft = buildRunWorkout('Intervals', 40 * MINUTE, {
      phase: 'Foundation',
      level: 'Intermediate',
      variant: 0,
      cssPace: 100,
    });
    expect(draft.title).toBe('Hill repeats');
    expect(draft.steps.map((b) => b.kind)).toEqual(['WarmUp', 'Repeat', 'CoolDown']);
    const coolDown = draft.steps.at(-1);
    expect(coolDown && !isRepeat(coolDown) ? coolDown.duration : undefined).toBe(9 * MINUTE);
    // No time lost by the fold: 12 warm-up + 7 × (1 + 2) + 9 cool-down, as before with 8 + 1 min
    // (the repeat carries its last jog; fitDraft trims the session to the slot).
    expect(blockStats(draft.steps).duration).toBe(42 * MINUTE);
  });

  it("a swim set's rests at the wall are timed with no pace; its lengths each carry the pace", () => {
    const plan = examplePlan('olympic-age-group.json', '2027-01-06');
    const swims = plan.sessions.filter((s) => s.sport === 'swim' && s.focus !== 'Race');
    const steps = swims.flatMap((s) => s.steps.flatMap((block) => (isRepeat(block) ? block.steps : [block])));
    const rests = steps.filter((step) => isSwimRest(step, 'swim'));
    expect(rests.length).toBeGreaterThan(0);
    for (const step of rests) {
      expect(step.target).toBeUndefined();
      expect(step.duration).toBeGreaterThan(0);
    }
    const lengths = steps.filter((step) => !isSwimRest(step, 'swim'));
    expect(lengths.length).toBeGreaterThan(rests.length);
    for (const step of lengths) expect(step.target?.kind).toBe('swimPace');
  });
});

describe('Foundation sessions carry some moderate work (~80 % easy by time)', () => {
  const ctx = { phase: 'Foundation' as TrainingPhase, level: 'Novice' as const, variant: 0, cssPace: 120 };

  it('a technique swim alternates easy and a little stronger repetitions, and says so', () => {
    const swim = buildSwimWorkout('Technique', 40 * MINUTE, ctx);
    expect(blockStats(swim.steps).hardDuration).toBeGreaterThan(0);
    expect(swim.description).toMatch(/× \(100 endurance \+ 100 tempo\)/);
    const calm = buildSwimWorkout('Technique', 40 * MINUTE, { ...ctx, calm: true });
    expect(blockStats(calm.steps).hardDuration).toBe(0);
  });

  it("a beginner's 60-min long ride holds two short tempo blocks; a 45-min one stays easy", () => {
    const ride = buildBikeWorkout('Long', 60 * MINUTE, ctx);
    expect(ride.title).toBe('Long ride with tempo blocks');
    expect(blockStats(ride.steps).hardDuration).toBe(12 * MINUTE);
    expect(blockStats(ride.steps).duration).toBe(60 * MINUTE);
    expect(blockStats(buildBikeWorkout('Long', 45 * MINUTE, ctx).steps).hardDuration).toBe(0);
  });

  it('a 40-min long run ends with a short steady-tempo finish', () => {
    const run = buildRunWorkout('Long', 40 * MINUTE, ctx);
    expect(run.title).toBe('Long run with a tempo finish');
    expect(blockStats(run.steps).hardDuration).toBe(8 * MINUTE);
  });
});
