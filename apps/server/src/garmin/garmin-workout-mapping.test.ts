import { describe, expect, it } from 'vitest';
import type { PlannedSession } from '@tricoach/core';
import { cssRepeat } from '../../test/support/swim-sets';
import { isPushable, toGarminWorkout } from './garmin-workout-mapping';

const base: PlannedSession = {
  id: '2026-03-05.s0.run',
  date: '2026-03-05',
  slotIndex: 0,
  sport: 'run',
  isMultisport: false,
  focus: 'VO2max',
  title: 'Run intervals',
  description: 'Five hard minutes, five times.',
  phase: 'Specific',
  duration: 3600,
  distance: 10000,
  leadUnit: 'Duration',
  load: 70,
  intensityFactor: 0.9,
  isHard: true,
  isInterval: true,
  isKey: true,
  easyDuration: 1800,
  status: 'planned',
  steps: [
    {
      kind: 'WarmUp',
      duration: 900,
      intensity: 'endurance',
      target: { kind: 'heartRate', low: 130, high: 145, unit: 'bpm', zone: 'Z2' },
    },
    {
      kind: 'Repeat',
      count: 5,
      steps: [
        {
          kind: 'Work',
          duration: 300,
          intensity: 'vo2max',
          target: { kind: 'pace', low: 240, high: 250, unit: 's/km', zone: 'Z5' },
        },
        {
          kind: 'Recovery',
          duration: 180,
          intensity: 'recovery',
          target: { kind: 'rpe', low: 2, high: 3, unit: 'rpe' },
        },
      ],
    },
    { kind: 'CoolDown', duration: 600, intensity: 'recovery' },
  ],
};

