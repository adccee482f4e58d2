import type { StrengthExercise, TrainingPhase } from '../model/plan-types';
import { MINUTE, timed } from './workout-steps';
import { pick, type WorkoutDraft } from './workout-types';

/**
 * Strength for endurance athletes: heavy, low-rep lower-body work and core stability improve
 * economy without adding mass (Rønnestad & Mujika 2014; Beattie et al. 2014). Foundation
 * builds (2 sessions, 3 sets); Specific maintains (1 session, fewer sets, more power).
 */
const FOUNDATION_A: readonly StrengthExercise[] = [
  { name: 'Back squat or goblet squat', sets: 3, reps: '6–8', rest: 120 },
  { name: 'Romanian deadlift', sets: 3, reps: '8', rest: 120 },
  { name: 'Bulgarian split squat', sets: 3, reps: '8 each leg', rest: 90 },
  {
    name: 'Single-leg calf raise',
    sets: 3,
    reps: '12 each leg',
    rest: 60,
    note: 'slow lowering, protects the Achilles',
  },
  { name: 'Front plank', sets: 3, reps: '40 s', rest: 45 },
  { name: 'Band pull-apart', sets: 3, reps: '15', rest: 45, note: 'shoulder health for swimming' },
];
const FOUNDATION_B: readonly StrengthExercise[] = [
  { name: 'Step-up to knee drive', sets: 3, reps: '8 each leg', rest: 90 },
  { name: 'Single-leg Romanian deadlift', sets: 3, reps: '8 each leg', rest: 90 },
  { name: 'Glute bridge', sets: 3, reps: '12', rest: 60 },
  { name: 'Pull-up or inverted row', sets: 3, reps: '6–10', rest: 90 },
  { name: 'Dead bug', sets: 3, reps: '10 each side', rest: 45 },
  { name: 'Copenhagen side plank', sets: 2, reps: '20 s each side', rest: 45 },
];
const MAINTENANCE: readonly StrengthExercise[] = [
  { name: 'Box jump or squat jump', sets: 3, reps: '5', rest: 90, note: 'explosive, full recovery' },
  { name: 'Back squat or goblet squat', sets: 2, reps: '5', rest: 120 },
  { name: 'Single-leg Romanian deadlift', sets: 2, reps: '6 each leg', rest: 90 },
  { name: 'Side plank', sets: 2, reps: '30 s each side', rest: 45 },
  { name: 'Band external rotation', sets: 2, reps: '15', rest: 45 },
];

/** Every exercise a plan can hold (devices map each to their own exercise list). */
export const STRENGTH_EXERCISE_NAMES: readonly string[] = [
  ...new Set([...FOUNDATION_A, ...FOUNDATION_B, ...MAINTENANCE].map((exercise) => exercise.name)),
];

export function buildStrengthWorkout(duration: number, phase: TrainingPhase, variant: number): WorkoutDraft {
  const exercises = phase === 'Foundation' ? pick([FOUNDATION_A, FOUNDATION_B], variant) : MAINTENANCE;
  const minutes = duration / MINUTE;
  return {
    focus: 'Strength',
    title: phase === 'Foundation' ? `Strength ${variant % 2 === 0 ? 'A' : 'B'}` : 'Strength maintenance',
    description: exercises
      .map((exercise) => `${exercise.name} ${exercise.sets} × ${exercise.reps}`)
      .join('; '),
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
