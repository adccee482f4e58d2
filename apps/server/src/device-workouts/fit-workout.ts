import { Encoder, type WorkoutStepMesg } from '@garmin/fitsdk';
import {
  isSwimRest,
  POOL_LENGTH_METERS,
  type EnduranceSport,
  type PoolLength,
  type StepTarget,
  type WorkoutBlock,
  type WorkoutStep,
} from '@tricoach/core';
import { fitWriter } from '../activity-imports/fit-messages';
import type { StrengthSet } from './strength-sets';

/** What a device workout is written from: a planned session's (or leg's) steps with their targets. */
interface DeviceWorkout {
  name: string;
  sport: EnduranceSport | 'strength';
  steps: readonly WorkoutBlock[];
  /** Seconds: one open-ended step of this length when the session has no steps (a race). */
  duration: number;
  poolLength: PoolLength;
  createdAt: Date;
  /** A strength session's exercises: they take the place of its timed circuit step. */
  strength?: readonly StrengthSet[];
}

const FIT_SPORT = { run: 'running', bike: 'cycling', swim: 'swimming', strength: 'training' } as const;
const FIT_INTENSITY = {
  WarmUp: 'warmup',
  CoolDown: 'cooldown',
  Recovery: 'recovery',
  Work: 'active',
  Steady: 'active',
  Drill: 'active',
} as const;
/** FIT custom targets: heart rate above 100 is bpm + 100, power above 1000 is W + 1000 (below are % of threshold). */
const HEART_RATE_OFFSET = 100;
const POWER_OFFSET = 1000;

/** A pace (seconds per `per` metres) as FIT speed, mm/s. */
const speedOf = (secondsPer: number, per: number) => Math.round((per / secondsPer) * 1000);

/** A custom target range (0 as the target value tells the device to read the range). */
const customRange = (
  targetType: WorkoutStepMesg['targetType'],
  low: number,
  high: number,
): Partial<WorkoutStepMesg> => ({
  targetType,
  targetValue: 0,
  customTargetValueLow: low,
  customTargetValueHigh: high,
});

function targetFields(target: StepTarget | undefined): Partial<WorkoutStepMesg> {
  switch (target?.kind) {
    case 'heartRate':
      return customRange(
        'heartRate',
        Math.round(target.low) + HEART_RATE_OFFSET,
        Math.round(target.high) + HEART_RATE_OFFSET,
      );
    case 'power':
      return customRange(
        'power',
        Math.round(target.low) + POWER_OFFSET,
        Math.round(target.high) + POWER_OFFSET,
      );
    // Paces: `low` is the faster pace, so it gives the higher speed.
    case 'pace':
      return customRange('speed', speedOf(target.high, 1000), speedOf(target.low, 1000));
    case 'swimPace':
      return customRange('speed', speedOf(target.high, 100), speedOf(target.low, 100));
    default:
      // RPE has no device target: the step runs open and its name says the effort.
      return { targetType: 'open' };
  }
}

const rpeNote = (target: StepTarget | undefined) =>
  target?.kind === 'rpe' ? ` RPE ${target.low}–${target.high}` : '';

/**
 * A planned workout as a FIT workout file any Garmin device loads: file_id (type workout),
 * workout, then workout_steps. Durations are time (ms) or distance (cm), targets the athlete's
 * own zones as custom ranges, repeats a repeat step pointing back at the first repeated step,
 * swims carry the pool length. Garmin's encoder writes the header and CRCs.
 */
export function writeFitWorkout(workout: DeviceWorkout): Uint8Array {
  const encoder = new Encoder();
  const fit = fitWriter(encoder);
  const steps: WorkoutStepMesg[] = [];
  const push = (step: WorkoutStep) => {
    // A step's distance leads when it has one: a swim set's metres (the watch counts the
    // lengths; its minutes are only the plan's estimate) or a race leg's distance.
    const duration: Partial<WorkoutStepMesg> = step.distance
      ? { durationType: 'distance', durationValue: Math.round(step.distance * 100) }
      : step.duration
        ? { durationType: 'time', durationValue: Math.round(step.duration * 1000) }
        : { durationType: 'open' };
    // A rest at the wall is a rest step, named so: the watch times it and counts no lengths.
    const isRest = isSwimRest(step, workout.sport);
    const name = isRest
      ? 'Rest'
      : step.kind === 'WarmUp'
        ? 'Warm-up'
        : step.kind === 'CoolDown'
          ? 'Cool-down'
          : step.kind;
    steps.push({
      messageIndex: steps.length,
      wktStepName: `${name}${rpeNote(step.target)}`.slice(0, 32),
      ...duration,
      ...targetFields(step.target),
      intensity: isRest ? 'rest' : FIT_INTENSITY[step.kind],
      ...(step.note ? { notes: step.note.slice(0, 50) } : {}),
    });
  };
  const pushSet = (set: StrengthSet) => {
    const first = steps.length;
    steps.push({
      messageIndex: steps.length,
      wktStepName: set.title.slice(0, 32),
      ...('reps' in set.work
        ? { durationType: 'reps', durationValue: set.work.reps }
        : { durationType: 'time', durationValue: set.work.seconds * 1000 }),
      targetType: 'open',
      intensity: 'active',
      exerciseCategory: set.fitCategory,
      ...(set.fitName === null ? {} : { exerciseName: set.fitName }),
      ...(set.note ? { notes: set.note.slice(0, 50) } : {}),
    } as WorkoutStepMesg);
    steps.push({
      messageIndex: steps.length,
      wktStepName: 'Rest',
      durationType: 'time',
      durationValue: set.restSeconds * 1000,
      targetType: 'open',
      intensity: 'rest',
    });
    if (set.sets > 1)
      steps.push({
        messageIndex: steps.length,
        durationType: 'repeatUntilStepsCmplt',
        durationValue: first,
        targetValue: set.sets,
        targetType: 'open',
      });
  };
  if (workout.strength) {
    // Mobility before, the exercises set by set (the watch counts reps and times the rests), a stretch after.
    for (const block of workout.steps) if (block.kind === 'WarmUp') push(block);
    workout.strength.forEach(pushSet);
    for (const block of workout.steps) if (block.kind === 'CoolDown') push(block);
  } else
    for (const block of workout.steps) {
      if (block.kind === 'Repeat') {
        const first = steps.length;
        block.steps.forEach(push);
        steps.push({
          messageIndex: steps.length,
          durationType: 'repeatUntilStepsCmplt',
          durationValue: first,
          targetValue: block.count,
          targetType: 'open',
        });
      } else {
        push(block);
      }
    }
  if (steps.length === 0)
    steps.push({
      messageIndex: 0,
      wktStepName: workout.name.slice(0, 32),
      durationType: 'time',
      durationValue: Math.round(workout.duration * 1000),
      targetType: 'open',
      intensity: 'active',
    });

  fit.fileId({
    type: 'workout',
    manufacturer: 'development',
    product: 0,
    serialNumber: 1,
    timeCreated: workout.createdAt,
  });
  fit.workout({
    sport: FIT_SPORT[workout.sport],
    numValidSteps: steps.length,
    wktName: workout.name.slice(0, 40),
    ...(workout.sport === 'swim'
      ? {
          subSport: 'lapSwimming',
          poolLength: POOL_LENGTH_METERS[workout.poolLength],
          poolLengthUnit: workout.poolLength.endsWith('yd') ? 'statute' : 'metric',
        }
      : workout.sport === 'strength'
        ? { subSport: 'strengthTraining' }
        : {}),
  });
  steps.forEach((step) => fit.workoutStep(step));
  return encoder.close();
}
