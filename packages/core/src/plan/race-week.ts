import type { RaceGoal } from '../model/athlete';
import { MINUTE } from './workout-steps';

/**
 * A race's week is counted back from the race date, whatever the weekday (issue 45): a Monday race
 * gets its mini-taper in the days before it, not in the calendar week it opens.
 */

/** Days before any race without strength: legs fresh, no soreness on race day (Friel's race week). */
export const NO_STRENGTH_DAYS = 3;
/**
 * Days before an A race whose runs stay short: the race week sharpens and keeps the legs fresh,
 * the last long run is weeks behind (coaching-science.md "Plan shape": volume −40…−60 % in the last
 * week, intensity kept). 45 minutes holds an easy run with strides or a race-pace touch.
 */
export const A_RACE_WEEK_DAYS = 6;
export const A_RACE_WEEK_LONGEST_RUN = 45 * MINUTE;
/** A B race's mini-taper: the five days before it (coaching-science.md "B races: a short mini-taper"). */
export const MINI_TAPER_DAYS = 5;
/**
 * The mini-taper's five days hold 70–80 % of five ordinary days' stress (−20…−30 %): the plan aims
 * at the middle, and `MINI_TAPER_MOST` is what the guard trims down to.
 */
export const MINI_TAPER_LOAD: readonly [number, number] = [0.7, 0.8];
export const MINI_TAPER_MOST = 0.78;
/** Ordinary days: the two weeks before the mini-taper (one recovery week among them reads as ordinary). */
export const ORDINARY_DAYS = 14;

interface DayLimits {
  noStrength?: boolean;
  maxRunDuration?: number;
}

/** The limits of the days before a race, by days before it (1 = the day before). */
export function raceWeekLimits(priority: RaceGoal['priority']): [number, DayLimits][] {
  const limits = new Map<number, DayLimits>();
  for (let d = 1; d <= NO_STRENGTH_DAYS; d++) limits.set(d, { noStrength: true });
  if (priority === 'A')
    for (let d = 1; d <= A_RACE_WEEK_DAYS; d++)
      limits.set(d, { ...limits.get(d), maxRunDuration: A_RACE_WEEK_LONGEST_RUN });
  return [...limits];
}
