import type { IsoDate } from '../../dates/index';
import type { StartingFitness } from '../../load/fitness-today';
import type { PhaseSpan, PlannedSession, WeekPlan } from '../../model/plan-types';
import { assessGoalFeasibility } from '../../goals/feasibility';
import { weeklyAvailableTime } from '../../availability/slots';
import { validateAvailability } from '../../availability/validate-availability';
import type { PlanInput, SeasonPlan } from '../plan-input';
import type { AthleteContext } from './athlete-context';
import type { RaceFocus } from './race-focus';
import type { StartingPoint } from './starting-point';
import { slotShortfallIssue, type Shortfall } from './slot-shortfall';

/** The plan as the engine returns it, with each goal's feasibility and the availability issues. */
export function assemblePlan(input: {
  plan: PlanInput;
  today: IsoDate;
  athlete: AthleteContext;
  focus: RaceFocus;
  start: StartingPoint;
  loadWeeksPerBlock: number;
  phases: PhaseSpan[];
  weeks: WeekPlan[];
  sessions: PlannedSession[];
  worstShortfall: Shortfall | undefined;
  startingFitness: StartingFitness;
}): SeasonPlan {
  const { plan, today, athlete, focus, worstShortfall } = input;
  const intention = plan.athlete.intention;
  return {
    today,
    age: athlete.age,
    level: athlete.level,
    capability: athlete.capability,
    startingFitness: input.startingFitness,
    thresholds: athlete.thresholds.thresholds,
    sportsToTest: athlete.thresholds.sportsToTest,
    goals: focus.goals.map((goal) =>
      assessGoalFeasibility(
        goal,
        athlete.capability,
        intention,
        today,
        weeklyAvailableTime(plan.availability),
      ),
    ),
    goalIssues: focus.goalIssues,
    availabilityIssues: [
      ...(focus.mainRace ? validateAvailability(plan.availability, focus.mainRace, intention) : []),
      ...(worstShortfall ? [slotShortfallIssue(worstShortfall)] : []),
    ],
    rampUp: input.start.rampUp,
    loadWeeksPerBlock: input.loadWeeksPerBlock,
    phases: input.phases,
    weeks: input.weeks,
    sessions: input.sessions,
  };
}
