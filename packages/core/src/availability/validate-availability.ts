import type { EnduranceSport, Intention } from '../model/index';
import type { RaceGoal, WeeklyAvailability } from '../model/athlete';
import { RACE_PROFILES, raceSports } from '../goals/race-catalogue';
import { peakWeeklyHours } from '../goals/race-needs';
import { minimumLongSessionDurations } from './long-session-minimums';
import { longestSlotFor, slotsForSport, trainingDayCount, weeklyAvailableTime } from './slots';

/** Spec section 4, "Availability validation kinds". */
export type AvailabilityIssueCode =
  | 'NotEnoughTrainingDays'
  | 'NotEnoughTrainingHours'
  | 'NoTimeForLongWorkout'
  | 'NotEnoughSportVolume'
  | 'NotEnoughSportSlots';

export interface AvailabilityIssue {
  code: AvailabilityIssueCode;
  sport?: EnduranceSport;
  message: string;
  /** Seconds (or a count for days and slots) the athlete offers and the plan needs. */
  available: number;
  required: number;
}

/** Spec section 5: "about 10 % extra over peak volume". */
export const AVAILABILITY_MARGIN = 1.1;
/** Spec section 5: "at least three weekly slots per sport". */
export const MINIMUM_SLOTS_PER_SPORT = 3;

/**
 * Share of endurance time per sport at the peak. Triathlon: the usual ~20/50/30 split of
 * long-course and age-group plans (the bike is the longest leg and the least injurious).
 */
export const SPORT_SHARES: Readonly<
  Record<'Triathlon' | 'Run' | 'Bike' | 'Swim', Partial<Record<EnduranceSport, number>>>
> = {
  Triathlon: { swim: 0.2, bike: 0.5, run: 0.3 },
  Run: { run: 1 },
  Bike: { bike: 1 },
  Swim: { swim: 1 },
};

function hours(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')} h`;
}

/**
 * Checks the availability against what the A race needs at its peak. Every issue is a
 * warning the athlete can act on; the plan still fits into what is offered.
 */
export function validateAvailability(
  availability: WeeklyAvailability,
  goal: Pick<RaceGoal, 'type' | 'distance'>,
  intention: Intention,
): AvailabilityIssue[] {
  const issues: AvailabilityIssue[] = [];
  const profile = RACE_PROFILES[goal.type];
  const sports = raceSports(goal.type);
  const peak = peakWeeklyHours(goal, intention) * 3600;
  const neededDays = profile.family === 'Triathlon' ? 5 : 3;

  const days = trainingDayCount(availability);
  if (days < neededDays) {
    issues.push({
      code: 'NotEnoughTrainingDays',
      message: `Not enough training days: ${days} offered, at least ${neededDays} needed for ${goal.type}`,
      available: days,
      required: neededDays,
    });
  }
  const total = weeklyAvailableTime(availability);
  const neededTotal = Math.round(peak * AVAILABILITY_MARGIN);
  if (total < neededTotal) {
    issues.push({
      code: 'NotEnoughTrainingHours',
      message: `Not enough training hours: ${hours(total)} offered, about ${hours(neededTotal)} needed (peak volume plus 10 %)`,
      available: total,
      required: neededTotal,
    });
  }
  const minimums = minimumLongSessionDurations(goal.type, goal.distance);
  for (const sport of ['bike', 'run'] as const) {
    const needed = minimums[sport];
    if (needed === 0) continue;
    const longest = longestSlotFor(availability, sport);
    if (longest < needed) {
      issues.push({
        code: 'NoTimeForLongWorkout',
        sport,
        message: `No time for a long ${sport === 'bike' ? 'ride' : 'run'}: the longest ${sport} slot is ${hours(longest)}, ${goal.type} needs ${hours(needed)}`,
        available: longest,
        required: needed,
      });
    }
  }
  const shares = SPORT_SHARES[profile.family];
  for (const sport of sports) {
    const slots = slotsForSport(availability, sport);
    if (slots.length < MINIMUM_SLOTS_PER_SPORT) {
      issues.push({
        code: 'NotEnoughSportSlots',
        sport,
        message: `Not enough ${sport} slots: ${slots.length} offered, at least ${MINIMUM_SLOTS_PER_SPORT} a week needed`,
        available: slots.length,
        required: MINIMUM_SLOTS_PER_SPORT,
      });
    }
    const sportTime = slots.reduce((sum, slot) => sum + slot.duration, 0);
    const neededSport = Math.round(peak * (shares[sport] ?? 0) * AVAILABILITY_MARGIN);
    if (sportTime < neededSport) {
      issues.push({
        code: 'NotEnoughSportVolume',
        sport,
        message: `Not enough ${sport} time: ${hours(sportTime)} offered, about ${hours(neededSport)} needed at peak`,
        available: sportTime,
        required: neededSport,
      });
    }
  }
  return issues;
}
