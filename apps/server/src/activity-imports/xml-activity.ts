import { XMLParser, XMLValidator } from 'fast-xml-parser';
// Not from the engine's index: see fit-activity.ts.
import {
  ActivityFileError,
  type ActivityFileResult,
  type ActivitySport,
  type ImportedActivity,
} from './activity';
import { figuresOfStreams, haversineMeters, maxOf, toGrid, type Reading } from './streams';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: true,
  // Elements that may appear once or many times are always arrays.
  isArray: (name) =>
    ['Activity', 'Lap', 'Track', 'Trackpoint', 'trk', 'trkseg', 'trkpt', 'NextSport'].includes(name),
});

function parseXml(text: string, format: string): Node {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new ActivityFileError(
      `The ${format} file is not valid XML (line ${valid.err.line}: ${valid.err.msg}).`,
    );
  return parser.parse(text) as Node;
}

const node = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const nodes = (value: unknown): Node[] =>
  Array.isArray(value)
    ? value.map(node).filter((n): n is Node => n !== undefined)
    : node(value)
      ? [value as Node]
      : [];
const num = (value: unknown): number | undefined => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};
/** `<HeartRateBpm><Value>150</Value></HeartRateBpm>` or a plain value. */
const valueOf = (value: unknown): number | undefined => num(node(value)?.Value ?? value);
const instant = (value: unknown): number | undefined => {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(at) ? at : undefined;
};

/** Sport names in TCX (`Sport` attribute) and GPX (`<type>`, Garmin and Strava spellings). */
function sportOf(name: string): ActivitySport | null | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (key === '') return undefined;
  if (/^(running|run|trailrunning|treadmillrunning|virtualrun|1|9)$/.test(key)) return 'run';
  if (
    /^(biking|cycling|ride|bike|roadbiking|mountainbiking|virtualride|gravelcycling|indoorcycling|ebikeride|2)$/.test(
      key,
    )
  )
    return 'bike';
  if (/^(swimming|swim|lapswimming|openwaterswimming|5)$/.test(key)) return 'swim';
  return null;
}

/**
 * A file without a sport (most GPX tracks): fast enough to be a ride (over 15 km/h on
 * average), otherwise a run. A guess the athlete sees on the workout and can correct by
 * deleting it.
 */
const guessSport = (distance: number, seconds: number): ActivitySport =>
  seconds > 0 && distance / seconds > 15 / 3.6 ? 'bike' : 'run';

/** Metres between positions, summed: GPX has no distance of its own. */
function trackDistance(points: readonly Reading[]): number {
  let total = 0;
  let previous: Reading | undefined;
  for (const point of points) {
    if (point.latitude === undefined || point.longitude === undefined) continue;
    if (previous?.latitude !== undefined && previous.longitude !== undefined)
      total += haversineMeters(previous.latitude, previous.longitude, point.latitude, point.longitude);
    previous = point;
  }
  return total;
}

function summaryOf(
  sport: ActivitySport,
  startedAt: number,
  readings: Reading[],
  timer: number,
  distance: number | null,
): ImportedActivity {
  const streams = toGrid(readings);
  const lastT = readings.length ? (readings[readings.length - 1]?.t ?? 0) : 0;
  return {
    sport,
    startedAt: new Date(startedAt),
    durationSeconds: Math.round(timer),
    elapsedSeconds: Math.round(lastT),
    distanceMeters: distance === null ? null : Math.round(distance * 10) / 10,
    ...figuresOfStreams(streams),
    streams,
    laps: [],
    poolLengthMeters: null,
    lengths: [],
    transitionBefore: null,
  };
}

