import type { RepeatBlock, WorkoutBlock, WorkoutStep } from '../model/plan-types';
import { intensityFactorFor } from '../load/session-stress';
import { isHardIntensity, type Intensity } from '../zones/intensity';
import { METERS_PER_YARD, secPer100mToSecPer100yd } from '../units/convert';

export const MINUTE = 60;

/**
 * Shortest steady step worth its own line (minutes). Time left over from rounding a session to
 * its duration is shorter than this is folded into the cool-down instead of a "1 min steady".
 * Strides, drills and openers are meant to be short and live inside repeats, not here.
 */
export const MIN_FILLER_MINUTES = 3;

/**
 * Warm-up and cool-down each at most max(15 min, 10 % of the session) (issue 45: a coach does not
 * pad a session with a long warm-up): the time a session has around its main set (`around`,
 * minutes) becomes a capped warm-up, a steady step for the rest (when it lasts
 * MIN_FILLER_MINUTES or more) and the cool-down, which takes a shorter rest.
 */
export function splitAround(
  around: number,
  totalMinutes: number,
  coolDownMinutes: number,
): { warmUp: number; steady: number; coolDown: number } {
  const cap = Math.max(15, totalMinutes * 0.1);
  const warmUp = Math.min(around, cap);
  const rest = around - warmUp;
  if (rest >= MIN_FILLER_MINUTES) return { warmUp, steady: rest, coolDown: coolDownMinutes };
  return { warmUp, steady: 0, coolDown: Math.min(cap, coolDownMinutes + rest) };
}

export function timed(
  kind: WorkoutStep['kind'],
  minutes: number,
  intensity: Intensity,
  note?: string,
): WorkoutStep {
  const step: WorkoutStep = { kind, duration: Math.round(minutes * MINUTE), intensity };
  if (note !== undefined) step.note = note;
  return step;
}

export function repeat(count: number, steps: WorkoutStep[]): RepeatBlock {
  return { kind: 'Repeat', count, steps };
}

export function isRepeat(block: WorkoutBlock): block is RepeatBlock {
  return block.kind === 'Repeat';
}

export interface BlockStats {
  duration: number;
  easyDuration: number;
  hardDuration: number;
}

export function blockStats(blocks: readonly WorkoutBlock[]): BlockStats {
  // Every step as executed (repeats unrolled), in plain loops: ~2,000 calls a season.
  const stats = { duration: 0, easyDuration: 0, hardDuration: 0 };
  for (const block of blocks) {
    if (!isRepeat(block)) addStepStats(stats, block);
    else for (let i = 0; i < block.count; i++) for (const step of block.steps) addStepStats(stats, step);
  }
  return stats;
}

function addStepStats(stats: BlockStats, step: WorkoutStep): void {
  const seconds = step.duration ?? 0;
  stats.duration += seconds;
  // Recovery jogs between intervals are easy time even inside a hard session.
  if (isHardIntensity(step.intensity) && (step.kind === 'Work' || step.kind === 'Steady'))
    stats.hardDuration += seconds;
  else stats.easyDuration += seconds;
}

/** Swim steps lead with metres; their time comes from the athlete's CSS and the step's band. */
export function swimPaceFor(cssPace: number, intensity: Intensity): number {
  return cssPace / intensityFactorFor('swim', intensity);
}

export function swimDistance(
  kind: WorkoutStep['kind'],
  metres: number,
  intensity: Intensity,
  cssPace: number,
  note?: string,
): WorkoutStep {
  const step: WorkoutStep = {
    kind,
    distance: metres,
    duration: Math.round((metres / 100) * swimPaceFor(cssPace, intensity)),
    intensity,
  };
  if (note !== undefined) step.note = note;
  return step;
}

/**
 * The unit a swim's sets are written in: the library's 50s, 100s and 400s are metres or, for an
 * athlete who swims in yards, yards (a 25-yard pool's lengths). `css`: seconds per 100 units.
 */
export interface SwimPool {
  unit: 'm' | 'yd';
  metresPerUnit: number;
  css: number;
}

export function swimPoolOf(ctx: { cssPace: number; swimInYards?: boolean }): SwimPool {
  return ctx.swimInYards
    ? { unit: 'yd', metresPerUnit: METERS_PER_YARD, css: secPer100mToSecPer100yd(ctx.cssPace) }
    : { unit: 'm', metresPerUnit: 1, css: ctx.cssPace };
}

/** A swim step of `units` (metres or yards) at `intensity`; its distance always in metres. */
export function poolSwim(
  pool: SwimPool,
  kind: WorkoutStep['kind'],
  units: number,
  intensity: Intensity,
  note?: string,
): WorkoutStep {
  const step = swimDistance(kind, units, intensity, pool.css, note);
  // To the millimetre: 400 yd is 365.76 m, which reads and counts back as 400 yd exactly.
  if (pool.metresPerUnit !== 1) step.distance = Math.round(units * pool.metresPerUnit * 1000) / 1000;
  return step;
}

/** A rest at the wall between swim reps: timed, no distance, no pace (workouts/ `isSwimRest`). */
export function rest(seconds: number): WorkoutStep {
  return { kind: 'Recovery', duration: seconds, intensity: 'recovery', note: 'rest at the wall' };
}

/** An interval set's shape in minutes: rep and recovery lengths, fewest and most reps. */
export interface RepShape {
  work: number;
  recovery: number;
  min: number;
  max: number;
}

/**
 * Reps of a set that fit `available` minutes, between the set's fewest and most. When even the
 * fewest do not fit (a 45-minute weekday slot), the fewest reps get shorter, down to half the
 * set's rep: 2 × 10 min at race effort is quality, an empty week of it is not.
 */
export function fitReps(set: RepShape, available: number): { count: number; work: number } {
  const count = Math.max(
    set.min,
    Math.min(set.max, Math.floor((available + set.recovery) / (set.work + set.recovery))),
  );
  if (count * set.work + (count - 1) * set.recovery <= available) return { count, work: set.work };
  const shorter = Math.floor((available + set.recovery) / set.min - set.recovery);
  return shorter >= set.work / 2 ? { count: set.min, work: shorter } : { count, work: set.work };
}
