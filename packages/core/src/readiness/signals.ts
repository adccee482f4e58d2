import type { IsoDate } from '../dates/index';
import type { ReadinessDay } from './check-in';
import { dailyValues, dayRange, windowStats } from './daily-window';

/** Spec section 9: HRV 60-day corridor vs 7-day baseline; resting HR 30-day vs 3-day. */
export const HRV_BASELINE_DAYS = 7;
export const HRV_CORRIDOR_DAYS = 60;
export const RESTING_HR_RECENT_DAYS = 3;
export const RESTING_HR_REFERENCE_DAYS = 30;

/**
 * Minimum readings. Plews et al. 2014 find 3 valid readings a week enough for a weekly
 * ln rMSSD mean, so the 7-day baseline needs 3. The corridor's SD needs more: we ask for 14
 * readings in 60 days (two weeks of daily readings, or the Plews rate for about five weeks).
 */
export const HRV_MIN_BASELINE_READINGS = 3;
export const HRV_MIN_CORRIDOR_READINGS = 14;
/** Corridor half-width in SDs (HRV4Training offers 0.5 or 1; 0.5 is the sensitive choice). */
export const HRV_CORRIDOR_SD = 0.5;
/**
 * A single morning is "low" below mean − 1 SD (about the worst 16 % of normal days), so two
 * in a row is rare by chance; one below mean − 2 SD (the worst ~2 %) is a large drop.
 */
export const HRV_LOW_DAY_SD = 1;
export const HRV_LARGE_DROP_SD = 2;
/** SD floor in ln units (~3 % of rMSSD): steadier series than that are device resolution. */
export const HRV_MIN_SD = 0.03;

export const RESTING_HR_MIN_RECENT_READINGS = 2;
export const RESTING_HR_MIN_REFERENCE_READINGS = 7;
/** Coaching-science "Readiness": a rise of more than ~5 bpm or more than 1 SD is a warning. */
export const RESTING_HR_WARNING_BPM = 5;
/** Twice the warning rise is treated as a strong sign (illness onset, deep fatigue). */
export const RESTING_HR_ALARM_BPM = 10;
/** SD floor: consumer morning HR readings wander ±2–3 bpm day to day at rest. */
export const RESTING_HR_MIN_SD = 3;

export interface HrvSummary {
  /** ln rMSSD of today's reading. */
  today?: number;
  yesterday?: number;
  /** 7-day rolling mean of ln rMSSD, when it has enough readings. */
  baseline?: number;
  /** 60-day normal range of ln rMSSD, when it has enough readings. */
  corridor?: { mean: number; sd: number; low: number; high: number };
  baselineReadings: number;
  corridorReadings: number;
  /** What today's reading was compared with, when readings came from more than one source. */
  comparison?: HrvComparison;
}

/**
 * Cameras, straps, rings and watches read rMSSD differently (a camera's pulse wave is not an
 * ECG's R peak, a watch measures overnight), so a reading is compared with readings from the
 * same source. `same-source`: that source alone has a normal range; `adjusted`: too few of its
 * own, so the other sources' readings are shifted by the difference of the means (ln rMSSD over
 * the 60 days) and pooled; `unadjusted`: the source is new (fewer than 3 readings), so the other
 * sources are used as they are — a new device's first days may read as a change.
 */
export interface HrvComparison {
  kind: 'same-source' | 'adjusted' | 'unadjusted';
  source: string;
}

/** Below this many readings in 60 days a source's own mean is not a basis for an adjustment. */
export const HRV_MIN_SOURCE_READINGS = 3;

