import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expandUpload, readActivityFile, unpackUpload } from '../src/activity-imports/activity-files';
import {
  ActivityFileError,
  type ActivityFileResult,
  type ImportedActivity,
} from '../src/activity-imports/activity';
import { buildFitActivity, buildFitWorkoutFile, gpxRide, tcxRun } from './support/fit-files';

const START = new Date('2026-11-20T06:30:00Z');
const text = (value: string) => new TextEncoder().encode(value);
const activitiesOf = (result: ActivityFileResult): ImportedActivity[] => {
  if (result.kind !== 'activities') throw new Error(`skipped: ${result.reason}`);
  return result.activities;
};
const failure = (fileName: string, bytes: Uint8Array) => {
  try {
    readActivityFile(fileName, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ActivityFileError);
    return (error as Error).message;
  }
  throw new Error('expected the file to fail');
};

describe('FIT activities (Garmin SDK)', () => {
  it('reads a ride: timer time without the pause, distance, averages as in the file, 1 Hz streams', () => {
    const bytes = buildFitActivity(START, [
      {
        sport: 'cycling',
        seconds: 1800,
        heartRate: 140,
        power: 200,
        speed: 8,
        pause: { at: 900, seconds: 120 },
      },
    ]);
    const result = readActivityFile('ride.fit', bytes);
    expect(result.kind === 'activities' && result.format).toBe('fit');
    const [ride] = activitiesOf(result);
    expect(ride).toMatchObject({
      sport: 'bike',
      durationSeconds: 1800,
      elapsedSeconds: 1920,
      distanceMeters: 14400,
      averageHeartRate: 140,
      maxHeartRate: 143,
      averagePower: 200,
    });
    expect(ride?.startedAt.toISOString()).toBe(START.toISOString());
    const streams = ride?.streams;
    // The pause leaves a gap in t: the samples add up to moving time.
    expect(streams?.t.length).toBe(1800);
    expect(streams?.t[900]).toBe(1020);
    for (const key of [
      'heartRate',
      'power',
      'speed',
      'cadence',
      'altitude',
      'latitude',
      'longitude',
    ] as const)
      expect(streams?.[key]?.length, key).toBe(1800);
    expect(streams?.latitude?.[0]).toBeCloseTo(566_807_014 * (180 / 2 ** 31), 5);
    expect(ride?.laps).toEqual([
      {
        startOffsetSeconds: 0,
        durationSeconds: 1800,
        distanceMeters: 14400,
        averageHeartRate: 140,
        averagePower: 200,
      },
    ]);
    expect(ride?.elevationGainMeters).toBeGreaterThan(0);
  });

  it('reads a pool swim with its pool length and lengths, rests as the device recorded them', () => {
    const bytes = buildFitActivity(START, [
      {
        sport: 'swimming',
        seconds: 600,
        heartRate: 130,
        pool: { poolLength: 25, lengthSeconds: 30, restSeconds: 20 },
      },
    ]);
    const [swim] = activitiesOf(readActivityFile('swim.fit', bytes));
    expect(swim).toMatchObject({ sport: 'swim', durationSeconds: 600, poolLengthMeters: 25 });
    expect(swim?.lengths.filter((l) => l.kind === 'active')).toHaveLength(17);
    expect(swim?.lengths.filter((l) => l.kind === 'idle')).toHaveLength(4);
    expect(swim?.lengths[0]).toEqual({
      startOffsetSeconds: 0,
      durationSeconds: 30,
      kind: 'active',
      strokes: 18,
      stroke: 'freestyle',
    });
    expect(swim?.distanceMeters).toBe(425);
  });

  it('splits a multisport file into its legs and keeps the transitions', () => {
    const bytes = buildFitActivity(START, [
      { sport: 'swimming', seconds: 900, heartRate: 135, speed: 1.2 },
      { sport: 'transition', seconds: 120 },
      { sport: 'cycling', seconds: 2400, heartRate: 145, power: 190, speed: 9 },
      { sport: 'transition', seconds: 60 },
      { sport: 'running', seconds: 1500, heartRate: 155, speed: 3.4 },
    ]);
    const legs = activitiesOf(readActivityFile('race.fit', bytes));
    expect(legs.map((leg) => [leg.sport, leg.durationSeconds, leg.streams.t.length])).toEqual([
      ['swim', 900, 900],
      ['bike', 2400, 2400],
      ['run', 1500, 1500],
    ]);
    expect(legs[0]?.transitionBefore).toBeNull();
    expect(legs[1]?.transitionBefore).toEqual({
      startedAt: new Date(START.getTime() + 900_000),
      durationSeconds: 120,
    });
    expect(legs[2]?.transitionBefore?.durationSeconds).toBe(60);
    expect(legs[2]?.startedAt.getTime()).toBe(START.getTime() + (900 + 120 + 2400 + 60) * 1000);
  });

  it('skips sports other than swim, bike and run, and FIT files that are not activities', () => {
    expect(readActivityFile('hike.fit', buildFitActivity(START, [{ sport: 'hiking', seconds: 60 }]))).toEqual(
      { kind: 'skipped', reason: 'Only swim, bike and run are imported (this file holds hiking).' },
    );
    expect(readActivityFile('workout.fit', buildFitWorkoutFile())).toEqual({
      kind: 'skipped',
      reason: 'This FIT file holds a workout, not an activity.',
    });
  });

  it('fails a damaged FIT file with a clear message', () => {
    const bytes = buildFitActivity(START, [{ sport: 'running', seconds: 120, heartRate: 150 }]);
    expect(failure('cut.fit', bytes.slice(0, bytes.length - 200))).toBe(
      'The FIT file is damaged or incomplete (its length or checksum does not match).',
    );
    const flipped = bytes.slice();
    flipped[100] = (flipped[100] ?? 0) ^ 0xff;
    expect(failure('flipped.fit', flipped)).toMatch(/damaged/);
    expect(failure('random.fit', text('definitely not a fit file at all'))).toBe('This is not a FIT file.');
    expect(failure('empty.fit', new Uint8Array())).toBe('The file is empty.');
  });
});

