/**
 * An activity read from a device's file (FIT, TCX, GPX), in one shape whatever the format:
 * what a completed workout is made of. SI units; time series on a regular grid.
 */
export type ActivitySport = 'swim' | 'bike' | 'run';

/** Arrays of the same length as `t` (seconds from the start; pauses leave gaps in `t`). */
export interface ActivityStreams {
  t: number[];
  heartRate?: number[];
  /** W. */
  power?: number[];
  /** m/s. */
  speed?: number[];
  /** rpm (strides per minute for running, strokes per minute for swimming). */
  cadence?: number[];
  /** m above sea level. */
  altitude?: number[];
  /** Degrees; null where the device had no position. */
  latitude?: (number | null)[];
  longitude?: (number | null)[];
}

export interface ActivityLap {
  /** Seconds from the activity's start. */
  startOffsetSeconds: number;
  /** Timer time of the lap. */
  durationSeconds: number;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  averagePower: number | null;
}

/** One length of a pool swim, or a rest at the wall ('idle'), as the device recorded it. */
export interface PoolLength {
  startOffsetSeconds: number;
  durationSeconds: number;
  kind: 'active' | 'idle';
  strokes: number | null;
  stroke: string | null;
}

export interface ImportedActivity {
  sport: ActivitySport;
  startedAt: Date;
  /** The file's timer time: pauses left out (GPX has none: first to last point). */
  durationSeconds: number;
  /** Clock time from start to end, pauses included. */
  elapsedSeconds: number;
  distanceMeters: number | null;
  averageHeartRate: number | null;
  maxHeartRate: number | null;
  averagePower: number | null;
  elevationGainMeters: number | null;
  streams: ActivityStreams;
  laps: ActivityLap[];
  poolLengthMeters: number | null;
  lengths: PoolLength[];
  /** In a multisport file: the transition just before this leg. */
  transitionBefore: ActivityTransition | null;
}

export interface ActivityTransition {
  startedAt: Date;
  durationSeconds: number;
}

export type ActivityFormat = 'fit' | 'tcx' | 'gpx';

/** What one file gave: its activities (a multisport file gives one per leg), or why none. */
export type ActivityFileResult =
  | { kind: 'activities'; format: ActivityFormat; activities: ImportedActivity[] }
  | { kind: 'skipped'; reason: string };

/** A file that cannot be read: the message is for the athlete. */
export class ActivityFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActivityFileError';
  }
}
