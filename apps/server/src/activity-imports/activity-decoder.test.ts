import { afterAll, describe, expect, it } from 'vitest';
import { buildFitActivity } from '../../test/support/fit-files';
import { decompressJson } from '../db/compressed-json';
import { ActivityFileError } from './activity';
import { createActivityDecoder, workerScript } from './activity-decoder';
import { readActivityFile, readScoredActivityFile } from './activity-files';

const decoder = createActivityDecoder();
afterAll(() => decoder.close());

const athlete = {
  thresholds: { runUpperHeartRate: 168, maxHeartRate: 188, restingHeartRate: 50 },
  gender: 'Female' as const,
};
const mainThread = (fileName: string, bytes: Uint8Array) => readScoredActivityFile(fileName, bytes, athlete);

const run = (minutes: number) =>
  buildFitActivity(new Date(Date.UTC(2026, 2, 4, 7)), [
    { sport: 'running', seconds: minutes * 60, heartRate: 150, speed: 3 },
  ]);

describe('the activity decoder (worker thread)', () => {
  it('reads a file as the main thread does', async () => {
    const bytes = run(20);
    expect(await decoder.read('run.fit', bytes, athlete)).toEqual(mainThread('run.fit', bytes));
    // Read by the worker, not by the main-thread fallback.
    expect(decoder.inWorker).toBe(true);
  });

  it('starts its workers on one bundled script, not on the TypeScript entry (no tsx loader thread each)', async () => {
    const script = await workerScript();
    expect(script).toContain('parentPort');
    expect(script).not.toMatch(/^import /m);
    // The file readers only: the engine's index brought zod and the Temporal polyfill in (a 2 MB
    // script instead of 1 MB; each worker parsed and kept it, ~14 MB of resident memory each).
    expect(script).not.toMatch(/node_modules\/(zod|temporal-polyfill)\//);
  });

  it('answers with the recording scored and compressed, not its time series', async () => {
    const bytes = run(20);
    const read = readActivityFile('run.fit', bytes);
    const scored = await decoder.read('run.fit', bytes, athlete);
    if (read.kind !== 'activities' || scored.kind !== 'activities') throw new Error('not read');
    const [activity] = scored.activities;
    expect(activity).not.toHaveProperty('streams');
    expect(decompressJson(activity?.samplesText ?? '')).toEqual(read.activities[0]?.streams);
    expect(activity?.stressScore).toBeGreaterThan(0);
    expect(activity?.zoneSeconds?.measure).toBe('heartRate');
  });

  it('leaves the caller’s bytes whole (they are copied, not moved, to the worker)', async () => {
    // As the import job makes them: a Buffer from base64, whose memory a transfer would take away.
    const bytes = Buffer.from(Buffer.from(run(20)).toString('base64'), 'base64');
    const length = bytes.length;
    const results = await Promise.all([
      decoder.read('a.fit', bytes, athlete),
      decoder.read('b.fit', bytes, athlete),
    ]);
    expect(results.map((result) => result.kind)).toEqual(['activities', 'activities']);
    expect(bytes.length).toBe(length);
  });

  it('rejects a damaged file with the reason the athlete reads', async () => {
    const damaged = run(5).slice(0, 200);
    await expect(decoder.read('broken.fit', damaged, athlete)).rejects.toBeInstanceOf(ActivityFileError);
    await expect(decoder.read('broken.fit', damaged, athlete)).rejects.toThrow(/damaged or incomplete/);
  });

  it('spreads reads over its workers, each read answered with its own file', async () => {
    const pool = createActivityDecoder(undefined, 2);
    try {
      const minutes = [3, 7, 5, 11, 2, 9];
      const results = await Promise.all(minutes.map((m) => pool.read(`${m}.fit`, run(m), athlete)));
      expect(
        results.map((result) => (result.kind === 'activities' ? result.activities[0]?.durationSeconds : 0)),
      ).toEqual(minutes.map((m) => m * 60));
    } finally {
      await pool.close();
    }
  });

  it('reads a file too large for a worker’s heap on the main thread, and the next one in a new worker', async () => {
    // A heap too small for the decoder's own code: every read runs out of memory in the worker.
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => warnings.push(message) };
    const cramped = createActivityDecoder(log, 1, {
      maxOldGenerationSizeMb: 2,
      maxYoungGenerationSizeMb: 1,
    });
    try {
      const files = [run(90), run(30)];
      const results = await Promise.all(files.map((bytes, i) => cramped.read(`${i}.fit`, bytes, athlete)));
      expect(results).toEqual(files.map((bytes, i) => mainThread(`${i}.fit`, bytes)));
      // Out of memory is not a broken worker: the lane still starts workers for later files.
      expect(warnings[0]).toMatch(/ran out of memory/);
      expect(cramped.inWorker).toBe(true);
      expect(await cramped.read('late.fit', run(10), athlete)).toEqual(mainThread('late.fit', run(10)));
    } finally {
      await cramped.close();
    }
  });
});
