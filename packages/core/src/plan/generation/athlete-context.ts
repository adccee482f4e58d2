import { ageOn, type IsoDate } from '../../dates/index';
import type { Capability } from '../../model/plan-types';
import { resolveThresholds, type ResolvedThresholds } from '../../zones/resolve';
import { athleteLevel } from '../athlete-level';
import { estimateCapability } from '../capability';
import type { PlanInput } from '../plan-input';
import { preferredRestWeekday, type RestDayPolicy } from '../rest-days';
import type { AthleteLevel } from '../workout-types';

/** Who the plan is for on `today`: the facts every later step reads. */
export interface AthleteContext {
  age: number;
  level: AthleteLevel;
  /** Entered thresholds plus estimates for the unknown ones, and the sports still to test. */
  thresholds: ResolvedThresholds;
  capability: Capability;
  rest: RestDayPolicy;
}

export function resolveAthleteContext(input: PlanInput, today: IsoDate): AthleteContext {
  const athlete = input.athlete;
  const age = ageOn(athlete.dateOfBirth, today);
  const level = athleteLevel(athlete);
  return {
    age,
    level,
    thresholds: resolveThresholds(
      input.thresholds,
      { age, mafCategory: athlete.maf },
      input.preferences.measurement,
    ),
    capability: estimateCapability(athlete, input.completedSessions, today, input.injuryPauses),
    // Novices and masters (50+) recover more slowly: a rest day every week, not every 14 days.
    rest: {
      needsWeeklyRest: level === 'Novice' || age >= 50,
      restWeekday: preferredRestWeekday(input.availability),
    },
  };
}
