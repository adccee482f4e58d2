import {
  Decoder,
  Stream,
  type LapMesg,
  type LengthMesg,
  type RecordMesg,
  type SessionMesg,
} from '@garmin/fitsdk';
// From the workouts module, not the engine's index: the decoder workers' script would carry zod and
// the Temporal polyfill (activity-decoder.ts, workerScript).
import {
  ActivityFileError,
  type ActivityFileResult,
  type ActivitySport,
  type ActivityTransition,
  type ImportedActivity,
} from './activity';
import { figuresOfStreams, toGrid, type Reading } from './streams';

/** FIT sports we import (spec: only swim, bike and run); 'transition' joins multisport legs. */
const SPORTS: Record<string, ActivitySport> = {
  running: 'run',
  cycling: 'bike',
  swimming: 'swim',
  eBiking: 'bike',
};
const SEMICIRCLE_DEGREES = 180 / 2 ** 31;

/** FIT times count seconds from 1989-12-31T00:00:00Z. */
const FIT_EPOCH_MS = 631_065_600_000;
/** Epoch ms of a FIT time, read raw (seconds) or converted (a Date). */
const time = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value * 1000 + FIT_EPOCH_MS
    : value instanceof Date
      ? value.getTime()
      : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A FIT activity file read with Garmin's own decoder: one activity per session (a multisport
 * file has a session per leg, transitions in between), records, laps and pool lengths split
 * by each session's time window.
 */
