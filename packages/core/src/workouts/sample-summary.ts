import type { WorkoutSamples } from './time-in-zones';

export interface SampleSummary {
  durationSeconds: number;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  maxHeartRate: number | null;
  averagePower: number | null;
  elevationGainMeters: number | null;
}

const mean = (values: readonly number[] | undefined): number | null => {
  const present = (values ?? []).filter((value) => value > 0);
  return present.length ? present.reduce((sum, value) => sum + value, 0) / present.length : null;
};

/**
 * Elevation gain with a 2 m dead band: GPS and barometer noise would otherwise add up to
 * climbs that never happened (the usual hysteresis of Garmin and GoldenCheetah).
 */
export function elevationGain(altitude: readonly number[], deadBand = 2): number {
  let gain = 0;
  let reference = altitude[0];
  for (const value of altitude) {
    if (reference === undefined) break;
    if (value - reference >= deadBand) {
      gain += value - reference;
      reference = value;
    } else if (reference - value >= deadBand) {
      reference = value;
    }
  }
  return gain;
}

/** What the summary tiles show, read from the streams (power averages include coasting, like a head unit). */
export function summarizeSamples(samples: WorkoutSamples): SampleSummary {
  const { t } = samples;
  const duration = t.length ? (t[t.length - 1] ?? 0) - (t[0] ?? 0) : 0;
  let distance = 0;
  if (samples.speed?.length) {
    for (let i = 1; i < t.length; i++)
      distance += (samples.speed[i - 1] ?? 0) * ((t[i] ?? 0) - (t[i - 1] ?? 0));
  }
  const heartRates = samples.heartRate?.filter((bpm) => bpm > 0) ?? [];
  const power = samples.power?.length
    ? samples.power.reduce((sum, watts) => sum + watts, 0) / samples.power.length
    : null;
  const averageHeartRate = mean(samples.heartRate);
  return {
    durationSeconds: Math.round(duration),
    distanceMeters: samples.speed?.length ? Math.round(distance) : null,
    averageHeartRate: averageHeartRate === null ? null : Math.round(averageHeartRate),
    maxHeartRate: heartRates.length ? Math.max(...heartRates) : null,
    averagePower: power === null ? null : Math.round(power),
    elevationGainMeters: samples.altitude?.length ? Math.round(elevationGain(samples.altitude)) : null,
  };
}
