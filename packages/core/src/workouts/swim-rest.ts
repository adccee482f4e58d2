import type { Sport } from '../model/index';
import type { WorkoutStep } from '../model/plan-types';

/**
 * A swim step that is a rest at the wall, not swimming: every swim step the plan makes is led by
 * its distance but these (plan/ \`rest\`). It carries no pace, reads as a rest, and devices take
 * it as a rest step.
 */
export function isSwimRest(step: WorkoutStep, sport: Sport): boolean {
  return sport === 'swim' && step.kind === 'Recovery' && step.distance === undefined;
}
