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
 * bike test, the fastest 30 minutes for the run (LTHR from its last 20 minutes). A swim's two
 * time trials are read from its laps or lengths instead (measuredFromSwim).
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

/** A lap or a run of lengths swum without stopping. */
interface SwimEffort {
  meters: number;
  seconds: number;
}

interface StoredSwim {
  poolLengthMeters?: number | null;
  laps?: { durationSeconds?: number; distanceMeters?: number | null }[];
  lengths?: { durationSeconds?: number; kind?: string }[];
}

const YARD = 0.9144;
/** How near a lap must come to 400 or 200 (m or yd) to count as that time trial. */
const DISTANCE_TOLERANCE = 0.05;

/** The swims of a recording: its laps, and each stretch of active lengths between rests. */
function swimEfforts(stored: StoredSwim): SwimEffort[] {
  const efforts: SwimEffort[] = [];
  for (const lap of stored.laps ?? [])
    if ((lap.distanceMeters ?? 0) > 0 && (lap.durationSeconds ?? 0) > 0)
      efforts.push({ meters: lap.distanceMeters ?? 0, seconds: lap.durationSeconds ?? 0 });
  const pool = stored.poolLengthMeters ?? 0;
  if (pool > 0) {
    let stretch: SwimEffort = { meters: 0, seconds: 0 };
    for (const length of [...(stored.lengths ?? []), { kind: 'idle', durationSeconds: 0 }]) {
      if (length.kind === 'active') {
        stretch = { meters: stretch.meters + pool, seconds: stretch.seconds + (length.durationSeconds ?? 0) };
      } else {
        if (stretch.meters > 0) efforts.push(stretch);
        stretch = { meters: 0, seconds: 0 };
      }
    }
  }
  return efforts;
}

/** 25 yd is 22.86 m: a whole number of yards and no whole number of metres. */
function isYardPool(meters: number): boolean {
  const near = (value: number) => Math.abs(value - Math.round(value)) < 0.01;
  return meters > 0 && near(meters / YARD) && !near(meters);
}

/** The fastest effort within DISTANCE_TOLERANCE of `meters`, in seconds. */
function fastest(efforts: readonly SwimEffort[], meters: number): number | undefined {
  const times = efforts
    .filter((effort) => Math.abs(effort.meters - meters) <= meters * DISTANCE_TOLERANCE)
    .map((effort) => effort.seconds);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * The CSS test from a pool swim's laps or lengths (completedWorkouts.details): the fastest 400
 * and 200 swum without stopping (a lap pressed for each, or the device's rest between lengths),
 * in metres, or in yards in a yard pool (CSS per 100 m = (T400 − T200) ÷ 200 yd in metres × 100).
 * Nothing when either trial cannot be found or the pace is no swimmer's (the athlete enters it).
 */
export function measuredFromSwim(details: unknown): Measured {
  if (typeof details !== 'object' || details === null) return {};
  const stored = details as StoredSwim;
  const efforts = swimEfforts(stored);
  const yards = isYardPool(stored.poolLengthMeters ?? 0);
  const unit = yards ? YARD : 1;
  const t400 = fastest(efforts, 400 * unit);
  const t200 = fastest(efforts, 200 * unit);
  if (t400 === undefined || t200 === undefined || t400 <= t200) return {};
  const css = ((t400 - t200) / (200 * unit)) * 100;
  // 1:00 to 5:00 per 100 m: outside it the laps were not the two time trials.
  if (css < 60 || css > 300) return {};
  return { swimCss: Math.round(css) };
}