describe('a planned session as a Training API workout', () => {
  it('keeps repeats as WorkoutRepeatSteps with the targets in the athlete’s zones', () => {
    const workout = toGarminWorkout(base, '25m');
    expect(workout).toMatchObject({ workoutName: 'Run intervals', sport: 'RUNNING' });
    const [warmUp, repeat, coolDown] = workout.segments[0]?.steps ?? [];
    expect(warmUp).toMatchObject({
      type: 'WorkoutStep',
      stepOrder: 1,
      intensity: 'WARMUP',
      durationType: 'TIME',
      durationValue: 900,
      targetType: 'HEART_RATE',
      targetValueLow: 130,
      targetValueHigh: 145,
    });
    expect(repeat).toMatchObject({
      type: 'WorkoutRepeatStep',
      stepOrder: 2,
      repeatType: 'REPEAT_UNTIL_STEPS_CMPLT',
      repeatValue: 5,
    });
    const [work, recovery] = repeat?.type === 'WorkoutRepeatStep' ? repeat.steps : [];
    // 4:00–4:10 per km as speeds: 1000/250 = 4 m/s … 1000/240 ≈ 4.167 m/s.
    expect(work).toMatchObject({
      stepOrder: 3,
      intensity: 'INTERVAL',
      targetType: 'PACE',
      targetValueLow: 4,
      targetValueHigh: 4.167,
    });
    expect(recovery).toMatchObject({
      stepOrder: 4,
      intensity: 'RECOVERY',
      targetType: 'OPEN',
      description: 'RPE 2–3',
    });
    expect(coolDown).toMatchObject({ stepOrder: 5, intensity: 'COOLDOWN', targetType: 'OPEN' });
    expect(workout.poolLength).toBeUndefined();
  });

  it("sends a swim set's rest at the wall as a timed REST step, with no target", () => {
    const swim: PlannedSession = {
      ...base,
      id: '2026-03-05.s0.swim',
      sport: 'swim',
      steps: [
        cssRepeat(),
        // A recovery swim is still swimming: its lengths lead.
        { kind: 'Recovery', distance: 200, duration: 250, intensity: 'recovery' },
      ],
    };
    const [repeat, easy] = toGarminWorkout(swim, '25m').segments[0]?.steps ?? [];
    const [work, rest] = repeat?.type === 'WorkoutRepeatStep' ? repeat.steps : [];
    expect(work).toMatchObject({ intensity: 'INTERVAL', durationType: 'DISTANCE', durationValue: 100 });
    expect(rest).toMatchObject({
      intensity: 'REST',
      durationType: 'TIME',
      durationValue: 15,
      targetType: 'OPEN',
      description: 'rest at the wall',
    });
    expect(rest).not.toHaveProperty('secondaryTargetType');
    expect(easy).toMatchObject({ intensity: 'RECOVERY', durationType: 'DISTANCE', durationValue: 200 });
    // A run's timed recovery stays a recovery.
    const [, runRepeat] = toGarminWorkout(base, '25m').segments[0]?.steps ?? [];
    const runRecovery = runRepeat?.type === 'WorkoutRepeatStep' ? runRepeat.steps[1] : undefined;
    expect(runRecovery).toMatchObject({ intensity: 'RECOVERY' });
  });

  it('gives swims the pool length and the pace as a secondary target, distances in metres', () => {
    const swim: PlannedSession = {
      ...base,
      id: '2026-03-05.s0.swim',
      sport: 'swim',
      isInterval: false,
      steps: [
        {
          kind: 'Work',
          distance: 400,
          // The plan's estimate from the CSS: the watch counts the lengths, the distance leads.
          duration: 420,
          intensity: 'endurance',
          target: { kind: 'swimPace', low: 100, high: 110, unit: 's/100m' },
        },
      ],
    };
    const workout = toGarminWorkout(swim, '25yd');
    expect(workout).toMatchObject({ sport: 'LAP_SWIMMING', poolLength: 25, poolLengthUnit: 'YARD' });
    expect(workout.segments[0]?.steps[0]).toMatchObject({
      durationType: 'DISTANCE',
      durationValue: 400,
      targetType: 'OPEN',
      secondaryTargetType: 'PACE',
      secondaryTargetValueLow: 0.909,
      secondaryTargetValueHigh: 1,
    });
    expect(toGarminWorkout(swim, '33.33m')).toMatchObject({ poolLength: 33.33, poolLengthUnit: 'METER' });
  });

  it('sends a set planned in yards as whole metres the watch ends on the right length', () => {
    const lengths = (metres: number) => Math.ceil(metres / (25 * 0.9144) - 1e-9);
    for (const yards of [50, 100, 400, 1250]) {
      const distance = Math.round(yards * 0.9144 * 1000) / 1000;
      const step = { kind: 'Work' as const, distance, duration: 300, intensity: 'endurance' as const };
      const workout = toGarminWorkout({ ...base, sport: 'swim', isInterval: false, steps: [step] }, '25yd');
      const sent = workout.segments[0]?.steps[0] as { durationValue: number };
      expect(lengths(sent.durationValue), `${yards} yd`).toBe(yards / 25);
    }
  });

  it('sends a brick as one MULTI_SPORT workout, a segment per leg, steps numbered across them', () => {
    const ride = { kind: 'Steady' as const, duration: 3600, intensity: 'endurance' as const };
    const run = { kind: 'Work' as const, duration: 900, intensity: 'tempo' as const };
    const brick: PlannedSession = {
      ...base,
      sport: 'bike',
      isMultisport: true,
      focus: 'Brick',
      title: 'Brick: ride then run',
      steps: [ride, run],
      legs: [
        { sport: 'bike', duration: 3600, distance: 30000, steps: [ride] },
        { sport: 'run', duration: 900, distance: 3000, steps: [run] },
      ],
    };
    expect(isPushable(brick)).toBe(true);
    const workout = toGarminWorkout(brick, '25m');
    expect(workout.sport).toBe('MULTI_SPORT');
    expect(workout.segments.map((segment) => [segment.segmentOrder, segment.sport])).toEqual([
      [1, 'CYCLING'],
      [2, 'RUNNING'],
    ]);
    expect(workout.segments.flatMap((segment) => segment.steps.map((step) => step.stepOrder))).toEqual([
      1, 2,
    ]);
    expect(workout.segments[1]?.steps[0]).toMatchObject({ durationType: 'TIME', durationValue: 900 });
    // A race is raced, not followed as a workout; a leg without steps keeps the session home.
    expect(isPushable({ ...brick, focus: 'Race' })).toBe(false);
    expect(isPushable({ ...brick, legs: [{ sport: 'bike', duration: 3600, distance: 0, steps: [] }] })).toBe(
      false,
    );
  });

  it('sends strength as STRENGTH_TRAINING: each exercise Garmin’s own key, sets of reps and rests', () => {
    const strength: PlannedSession = {
      ...base,
      sport: 'strength',
      title: 'Strength A',
      isInterval: false,
      steps: [
        { kind: 'WarmUp', duration: 480, intensity: 'recovery', note: 'mobility' },
        { kind: 'Steady', duration: 1620, intensity: 'endurance' },
        { kind: 'CoolDown', duration: 300, intensity: 'recovery' },
      ],
      exercises: [
        { name: 'Back squat or goblet squat', sets: 3, reps: '6–8', rest: 120 },
        { name: 'Copenhagen side plank', sets: 1, reps: '20 s each side', rest: 45 },
      ],
    };
    expect(isPushable(strength)).toBe(true);
    expect(isPushable({ ...strength, exercises: [] })).toBe(false);
    const workout = toGarminWorkout(strength, '25m');
    expect(workout).toMatchObject({ sport: 'STRENGTH_TRAINING', segments: [{ sport: 'STRENGTH_TRAINING' }] });
    const [warmUp, squat, plank, plankRest, coolDown] = workout.segments[0]?.steps ?? [];
    expect(warmUp).toMatchObject({ stepOrder: 1, intensity: 'WARMUP', durationValue: 480 });
    expect(squat).toMatchObject({
      type: 'WorkoutRepeatStep',
      stepOrder: 2,
      repeatValue: 3,
      steps: [
        {
          stepOrder: 3,
          durationType: 'REPS',
          durationValue: 6,
          exerciseCategory: 'SQUAT',
          exerciseName: 'GOBLET_SQUAT',
        },
        { stepOrder: 4, intensity: 'REST', durationType: 'TIME', durationValue: 120 },
      ],
    });
    expect(plank).toMatchObject({
      type: 'WorkoutStep',
      stepOrder: 5,
      durationType: 'TIME',
      durationValue: 40,
      exerciseCategory: 'PLANK',
      exerciseName: 'SIDE_PLANK',
    });
    expect(plankRest).toMatchObject({ stepOrder: 6, intensity: 'REST', durationValue: 45 });
    expect(coolDown).toMatchObject({ stepOrder: 7, intensity: 'COOLDOWN', durationValue: 300 });
  });

  it('sends only sessions that are planned, single-sport and have steps (or exercises)', () => {
    expect(isPushable(base)).toBe(true);
    expect(isPushable({ ...base, status: 'skipped' })).toBe(false);
    expect(isPushable({ ...base, sport: 'strength' })).toBe(false);
    expect(isPushable({ ...base, isMultisport: true })).toBe(false);
    expect(isPushable({ ...base, steps: [] })).toBe(false);
  });
});
