import type { EnduranceSport, TestedThreshold } from '@tricoach/core';

/** What a test measured, in API units: CSS and pace s/100 m and s/km, power W, heart rate bpm. */
export type Measured = Partial<Record<TestedThreshold, number>>;

/** The raw result the athlete types when no device measured the test (docs/api.md). */
export interface RawTestResult {
  time400m?: number;
  time200m?: number;
  averagePower?: number;
  averageHeartRate?: number;
  averagePace?: number;
}

/** Swim Smooth: CSS = (T400 − T200) / 2 per 100 m; Coggan: FTP = 95 % of the 20-min power. */
export function measuredFromEntry(sport: EnduranceSport, raw: RawTestResult): Measured {
  if (sport === 'swim') {
    if (raw.time400m === undefined || raw.time200m === undefined) return {};
    return { swimCss: Math.round((raw.time400m - raw.time200m) / 2) };
  }
  if (sport === 'bike') {
    return {
      ...(raw.averagePower === undefined ? {} : { bikeUpperPower: Math.round(raw.averagePower * 0.95) }),
      ...(raw.averageHeartRate === undefined ? {} : { bikeUpperHeartRate: Math.round(raw.averageHeartRate) }),
    };
  }
  return {
    ...(raw.averagePace === undefined ? {} : { runUpperPace: Math.round(raw.averagePace) }),
    ...(raw.averageHeartRate === undefined ? {} : { runUpperHeartRate: Math.round(raw.averageHeartRate) }),
  };
}

interface Samples {
  t: number[];
  heartRate?: (number | null)[];
  speed?: (number | null)[];
  power?: (number | null)[];
}

function readSamples(raw: unknown): Samples | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const samples = raw as Samples;
  return Array.isArray(samples.t) && samples.t.length > 1 ? samples : null;
}

function average(values: (number | null)[] | undefined, from: number, to: number): number | undefined {
  if (!values) return undefined;
  let sum = 0;
  let n = 0;
  for (let i = from; i <= to; i += 1) {
    const value = values[i];
    if (typeof value === 'number' && Number.isFinite(value)) {
      sum += value;
      n += 1;
    }
  }
  return n > 0 ? sum / n : undefined;
}

/** The window of `seconds` with the best average of `values`: [first, last] sample index. */
function bestWindow(t: number[], values: (number | null)[], seconds: number): [number, number] | null {
  let best: [number, number] | null = null;
  let bestAverage = -Infinity;
  let end = 0;
  for (let start = 0; start < t.length; start += 1) {
    const startTime = t[start] ?? 0;
    while (end + 1 < t.length && (t[end + 1] ?? Infinity) - startTime < seconds) end += 1;
    // Windows that do not span the whole test (the end of the recording) do not count.
    if ((t[end] ?? 0) - startTime < seconds * 0.98) break;
    const value = average(values, start, end);
    if (value !== undefined && value > bestAverage) {
      bestAverage = value;
      best = [start, end];
    }
  }
  return best;
}

/**
 * From a recorded workout (completedWorkouts.samples): the best 20 minutes of power for the
 * bike test, the fastest 30 minutes for the run (LTHR from its last 20 minutes). A swim's
 * two time trials cannot be told apart from samples: the athlete enters them.
 */
export function measuredFromSamples(sport: EnduranceSport, rawSamples: unknown): Measured {
  const samples = readSamples(rawSamples);
  if (!samples || sport === 'swim') return {};
  if (sport === 'bike') {
    const series = samples.power ?? samples.heartRate;
    const window = series ? bestWindow(samples.t, series, 20 * 60) : null;
    if (!window) return {};
    const power = average(samples.power, ...window);
    const heartRate = average(samples.heartRate, ...window);
    return measuredFromEntry('bike', {
      ...(power === undefined ? {} : { averagePower: power }),
      ...(heartRate === undefined ? {} : { averageHeartRate: heartRate }),
    });
  }
  const window = samples.speed ? bestWindow(samples.t, samples.speed, 30 * 60) : null;
  if (!window) return {};
  const speed = average(samples.speed, ...window);
  const [start, end] = window;
  let lastTwenty = start;
  while (lastTwenty < end && (samples.t[end] ?? 0) - (samples.t[lastTwenty] ?? 0) > 20 * 60) lastTwenty += 1;
  const heartRate = average(samples.heartRate, lastTwenty, end);
  return measuredFromEntry('run', {
    ...(speed ? { averagePace: 1000 / speed } : {}),
    ...(heartRate === undefined ? {} : { averageHeartRate: heartRate }),
  });
}
