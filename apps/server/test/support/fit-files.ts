import { Encoder } from '@garmin/fitsdk';
import { fitWriter } from '../../src/activity-imports/fit-messages';

/** One leg of a generated FIT activity (a multisport file has several, with transitions between). */
export interface FitLeg {
  sport: 'running' | 'cycling' | 'swimming' | 'transition' | 'hiking';
  /** Seconds recorded (1 Hz records); a pause is left out of the timer time. */
  seconds: number;
  heartRate?: number;
  power?: number;
  /** m/s. */
  speed?: number;
  /** A pause of `seconds` starting `at` seconds into the leg (timer stopped, no records). */
  pause?: { at: number; seconds: number };
  /**
   * Pool swims: lengths of `poolLength` metres, each `lengthSeconds` long, with `restSeconds` idle
   * after every 4th; or, with `stretches`, those swims one after the other, each followed by its rest
   * (a CSS test: warm-up, 400, rest, 200).
   */
  pool?: {
    poolLength: number;
    lengthSeconds: number;
    restSeconds: number;
    stretches?: { lengths: number; lengthSeconds: number; restSeconds: number }[];
  };
}

/**
 * A real FIT activity file written with Garmin's SDK: file_id, timer events, 1 Hz records,
 * a lap per leg, pool lengths, a session per leg and the activity. For tests and benchmarks.
 */
export function buildFitActivity(start: Date, legs: FitLeg[]): Uint8Array {
  const encoder = new Encoder();
  const fit = fitWriter(encoder);
  const at = (ms: number) => new Date(start.getTime() + ms);
  fit.fileId({
    manufacturer: 'development',
    product: 1,
    serialNumber: 1234,
    timeCreated: start,
    type: 'activity',
  });
  let clock = 0;
  let totalTimer = 0;
  legs.forEach((leg, index) => {
    const legStart = clock;
    fit.event({ timestamp: at(clock), event: 'timer', eventType: 'start' });
    let distance = 0;
    let recorded = 0;
    let elapsed = 0;
    const lengths: { start: number; seconds: number; idle: boolean }[] = [];
    while (recorded < leg.seconds) {
      if (leg.pause && recorded === leg.pause.at) {
        fit.event({ timestamp: at(clock + elapsed * 1000), event: 'timer', eventType: 'stop' });
        elapsed += leg.pause.seconds;
        fit.event({ timestamp: at(clock + elapsed * 1000), event: 'timer', eventType: 'start' });
      }
      const speed = leg.speed ?? 0;
      distance += speed;
      fit.record({
        timestamp: at(clock + elapsed * 1000),
        ...(leg.heartRate ? { heartRate: leg.heartRate + (recorded % 7) - 3 } : {}),
        ...(leg.power !== undefined ? { power: leg.power } : {}),
        ...(leg.speed !== undefined ? { speed, distance } : {}),
        ...(leg.sport !== 'swimming' && leg.sport !== 'transition'
          ? {
              altitude: 100 + 10 * Math.sin(recorded / 300),
              positionLat: 566_807_014 + recorded * 20,
              positionLong: 123_456_789,
            }
          : {}),
        cadence: 85,
      });
      recorded += 1;
      elapsed += 1;
    }
    if (leg.pool) {
      let offset = 0;
      let n = 0;
      for (const stretch of leg.pool.stretches ?? []) {
        for (let i = 0; i < stretch.lengths; i++) {
          lengths.push({ start: offset, seconds: stretch.lengthSeconds, idle: false });
          offset += stretch.lengthSeconds;
        }
        lengths.push({ start: offset, seconds: stretch.restSeconds, idle: true });
        offset += stretch.restSeconds;
      }
      while (!leg.pool.stretches && offset + leg.pool.lengthSeconds <= leg.seconds) {
        lengths.push({ start: offset, seconds: leg.pool.lengthSeconds, idle: false });
        offset += leg.pool.lengthSeconds;
        n += 1;
        if (n % 4 === 0 && offset + leg.pool.restSeconds <= leg.seconds) {
          lengths.push({ start: offset, seconds: leg.pool.restSeconds, idle: true });
          offset += leg.pool.restSeconds;
        }
      }
      lengths.forEach((length, i) =>
        fit.length({
          messageIndex: i,
          timestamp: at(clock + (length.start + length.seconds) * 1000),
          startTime: at(clock + length.start * 1000),
          totalElapsedTime: length.seconds,
          totalTimerTime: length.seconds,
          lengthType: length.idle ? 'idle' : 'active',
          ...(length.idle ? {} : { totalStrokes: 18, swimStroke: 'freestyle' }),
        }),
      );
    }
    const end = at(clock + elapsed * 1000);
    fit.event({ timestamp: end, event: 'timer', eventType: 'stopAll' });
    const activeLengths = lengths.filter((l) => !l.idle).length;
    const legDistance = leg.pool ? activeLengths * leg.pool.poolLength : distance;
    const summary = {
      timestamp: end,
      startTime: at(legStart),
      totalElapsedTime: elapsed,
      totalTimerTime: leg.seconds,
      totalDistance: legDistance,
      sport: leg.sport,
      ...(leg.heartRate ? { avgHeartRate: leg.heartRate, maxHeartRate: leg.heartRate + 3 } : {}),
      ...(leg.power !== undefined ? { avgPower: leg.power } : {}),
    };
    fit.lap({ ...summary, messageIndex: index });
    fit.session({
      ...summary,
      messageIndex: index,
      firstLapIndex: index,
      numLaps: 1,
      ...(leg.pool
        ? {
            poolLength: leg.pool.poolLength,
            poolLengthUnit: 'metric',
            subSport: 'lapSwimming',
            numLengths: lengths.length,
          }
        : {}),
    });
    clock += elapsed * 1000;
    totalTimer += leg.seconds;
  });
  fit.activity({
    timestamp: at(clock),
    numSessions: legs.length,
    type: 'manual',
    totalTimerTime: totalTimer,
    event: 'activity',
    eventType: 'stop',
  });
  return encoder.close();
}

