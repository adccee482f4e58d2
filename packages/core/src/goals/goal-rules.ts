import type { RaceGoal } from '../model/athlete';
import { ALLOWED_PRIORITIES, isManualRace, MANUAL_DISTANCE_BOUNDS } from './race-catalogue';

export type GoalIssueCode =
  | 'PriorityNotAllowed'
  | 'ARaceRequired'
  | 'IronmanMustBeA'
  | 'ManualDistanceRequired'
  | 'ManualDistanceOutOfRange'
  | 'ManualDistanceStep';

export interface GoalIssue {
  goalId: string;
  code: GoalIssueCode;
  message: string;
}

/** Spec section 5: priorities per type, "an A race must exist before B or C races", Ironman always A, manual bounds. */
export function validateGoals(goals: readonly RaceGoal[]): GoalIssue[] {
  const issues: GoalIssue[] = [];
  const hasARace = goals.some((goal) => goal.priority === 'A');
  for (const goal of goals) {
    if (goal.type === 'Ironman' && goal.priority !== 'A') {
      issues.push({ goalId: goal.id, code: 'IronmanMustBeA', message: 'A full Ironman is always an A race' });
    } else if (!ALLOWED_PRIORITIES[goal.type].includes(goal.priority)) {
      const allowed = ALLOWED_PRIORITIES[goal.type].join(', ');
      issues.push({
        goalId: goal.id,
        code: 'PriorityNotAllowed',
        message: `Priority ${goal.priority} is not allowed for ${goal.type}; allowed: ${allowed}`,
      });
    }
    if (goal.priority !== 'A' && !hasARace) {
      issues.push({
        goalId: goal.id,
        code: 'ARaceRequired',
        message: 'An A race must exist before B or C races',
      });
    }
    issues.push(...validateManualDistance(goal));
  }
  return issues;
}

function validateManualDistance(goal: RaceGoal): GoalIssue[] {
  if (!isManualRace(goal.type)) return [];
  const bounds = MANUAL_DISTANCE_BOUNDS[goal.type];
  const unit = goal.type === 'ManualSwim' ? 'm' : 'km';
  const scale = goal.type === 'ManualSwim' ? 1 : 1000;
  if (goal.distance === undefined) {
    return [{ goalId: goal.id, code: 'ManualDistanceRequired', message: 'distance is required' }];
  }
  if (goal.distance < bounds.min || goal.distance > bounds.max) {
    return [
      {
        goalId: goal.id,
        code: 'ManualDistanceOutOfRange',
        message: `Distance must be between ${bounds.min / scale} and ${bounds.max / scale} ${unit}`,
      },
    ];
  }
  if (goal.distance % bounds.step !== 0) {
    return [
      {
        goalId: goal.id,
        code: 'ManualDistanceStep',
        message: `Distance must be a multiple of ${bounds.step / scale} ${unit}`,
      },
    ];
  }
  return [];
}
