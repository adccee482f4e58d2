import { localDate, type Sport, type WorkoutSamples } from '@tricoach/core';
import type { ImportedWorkout } from '../completed-workouts/completed-workouts.service';

/**
 * Garmin activity types we import (integrations.md; the spec imports only swim, bike and run).
 * Transitions of a multisport activity have no sport of their own here and are left out, as is
 * the multisport parent: its legs arrive as activities of their own.
 */
const SPORT_OF_TYPE: Record<string, Sport> = {
  LAP_SWIMMING: 'swim',
  OPEN_WATER_SWIMMING: 'swim',
  CYCLING: 'bike',
  ROAD_BIKING: 'bike',
  INDOOR_CYCLING: 'bike',
  VIRTUAL_RIDE: 'bike',
  GRAVEL_CYCLING: 'bike',
  MOUNTAIN_BIKING: 'bike',
  RUNNING: 'run',
  TREADMILL_RUNNING: 'run',
  TRAIL_RUNNING: 'run',
  TRACK_RUNNING: 'run',
  STREET_RUNNING: 'run',
  INDOOR_RUNNING: 'run',
  VIRTUAL_RUN: 'run',
  ULTRA_RUN: 'run',
};

/** The sport of a Garmin activity type, or undefined when it is not one we import. */
export const sportOfActivityType = (type: unknown): Sport | undefined =>
  SPORT_OF_TYPE[String(type ?? '').toUpperCase()];

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A Garmin activity summary as a workout to store, or null when it is not one we import. */
export function importableActivity(
  summary: Record<string, unknown>,
  timeZone: string,
): ImportedWorkout | null {
  const sport = sportOfActivityType(summary.activityType);
  if (!sport || summary.isParent === true) return null;
  const start = numberOr(summary.startTimeInSeconds);
  const duration = numberOr(summary.durationInSeconds);
  if (start === null || duration === null || duration <= 0) return null;
  const startedAt = new Date(start * 1000);
  const offset = numberOr(summary.startTimeOffsetInSeconds);
  // Garmin's offset is the local time where it was done; without it, the athlete's time zone.
  const day =
    offset === null
      ? localDate(startedAt, timeZone)
      : new Date((start + offset) * 1000).toISOString().slice(0, 10);
  const distance = numberOr(summary.distanceInMeters);
  return {
    sport,
    title:
      typeof summary.activityName === 'string' && summary.activityName.trim()
        ? summary.activityName.trim().slice(0, 120)
        : null,
    startedAt,
    localDate: day,
    durationSeconds: duration,
    distanceMeters: distance !== null && distance > 0 ? distance : null,
    averageHeartRate: numberOr(summary.averageHeartRateInBeatsPerMinute),
    maxHeartRate: numberOr(summary.maxHeartRateInBeatsPerMinute),
    averagePower:
      sport === 'bike' ? numberOr(summary.averagePowerInWatts ?? summary.averageBikingPowerInWatts) : null,
    elevationGainMeters: numberOr(summary.totalElevationGainInMeters),
    source: 'garmin',
  };
}

/**
 * An activity details' samples as the workout chart's time series (seconds from the start).
 * A stream is kept when most samples carry it; gaps repeat the last value (sensors drop out).
 */
export function samplesOfDetails(details: Record<string, unknown>): WorkoutSamples | null {
  const raw = Array.isArray(details.samples) ? (details.samples as Record<string, unknown>[]) : [];
  const samples = raw
    .filter((s) => typeof s === 'object' && s !== null && numberOr(s.startTimeInSeconds) !== null)
    .sort((a, b) => Number(a.startTimeInSeconds) - Number(b.startTimeInSeconds));
  const first = samples[0];
  if (!first || samples.length < 2) return null;
  const start = Number(first.startTimeInSeconds);
  const result: WorkoutSamples = { t: samples.map((s) => Number(s.startTimeInSeconds) - start) };
  const streams = {
    heartRate: 'heartRate',
    speed: 'speedMetersPerSecond',
    power: 'powerInWatts',
    altitude: 'elevationInMeters',
  } as const;
  for (const [name, field] of Object.entries(streams) as [keyof typeof streams, string][]) {
    const values = samples.map((s) => numberOr(s[field]));
    if (values.filter((v) => v !== null).length < samples.length / 2) continue;
    let last = values.find((v) => v !== null) ?? 0;
    result[name] = values.map((v) => (v === null ? last : (last = v)));
  }
  return result;
}
