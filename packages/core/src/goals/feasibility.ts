import { daysBetween, type IsoDate } from '../dates/index';
import type { Intention } from '../model/index';
import type { RaceGoal } from '../model/athlete';
import type { Capability, FeasibilityOutcome, GoalAssessment } from '../model/plan-types';
import { RACE_PROFILES, raceSports } from './race-catalogue';
import { peakWeeklyHours, weeksToBuild } from './race-needs';
import { AVAILABILITY_MARGIN } from '../availability/validate-availability';

const MESSAGES: Record<FeasibilityOutcome, string> = {
  GoalSeemsFeasible: 'The goal seems feasible with the time available',
  GoalIsDoable: 'The goal is doable, but the build is shorter than ideal',
  GoalDateTooClose: 'The race date is too close to prepare for it safely',
  GoalInTaperPhase: 'The race is already inside the taper window; the plan only sharpens and rests',
};

/**
 * Spec section 4 feasibility outcomes. Coaching rule: a build needs the race's minimum plan
 * length (race-catalogue, spec "about 18 weeks for a half-distance") *and* enough weeks to
 * grow from today's capability to the peak volume at a safe ramp. An athlete who already
 * trains near the peak may race on a shorter build ("doable"); one who would have to ramp
 * faster than is safe gets "too close".
 */
export function assessGoalFeasibility(
  goal: RaceGoal,
  capability: Capability,
  intention: Intention,
  today: IsoDate,
  weeklyAvailableSeconds?: number,
): GoalAssessment {
  const profile = RACE_PROFILES[goal.type];
  const daysAvailable = daysBetween(today, goal.date);
  const weeksAvailable = Math.max(0, Math.floor(daysAvailable / 7));
  const relevantSports = raceSports(goal.type);
  const currentHours = relevantSports.reduce((sum, sport) => sum + capability.weekly[sport], 0) / 3600;
  const peakHours = peakWeeklyHours(goal, intention);
  const taperWeeks = Math.ceil(profile.taperDays / 7);
  const buildWeeks = weeksToBuild(currentHours, peakHours) + taperWeeks;
  const minimumWeeks = goal.priority === 'A' ? profile.minimumWeeks : Math.min(profile.minimumWeeks, 6);

  let feasibility: FeasibilityOutcome;
  if (daysAvailable <= profile.taperDays) feasibility = 'GoalInTaperPhase';
  else if (weeksAvailable >= minimumWeeks && weeksAvailable >= buildWeeks) feasibility = 'GoalSeemsFeasible';
  // A shorter build is fine when the ramp itself fits and some specific preparation remains.
  else if (weeksAvailable >= buildWeeks && weeksAvailable >= taperWeeks + 4) feasibility = 'GoalIsDoable';
  else feasibility = 'GoalDateTooClose';

  // Issue 12: time matters as much as weeks. Below the distance's minimum weekly hours (the low
  // end of the beginner range, coaching-science.md "Plan shape") the goal is at best doable.
  const minimumHours = profile.peakHours.beginner[0];
  if (
    weeklyAvailableSeconds !== undefined &&
    weeklyAvailableSeconds < minimumHours * 3600 &&
    feasibility === 'GoalSeemsFeasible'
  ) {
    const offered = Math.round((weeklyAvailableSeconds / 3600) * 10) / 10;
    return {
      goal,
      feasibility: 'GoalIsDoable',
      weeksAvailable,
      minimumWeeks: Math.max(minimumWeeks, buildWeeks),
      message: `The goal is doable only with more time: ${offered} h a week offered, ${goal.type} needs at least ${minimumHours} h (${Math.round((minimumHours - offered) * 10) / 10} h missing)`,
    };
  }
  return {
    goal,
    feasibility,
    weeksAvailable,
    minimumWeeks: Math.max(minimumWeeks, buildWeeks),
    message: MESSAGES[feasibility] + hoursShort(peakHours, feasibility, weeklyAvailableSeconds),
  };
}

/**
 * Issue 45: when the goal's peak week (the intention's published hours plus the spec's 10 %
 * margin, what the availability check asks) is more than the week offers, the answer says how
 * many hours the race asks and how many more would train for it fully.
 */
function hoursShort(
  peakHours: number,
  feasibility: FeasibilityOutcome,
  weeklyAvailableSeconds: number | undefined,
): string {
  if (weeklyAvailableSeconds === undefined || feasibility === 'GoalInTaperPhase') return '';
  const offered = weeklyAvailableSeconds / 3600;
  const wanted = peakHours * AVAILABILITY_MARGIN;
  if (offered >= wanted - 0.25) return '';
  return `; the race asks about ${oneDecimal(wanted)} h a week at its peak, ${oneDecimal(offered)} h are offered: ${oneDecimal(wanted - offered)} h more a week would train for it fully`;
}

const oneDecimal = (hours: number): number => Math.round(hours * 10) / 10;
