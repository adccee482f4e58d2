import type { Sport } from '../model/index';
import type { WorkoutBlock } from '../model/plan-types';
import { intensityRank, type Intensity } from '../zones/intensity';

/** One stretch of steady work: what the intensity graph draws and the demo samples follow. */
export interface StepSegment {
  /** Seconds from the start of the workout. */
  start: number;
  seconds: number;
  intensity: Intensity;
  /** 1 (recovery) … 6 (anaerobic): the bar height of the intensity graph. */
  level: number;
  kind: string;
}

/**
 * Typical speeds (m/s) used only to give distance-led steps (swim sets) a length in time when
 * the athlete's own pace is not at hand: 2:00/100 m swimming, 6:00/km running, 25 km/h cycling.
 */
const TYPICAL_SPEED: Record<Sport, number> = {
  swim: 100 / 120,
  run: 1000 / 360,
  bike: 25 / 3.6,
  strength: 1,
};

/**
 * The workout's steps in order, repeats unrolled, each with a duration. Distance-led steps
 * take `metersPerSecond` (or the sport's typical speed) to become time.
 */
export function stepSegments(
  sport: Sport,
  blocks: readonly WorkoutBlock[],
  metersPerSecond?: number,
): StepSegment[] {
  const speed = metersPerSecond && metersPerSecond > 0 ? metersPerSecond : TYPICAL_SPEED[sport];
  const segments: StepSegment[] = [];
  let start = 0;
  const push = (step: { kind: string; duration?: number; distance?: number; intensity: Intensity }) => {
    const seconds = step.duration ?? (step.distance ? step.distance / speed : 0);
    if (!(seconds > 0)) return;
    segments.push({
      start,
      seconds,
      intensity: step.intensity,
      level: intensityRank(step.intensity) + 1,
      kind: step.kind,
    });
    start += seconds;
  };
  for (const block of blocks) {
    if (block.kind === 'Repeat') {
      for (let i = 0; i < block.count; i++) block.steps.forEach(push);
    } else {
      push(block);
    }
  }
  return segments;
}
