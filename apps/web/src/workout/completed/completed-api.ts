import type { IsoDate, SampleSummary, Sport } from '@tricoach/core';
import { apiFetch } from '../../api/client';

/** The completed-workout calls of docs/api.md ("Completed workouts"), one function per call. */

export interface WorkoutFeedback {
  executedAsPlanned: boolean;
  /** 1–10. */
  intensity: number;
  /** 1–5. */
  durationFeel: number;
}

/** The summary figures (duration, distance, heart rate, power, climb) are core's SampleSummary. */
interface CompletedWorkout extends SampleSummary {
  id: string;
  sport: Sport;
  title: string;
  startedAt: string;
  date: IsoDate;
  rpe: number | null;
  stressScore: number | null;
  source: 'manual' | 'file' | 'garmin' | 'demo';
  plannedSessionId: string | null;
  hasSamples: boolean;
  feedback: WorkoutFeedback | null;
}

export interface WorkoutZoneTime {
  id: string;
  name: string;
  seconds: number;
}

export interface CompletedWorkoutDetail extends CompletedWorkout {
  averageSpeedMetersPerSecond: number | null;
  speedDisplay: 'pacePerKm' | 'pacePer100m' | 'speed' | null;
  zones: { measure: 'heartRate' | 'power' | 'pace'; zones: WorkoutZoneTime[] } | null;
  planned: {
    id: string;
    title: string;
    sport: Sport;
    date: IsoDate;
    duration: number;
    distance: number;
    load: number;
  } | null;
}

export interface WorkoutChart {
  workoutId: string;
  sport: Sport;
  t: number[];
  heartRate: number[];
  /** m/s. */
  speed: number[];
  /** s/km (run) or s/100 m (swim); null while standing still. */
  pace: (number | null)[];
  power: number[];
  altitude: number[];
}

/** What the log form sends: SI units, the spec's sport words (swimming, cycling, running, strengthtraining). */
export interface ManualWorkoutBody {
  sport: string;
  date: IsoDate;
  startTime?: string | null;
  durationSeconds: number;
  distanceMeters?: number | null;
  averageHeartRate?: number | null;
  averagePower?: number | null;
  rpe?: number | null;
}

export const completedKeys = {
  all: ['completed-workout'] as const,
  detail: (id: string) => ['completed-workout', id, 'detail'] as const,
  chart: (id: string) => ['completed-workout', id, 'chart'] as const,
};

const key = (id: string) => encodeURIComponent(id);

export const fetchWorkoutDetail = (id: string) =>
  apiFetch<CompletedWorkoutDetail>(`/api/v1/app/completed-session-detail-view/${key(id)}`);

export const fetchWorkoutChart = (id: string) =>
  apiFetch<WorkoutChart>(`/api/v1/app/workout/chart?workoutId=${key(id)}`);

export const logWorkout = (body: ManualWorkoutBody) =>
  apiFetch<CompletedWorkout>('/api/v1/app/completed-workouts', {
    method: 'POST',
    body,
    action: 'workout.log',
  });

export const saveFeedback = (id: string, feedback: WorkoutFeedback) =>
  apiFetch<CompletedWorkout>(`/api/v1/app/completed-workouts/${key(id)}/feedback`, {
    method: 'PATCH',
    body: feedback,
    action: 'workout.feedback',
  });

export const deleteWorkout = (id: string) =>
  apiFetch<void>(`/api/v1/app/completed-workouts/${key(id)}`, { method: 'DELETE', action: 'workout.delete' });
