import { fastDayNumber, fastIsoDate } from '../load/day-index';
import type { IsoDate } from '../dates/index';

/**
 * Daily values over a window of days ending today, NaN where nothing was measured; several
 * readings on one day are averaged. ISO dates sort as strings, so entries outside the window
 * are skipped without parsing (years of history cost a string comparison each).
 */
export function dailyValues<E extends { date: IsoDate }>(
  entries: readonly E[],
  firstDay: number,
  lastDay: number,
  read: (entry: E) => number | undefined,
): Float64Array {
  const length = lastDay - firstDay + 1;
  const sums = new Float64Array(length);
  const counts = new Uint16Array(length);
  const from = fastIsoDate(firstDay);
  const to = fastIsoDate(lastDay);
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    const value = read(entry);
    if (value === undefined || !Number.isFinite(value)) continue;
    const index = fastDayNumber(entry.date) - firstDay;
    sums[index] = (sums[index] ?? 0) + value;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const values = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const count = counts[i] ?? 0;
    values[i] = count === 0 ? Number.NaN : (sums[i] ?? 0) / count;
  }
  return values;
}

interface WindowStats {
  count: number;
  mean: number;
  /** Sample standard deviation (n − 1); NaN below two values. */
  sd: number;
}

/** Mean and SD of the non-missing values in `values[from..to]` (inclusive). */
export function windowStats(values: Float64Array, from: number, to: number): WindowStats {
  let count = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let i = Math.max(0, from); i <= to && i < values.length; i++) {
    const v = values[i] ?? Number.NaN;
    if (Number.isNaN(v)) continue;
    count++;
    sum += v;
    sumSquares += v * v;
  }
  const mean = count > 0 ? sum / count : Number.NaN;
  const variance = count > 1 ? Math.max(0, (sumSquares - count * mean * mean) / (count - 1)) : Number.NaN;
  return { count, mean, sd: Math.sqrt(variance) };
}

export function dayRange(today: IsoDate, days: number): { firstDay: number; lastDay: number } {
  const lastDay = fastDayNumber(today);
  return { firstDay: lastDay - days + 1, lastDay };
}