describe('TCX and GPX', () => {
  it('reads a TCX run: lap time, lap distance, lap heart rate, trackpoint streams', () => {
    const [run] = activitiesOf(readActivityFile('run.tcx', text(tcxRun('2026-11-20T07:00:00Z', 600))));
    expect(run).toMatchObject({
      sport: 'run',
      durationSeconds: 600,
      distanceMeters: 1800,
      averageHeartRate: 150,
      maxHeartRate: 162,
    });
    expect(run?.streams.t).toHaveLength(601);
    expect(run?.streams.speed?.[10]).toBe(3);
    expect(run?.streams.cadence?.[0]).toBe(88);
    expect(run?.laps).toHaveLength(1);
  });

  it('reads a GPX ride: first to last point, distance from the track, heart rate and power from extensions', () => {
    const [ride] = activitiesOf(readActivityFile('ride.gpx', text(gpxRide('2026-11-20T16:00:00Z', 900))));
    expect(ride).toMatchObject({
      sport: 'bike',
      durationSeconds: 900,
      averageHeartRate: 140,
      averagePower: 210,
    });
    expect(ride?.distanceMeters).toBeGreaterThan(8000);
    expect(ride?.distanceMeters).toBeLessThan(8200);
    expect(ride?.streams.speed?.[5]).toBeCloseTo(9, 0);
  });

  it('guesses the sport of a GPX without one from its speed', () => {
    const [ride] = activitiesOf(
      readActivityFile('track.gpx', text(gpxRide('2026-11-20T16:00:00Z', 120, ''))),
    );
    expect(ride?.sport).toBe('bike');
    expect(readActivityFile('walk.gpx', text(gpxRide('2026-11-20T16:00:00Z', 120, 'walking')))).toMatchObject(
      { kind: 'skipped' },
    );
  });

  it('fails broken XML and a GPX route without times', () => {
    expect(failure('broken.tcx', text('<TrainingCenterDatabase><Activities><Activity>'))).toMatch(
      /^The TCX file is not valid XML/,
    );
    expect(
      failure('route.gpx', text('<gpx><trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>')),
    ).toBe('The GPX file has no timed track points (a route, not a recorded activity).');
  });
});

describe('gzip and ZIP', () => {
  it('reads gzipped files and fails a damaged gzip', () => {
    const bytes = gzipSync(
      buildFitActivity(START, [{ sport: 'running', seconds: 300, heartRate: 150, speed: 3 }]),
    );
    expect(activitiesOf(readActivityFile('run.fit.gz', bytes))[0]?.durationSeconds).toBe(300);
    expect(
      activitiesOf(readActivityFile('run.tcx.gz', gzipSync(text(tcxRun('2026-11-20T07:00:00Z', 60)))))[0]
        ?.sport,
    ).toBe('run');
    expect(failure('bad.fit.gz', bytes.slice(0, 40))).toBe(
      'The gzip file is damaged and cannot be unpacked.',
    );
  });

  it('expands a ZIP into its files, named bundle.zip/inner, and reports a damaged ZIP as one failure', () => {
    const zip = zipSync({
      'activities/a.fit': buildFitActivity(START, [{ sport: 'running', seconds: 60 }]),
      'activities/b.gpx.gz': gzipSync(text(gpxRide('2026-11-20T16:00:00Z', 60))),
      'activities/readme.txt': text('hello'),
      '__MACOSX/._a.fit': text('x'),
    });
    const files = expandUpload('export.zip', zip);
    expect(files.map((f) => f.fileName)).toEqual([
      'export.zip/activities/a.fit',
      'export.zip/activities/b.gpx.gz',
      'export.zip/activities/readme.txt',
    ]);
    expect(files.map((f) => readActivityFile(f.fileName, f.bytes).kind)).toEqual([
      'activities',
      'activities',
      'skipped',
    ]);
    expect(expandUpload('export.zip', zip.slice(0, 50))).toEqual([
      {
        fileName: 'export.zip',
        bytes: new Uint8Array(),
        error: 'The ZIP file is damaged and cannot be opened.',
      },
    ]);
    const single = text('not a zip');
    expect(expandUpload('ride.fit', single)).toEqual([{ fileName: 'ride.fit', bytes: single }]);
  });

  it('inflates a large ZIP a hundred files at a time, in name order, and fails a damaged file alone', () => {
    const names = Array.from({ length: 230 }, (_, i) => `day-${String(i).padStart(3, '0')}.gpx`);
    const zip = zipSync(Object.fromEntries(names.map((name) => [name, text(`<gpx>${name}</gpx>`)])));
    // The central directory's compression method of one file set to one nobody knows: it cannot be inflated.
    const damaged = 'day-150.gpx';
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let at = 0; at + 46 < zip.length; at++) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(at + 28, true);
      if (new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)) === damaged)
        view.setUint16(at + 10, 99, true);
    }
    const chunks = [...unpackUpload('export.zip', zip)];
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 30]);
    const files = chunks.flat();
    expect(files.map((file) => file.fileName)).toEqual(names.map((name) => `export.zip/${name}`));
    expect(files.filter((file) => file.error)).toEqual([
      {
        fileName: `export.zip/${damaged}`,
        bytes: new Uint8Array(),
        error: 'The file is damaged in the ZIP and cannot be unpacked.',
      },
    ]);
    expect(new TextDecoder().decode(files[151]?.bytes)).toBe('<gpx>day-151.gpx</gpx>');
  });
});
