/**
 * Shared vocabulary of the engine. Every value is SI at rest: seconds, metres, watts, bpm,
 * kilograms, centimetres. Units of display are converted at the edge (see units/).
 */
export type Sport = 'swim' | 'bike' | 'run' | 'strength';
export type EnduranceSport = 'swim' | 'bike' | 'run';
export const ENDURANCE_SPORTS: readonly EnduranceSport[] = ['swim', 'bike', 'run'];

export type UnitSystem = 'Metric' | 'Imperial';
export type Gender = 'Male' | 'Female';
export type Intention = 'Beginner' | 'RampUp' | 'NextLevelRace' | 'Optimizing';
/** MAF answers (spec section 3); each moves 180 − age by −10, −5, 0 or +5. */
export type MafCategory = 'Rehabilitation' | 'Stagnating' | 'ConsistentTraining' | 'Competitive';

export type BikeMeasurement = 'HeartRate' | 'Power';
export type RunMeasurement = 'HeartRate' | 'Pace';
/** How targets are expressed, chosen per sport and per aerobic, interval and indoor work. */
export interface MeasurementPreferences {
  bike: { aerobic: BikeMeasurement; interval: BikeMeasurement; indoor: BikeMeasurement };
  run: { aerobic: RunMeasurement; interval: RunMeasurement; indoor: RunMeasurement };
}

/**
 * Upper = anaerobic threshold (LTHR, FTP, threshold pace, CSS); lower = aerobic threshold.
 * Any field may be unknown: the engine derives what it can and plans a test for the rest.
 */
export interface Thresholds {
  bikeUpperHeartRate?: number;
  bikeLowerHeartRate?: number;
  runUpperHeartRate?: number;
  runLowerHeartRate?: number;
  /** Functional threshold power, W. */
  bikeUpperPower?: number;
  bikeLowerPower?: number;
  /** Threshold run pace, seconds per km. */
  runUpperPace?: number;
  runLowerPace?: number;
  /** Critical swim speed as pace, seconds per 100 m. */
  swimCss?: number;
  maxHeartRate?: number;
  restingHeartRate?: number;
}

export * from './athlete';
export * from './plan-types';
