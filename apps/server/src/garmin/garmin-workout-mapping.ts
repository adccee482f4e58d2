import { createHash } from 'node:crypto';
import {
  isSwimRest,
  type PlannedSession,
  type StepTarget,
  type WorkoutBlock,
  type WorkoutStep,
} from '@tricoach/core';
import { strengthSets, trainingApiKey } from '../device-workouts/strength-sets';
import type { GarminRepeatStep, GarminWorkout, GarminWorkoutStep } from './garmin-client';

/**
 * What the Training API takes for our sports (integrations.md); a brick goes as MULTI_SPORT with a
 * segment per leg; strength as STRENGTH_TRAINING with each exercise as Garmin's own key.
 */
const GARMIN_SPORT = { swim: 'LAP_SWIMMING', bike: 'CYCLING', run: 'RUNNING' } as const;
const isEnduranceSport = (sport: string): sport is keyof typeof GARMIN_SPORT => sport in GARMIN_SPORT;

/** Pool lengths of the athlete's preferences (spec section 3) as Garmin's value and unit. */
const POOL: Record<string, { length: number; unit: 'METER' | 'YARD' }> = {
  '25m': { length: 25, unit: 'METER' },
  '50m': { length: 50, unit: 'METER' },
  '33.33m': { length: 33.33, unit: 'METER' },
  '25yd': { length: 25, unit: 'YARD' },
};

/** Garmin allows at most 100 steps in a single-sport workout. */
const MAX_STEPS = 100;

export function isPushable(session: PlannedSession): boolean {
  if (session.status === 'skipped' || session.focus === 'Race') return false;
  // A brick: every leg a sport the watch runs, each with its steps.
  if (session.legs?.length)
    return session.legs.every((leg) => isEnduranceSport(leg.sport) && leg.steps.length > 0);
  if (session.sport === 'strength') return (session.exercises?.length ?? 0) > 0;
  return !session.isMultisport && isEnduranceSport(session.sport) && session.steps.length > 0;
}

function intensityOf(
  step: WorkoutStep,
  isInterval: boolean,
  isSwim: boolean,
): GarminWorkoutStep['intensity'] {
  // A rest at the wall is a rest step: the watch times it and counts no lengths.
  if (isSwim && isSwimRest(step, 'swim')) return 'REST';
  switch (step.kind) {
    case 'WarmUp':
      return 'WARMUP';
    case 'CoolDown':
      return 'COOLDOWN';
    case 'Recovery':
      return 'RECOVERY';
    case 'Work':
      return isInterval ? 'INTERVAL' : 'ACTIVE';
    default:
      return 'ACTIVE';
  }
}

/**
 * The step's target in the athlete's zones as the Training API wants it: heart rate in bpm,
 * power in watts, pace as speed in m/s (the slower pace is the lower speed). RPE has no
 * device target: the step stays open with the effort in its description.
 */
function targetOf(
  target: StepTarget | undefined,
  isSwim: boolean,
): Pick<
  GarminWorkoutStep,
  | 'targetType'
  | 'targetValueLow'
  | 'targetValueHigh'
  | 'secondaryTargetType'
  | 'secondaryTargetValueLow'
  | 'secondaryTargetValueHigh'
> {
  const open = { targetType: 'OPEN' as const, targetValueLow: null, targetValueHigh: null };
  if (!target) return open;
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  if (target.kind === 'heartRate')
    return {
      targetType: 'HEART_RATE',
      targetValueLow: Math.round(target.low),
      targetValueHigh: Math.round(target.high),
    };
  if (target.kind === 'power')
    return {
      targetType: 'POWER',
      targetValueLow: Math.round(target.low),
      targetValueHigh: Math.round(target.high),
    };
  if (target.kind === 'pace' || target.kind === 'swimPace') {
    const per = target.unit === 's/100m' ? 100 : 1000;
    // `low` is the faster pace: its speed is the upper bound.
    const speedLow = round(per / target.high, 3);
    const speedHigh = round(per / target.low, 3);
    // Swim steps take the pace as a secondary target (issue 13, Garmin's Training API v2).
    if (isSwim)
      return {
        ...open,
        secondaryTargetType: 'PACE',
        secondaryTargetValueLow: speedLow,
        secondaryTargetValueHigh: speedHigh,
      };
    return { targetType: 'PACE', targetValueLow: speedLow, targetValueHigh: speedHigh };
  }
  return open;
}

