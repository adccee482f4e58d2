import type { StrengthExercise } from '../model/plan-types';
import type { StrengthStage } from './strength-week';
import { MINUTE, timed } from './workout-steps';
import { pick, type WorkoutDraft } from './workout-types';

/**
 * Strength for endurance athletes: heavy, low-rep lower-body work and core stability improve
 * economy without adding mass (Rønnestad & Mujika 2014; Beattie et al. 2014). coaching-science.md
 * "Progression": 2–4 sets of 4–15 reps of named exercises with load guidance, from anatomical
 * adaptation to max strength in Foundation, maintenance in Specific. The load is set by reps in
 * reserve (RIR: reps left before failure; RPE = 10 − RIR), which needs no one-rep-max test.
 */

/** A lift with its load as reps in reserve, said on the exercise so the watch shows it too. */
function lift(
  name: string,
  sets: number,
  reps: string,
  rest: number,
  repsInReserve: number,
  cue?: string,
): StrengthExercise {
  const load = `RPE ${10 - repsInReserve} (${repsInReserve} reps in reserve)`;
  return { name, sets, reps, rest, note: cue ? `${load}, ${cue}` : load };
}

/** Core, shoulder and jump work: done with control, not to a load. */
function drill(name: string, sets: number, reps: string, rest: number, note: string): StrengthExercise {
  return { name, sets, reps, rest, note };
}

/** Anatomical adaptation: 2–3 sets of 10–15 at RPE 6–7, the movements and tendons first. */
const ADAPTATION: readonly (readonly StrengthExercise[])[] = [
  [
    lift('Back squat or goblet squat', 2, '12–15', 75, 4),
    lift('Romanian deadlift', 2, '12', 75, 4, 'hinge at the hips'),
    lift('Bulgarian split squat', 2, '10 each leg', 60, 4),
    lift('Single-leg calf raise', 2, '15 each leg', 45, 3, 'slow lowering, protects the Achilles'),
    drill('Front plank', 3, '30 s', 45, 'ribs down, glutes tight'),
    drill('Band pull-apart', 2, '15', 45, 'shoulder health for swimming'),
  ],
  [
    lift('Step-up to knee drive', 2, '12 each leg', 60, 4),
    lift('Single-leg Romanian deadlift', 2, '10 each leg', 60, 4),
    lift('Glute bridge', 2, '15', 45, 3),
    lift('Pull-up or inverted row', 2, '10–12', 75, 3, 'the swim pull'),
    drill('Dead bug', 2, '10 each side', 45, 'low back stays down'),
    drill('Side plank', 2, '20 s each side', 45, 'hips high'),
    drill('Band external rotation', 2, '15', 45, 'rotator cuff for swimming'),
  ],
];

/** Max strength: 3–4 sets of 4–6 heavy reps at RPE 8, full rests (Rønnestad & Mujika 2014). */
const MAX_STRENGTH: readonly (readonly StrengthExercise[])[] = [
  [
    lift('Back squat or goblet squat', 4, '4–6', 150, 2),
    lift('Romanian deadlift', 3, '5–6', 120, 2),
    lift('Bulgarian split squat', 3, '6 each leg', 90, 2),
    lift('Single-leg calf raise', 3, '10 each leg', 60, 2, 'slow lowering'),
    drill('Front plank', 3, '40 s', 45, 'ribs down, glutes tight'),
    drill('Band pull-apart', 3, '15', 45, 'shoulder health for swimming'),
  ],
  [
    lift('Step-up to knee drive', 3, '6 each leg', 90, 2),
    lift('Single-leg Romanian deadlift', 3, '6 each leg', 90, 2),
    lift('Pull-up or inverted row', 3, '5–8', 120, 2, 'the swim pull'),
    drill('Copenhagen side plank', 2, '20 s each side', 45, 'groin and hip stability'),
    drill('Dead bug', 3, '10 each side', 45, 'low back stays down'),
    drill('Band external rotation', 3, '12', 45, 'rotator cuff for swimming'),
  ],
];

/** Maintenance: one short session, few heavy sets and jumps, so the Foundation's strength stays. */
const MAINTENANCE: readonly StrengthExercise[] = [
  drill('Box jump or squat jump', 3, '5', 90, 'explosive, full recovery'),
  lift('Back squat or goblet squat', 2, '4–5', 120, 2),
  lift('Single-leg Romanian deadlift', 2, '6 each leg', 90, 2),
  lift('Pull-up or inverted row', 2, '6', 90, 2),
  drill('Side plank', 2, '30 s each side', 45, 'hips high'),
  drill('Band external rotation', 2, '15', 45, 'rotator cuff for swimming'),
];

const STAGE_TEXT: Readonly<Record<StrengthStage, { title: string; load: string }>> = {
  Adaptation: {
    title: 'Strength basics',
    load: 'Learn the movements: moderate loads, every set stops 3–4 reps short of failure (RPE 6–7)',
  },
  MaxStrength: {
    title: 'Heavy strength',
    load: 'Heavy: the last rep of each set with 2 reps in reserve (RPE 8), full rests; add load when all sets feel easier',
  },
  Maintenance: {
    title: 'Strength maintenance',
    load: 'Keep what the base built: few heavy sets at RPE 8 and jumps, never to fatigue',
  },
};

/** Every exercise a plan can hold (devices map each to their own exercise list). */
export const STRENGTH_EXERCISE_NAMES: readonly string[] = [
  ...new Set([...ADAPTATION.flat(), ...MAX_STRENGTH.flat(), ...MAINTENANCE].map((exercise) => exercise.name)),
];

export function buildStrengthWorkout(duration: number, stage: StrengthStage, variant: number): WorkoutDraft {
  const exercises =
    stage === 'Maintenance' ? MAINTENANCE : pick(stage === 'Adaptation' ? ADAPTATION : MAX_STRENGTH, variant);
  const minutes = duration / MINUTE;
  const text = STAGE_TEXT[stage];
  return {
    focus: 'Strength',
    title: stage === 'Maintenance' ? text.title : `${text.title} ${variant % 2 === 0 ? 'A' : 'B'}`,
    description: `${text.load}. ${exercises
      .map((exercise) => `${exercise.name} ${exercise.sets} × ${exercise.reps}`)
      .join('; ')}`,
    steps: [
      timed('WarmUp', 8, 'recovery', 'mobility: hips, ankles, thoracic spine'),
      timed('Steady', minutes - 13, 'endurance', 'strength circuit below'),
      timed('CoolDown', 5, 'recovery', 'stretch'),
    ],
    exercises: [...exercises],
    isInterval: false,
    leadUnit: 'Duration',
  };
}
