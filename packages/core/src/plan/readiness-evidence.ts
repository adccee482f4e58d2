import type { IsoDate } from '../dates/index';
import { shiftDate } from './day-math';
import type { DailyCheckInInput } from '../model/athlete';
import { assessReadiness } from '../readiness/assess';
import type { ReadinessLight } from './ramp-up';

/** The HRV corridor needs 60 days, the baseline 7 (spec section 9): older check-ins don't matter here. */
const LOOKBACK_DAYS = 7 + 60 + 7;

/** Readiness status (readiness/ `assessReadiness`) of each of the last 7 mornings that had a check-in. */
export function recentReadinessLights(
  checkIns: readonly DailyCheckInInput[],
  today: IsoDate,
): ReadinessLight[] {
  // ISO dates order as text: five years of check-ins are filtered without parsing each date.
  const from = shiftDate(today, -LOOKBACK_DAYS);
  const to = shiftDate(today, -1);
  const recent = checkIns.filter((checkIn) => checkIn.date >= from && checkIn.date <= to);
  const lights: ReadinessLight[] = [];
  for (let back = 7; back >= 1; back--) {
    const date = shiftDate(today, -back);
    if (!recent.some((checkIn) => checkIn.date === date)) continue;
    lights.push(assessReadiness(recent, date).status);
  }
  return lights;
}