/** A FIT workout file (not an activity), to see it skipped. */
export function buildFitWorkoutFile(): Uint8Array {
  const encoder = new Encoder();
  const fit = fitWriter(encoder);
  fit.fileId({
    manufacturer: 'development',
    product: 1,
    timeCreated: new Date('2026-01-01T00:00:00Z'),
    type: 'workout',
  });
  fit.workout({ sport: 'running', numValidSteps: 1, wktName: 'Easy' });
  fit.workoutStep({
    messageIndex: 0,
    durationType: 'time',
    durationValue: 600_000,
    targetType: 'open',
    intensity: 'active',
  });
  return encoder.close();
}

export const tcxRun = (start: string, seconds: number) => {
  const startMs = Date.parse(start);
  const points = Array.from({ length: seconds + 1 }, (_, i) => {
    const time = new Date(startMs + i * 1000).toISOString();
    return `<Trackpoint><Time>${time}</Time><Position><LatitudeDegrees>${(47 + i * 0.00003).toFixed(6)}</LatitudeDegrees><LongitudeDegrees>8.5</LongitudeDegrees></Position><AltitudeMeters>410</AltitudeMeters><DistanceMeters>${i * 3}</DistanceMeters><HeartRateBpm><Value>150</Value></HeartRateBpm><Cadence>88</Cadence><Extensions><ns3:TPX><ns3:Speed>3.0</ns3:Speed></ns3:TPX></Extensions></Trackpoint>`;
  }).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
  <Activities><Activity Sport="Running"><Id>${start}</Id>
    <Lap StartTime="${start}"><TotalTimeSeconds>${seconds}</TotalTimeSeconds><DistanceMeters>${seconds * 3}</DistanceMeters><AverageHeartRateBpm><Value>150</Value></AverageHeartRateBpm><MaximumHeartRateBpm><Value>162</Value></MaximumHeartRateBpm><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod>
      <Track>${points}</Track>
    </Lap>
  </Activity></Activities>
</TrainingCenterDatabase>`;
};

export const gpxRide = (start: string, seconds: number, type = 'cycling') => {
  const startMs = Date.parse(start);
  // ~9 m per second northwards: 32 km/h.
  const points = Array.from({ length: seconds + 1 }, (_, i) => {
    const time = new Date(startMs + i * 1000).toISOString();
    return `<trkpt lat="${(47 + i * 0.0000809).toFixed(7)}" lon="8.5"><ele>${400 + i * 0.1}</ele><time>${time}</time><extensions><power>210</power><gpxtpx:TrackPointExtension><gpxtpx:hr>140</gpxtpx:hr><gpxtpx:cad>90</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>`;
  }).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
  <trk><name>Morning ride</name><type>${type}</type><trkseg>${points}</trkseg></trk>
</gpx>`;
};