/** Garmin's Training Center XML: activities with laps of trackpoints (multisport sessions give one activity per leg). */
export function readTcxActivity(text: string): ActivityFileResult {
  const root = node(parseXml(text, 'TCX').TrainingCenterDatabase);
  if (!root) throw new ActivityFileError('This is not a TCX file (no TrainingCenterDatabase).');
  const activitiesNode = node(root.Activities);
  const multisport = node(activitiesNode?.MultiSportSession);
  const legs = multisport
    ? [
        ...nodes(node(multisport.FirstSport)?.Activity),
        ...nodes(multisport.NextSport).flatMap((next) => nodes(next.Activity)),
      ]
    : nodes(activitiesNode?.Activity);
  if (legs.length === 0) throw new ActivityFileError('The TCX file has no activity in it.');
  const activities: ImportedActivity[] = [];
  const others: string[] = [];
  for (const leg of legs) {
    const laps = nodes(leg.Lap);
    const start = instant(leg.Id) ?? instant(laps[0]?.['@StartTime']);
    if (start === undefined)
      throw new ActivityFileError('The TCX file has an activity without a start time.');
    const readings: Reading[] = [];
    for (const lap of laps) {
      for (const point of nodes(lap.Track).flatMap((track) => nodes(track.Trackpoint))) {
        const at = instant(point.Time);
        if (at === undefined) continue;
        const position = node(point.Position);
        const tpx = node(node(point.Extensions)?.TPX);
        readings.push({
          t: (at - start) / 1000,
          heartRate: valueOf(point.HeartRateBpm),
          power: num(tpx?.Watts),
          speed: num(tpx?.Speed),
          cadence: num(point.Cadence) ?? num(tpx?.RunCadence),
          altitude: num(point.AltitudeMeters),
          latitude: num(position?.LatitudeDegrees),
          longitude: num(position?.LongitudeDegrees),
          distance: num(point.DistanceMeters),
        });
      }
    }
    const lapSeconds = laps.reduce((sum, lap) => sum + (num(lap.TotalTimeSeconds) ?? 0), 0);
    const lapDistance = laps.reduce((sum, lap) => sum + (num(lap.DistanceMeters) ?? 0), 0);
    const lastDistance = [...readings].reverse().find((r) => r.distance !== undefined)?.distance;
    const distance = lapDistance > 0 ? lapDistance : (lastDistance ?? null);
    const timer = lapSeconds > 0 ? lapSeconds : readings.length ? (readings[readings.length - 1]?.t ?? 0) : 0;
    const named = sportOf(String(leg['@Sport'] ?? ''));
    if (named === null) {
      others.push(String(leg['@Sport']));
      continue;
    }
    const activity = summaryOf(named ?? guessSport(distance ?? 0, timer), start, readings, timer, distance);
    const lapHeartRates = laps.map((lap) => ({
      hr: valueOf(lap.AverageHeartRateBpm),
      seconds: num(lap.TotalTimeSeconds) ?? 0,
    }));
    const weighted =
      lapHeartRates.every((lap) => lap.hr !== undefined) && lapSeconds > 0
        ? lapHeartRates.reduce((sum, lap) => sum + (lap.hr ?? 0) * lap.seconds, 0) / lapSeconds
        : null;
    activities.push({
      ...activity,
      averageHeartRate: weighted === null ? activity.averageHeartRate : Math.round(weighted),
      maxHeartRate: maxOf(laps.map((lap) => valueOf(lap.MaximumHeartRateBpm) ?? 0)) ?? activity.maxHeartRate,
      laps: laps.map((lap) => ({
        startOffsetSeconds: Math.round(((instant(lap['@StartTime']) ?? start) - start) / 1000),
        durationSeconds: num(lap.TotalTimeSeconds) ?? 0,
        distanceMeters: num(lap.DistanceMeters) ?? null,
        averageHeartRate: valueOf(lap.AverageHeartRateBpm) ?? null,
        averagePower: num(node(node(lap.Extensions)?.LX)?.AvgWatts) ?? null,
      })),
    });
  }
  if (activities.length === 0)
    return {
      kind: 'skipped',
      reason: `Only swim, bike and run are imported (this file holds ${others.join(', ')}).`,
    };
  return { kind: 'activities', format: 'tcx', activities };
}

/** GPS Exchange Format: a track of points. Duration is first to last point (GPX records no pauses). */
export function readGpxActivity(text: string): ActivityFileResult {
  const root = node(parseXml(text, 'GPX').gpx);
  if (!root) throw new ActivityFileError('This is not a GPX file (no gpx element).');
  const tracks = nodes(root.trk);
  const points = tracks.flatMap((track) => nodes(track.trkseg).flatMap((segment) => nodes(segment.trkpt)));
  const timed = points
    .map((point) => ({ point, at: instant(point.time) }))
    .filter((p): p is { point: Node; at: number } => p.at !== undefined);
  if (timed.length < 2)
    throw new ActivityFileError('The GPX file has no timed track points (a route, not a recorded activity).');
  timed.sort((a, b) => a.at - b.at);
  const start = timed[0]?.at ?? 0;
  const readings: Reading[] = timed.map(({ point, at }) => {
    const extensions = node(point.extensions);
    const tpx = node(extensions?.TrackPointExtension);
    return {
      t: (at - start) / 1000,
      heartRate: num(tpx?.hr) ?? num(extensions?.hr) ?? num(extensions?.heartrate),
      power: num(extensions?.power) ?? num(tpx?.power),
      cadence: num(tpx?.cad) ?? num(extensions?.cadence),
      altitude: num(point.ele),
      latitude: num(point['@lat']),
      longitude: num(point['@lon']),
    };
  });
  // Distance along the track, cumulative, so speed comes from it.
  let covered = 0;
  readings.forEach((reading, i) => {
    const previous = readings[i - 1];
    if (
      previous &&
      reading.latitude !== undefined &&
      reading.longitude !== undefined &&
      previous.latitude !== undefined &&
      previous.longitude !== undefined
    ) {
      covered += haversineMeters(previous.latitude, previous.longitude, reading.latitude, reading.longitude);
    }
    reading.distance = covered;
  });
  const distance = trackDistance(readings);
  const seconds = readings[readings.length - 1]?.t ?? 0;
  const typeName = String(tracks[0]?.type ?? root.type ?? '');
  const named = sportOf(typeName);
  if (named === null)
    return { kind: 'skipped', reason: `Only swim, bike and run are imported (this file holds ${typeName}).` };
  const sport = named ?? guessSport(distance, seconds);
  return {
    kind: 'activities',
    format: 'gpx',
    activities: [summaryOf(sport, start, readings, seconds, distance)],
  };
}
