/**
 * Scoring a workout: its stress score and time in zones from what was recorded. Kept apart from
 * the completed-workouts service (no database) so the activity decoder workers run it too: an
 * imported file's time series is scored and compressed where the file was read, and the main
 * thread only stores the result (activity-imports/activity-decoder.ts).
 */
import { activityStress } from '@tricoach/core/load';
import { workoutZones } from '@tricoach/core/workouts';
import type { Sport, WorkoutSamples, WorkoutZones } from '@tricoach/core';
import type { ImportedActivity } from '../activity-imports/activity';
import { compressJson } from '../db/compressed-json';
import type { WorkoutAthlete } from './workout-athlete';

/** What scoring needs to know about the athlete (a worker gets it with each file). */
export type ScoringAthlete = Pick<WorkoutAthlete, 'thresholds' | 'gender'>;

export function stressOf(
  athlete: ScoringAthlete,
  workout: {
    sport: Sport;
    durationSeconds: number;
    distanceMeters: number | null;
    averageHeartRate: number | null;
    averagePower: number | null;
    rpe: number | null;
  },
  samples: WorkoutSamples | null,
) {
  return activityStress(
    {
      sport: workout.sport,
      duration: workout.durationSeconds,
      ...(workout.distanceMeters ? { distance: workout.distanceMeters } : {}),
      ...(samples
        ? {
            streams: {
              ...(samples.heartRate ? { heartRate: samples.heartRate } : {}),
              ...(samples.power ? { power: samples.power } : {}),
              ...(samples.speed ? { speed: samples.speed } : {}),
            },
            sampleSeconds: sampleSecondsOf(samples),
          }
        : {}),
      ...(workout.averageHeartRate ? { averageHeartRate: workout.averageHeartRate } : {}),
      // A manual log has only the average power; it stands in for normalized power (a slight underestimate).
      ...(workout.averagePower ? { normalizedPower: workout.averagePower } : {}),
      ...(workout.rpe ? { rpe: workout.rpe } : {}),
    },
    { thresholds: athlete.thresholds, ...(athlete.gender ? { gender: athlete.gender } : {}) },
  );
}

function sampleSecondsOf(samples: WorkoutSamples): number {
  const [first, second] = samples.t;
  return first !== undefined && second !== undefined && second > first ? second - first : 1;
}

/** What a device recorded, as the summary the stress score and the row take (whole seconds, bpm, watts). */
export function recordedSummary(recorded: {
  sport: Sport;
  durationSeconds: number;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  averagePower: number | null;
}) {
  const rounded = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    sport: recorded.sport,
    durationSeconds: Math.max(1, Math.round(recorded.durationSeconds)),
    distanceMeters: recorded.distanceMeters,
    averageHeartRate: rounded(recorded.averageHeartRate),
    averagePower: rounded(recorded.averagePower),
    rpe: null,
  };
}

/**
 * An activity read from a file with its time series scored and compressed: what a workout row
 * needs of the recording, without the series themselves (~25,000 numbers for an hour at 1 Hz).
 */
export interface ScoredActivity extends Omit<ImportedActivity, 'streams'> {
  /** The time series as the row stores them (compressJson), null with fewer than two samples. */
  samplesText: string | null;
  stressScore: number;
  zoneSeconds: WorkoutZones | null;
}

export function scoreActivity(athlete: ScoringAthlete, activity: ImportedActivity): ScoredActivity {
  const { streams, ...rest } = activity;
  const samples: WorkoutSamples & Record<string, unknown> = { ...streams };
  const hasSamples = streams.t.length > 1;
  return {
    ...rest,
    samplesText: hasSamples ? compressJson(samples) : null,
    stressScore: stressOf(athlete, recordedSummary(activity), hasSamples ? samples : null).stress,
    zoneSeconds: hasSamples ? workoutZones(activity.sport, samples, athlete.thresholds) : null,
  };
}
