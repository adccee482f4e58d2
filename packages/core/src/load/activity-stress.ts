import type { Gender, Sport, Thresholds } from '../model/index';
import {
  bikeTss,
  estimateSessionStress,
  gradeAdjustedMeanSpeed,
  hrTss,
  intensityFactorFor,
  maxIntensityFactor,
  normalizedPower,
  runTss,
  strengthStress,
  swimTss,
  trimp,
  trimpFromSamples,
} from './session-stress';

/**
 * A completed session as far as stress needs it; the plan's `CompletedSession` fits.
 * Streams are 1 Hz unless `sampleSeconds` says otherwise.
 */
export interface ActivityForStress {
  sport: Sport;
  /** Moving time, seconds. */
  duration: number;
  /** Metres. */
  distance?: number;
  streams?: {
    heartRate?: readonly number[];
    power?: readonly number[];
    /** m/s. */
    speed?: readonly number[];
    /** rise / run, e.g. 0.05 for 5 %. */
    grade?: readonly number[];
  };
  sampleSeconds?: number;
  averageHeartRate?: number;
  normalizedPower?: number;
  /** Session feedback intensity 1–10 (spec 3), read as CR-10 RPE. */
  rpe?: number;
}

export interface StressContext {
  thresholds: Thresholds;
  gender?: Gender;
}

export type StressMethod = 'power' | 'pace' | 'heartRate' | 'swimPace' | 'sessionRpe' | 'estimate';

/**
 * Typical adult resting heart rate, used for TRIMP only when none is known. hrTSS divides by
 * TRIMP at LTHR computed with the same value, which damps the error.
 */
export const DEFAULT_RESTING_HEART_RATE = 60;
/** Sessions with no data at all are assumed to be endurance work, most of all training. */
const UNKNOWN_SESSION_INTENSITY = 'endurance';

/**
 * The best stress score the data allows, most direct measure first: power (bike), pace
 * (run, grade-adjusted with a grade stream), CSS pace (swim), heart rate (TRIMP-based hrTSS),
 * session-RPE, and finally the planned-session estimate at endurance intensity.
 */
export function activityStress(
  activity: ActivityForStress,
  context: StressContext,
): { stress: number; method: StressMethod } {
  const { thresholds } = context;
  const sampleSeconds = activity.sampleSeconds ?? 1;
  const duration = Math.max(0, activity.duration);
  const streams = activity.streams ?? {};
  // Measured intensity above what a session of this length can hold is a stale threshold or a typo.
  const ceiling = maxIntensityFactor(duration);

  if (activity.sport === 'bike' && thresholds.bikeUpperPower !== undefined) {
    const np = streams.power?.length
      ? normalizedPower(streams.power, sampleSeconds)
      : activity.normalizedPower;
    if (np !== undefined && np > 0) {
      return {
        stress: bikeTss({
          durationSeconds: duration,
          normalizedPower: Math.min(np, thresholds.bikeUpperPower * ceiling),
          ftp: thresholds.bikeUpperPower,
        }),
        method: 'power',
      };
    }
  }
  if (activity.sport === 'run' && thresholds.runUpperPace !== undefined) {
    const speed = streams.speed?.length
      ? gradeAdjustedMeanSpeed(streams.speed, streams.grade)
      : activity.distance && duration > 0
        ? activity.distance / duration
        : 0;
    if (speed > 0) {
      const thresholdSpeed = 1000 / thresholds.runUpperPace;
      const stress = runTss({
        durationSeconds: duration,
        gradedPaceSecPerKm: 1000 / Math.min(speed, thresholdSpeed * ceiling),
        thresholdPaceSecPerKm: thresholds.runUpperPace,
      });
      return { stress, method: 'pace' };
    }
  }
  if (activity.sport === 'swim' && thresholds.swimCss !== undefined && activity.distance && duration > 0) {
    return {
      stress: swimTss({
        durationSeconds: duration,
        distanceMeters: Math.min(activity.distance, (duration * 100 * ceiling) / thresholds.swimCss),
        cssSecPer100m: thresholds.swimCss,
      }),
      method: 'swimPace',
    };
  }
  const threshold =
    activity.sport === 'bike'
      ? thresholds.bikeUpperHeartRate
      : activity.sport === 'run'
        ? thresholds.runUpperHeartRate
        : undefined;
  const hasHeartRate = Boolean(streams.heartRate?.length) || activity.averageHeartRate !== undefined;
  if (
    threshold !== undefined &&
    thresholds.maxHeartRate !== undefined &&
    context.gender !== undefined &&
    hasHeartRate
  ) {
    const profile = {
      restingHeartRate: thresholds.restingHeartRate ?? DEFAULT_RESTING_HEART_RATE,
      maxHeartRate: thresholds.maxHeartRate,
      gender: context.gender,
    };
    const score = streams.heartRate?.length
      ? (trimpFromSamples(streams.heartRate, profile, sampleSeconds) * duration) /
        (streams.heartRate.length * sampleSeconds)
      : trimp(duration, activity.averageHeartRate ?? 0, profile);
    return { stress: hrTss(score, threshold, profile), method: 'heartRate' };
  }
  if (activity.rpe !== undefined && activity.rpe > 0) {
    return { stress: strengthStress(duration, activity.rpe), method: 'sessionRpe' };
  }
  return {
    stress: estimateSessionStress({
      sport: activity.sport,
      durationSeconds: duration,
      intensityFactor: intensityFactorFor(activity.sport, UNKNOWN_SESSION_INTENSITY),
    }),
    method: 'estimate',
  };
}
