import { Profile } from '@garmin/fitsdk';
import type { StrengthExercise } from '@tricoach/core';

/**
 * Our strength exercises as Garmin's own: a watch shows an exercise's name, animation and rep
 * counting only for a category (and name) from its list, the same keys in FIT files
 * (`squat`/`gobletSquat`) and in the Training API (`SQUAT`/`GOBLET_SQUAT`). Where an exercise
 * offers a choice ("back squat or goblet squat") the version needing least equipment is named.
 */
const GARMIN_EXERCISES: Record<string, { category: string; name?: string }> = {
  'Back squat or goblet squat': { category: 'squat', name: 'gobletSquat' },
  'Romanian deadlift': { category: 'deadlift', name: 'romanianDeadlift' },
  'Bulgarian split squat': { category: 'lunge', name: 'dumbbellBulgarianSplitSquat' },
  'Single-leg calf raise': { category: 'calfRaise', name: 'singleLegStandingCalfRaise' },
  'Front plank': { category: 'plank', name: 'plank' },
  'Band pull-apart': { category: 'shoulderStability' },
  'Step-up to knee drive': { category: 'lunge' },
  'Single-leg Romanian deadlift': { category: 'deadlift', name: 'singleLegRomanianDeadliftWithDumbbell' },
  'Glute bridge': { category: 'hipRaise' },
  'Pull-up or inverted row': { category: 'row', name: 'invertedRow' },
  'Dead bug': { category: 'hipStability', name: 'deadBug' },
  'Copenhagen side plank': { category: 'plank', name: 'sidePlank' },
  'Box jump or squat jump': { category: 'plyo', name: 'boxJump' },
  'Side plank': { category: 'plank', name: 'sidePlank' },
  'Band external rotation': { category: 'shoulderStability', name: 'bandExternalRotation' },
};

/** One exercise as a device runs it: `sets` rounds of the work, each followed by the rest. */
export interface StrengthSet {
  /** Our name, for the step's title on the watch. */
  title: string;
  /** Garmin's category and exercise keys (FIT profile spelling), or `unknown` for an exercise of ours it lacks. */
  category: string;
  name: string | null;
  /** The numbers a FIT file stores for them. */
  fitCategory: number;
  fitName: number | null;
  sets: number;
  /** Repetitions per set, or a hold in seconds. */
  work: { reps: number } | { seconds: number };
  restSeconds: number;
  /** What a number alone cannot say: "8 each leg", "slow lowering". */
  note: string | null;
}

const keyOf = (type: string, wanted: string): number | null => {
  const values = (Profile.types as Record<string, Record<string, string>>)[type] ?? {};
  const hit = Object.entries(values).find(([, value]) => value === wanted);
  return hit ? Number(hit[0]) : null;
};

/** Garmin's key of an exercise in the Training API's spelling: `gobletSquat` → `GOBLET_SQUAT`. */
export const trainingApiKey = (fitKey: string) =>
  fitKey
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-z])([0-9])/g, '$1_$2')
    .toUpperCase();

/**
 * "6–8" is 6 reps (the heavy end), "8 each leg" is 16 in a set (both legs), "40 s" a 40-second
 * hold and "20 s each side" 40 seconds; the words stay in the note.
 */
function workOf(reps: string): { work: StrengthSet['work']; sides: boolean } {
  const count = Number(/\d+/.exec(reps)?.[0] ?? 1);
  const sides = /each (leg|side|arm)/.test(reps);
  const total = sides ? count * 2 : count;
  return { work: /\d+\s*s\b/.test(reps) ? { seconds: total } : { reps: total }, sides };
}

export function strengthSets(exercises: readonly StrengthExercise[]): StrengthSet[] {
  return exercises.map((exercise) => {
    const garmin = GARMIN_EXERCISES[exercise.name];
    const category = garmin?.category ?? 'unknown';
    const fitCategory = keyOf('exerciseCategory', category) ?? 65534;
    const name = garmin?.name ?? null;
    const { work, sides } = workOf(exercise.reps);
    const note = [sides || /–/.test(exercise.reps) ? exercise.reps : null, exercise.note ?? null]
      .filter(Boolean)
      .join(', ');
    return {
      title: exercise.name,
      category,
      name,
      fitCategory,
      fitName: name ? keyOf(`${category}ExerciseName`, name) : null,
      sets: exercise.sets,
      work,
      restSeconds: exercise.rest,
      note: note || null,
    };
  });
}
