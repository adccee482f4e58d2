import { Encoder, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';
import type { WorkoutSamples } from '@tricoach/core';
import type { ActivityLap, PoolLength } from '../activity-imports/activity';
import { fitWriter } from '../activity-imports/fit-messages';
import type { completedWorkouts } from '../db/schema';

/** A completed workout (its stored row) as the export writes it back to a file. */
export type RecordedWorkout = Pick<
  typeof completedWorkouts.$inferSelect,
  | 'sport'
  | 'startedAt'
  | 'durationSeconds'
  | 'distanceMeters'
  | 'averageHeartRate'
  | 'maxHeartRate'
  | 'averagePower'
  | 'elevationGainMeters'
> & {
  samples: WorkoutSamples;
  /** What an imported file recorded beyond the streams (laps, pool lengths), when known. */
  details: {
    elapsedSeconds?: number;
    laps?: ActivityLap[];
    poolLengthMeters?: number | null;
    lengths?: PoolLength[];
  } | null;
};

const FIT_SPORT: Record<string, Pick<SessionMesg, 'sport' | 'subSport'>> = {
  swim: { sport: 'swimming' },
  bike: { sport: 'cycling' },
  run: { sport: 'running' },
  strength: { sport: 'training', subSport: 'strengthTraining' },
};

const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/**
 * A recorded workout as a FIT activity file (file_id, timer events, one record per sample with
 * the distance integrated from speed, its laps and pool lengths, one session, the activity),
 * written with Garmin's SDK so any tool that reads FIT (Garmin Connect, Strava, TrainingPeaks,
 * Tricoach's own import) takes it. Position is not stored, so none is written.
 */
export function writeWorkoutFitFile(workout: RecordedWorkout): Uint8Array {
  const encoder = new Encoder();
  const fit = fitWriter(encoder);
  const start = workout.startedAt.getTime();
  const at = (seconds: number) => new Date(start + Math.round(seconds * 1000));
  /** The times of a lap or pool length: it ends (its timestamp) `duration` after it starts, all of it timed. */
  const span = (startOffsetSeconds: number, durationSeconds: number) => ({
    timestamp: at(startOffsetSeconds + durationSeconds),
    startTime: at(startOffsetSeconds),
    totalElapsedTime: durationSeconds,
    totalTimerTime: durationSeconds,
  });
  const { samples } = workout;
  const last = samples.t.at(-1) ?? 0;
  const elapsed = Math.max(workout.details?.elapsedSeconds ?? 0, workout.durationSeconds, last);
  const sport = FIT_SPORT[workout.sport] ?? { sport: 'generic' as const };
  const isPoolSwim = workout.sport === 'swim' && (workout.details?.lengths?.length ?? 0) > 0;

  fit.fileId({
    type: 'activity',
    manufacturer: 'development',
    product: 1,
    serialNumber: 1,
    timeCreated: workout.startedAt,
  });
  fit.event({ timestamp: at(0), event: 'timer', eventType: 'start' });
  let distance = 0;
  samples.t.forEach((t, i) => {
    const speed = samples.speed?.[i];
    if (finite(speed) && i > 0) distance += speed * (t - (samples.t[i - 1] ?? t));
    const record: RecordMesg = { timestamp: at(t) };
    const heartRate = samples.heartRate?.[i];
    const power = samples.power?.[i];
    const altitude = samples.altitude?.[i];
    if (finite(heartRate)) record.heartRate = Math.round(heartRate);
    if (finite(power)) record.power = Math.round(power);
    if (finite(altitude)) record.altitude = altitude;
    if (finite(speed)) Object.assign(record, { speed, distance });
    fit.record(record);
  });
  if (isPoolSwim)
    (workout.details?.lengths ?? []).forEach((length, i) =>
      fit.length({
        messageIndex: i,
        ...span(length.startOffsetSeconds, length.durationSeconds),
        lengthType: length.kind,
        ...(length.strokes === null ? {} : { totalStrokes: length.strokes }),
      }),
    );
  fit.event({ timestamp: at(elapsed), event: 'timer', eventType: 'stopAll' });

  const summary = {
    timestamp: at(elapsed),
    startTime: at(0),
    totalElapsedTime: elapsed,
    totalTimerTime: workout.durationSeconds,
    sport: sport.sport,
    ...(sport.subSport ? { subSport: sport.subSport } : {}),
    ...(workout.distanceMeters === null ? {} : { totalDistance: workout.distanceMeters }),
    ...(workout.averageHeartRate === null ? {} : { avgHeartRate: workout.averageHeartRate }),
    ...(workout.maxHeartRate === null ? {} : { maxHeartRate: workout.maxHeartRate }),
    ...(workout.averagePower === null ? {} : { avgPower: workout.averagePower }),
    ...(workout.elevationGainMeters === null ? {} : { totalAscent: Math.round(workout.elevationGainMeters) }),
  };
  const laps = workout.details?.laps ?? [];
  if (laps.length === 0) fit.lap({ ...summary, messageIndex: 0 });
  laps.forEach((lap, i) =>
    fit.lap({
      messageIndex: i,
      ...span(lap.startOffsetSeconds, lap.durationSeconds),
      sport: sport.sport,
      ...(lap.distanceMeters === null ? {} : { totalDistance: lap.distanceMeters }),
      ...(lap.averageHeartRate === null ? {} : { avgHeartRate: lap.averageHeartRate }),
      ...(lap.averagePower === null ? {} : { avgPower: lap.averagePower }),
    }),
  );
  fit.session({
    ...summary,
    messageIndex: 0,
    firstLapIndex: 0,
    numLaps: Math.max(1, laps.length),
    ...(isPoolSwim && workout.details?.poolLengthMeters
      ? {
          poolLength: workout.details.poolLengthMeters,
          poolLengthUnit: 'metric',
          subSport: 'lapSwimming',
          numLengths: workout.details.lengths?.length ?? 0,
        }
      : {}),
  });
  fit.activity({
    timestamp: at(elapsed),
    numSessions: 1,
    type: 'manual',
    totalTimerTime: workout.durationSeconds,
    event: 'activity',
    eventType: 'stop',
  });
  return encoder.close();
}
