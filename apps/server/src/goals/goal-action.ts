import { validateAllRaceGoals, type IsoDate } from '@tricoach/core';
import { toEngineGoal, type EngineGoalFields } from '../plan/plan-input.loader';

/**
 * Spec section 3 "athleteGoalActionRequired": no goal at all, a broken race rule, or only past
 * races (on the athlete's today).
 */
export function goalActionRequired(rows: readonly EngineGoalFields[], today: IsoDate): boolean {
  const goals = rows.map(toEngineGoal);
  if (goals.length === 0) return true;
  return Object.keys(validateAllRaceGoals(goals)).length > 0 || goals.every((goal) => goal.date < today);
}
