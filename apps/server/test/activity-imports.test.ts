import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityImportFiles,
  activityImports,
  completedWorkouts,
  plannedSessions,
  trainingPlans,
} from '../src/db/schema';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { buildFitActivity, gpxRide, tcxRun } from './support/fit-files';
import { importFinished, uploadActivities, type ImportView } from './support/activity-upload';
import { appWithAthlete, planRunOn, signedUpAthlete } from './support/seed-athlete';
import type { TestApp } from './support/test-app';

let t: TestApp;
let a: TestAthlete;
let stranger: TestAthlete;
let plannedRun: { id: string; title: string };
// Yesterday: a new plan keeps past days as planned, so the match survives the re-plan an import asks for.
const runDay = daysFromToday(-1);
const at = (time: string, date = runDay) => new Date(`${date}T${time}Z`);
const text = (value: string) => new TextEncoder().encode(value);

const upload = (who: TestAthlete, files: { name: string; bytes: Uint8Array }[], field = 'files') =>
  uploadActivities(t, who, files, field);

const importDone = (who: TestAthlete, importId: string) => importFinished<ImportView>(who, importId);

async function importFiles(
  who: TestAthlete,
  files: { name: string; bytes: Uint8Array }[],
): Promise<ImportView> {
  const response = await upload(who, files);
  expect(response.statusCode, response.body).toBe(202);
  return importDone(who, response.json<{ importId: string }>().importId);
}

beforeAll(async () => {
  ({ t, a, stranger } = await appWithAthlete({}, { ACTIVITY_IMPORT_MAX_FILE_MB: '1' }));
  plannedRun = await planRunOn(t, a.athleteId, runDay);
}, 90_000);
afterAll(() => t.close());

