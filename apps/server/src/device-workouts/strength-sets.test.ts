import { Profile } from '@garmin/fitsdk';
import { STRENGTH_EXERCISE_NAMES } from '@tricoach/core';
import { describe, expect, it } from 'vitest';
import { strengthSets, trainingApiKey } from './strength-sets';

const types = Profile.types as Record<string, Record<string, string>>;

describe('strength exercises as Garmin’s own', () => {
  it('maps every exercise a plan can hold to a category (and name) in Garmin’s list', () => {
    const sets = strengthSets(
      STRENGTH_EXERCISE_NAMES.map((name) => ({ name, sets: 3, reps: '8', rest: 60 })),
    );
    for (const set of sets) {
      expect(set.category, set.title).not.toBe('unknown');
      expect(types.exerciseCategory?.[set.fitCategory], set.title).toBe(set.category);
      if (set.name !== null) expect(types[`${set.category}ExerciseName`]?.[set.fitName ?? -1]).toBe(set.name);
    }
  });

  it('reads reps, holds and sides the way the athlete would do them', () => {
    const [ranged, sided, hold, sidedHold] = strengthSets([
      { name: 'Back squat or goblet squat', sets: 3, reps: '6–8', rest: 120 },
      { name: 'Bulgarian split squat', sets: 3, reps: '8 each leg', rest: 90 },
      { name: 'Front plank', sets: 3, reps: '40 s', rest: 45 },
      { name: 'Side plank', sets: 2, reps: '30 s each side', rest: 45, note: 'hips high' },
    ]);
    expect(ranged).toMatchObject({ work: { reps: 6 }, note: '6–8', restSeconds: 120, sets: 3 });
    expect(sided).toMatchObject({ work: { reps: 16 }, note: '8 each leg' });
    expect(hold).toMatchObject({ work: { seconds: 40 }, note: null });
    expect(sidedHold).toMatchObject({ work: { seconds: 60 }, note: '30 s each side, hips high' });
  });

  it('spells keys as the Training API does', () => {
    expect(trainingApiKey('gobletSquat')).toBe('GOBLET_SQUAT');
    expect(trainingApiKey('calfRaise')).toBe('CALF_RAISE');
    expect(trainingApiKey('singleLegRomanianDeadliftWithDumbbell')).toBe(
      'SINGLE_LEG_ROMANIAN_DEADLIFT_WITH_DUMBBELL',
    );
  });
});
