import type { IsoDate } from '../dates/index';
import { gapDays, shiftDate } from './day-math';
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
  const recent = checkIns.filter((checkIn) => {
    const age = gapDays(checkIn.date, today);
    return age >= 1 && age <= LOOKBACK_DAYS;
  });
  const lights: ReadinessLight[] = [];
  for (let back = 7; back >= 1; back--) {
    const date = shiftDate(today, -back);
    if (!recent.some((checkIn) => checkIn.date === date)) continue;
    lights.push(assessReadiness(recent, date).status);
  }
  return lights;
}