describe('importing activity files', () => {
  let view: ImportView;
  const run = buildFitActivity(at('06:00:00'), [
    { sport: 'running', seconds: 2400, heartRate: 150, speed: 3.2, pause: { at: 1200, seconds: 90 } },
  ]);

  beforeAll(async () => {
    const race = buildFitActivity(at('08:00:00', daysFromToday(-3)), [
      { sport: 'swimming', seconds: 600, heartRate: 140, speed: 1.3 },
      { sport: 'transition', seconds: 90 },
      { sport: 'cycling', seconds: 1200, heartRate: 150, power: 210, speed: 9 },
      { sport: 'transition', seconds: 45 },
      { sport: 'running', seconds: 900, heartRate: 160, speed: 3.5 },
    ]);
    const bundle = zipSync({
      'swims/pool.fit': buildFitActivity(at('18:00:00', daysFromToday(-1)), [
        {
          sport: 'swimming',
          seconds: 900,
          heartRate: 128,
          pool: { poolLength: 25, lengthSeconds: 30, restSeconds: 15 },
        },
      ]),
      'copy-of-run.fit': run,
    });
    view = await importFiles(a, [
      { name: 'run.fit', bytes: run },
      { name: 'ride.gpx.gz', bytes: gzipSync(text(gpxRide(`${daysFromToday(-2)}T16:00:00Z`, 1800))) },
      { name: 'race.fit', bytes: race },
      { name: 'broken.fit', bytes: run.slice(0, 300) },
      { name: 'notes.txt', bytes: text('not an activity') },
      { name: 'bundle.zip', bytes: bundle },
    ]);
  }, 60_000);

  it('answers one item per file, a ZIP’s files named bundle.zip/inner, the counters matching the items', () => {
    expect(view.status).toBe('done');
    expect(view.items.map((item) => [item.fileName, item.status])).toEqual([
      ['run.fit', 'imported'],
      ['ride.gpx.gz', 'imported'],
      ['race.fit', 'imported'],
      ['broken.fit', 'failed'],
      ['notes.txt', 'skipped'],
      ['bundle.zip/copy-of-run.fit', 'duplicate'],
      ['bundle.zip/swims/pool.fit', 'imported'],
    ]);
    expect(view).toMatchObject({ total: 7, done: 7, imported: 4, duplicates: 1, failed: 1, skipped: 1 });
    for (const item of view.items.filter((i) => i.status === 'imported'))
      expect(item.completedWorkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(view.items[3]?.error).toBe(
      'The FIT file is damaged or incomplete (its length or checksum does not match).',
    );
    expect(view.items[4]?.error).toMatch(/^Not an activity file/);
    // The duplicate names the stored workout it repeats.
    expect(view.items[5]?.completedWorkoutId).toBe(view.items[0]?.completedWorkoutId);
    expect(view.items[2]?.completedWorkoutIds).toHaveLength(3);
  });

  it('makes each file a completed workout readable through the existing calls, matched to the planned session', async () => {
    const id = view.items[0]?.completedWorkoutId as string;
    const record = (await a.call('GET', `/api/v1/odata/completedworkout/${id}`)).json<
      Record<string, unknown>
    >();
    expect(record).toMatchObject({
      sport: 'run',
      source: 'file',
      date: runDay,
      durationSeconds: 2400,
      distanceMeters: 7680,
      averageHeartRate: 150,
      plannedSessionId: plannedRun.id,
      title: plannedRun.title,
      hasSamples: true,
    });
    expect(record.stressScore).toBeGreaterThan(20);
    const detail = (await a.call('GET', `/api/v1/app/completed-session-detail-view/${id}`)).json<{
      planned: { id: string } | null;
      zones: unknown;
    }>();
    expect(detail.planned?.id).toBe(plannedRun.id);
    expect(detail.zones).not.toBeNull();
    const chart = (await a.call('GET', `/api/v1/app/workout/chart?workoutId=${id}`)).json<{
      t: number[];
      heartRate: number[];
      pace: (number | null)[];
    }>();
    expect(chart.t).toHaveLength(2400);
    expect(chart.heartRate).toHaveLength(2400);
    expect(chart.pace[10]).toBeCloseTo(312.5, 0);
    const ride = (
      await a.call('GET', `/api/v1/odata/completedworkout/${view.items[1]?.completedWorkoutId}`)
    ).json<Record<string, unknown>>();
    expect(ride).toMatchObject({
      sport: 'bike',
      durationSeconds: 1800,
      averagePower: 210,
      averageHeartRate: 140,
    });
  });

  it('splits a multisport file into legs, keeps transitions, laps and pool lengths with the workout', async () => {
    const legs = await t.ctx.db
      .select()
      .from(completedWorkouts)
      .where(
        and(eq(completedWorkouts.athleteId, a.athleteId), eq(completedWorkouts.localDate, daysFromToday(-3))),
      );
    expect(legs.map((leg) => leg.sport).sort()).toEqual(['bike', 'run', 'swim']);
    const bike = legs.find((leg) => leg.sport === 'bike');
    expect(bike?.details).toMatchObject({
      transitionBefore: { durationSeconds: 90 },
      laps: [{ durationSeconds: 1200 }],
    });
    const detail = (await a.call('GET', `/api/v1/app/completed-session-detail-view/${bike?.id}`)).json<{
      recording: unknown;
    }>();
    expect(detail.recording).toMatchObject({
      elapsedSeconds: 1200,
      laps: [{ startOffsetSeconds: 0, durationSeconds: 1200, averagePower: 210 }],
      poolLengthMeters: null,
      lengths: [],
      transitionBefore: { durationSeconds: 90, startedAt: expect.stringMatching(/T08:10:00\.000Z$/) },
    });
    const [pool] = await t.ctx.db
      .select()
      .from(completedWorkouts)
      .where(eq(completedWorkouts.id, view.items[6]?.completedWorkoutId as string));
    expect(pool?.details).toMatchObject({ poolLengthMeters: 25 });
    expect((pool?.details as { lengths: unknown[] }).lengths.length).toBeGreaterThan(20);
    expect(pool?.sport).toBe('swim');
  });

  it('keeps no file bytes once read, and asks for a new plan', async () => {
    const files = await t.ctx.db
      .select({ bytes: activityImportFiles.bytes })
      .from(activityImportFiles)
      .where(eq(activityImportFiles.athleteId, a.athleteId));
    expect(files.every((file) => file.bytes === null)).toBe(true);
    const [plan] = await t.ctx.db
      .select()
      .from(trainingPlans)
      .where(eq(trainingPlans.athleteId, a.athleteId));
    expect(plan?.requestedAt.getTime()).toBeGreaterThan(t.ctx.clock.now().getTime() - 60_000);
  });

  it('recognises the same workout in another file (same start and sport) as a duplicate', async () => {
    const again = await importFiles(a, [
      { name: 'run-export.tcx', bytes: text(tcxRun(`${runDay}T06:00:20Z`, 600)) },
    ]);
    expect(again).toMatchObject({
      total: 1,
      imported: 0,
      duplicates: 1,
      items: [
        {
          fileName: 'run-export.tcx',
          status: 'duplicate',
          completedWorkoutId: view.items[0]?.completedWorkoutId,
        },
      ],
    });
  });
});

describe('a long import', () => {
  it('imports more files than one batch holds, each once, in upload order', async () => {
    const days = Array.from({ length: 45 }, (_, index) => daysFromToday(-400 - index));
    const files = days.map((day, index) => ({
      name: `ride-${String(index).padStart(2, '0')}.gpx`,
      bytes: text(gpxRide(`${day}T07:00:00Z`, 120)),
    }));
    // The last file repeats the first of the upload: found as a duplicate across batches.
    files.push({ name: 'ride-again.gpx', bytes: text(gpxRide(`${days[0]}T07:00:00Z`, 120)) });
    const view = await importFiles(a, files);
    expect(view).toMatchObject({ status: 'done', total: 46, done: 46, imported: 45, duplicates: 1 });
    expect(view.items.map((item) => item.fileName)).toEqual(files.map((file) => file.name));
    expect(view.items[45]?.completedWorkoutId).toBe(view.items[0]?.completedWorkoutId);
    const stored = await t.ctx.db
      .select({ date: completedWorkouts.localDate })
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.athleteId, a.athleteId), eq(completedWorkouts.sport, 'bike')));
    expect(stored.filter((row) => days.includes(row.date))).toHaveLength(45);
  }, 60_000);

  it('gives a planned session to one workout only when two of its sport arrive for its day together', async () => {
    const day = daysFromToday(-5);
    // A run planned that day, past so a re-plan running meanwhile keeps it.
    const [template] = await t.ctx.db
      .select()
      .from(plannedSessions)
      .where(and(eq(plannedSessions.athleteId, a.athleteId), eq(plannedSessions.sport, 'run')))
      .limit(1);
    if (!template) throw new Error('the plan has no run');
    const id = `double-${randomBytes(4).toString('hex')}`;
    await t.ctx.db.insert(plannedSessions).values({
      athleteId: a.athleteId,
      id,
      date: day,
      sport: 'run',
      session: { ...template.session, id, date: day },
    });
    const view = await importFiles(a, [
      { name: 'morning.tcx', bytes: text(tcxRun(`${day}T06:30:00Z`, 1800)) },
      { name: 'evening.tcx', bytes: text(tcxRun(`${day}T18:30:00Z`, 1800)) },
    ]);
    expect(view.imported).toBe(2);
    const linked = await t.ctx.db
      .select({ id: completedWorkouts.id })
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.athleteId, a.athleteId), eq(completedWorkouts.plannedSessionId, id)));
    expect(linked).toHaveLength(1);
  }, 60_000);
});

