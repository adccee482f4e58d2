import { WEEKDAYS, type WeeklyAvailability } from '../model/athlete';
import type { DayState } from './week-builder';

/**
 * Longest run of training days allowed (coaching-science.md "Progression"): a full rest day
 * every week for beginners and masters (50+), at least every 14 days for everyone.
 */
export function maxDaysWithoutRest(needsWeeklyRest: boolean): number {
  return needsWeeklyRest ? 6 : 13;
}

/** How often the coach keeps a rest day (maxDaysWithoutRest) and on which weekday. */
export interface RestDayPolicy {
  needsWeeklyRest: boolean;
  /** ISO weekday, Monday 1 … Sunday 7. */
  restWeekday: number;
}

/**
 * The weekday a coach makes the rest day: the one with the least time offered (it costs the
 * least training), the earliest in the week on a tie — Monday after the long weekend.
 */
export function preferredRestWeekday(availability: WeeklyAvailability): number {
  let best = 1;
  let bestTime = Infinity;
  for (const [i, name] of WEEKDAYS.entries()) {
    const time = availability[name].reduce((sum, slot) => sum + slot.duration, 0);
    if (time < bestTime) {
      best = i + 1;
      bestTime = time;
    }
  }
  return best;
}

const isMovable = (day: DayState): boolean => day.race === undefined && !day.isPrimerDay;
const canTrain = (day: DayState): boolean =>
  day.race !== undefined || day.slots.some((slot) => !slot.used && slot.sports.size > 0);

/**
 * Makes rest days where the availability leaves none: the preferred weekday becomes a rest day,
 * and any day that would make the run of training days too
 * long becomes one (never a race day or the primer day before it). A rest day's slots are marked
 * used, so no session is planned there. Returns the day numbers made rest days. Days arrive in date order; `weekdayOfFirst` is the ISO
 * weekday of the first one.
 */
export function keepRestDays(
  days: readonly DayState[],
  weekdayOfFirst: number,
  options: RestDayPolicy,
): Set<number> {
  const restDays = new Set<number>();
  const limit = maxDaysWithoutRest(options.needsWeeklyRest);
  let streak = 0;
  for (const [i, day] of days.entries()) {
    if (!canTrain(day)) {
      streak = 0;
      continue;
    }
    const weekday = ((weekdayOfFirst - 1 + i) % 7) + 1;
    const movable = isMovable(day);
    // A race and its primer day cannot rest: the rest comes before them when they would end the run.
    let fixedAhead = 0;
    while (true) {
      const next = days[i + 1 + fixedAhead];
      if (!next || isMovable(next) || !canTrain(next)) break;
      fixedAhead += 1;
    }
    // The preferred weekday rests every week (weekly rest) or once a full week has passed since
    // the last rest (every 14 days); the limit catches weeks whose preferred day is a race day.
    const due =
      streak + fixedAhead >= limit ||
      (weekday === options.restWeekday && (options.needsWeeklyRest || streak >= 7));
    if (due && movable) {
      for (const slot of day.slots) slot.used = true;
      restDays.add(day.dayNumber);
      streak = 0;
      continue;
    }
    streak += 1;
  }
  return restDays;
}

/**
 * Endurance time a week of forced rest days takes from the availability: the rest weekday's time
 * every week (weekly rest) or every other week, when the athlete offers all seven days.
 */
export function restDayTime(availability: WeeklyAvailability, options: RestDayPolicy): number {
  if (WEEKDAYS.some((name) => availability[name].length === 0)) return 0;
  const name = WEEKDAYS[options.restWeekday - 1] ?? 'Monday';
  const time = availability[name]
    .filter((slot) => slot.modalities.some((modality) => modality !== 'strengthtraining'))
    .reduce((sum, slot) => sum + slot.duration, 0);
  return options.needsWeeklyRest ? time : time / 2;
}