function describe(step: WorkoutStep): string | undefined {
  const parts = [
    step.target?.kind === 'rpe' ? `RPE ${step.target.low}–${step.target.high}` : step.target?.zone,
    step.note,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ').slice(0, 512) : undefined;
}

/** A planned session as a Training API workout: repeats become WorkoutRepeatSteps, targets in the athlete's zones. */
export function toGarminWorkout(session: PlannedSession, poolLength: string): GarminWorkout {
  if (session.sport === 'strength') return toGarminStrengthWorkout(session);
  const parts = session.legs?.length
    ? session.legs.map((leg) => ({ sport: leg.sport, steps: leg.steps }))
    : [{ sport: session.sport, steps: session.steps }];
  let order = 0;
  const segments = parts.map((part, index) => {
    if (!isEnduranceSport(part.sport)) throw new Error(`Garmin takes no ${part.sport} workout.`);
    const sport = GARMIN_SPORT[part.sport];
    const isSwim = part.sport === 'swim';
    const pool = isSwim ? (POOL[poolLength] ?? POOL['25m']) : undefined;
    return {
      segmentOrder: index + 1,
      sport,
      ...(pool ? { poolLength: pool.length, poolLengthUnit: pool.unit } : {}),
      steps: part.steps.map((block) => toGarminBlock(block, isSwim)),
    };
  });
  if (order > MAX_STEPS)
    throw new Error(`The session has ${order} steps; Garmin takes at most ${MAX_STEPS}.`);
  const single = segments.length === 1 ? segments[0] : undefined;
  return {
    workoutName: session.title.slice(0, 80),
    description: session.description.slice(0, 1024),
    sport: single ? single.sport : 'MULTI_SPORT',
    ...(single?.poolLength ? { poolLength: single.poolLength, poolLengthUnit: single.poolLengthUnit } : {}),
    segments,
  };

  function toGarminBlock(b: WorkoutBlock, isSwim: boolean): GarminWorkoutStep | GarminRepeatStep {
    if (b.kind !== 'Repeat') return toGarminStep(b, isSwim);
    order += 1;
    const repeatOrder = order;
    return {
      type: 'WorkoutRepeatStep',
      stepOrder: repeatOrder,
      repeatType: 'REPEAT_UNTIL_STEPS_CMPLT',
      repeatValue: b.count,
      steps: b.steps.map((s) => toGarminStep(s, isSwim)),
    };
  }

  function toGarminStep(s: WorkoutStep, isSwim: boolean): GarminWorkoutStep {
    order += 1;
    const description = describe(s);
    return {
      type: 'WorkoutStep',
      stepOrder: order,
      intensity: intensityOf(s, session.isInterval, isSwim),
      ...(description ? { description } : {}),
      // The distance leads when the step has one (a swim set's metres: the watch counts lengths,
      // the minutes are the plan's estimate; a race leg's distance), as in the FIT file. Whole
      // metres rounded down: 400 yd (365.76 m) goes as 365 m, which the watch ends after the 16th
      // length of a 25-yard pool, where 366 would take a 17th.
      ...(s.distance
        ? {
            durationType: 'DISTANCE' as const,
            durationValue: Math.max(1, Math.floor(s.distance)),
            durationValueType: 'METER' as const,
          }
        : s.duration
          ? { durationType: 'TIME' as const, durationValue: Math.round(s.duration) }
          : { durationType: 'OPEN' as const, durationValue: null }),
      ...targetOf(s.target, isSwim),
    };
  }
}

export function workoutHash(workout: GarminWorkout): string {
  return createHash('sha256').update(JSON.stringify(workout)).digest('hex');
}

/** Mobility, then each exercise as sets of work and rest (the watch counts reps), then a stretch. */
function toGarminStrengthWorkout(session: PlannedSession): GarminWorkout {
  let order = 0;
  const timed = (step: WorkoutStep): GarminWorkoutStep => ({
    type: 'WorkoutStep',
    stepOrder: (order += 1),
    intensity: step.kind === 'WarmUp' ? 'WARMUP' : 'COOLDOWN',
    ...(step.note ? { description: step.note.slice(0, 512) } : {}),
    durationType: 'TIME',
    durationValue: Math.round(step.duration ?? 0),
    targetType: 'OPEN',
    targetValueLow: null,
    targetValueHigh: null,
  });
  const edge = (kind: WorkoutStep['kind']) =>
    session.steps.flatMap((block) => (block.kind === kind && block.duration ? [timed(block)] : []));
  const warmUp = edge('WarmUp');
  const sets = strengthSets(session.exercises ?? []).flatMap(
    (set): (GarminWorkoutStep | GarminRepeatStep)[] => {
      const repeatOrder = set.sets > 1 ? (order += 1) : 0;
      const work: GarminWorkoutStep = {
        type: 'WorkoutStep',
        stepOrder: (order += 1),
        intensity: 'ACTIVE',
        description: [set.title, set.note].filter(Boolean).join(' · ').slice(0, 512),
        ...('reps' in set.work
          ? { durationType: 'REPS' as const, durationValue: set.work.reps }
          : { durationType: 'TIME' as const, durationValue: set.work.seconds }),
        targetType: 'OPEN',
        targetValueLow: null,
        targetValueHigh: null,
        exerciseCategory: trainingApiKey(set.category),
        exerciseName: set.name ? trainingApiKey(set.name) : null,
      };
      const rest: GarminWorkoutStep = {
        type: 'WorkoutStep',
        stepOrder: (order += 1),
        intensity: 'REST',
        durationType: 'TIME',
        durationValue: set.restSeconds,
        targetType: 'OPEN',
        targetValueLow: null,
        targetValueHigh: null,
      };
      if (set.sets <= 1) return [work, rest];
      return [
        {
          type: 'WorkoutRepeatStep',
          stepOrder: repeatOrder,
          repeatType: 'REPEAT_UNTIL_STEPS_CMPLT',
          repeatValue: set.sets,
          steps: [work, rest],
        },
      ];
    },
  );
  const steps = [...warmUp, ...sets, ...edge('CoolDown')];
  if (order > MAX_STEPS)
    throw new Error(`The session has ${order} steps; Garmin takes at most ${MAX_STEPS}.`);
  return {
    workoutName: session.title.slice(0, 80),
    description: session.description.slice(0, 1024),
    sport: 'STRENGTH_TRAINING',
    segments: [{ segmentOrder: 1, sport: 'STRENGTH_TRAINING', steps }],
  };
}
