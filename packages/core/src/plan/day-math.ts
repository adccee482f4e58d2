import { fromDayNumber, type IsoDate } from '../dates/index';
import { fastDayNumber } from '../load/day-index';

/**
 * Date arithmetic for the planner's loops: a season plan does tens of thousands of date
 * comparisons, so the planner uses plain day numbers (load/ `fastDayNumber`, which dates/
 * uses as well).
 */
export const dayNumber = fastDayNumber;

export function gapDays(from: IsoDate, to: IsoDate): number {
  return fastDayNumber(to) - fastDayNumber(from);
}

export function shiftDate(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(fastDayNumber(date) + days);
}

/** ISO weekday, Monday 1 … Sunday 7 (1970-01-01, day 0, was a Thursday). */
export function weekdayOf(date: IsoDate): number {
  return ((((fastDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

export function mondayOf(date: IsoDate): IsoDate {
  return shiftDate(date, 1 - weekdayOf(date));
}
