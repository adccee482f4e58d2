import type { IsoDate } from '../dates/index';
import { fastIsoDate } from '../load/day-index';
import type { ReadinessDay } from './check-in';
import { dailyValues, dayRange, windowStats } from './daily-window';
import {
  HRV_BASELINE_DAYS,
  HRV_CORRIDOR_DAYS,
  HRV_CORRIDOR_SD,
  HRV_MIN_BASELINE_READINGS,
  HRV_MIN_CORRIDOR_READINGS,
  HRV_MIN_SD,
  RESTING_HR_MIN_RECENT_READINGS,
  RESTING_HR_MIN_REFERENCE_READINGS,
  RESTING_HR_MIN_SD,
  RESTING_HR_RECENT_DAYS,
  RESTING_HR_REFERENCE_DAYS,
} from './signals';

/** Spec section 9: the resting-HR and HRV tabs show 1 month and 3 months (30 and 90 days). */
export type TrendWindow = '1m' | '3m';
export const TREND_WINDOW_DAYS: Record<TrendWindow, number> = { '1m': 30, '3m': 90 };

/**
 * One day of the HRV chart, in milliseconds of rMSSD. The statistics are computed on
 * ln rMSSD (Plews et al.) and shown back-transformed (e^x), so the band is not symmetric in ms.
 */
export interface HrvTrendPoint {
  date: IsoDate;
  rmssd?: number;
  /** 7-day rolling mean. */
  baseline?: number;
  /** 60-day normal range (mean ± 0.5 SD). */
  corridorLow?: number;
  corridorHigh?: number;
}

/** One day of the resting-HR chart, bpm. */
export interface RestingHeartRateTrendPoint {
  date: IsoDate;
  bpm?: number;
  /** 3-day mean. */
  recent?: number;
  /** 30-day mean and the ±1 SD band whose crossing is a warning. */
  reference?: number;
  bandLow?: number;
  bandHigh?: number;
}

/**
 * One point a day for the window's last days, each built from a daily series that reaches
 * `lookbackDays` further back so the first shown day already has its full reference window.
 */
function trendPoints<P>(
  days: readonly ReadinessDay[],
  today: IsoDate,
  window: TrendWindow,
  lookbackDays: number,
  read: (day: ReadinessDay) => number | undefined,
  pointAt: (series: Float64Array, i: number, date: IsoDate) => P,
): P[] {
  const shown = TREND_WINDOW_DAYS[window];
  const { firstDay, lastDay } = dayRange(today, shown + lookbackDays - 1);
  const series = dailyValues(days, firstDay, lastDay, read);
  const points: P[] = [];
  for (let i = series.length - shown; i < series.length; i++) {
    points.push(pointAt(series, i, fastIsoDate(firstDay + i)));
  }
  return points;
}

export function hrvTrend(
  days: readonly ReadinessDay[],
  today: IsoDate,
  window: TrendWindow,
): HrvTrendPoint[] {
  const lnRmssd = (d: ReadinessDay) => (d.hrv !== undefined && d.hrv > 0 ? Math.log(d.hrv) : undefined);
  return trendPoints(days, today, window, HRV_CORRIDOR_DAYS, lnRmssd, (ln, i, date) => {
    const point: HrvTrendPoint = { date };
    const value = ln[i] ?? Number.NaN;
    if (!Number.isNaN(value)) point.rmssd = Math.exp(value);
    const week = windowStats(ln, i - HRV_BASELINE_DAYS + 1, i);
    if (week.count >= HRV_MIN_BASELINE_READINGS) point.baseline = Math.exp(week.mean);
    const corridor = windowStats(ln, i - HRV_CORRIDOR_DAYS + 1, i);
    if (corridor.count >= HRV_MIN_CORRIDOR_READINGS) {
      const sd = Math.max(HRV_MIN_SD, corridor.sd);
      point.corridorLow = Math.exp(corridor.mean - HRV_CORRIDOR_SD * sd);
      point.corridorHigh = Math.exp(corridor.mean + HRV_CORRIDOR_SD * sd);
    }
    return point;
  });
}

export function restingHeartRateTrend(
  days: readonly ReadinessDay[],
  today: IsoDate,
  window: TrendWindow,
): RestingHeartRateTrendPoint[] {
  const restingBpm = (d: ReadinessDay) =>
    d.restingHeartRate !== undefined && d.restingHeartRate > 0 ? d.restingHeartRate : undefined;
  return trendPoints(days, today, window, RESTING_HR_REFERENCE_DAYS, restingBpm, (bpm, i, date) => {
    const point: RestingHeartRateTrendPoint = { date };
    const value = bpm[i] ?? Number.NaN;
    if (!Number.isNaN(value)) point.bpm = value;
    const recent = windowStats(bpm, i - RESTING_HR_RECENT_DAYS + 1, i);
    if (recent.count >= RESTING_HR_MIN_RECENT_READINGS) point.recent = recent.mean;
    const reference = windowStats(bpm, i - RESTING_HR_REFERENCE_DAYS + 1, i);
    if (reference.count >= RESTING_HR_MIN_REFERENCE_READINGS) {
      const sd = Math.max(RESTING_HR_MIN_SD, reference.sd);
      point.reference = reference.mean;
      point.bandLow = reference.mean - sd;
      point.bandHigh = reference.mean + sd;
    }
    return point;
  });
}