export function readFitActivity(bytes: Uint8Array): ActivityFileResult {
  if (!Decoder.isFIT(Stream.fromByteArray(bytes))) throw new ActivityFileError('This is not a FIT file.');
  if (!new Decoder(Stream.fromByteArray(bytes)).checkIntegrity()) {
    throw new ActivityFileError(
      'The FIT file is damaged or incomplete (its length or checksum does not match).',
    );
  }
  // Expanding components and sub-fields is most of the decoder's time (≈ 7× for a 1 Hz ride) and
  // only matters for heart rate a strap stored apart (HRM-Swim, HRM-Pro): read lean, and read
  // again in full when the file has such heart-rate messages to merge into its records.
  let { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read({
    expandComponents: false,
    expandSubFields: false,
    mergeHeartRates: false,
    convertDateTimesToDates: false,
  });
  if (!errors.length && messages.hrMesgs?.length)
    ({ messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read({ mergeHeartRates: true }));
  if (errors.length)
    throw new ActivityFileError(`The FIT file could not be read: ${errors[0]?.message ?? 'unknown error'}.`);
  const fileType = messages.fileIdMesgs?.[0]?.type;
  if (fileType !== undefined && fileType !== 'activity')
    return { kind: 'skipped', reason: `This FIT file holds a ${String(fileType)}, not an activity.` };

  const records = (messages.recordMesgs ?? [])
    .filter((r) => time(r.timestamp) !== undefined)
    .sort((a, b) => (time(a.timestamp) ?? 0) - (time(b.timestamp) ?? 0));
  let sessions = [...(messages.sessionMesgs ?? [])]
    .filter((s) => time(s.startTime) !== undefined)
    .sort((a, b) => (time(a.startTime) ?? 0) - (time(b.startTime) ?? 0));
  if (sessions.length === 0) {
    // Some devices write records but no session: one session from the records and the file's sport.
    const sport = messages.sportMesgs?.[0]?.sport;
    const first = records[0];
    const last = records[records.length - 1];
    if (!first || !last || sport === undefined)
      throw new ActivityFileError('The FIT file has no activity in it (no session and no recorded data).');
    sessions = [{ sport, startTime: first.timestamp, timestamp: last.timestamp } satisfies SessionMesg];
  }

  const activities: ImportedActivity[] = [];
  const others: string[] = [];
  let transition: ActivityTransition | null = null;
  sessions.forEach((session, index) => {
    const start = time(session.startTime) ?? 0;
    const nextStart = time(sessions[index + 1]?.startTime);
    const elapsed = num(session.totalElapsedTime) ?? ((time(session.timestamp) ?? start) - start) / 1000;
    const end = Math.min(start + elapsed * 1000, nextStart ?? Number.POSITIVE_INFINITY);
    const sportName = String(session.sport ?? '');
    if (sportName === 'transition') {
      transition = {
        startedAt: new Date(start),
        durationSeconds: Math.round(num(session.totalTimerTime) ?? elapsed),
      };
      return;
    }
    const sport = SPORTS[sportName];
    if (!sport) {
      others.push(sportName || 'an unknown sport');
      transition = null;
      return;
    }
    const inWindow = (at: number | undefined) =>
      at !== undefined && at >= start && (at < end || (nextStart === undefined && at <= end + 1000));
    const sessionRecords = records.filter((r) => inWindow(time(r.timestamp)));
    activities.push(
      activityOf(
        sport,
        session,
        sessionRecords,
        (messages.lapMesgs ?? []).filter((lap) => inWindow(time(lap.startTime))),
        (messages.lengthMesgs ?? []).filter((length) => inWindow(time(length.startTime))),
        transition,
      ),
    );
    transition = null;
  });
  if (activities.length === 0)
    return {
      kind: 'skipped',
      reason: `Only swim, bike and run are imported (this file holds ${others.join(', ')}).`,
    };
  return { kind: 'activities', format: 'fit', activities };
}

function activityOf(
  sport: ActivitySport,
  session: SessionMesg,
  records: RecordMesg[],
  laps: LapMesg[],
  lengths: LengthMesg[],
  transitionBefore: ActivityTransition | null,
): ImportedActivity {
  const start = time(session.startTime) ?? 0;
  const readings: Reading[] = records.map((r) => {
    const lat = num(r.positionLat);
    const lon = num(r.positionLong);
    return {
      t: ((time(r.timestamp) ?? start) - start) / 1000,
      heartRate: num(r.heartRate),
      power: num(r.power),
      speed: num(r.enhancedSpeed) ?? num(r.speed),
      cadence: num(r.cadence),
      altitude: num(r.enhancedAltitude) ?? num(r.altitude),
      latitude: lat === undefined ? undefined : lat * SEMICIRCLE_DEGREES,
      longitude: lon === undefined ? undefined : lon * SEMICIRCLE_DEGREES,
      distance: num(r.distance),
    };
  });
  const streams = toGrid(readings);
  const fromStreams = figuresOfStreams(streams);
  const lastDistance = [...records].reverse().find((r) => num(r.distance) !== undefined)?.distance;
  const elapsed =
    num(session.totalElapsedTime) ?? (streams.t.length ? (streams.t[streams.t.length - 1] ?? 0) : 0);
  const lapTimer = laps.reduce((sum, lap) => sum + (num(lap.totalTimerTime) ?? 0), 0);
  const timer = num(session.totalTimerTime) ?? (lapTimer > 0 ? lapTimer : streams.t.length);
  const distance = num(session.totalDistance) ?? num(lastDistance) ?? null;
  return {
    sport,
    startedAt: new Date(start),
    durationSeconds: Math.round(timer),
    elapsedSeconds: Math.round(elapsed),
    distanceMeters: distance === null ? null : Math.round(distance * 10) / 10,
    averageHeartRate: num(session.avgHeartRate) ?? fromStreams.averageHeartRate,
    maxHeartRate: num(session.maxHeartRate) ?? fromStreams.maxHeartRate,
    averagePower: num(session.avgPower) ?? fromStreams.averagePower,
    elevationGainMeters: num(session.totalAscent) ?? fromStreams.elevationGainMeters,
    streams,
    laps: laps.map((lap) => ({
      startOffsetSeconds: Math.round(((time(lap.startTime) ?? start) - start) / 1000),
      durationSeconds: Math.round((num(lap.totalTimerTime) ?? num(lap.totalElapsedTime) ?? 0) * 10) / 10,
      distanceMeters: num(lap.totalDistance) ?? null,
      averageHeartRate: num(lap.avgHeartRate) ?? null,
      averagePower: num(lap.avgPower) ?? null,
    })),
    poolLengthMeters: sport === 'swim' ? (num(session.poolLength) ?? null) : null,
    lengths: lengths.map((length) => ({
      startOffsetSeconds: Math.round(((time(length.startTime) ?? start) - start) / 1000),
      durationSeconds:
        Math.round((num(length.totalTimerTime) ?? num(length.totalElapsedTime) ?? 0) * 10) / 10,
      kind: length.lengthType === 'idle' ? 'idle' : 'active',
      strokes: num(length.totalStrokes) ?? null,
      stroke: typeof length.swimStroke === 'string' ? length.swimStroke : null,
    })),
    transitionBefore,
  };
}
