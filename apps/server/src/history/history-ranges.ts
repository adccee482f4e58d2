import {
  addDays,
  daysBetween,
  fastDayNumber,
  fastIsoDate,
  startOfWeek,
  type IsoDate,
  type Sport,
} from '@tricoach/core';

/** The statistics tabs of spec section 9: 1 month, 3 months, 1 year, all time. */
export const HISTORY_RANGES = ['1m', '3m', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Days each fixed tab covers, today included (a month is 30 days, so periods compare like for like). */
const RANGE_DAYS: Record<Exclude<HistoryRange, 'all'>, number> = { '1m': 30, '3m': 91, '1y': 365 };

export interface Window {
  from: IsoDate;
  to: IsoDate;
}

/**
 * The days a tab covers, ending today. "All time" starts at the first completed workout (or
 * today when there is none yet), so it has no previous period to compare with.
 */
export function rangeWindow(range: HistoryRange, today: IsoDate, firstWorkoutDate: IsoDate | null): Window {
  if (range === 'all') {
    const from = firstWorkoutDate !== null && firstWorkoutDate < today ? firstWorkoutDate : today;
    return { from, to: today };
  }
  return { from: addDays(today, 1 - RANGE_DAYS[range]), to: today };
}

/** The equal period just before the window (null for all time). */
export function previousWindow(range: HistoryRange, window: Window): Window | null {
  if (range === 'all') return null;
  const length = daysBetween(window.from, window.to) + 1;
  return { from: addDays(window.from, -length), to: addDays(window.from, -1) };
}

type Bucket = 'week' | 'month';

/** Bars per week up to a year (53 bars still read on a phone); longer spans per month. */
export function bucketFor(window: Window): Bucket {
  return daysBetween(window.from, window.to) <= 371 ? 'week' : 'month';
}

const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** The start of the bucket holding `date` (weeks start on Monday). */
export function bucketStart(bucket: Bucket, date: IsoDate): IsoDate {
  return bucket === 'week' ? startOfWeek(date) : monthStart(date);
}

/** Every bucket start from the one holding `from` to the one holding `to`, so empty weeks show as gaps. */
export function bucketStarts(bucket: Bucket, window: Window): IsoDate[] {
  const starts: IsoDate[] = [];
  const last = bucketStart(bucket, window.to);
  let current = bucketStart(bucket, window.from);
  while (current <= last) {
    starts.push(current);
    if (bucket === 'week') {
      current = fastIsoDate(fastDayNumber(current) + 7);
    } else {
      const year = Number(current.slice(0, 4));
      const month = Number(current.slice(5, 7));
      current =
        month === 12
          ? `${year + 1}-01-01`
          : `${current.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
    }
  }
  return starts;
}

/**
 * The table's sport column: the brief named the spec's words (swimming …), the logging module
 * writes the engine's (swim …). History reads both, so no row is ever left out of a total.
 */
export const SPORT_OF_STORED: Record<string, Sport> = {
  swimming: 'swim',
  cycling: 'bike',
  running: 'run',
  strengthtraining: 'strength',
  swim: 'swim',
  bike: 'bike',
  run: 'run',
  strength: 'strength',
};
export const STORED_OF_SPORT: Record<Sport, string[]> = {
  swim: ['swim', 'swimming'],
  bike: ['bike', 'cycling'],
  run: ['run', 'running'],
  strength: ['strength', 'strengthtraining'],
};
export const HISTORY_SPORTS: readonly Sport[] = ['swim', 'bike', 'run', 'strength'];
