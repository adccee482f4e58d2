import type { Sport, Thresholds } from '../model/index';
import { swimPaceZones, heartRateZones, powerZones, runPaceZones } from '../zones/tables';
import type { Zone } from '../zones/zone';

/** The recorded streams of a workout, arrays of the same length as `t` (seconds from the start). */
export interface WorkoutSamples {
  t: number[];
  heartRate?: number[];
  /** m/s. */
  speed?: number[];
  /** W. */
  power?: number[];
  /** m above sea level. */
  altitude?: number[];
}

export type ZoneMeasure = 'heartRate' | 'power' | 'pace';

export interface WorkoutZones {
  measure: ZoneMeasure;
  zones: { id: string; name: string; seconds: number }[];
}

/** Zones of rising values (heart rate, power) hold `low ≤ v < high`; an open end holds everything past it. */
function risingZoneIndex(value: number, zones: readonly Zone[]): number {
  return zones.findIndex(
    (zone) => (zone.low === null || value >= zone.low) && (zone.high === null || value < zone.high),
  );
}

/** Pace zones: `low` is the faster bound (fewer seconds), so a pace p is in a zone when low ≤ p < high. */
function paceZoneIndex(pace: number, zones: readonly Zone[]): number {
  return zones.findIndex(
    (zone) => (zone.low === null || pace >= zone.low) && (zone.high === null || pace < zone.high),
  );
}

/** Seconds between a sample and the next (the last sample counts as long as the one before it). */
function sampleLengths(t: readonly number[]): number[] {
  return t.map((time, i) => {
    const next = t[i + 1];
    if (next !== undefined) return Math.max(0, next - time);
    return i > 0 ? Math.max(0, time - (t[i - 1] ?? time)) : 0;
  });
}

function accumulate(
  samples: WorkoutSamples,
  values: readonly number[],
  zones: readonly Zone[],
  indexOf: (value: number, zones: readonly Zone[]) => number,
  measure: ZoneMeasure,
): WorkoutZones {
  const seconds = zones.map(() => 0);
  const lengths = sampleLengths(samples.t);
  values.forEach((value, i) => {
    // Zero is a pause (no pedalling, standing still, no contact): it belongs to no zone.
    if (!(value > 0)) return;
    const index = indexOf(value, zones);
    if (index >= 0) seconds[index] = (seconds[index] ?? 0) + (lengths[i] ?? 0);
  });
  return {
    measure,
    zones: zones.map((zone, i) => ({ id: zone.id, name: zone.name, seconds: Math.round(seconds[i] ?? 0) })),
  };
}

const paceOf = (metresPerUnit: number) => (speed: number) => (speed > 0 ? metresPerUnit / speed : 0);

/**
 * Time in zones of the workout's lead measure, the one coaches steer the sport by and the
 * athlete has a threshold for: power for the bike (heart rate without a power meter), heart
 * rate for the run (pace without a heart-rate strap), CSS pace for the swim. Strength and
 * workouts without streams have none.
 */
export function workoutZones(
  sport: Sport,
  samples: WorkoutSamples | null | undefined,
  thresholds: Thresholds,
): WorkoutZones | null {
  if (!samples || samples.t.length === 0) return null;
  const { heartRate, power, speed } = samples;
  const recorded = (stream: readonly number[] | undefined): stream is readonly number[] =>
    stream?.some((value) => value > 0) ?? false;
  const byHeartRate = (bpm: readonly number[], upper: number, hrSport: 'bike' | 'run') =>
    accumulate(samples, bpm, heartRateZones(upper, hrSport), risingZoneIndex, 'heartRate');
  const byPace = (speeds: readonly number[], metresPerUnit: number, zones: Zone[]) =>
    accumulate(samples, speeds.map(paceOf(metresPerUnit)), zones, paceZoneIndex, 'pace');
  if (sport === 'bike') {
    if (recorded(power) && thresholds.bikeUpperPower)
      return accumulate(samples, power, powerZones(thresholds.bikeUpperPower), risingZoneIndex, 'power');
    if (recorded(heartRate) && thresholds.bikeUpperHeartRate)
      return byHeartRate(heartRate, thresholds.bikeUpperHeartRate, 'bike');
  }
  if (sport === 'run') {
    if (recorded(heartRate) && thresholds.runUpperHeartRate)
      return byHeartRate(heartRate, thresholds.runUpperHeartRate, 'run');
    if (recorded(speed) && thresholds.runUpperPace)
      return byPace(speed, 1000, runPaceZones(thresholds.runUpperPace));
  }
  if (sport === 'swim' && recorded(speed) && thresholds.swimCss)
    return byPace(speed, 100, swimPaceZones(thresholds.swimCss));
  return null;
}
