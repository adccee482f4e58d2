import type { WorkoutBlock, WorkoutStep } from '../model/plan-types';
import type { Intensity } from '../zones/intensity';
import {
  blockStats,
  MIN_FILLER_MINUTES,
  MINUTE,
  poolSwim,
  repeat,
  swimPaceFor,
  swimPoolOf,
} from './workout-steps';
import { isLongCourse, type WorkoutContext, type WorkoutDraft } from './workout-types';

/** Units (metres or yards) of one continuous race-pace block: long course 500, short course 300. */
const BLOCK_UNITS = { long: 500, short: 300 } as const;
const MAX_BLOCKS = 8;
/** Sighting drill: 50s with the head up every 6–8 strokes, as in a race. */
const SIGHTING_REPS = 4;

export const OPEN_WATER_TITLE = 'Open-water swim';

/** A float between blocks: no wall to hold in open water. */
function float(seconds: number): WorkoutStep {
  return { kind: 'Recovery', duration: seconds, intensity: 'recovery', note: 'easy float, look around' };
}

/**
 * Race practice (issue 45 part 8): an open-water swim every second Specific week of a triathlon
 * (week-builder.ts). Sighting every 6–8 strokes, continuous race-pace blocks and the race's wetsuit
 * are what the pool cannot teach (Swim Smooth's open-water skills; Friel: rehearse race conditions
 * in the Specific phase). Race pace: just under CSS for 70.3 and Ironman (tempo), at CSS for sprint
 * and Olympic (threshold); calm (the week's 80/20 allowance used): steady endurance blocks.
 * The steps are whole 50s of the athlete's pool unit, so the same file is the pool alternative
 * on a watch that runs pool workouts; the description says how to swim it in the pool.
 */
export function buildOpenWaterSwim(duration: number, ctx: WorkoutContext): WorkoutDraft {
  const pool = swimPoolOf(ctx);
  const longCourse = isLongCourse(ctx.raceType) || ctx.raceType === 'Ironman';
  const racePace: Intensity = ctx.calm ? 'endurance' : longCourse ? 'tempo' : 'threshold';
  const blockUnits = longCourse ? BLOCK_UNITS.long : BLOCK_UNITS.short;
  const warmUpUnits = duration < 40 * 60 ? 200 : 300;
  const coolDownUnits = 200;
  const warmUp = poolSwim(pool, 'WarmUp', warmUpUnits, 'recovery', 'easy; in the wetsuit you race in');
  const sighting = repeat(SIGHTING_REPS, [
    poolSwim(pool, 'Drill', 50, 'endurance', 'sight every 6–8 strokes: eyes up, then breathe to the side'),
    float(15),
  ]);
  const coolDown = poolSwim(pool, 'CoolDown', coolDownUnits, 'recovery');
  const block = [
    poolSwim(pool, 'Work', blockUnits, racePace, 'continuous at race pace, sight every 6–8 strokes'),
    float(30),
  ];
  const fixed = blockStats([warmUp, sighting, coolDown]).duration;
  const blocks = Math.max(
    1,
    Math.min(MAX_BLOCKS, Math.floor((duration - fixed) / blockStats(block).duration)),
  );
  // Time the blocks leave becomes a steady swim in whole 100s (as the pool swims' pull), if 3 min or more.
  const leftover = duration - fixed - blocks * blockStats(block).duration;
  const steadyUnits = Math.floor(leftover / swimPaceFor(pool.css, 'endurance')) * 100;
  const steady = steadyUnits * (swimPaceFor(pool.css, 'endurance') / 100) >= MIN_FILLER_MINUTES * MINUTE;
  const steps: WorkoutBlock[] = [warmUp, sighting, repeat(blocks, block)];
  if (steady) steps.push(poolSwim(pool, 'Steady', steadyUnits, 'endurance', 'steady, bilateral breathing'));
  steps.push(coolDown);
  const total =
    warmUpUnits + SIGHTING_REPS * 50 + blocks * blockUnits + (steady ? steadyUnits : 0) + coolDownUnits;
  const unit = pool.unit;
  return {
    focus: ctx.calm ? 'Endurance' : 'RacePace',
    title: OPEN_WATER_TITLE,
    description:
      `${total} ${unit}: ${warmUpUnits} warm-up, ${SIGHTING_REPS} × 50 sighting, ` +
      `${blocks} × ${blockUnits} ${racePace === 'endurance' ? 'steady' : 'race pace'} without stopping` +
      `${steady ? `, ${steadyUnits} steady` : ''}, ${coolDownUnits} cool-down, in open water. ` +
      'Wear the wetsuit you race in, swim with a partner or a tow float. ' +
      `No open water? Pool: the same ${unit}, no push-offs (turn mid-lane), sighting a mark on the end wall every 6–8 strokes.`,
    steps,
    isInterval: false,
    leadUnit: 'Distance',
  };
}