export function summarizeHrv(days: readonly ReadinessDay[], today: IsoDate): HrvSummary {
  const { firstDay, lastDay } = dayRange(today, HRV_CORRIDOR_DAYS);
  const lnOf = (d: ReadinessDay) => (d.hrv !== undefined && d.hrv > 0 ? Math.log(d.hrv) : undefined);
  const comparison = hrvComparison(days, today, firstDay, lastDay, lnOf);
  let read = lnOf;
  if (comparison?.kind === 'same-source')
    read = (d) => (d.hrvSource === comparison.source ? lnOf(d) : undefined);
  else if (comparison?.kind === 'adjusted') {
    const means = sourceMeans(days, firstDay, lastDay, lnOf);
    const target = means.get(comparison.source)!.mean;
    read = (d) => {
      const value = lnOf(d);
      const own = means.get(d.hrvSource ?? '');
      return value === undefined || !own
        ? value
        : value + (d.hrvSource === comparison.source ? 0 : target - own.mean);
    };
  }
  const ln = dailyValues(days, firstDay, lastDay, read);
  const last = ln.length - 1;
  const week = windowStats(ln, last - HRV_BASELINE_DAYS + 1, last);
  const all = windowStats(ln, 0, last);
  const summary: HrvSummary = { baselineReadings: week.count, corridorReadings: all.count };
  if (comparison) summary.comparison = comparison;
  const todayValue = ln[last] ?? Number.NaN;
  const yesterdayValue = ln[last - 1] ?? Number.NaN;
  if (!Number.isNaN(todayValue)) summary.today = todayValue;
  if (!Number.isNaN(yesterdayValue)) summary.yesterday = yesterdayValue;
  if (week.count >= HRV_MIN_BASELINE_READINGS) summary.baseline = week.mean;
  if (all.count >= HRV_MIN_CORRIDOR_READINGS) {
    const sd = Math.max(HRV_MIN_SD, all.sd);
    summary.corridor = {
      mean: all.mean,
      sd,
      low: all.mean - HRV_CORRIDOR_SD * sd,
      high: all.mean + HRV_CORRIDOR_SD * sd,
    };
  }
  return summary;
}

function sourceMeans(
  days: readonly ReadinessDay[],
  firstDay: number,
  lastDay: number,
  lnOf: (d: ReadinessDay) => number | undefined,
): Map<string, { count: number; mean: number }> {
  const sources = new Set(days.map((d) => d.hrvSource).filter((s): s is string => s !== undefined));
  const means = new Map<string, { count: number; mean: number }>();
  for (const source of sources) {
    const values = dailyValues(days, firstDay, lastDay, (d) =>
      d.hrvSource === source ? lnOf(d) : undefined,
    );
    const stats = windowStats(values, 0, values.length - 1);
    if (stats.count > 0) means.set(source, stats);
  }
  return means;
}

/** Which readings today's is compared with; none when one source (or none) is in the window. */
function hrvComparison(
  days: readonly ReadinessDay[],
  today: IsoDate,
  firstDay: number,
  lastDay: number,
  lnOf: (d: ReadinessDay) => number | undefined,
): HrvComparison | undefined {
  const means = sourceMeans(days, firstDay, lastDay, lnOf);
  if (means.size < 2) return undefined;
  // Today's source, or the latest reading's when today has none.
  const latest = days
    .filter(
      (d) => d.date <= today && d.hrvSource !== undefined && means.has(d.hrvSource) && lnOf(d) !== undefined,
    )
    .reduce<ReadinessDay | undefined>((best, d) => (!best || d.date >= best.date ? d : best), undefined);
  const source = latest?.hrvSource;
  if (source === undefined) return undefined;
  const own = means.get(source)!.count;
  if (own >= HRV_MIN_CORRIDOR_READINGS) return { kind: 'same-source', source };
  if (own >= HRV_MIN_SOURCE_READINGS) return { kind: 'adjusted', source };
  return { kind: 'unadjusted', source };
}

export interface RestingHeartRateSummary {
  /** Mean of the last 3 days, bpm. */
  recent?: number;
  /** Mean and SD of the last 30 days, bpm. */
  reference?: { mean: number; sd: number };
  /** recent − reference mean. */
  rise?: number;
}

export function summarizeRestingHeartRate(
  days: readonly ReadinessDay[],
  today: IsoDate,
): RestingHeartRateSummary {
  const { firstDay, lastDay } = dayRange(today, RESTING_HR_REFERENCE_DAYS);
  const bpm = dailyValues(days, firstDay, lastDay, (d) =>
    d.restingHeartRate !== undefined && d.restingHeartRate > 0 ? d.restingHeartRate : undefined,
  );
  const last = bpm.length - 1;
  const recent = windowStats(bpm, last - RESTING_HR_RECENT_DAYS + 1, last);
  const reference = windowStats(bpm, 0, last);
  const summary: RestingHeartRateSummary = {};
  if (recent.count >= RESTING_HR_MIN_RECENT_READINGS) summary.recent = recent.mean;
  if (reference.count >= RESTING_HR_MIN_REFERENCE_READINGS) {
    summary.reference = { mean: reference.mean, sd: Math.max(RESTING_HR_MIN_SD, reference.sd) };
  }
  if (summary.recent !== undefined && summary.reference)
    summary.rise = summary.recent - summary.reference.mean;
  return summary;
}