describe('what an import refuses', () => {
  it('answers a body that is not well-formed multipart with 400 and a way forward, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app/activity-imports',
      payload: 'not multipart at all',
      headers: { ...a.headers, 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The upload could not be read: send the files as multipart/form-data, in parts named files.',
    );
  });

  it('keeps a file whose name holds control characters, under a name that can be shown', async () => {
    const response = await upload(a, [{ name: 'evening\u0000\u0007.gpx', bytes: Buffer.from('<gpx>') }]);
    expect(response.statusCode).toBe(202);
    const view = await importDone(a, response.json<{ importId: string }>().importId);
    expect(view.items.map((item) => item.fileName)).toEqual(['evening.gpx']);
  });

  it('answers 413 naming the limit for a file over it, and stores nothing', async () => {
    const response = await upload(a, [{ name: 'huge.fit', bytes: randomBytes(1_200_000) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'huge.fit is larger than the limit of 1 MB per file.',
    });
  });

  it('streams the upload: a file over the limit after others is still a 413, and no import is half stored', async () => {
    const fresh = await signedUpAthlete(t);
    const response = await upload(fresh, [
      { name: 'first.gpx', bytes: text(gpxRide('2026-11-20T16:00:00Z', 60)) },
      { name: 'huge.fit', bytes: randomBytes(1_300_000) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('huge.fit is larger than the limit of 1 MB per file.');
    const stored = await t.ctx.db
      .select()
      .from(activityImports)
      .where(eq(activityImports.athleteId, fresh.athleteId));
    expect(stored).toEqual([]);
  });

  it('fails a corrupt ZIP as one item and a damaged file inside a ZIP alone; stored entries are read too', async () => {
    const zip = zipSync({ 'a.gpx': text(gpxRide('2026-11-21T16:00:00Z', 60)) }, { level: 0 });
    const damaged = zipSync({
      'good.gpx': text(gpxRide('2026-11-22T16:00:00Z', 60)),
      'bad.gpx': text(gpxRide('2026-11-23T16:00:00Z', 60)),
    });
    // One entry's compressed bytes flipped: its CRC no longer matches.
    const view = new DataView(damaged.buffer, damaged.byteOffset, damaged.byteLength);
    for (let at = 0; at + 30 < damaged.length; at++) {
      if (view.getUint32(at, true) !== 0x04034b50) continue;
      const nameLength = view.getUint16(at + 26, true);
      if (new TextDecoder().decode(damaged.subarray(at + 30, at + 30 + nameLength)) === 'bad.gpx') {
        const data = at + 30 + nameLength + view.getUint16(at + 28, true);
        damaged[data + 10] = (damaged[data + 10] ?? 0) ^ 0xff;
      }
    }
    const view2 = await importFiles(stranger, [
      { name: 'stored.zip', bytes: zip },
      { name: 'cut.zip', bytes: zip.slice(0, zip.length - 30) },
      { name: 'mixed.zip', bytes: damaged },
    ]);
    expect(view2.items.map((item) => [item.fileName, item.status, item.error])).toEqual([
      ['stored.zip/a.gpx', 'imported', undefined],
      ['cut.zip', 'failed', 'The ZIP file is damaged and cannot be opened.'],
      ['mixed.zip/bad.gpx', 'failed', 'The file is damaged in the ZIP and cannot be unpacked.'],
      ['mixed.zip/good.gpx', 'imported', undefined],
    ]);
  });

  it('answers 413 when the files together are over four times the limit', async () => {
    const files = Array.from({ length: 5 }, (_, i) => ({
      name: `part-${i}.fit`,
      bytes: randomBytes(900_000),
    }));
    const response = await upload(a, files);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('These files are larger than 4 MB together: upload them in parts.');
  });

  it('asks for files when there are none', async () => {
    const response = await upload(a, [{ name: 'x.fit', bytes: text('x') }], 'other');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at least one file/);
  });

  it('shows an import only to its athlete', async () => {
    const response = await upload(a, [{ name: 'notes.txt', bytes: text('hello') }]);
    const { importId } = response.json<{ importId: string }>();
    expect((await stranger.call('GET', `/api/v1/app/activity-imports/${importId}`)).statusCode).toBe(404);
    expect((await a.call('GET', '/api/v1/app/activity-imports/not-an-id')).statusCode).toBe(404);
    expect((await a.call('GET', `/api/v1/app/activity-imports/${'-'.repeat(36)}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/app/activity-imports/${importId}` })).statusCode,
    ).toBe(401);
    expect((await importDone(a, importId)).items).toEqual([
      { fileName: 'notes.txt', status: 'skipped', error: expect.stringMatching(/^Not an activity file/) },
    ]);
  });
});
