import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STALLED_IMPORT_MS } from '../src/activity-imports/activity-imports.service';
import { activityImportFiles, activityImports, completedWorkouts } from '../src/db/schema';
import { buildAthlete } from './support/athlete-factory';
import { importFinished, storedImport, type ImportView } from './support/activity-upload';
import { appForFile } from './support/test-app';

const t = appForFile();

// An import as a dead process leaves it (storedImport): the files stored, then either the job never
// queued (`queued`, no runner) or the run killed half-way (`running`, a runner that will never beat again).

const workoutsOf = async (athleteId: string) =>
  (await t.ctx.db.select().from(completedWorkouts).where(eq(completedWorkouts.athleteId, athleteId))).length;

describe('an import whose process died', () => {
  it('is taken over once its heartbeat is stale and finishes where it stopped, nothing imported twice', async () => {
    const athlete = await buildAthlete(t.app);
    const importId = await storedImport(t, athlete, {
      status: 'running',
      heartbeatAgoMs: STALLED_IMPORT_MS + 10_000,
      runner: randomUUID(),
    });
    // One file was already in when the process died.
    const [first] = await t.ctx.db
      .select()
      .from(activityImportFiles)
      .where(eq(activityImportFiles.importId, importId));
    await t.ctx.db
      .update(activityImportFiles)
      .set({ status: 'failed', error: 'kept from the first run', bytes: null })
      .where(
        and(eq(activityImportFiles.importId, importId), eq(activityImportFiles.position, first!.position)),
      );

    expect(await t.ctx.activityImports.takeOverStalled()).toBeGreaterThanOrEqual(1);
    const view = await importFinished<ImportView>(athlete, importId);
    expect(view.status).toBe('done');
    expect(view.items.map((item) => item.status)).toEqual(['failed', 'imported']);
    expect(view.items[0]?.error).toBe('kept from the first run');
    expect(await workoutsOf(athlete.athleteId)).toBe(1);
  });

  it('a crash between storing the files and queueing the job: the queued import is taken over', async () => {
    const athlete = await buildAthlete(t.app);
    const importId = await storedImport(t, athlete, {
      status: 'queued',
      heartbeatAgoMs: STALLED_IMPORT_MS + 1000,
      runner: null,
    });
    expect(await t.ctx.activityImports.takeOverStalled()).toBeGreaterThanOrEqual(1);
    expect((await importFinished<ImportView>(athlete, importId)).imported).toBe(2);
    expect(await workoutsOf(athlete.athleteId)).toBe(2);
  });

  it('a live run is left alone: a fresh heartbeat is not taken over, and a second job does not run beside it', async () => {
    const athlete = await buildAthlete(t.app);
    const liveRunner = randomUUID();
    // A live run holds the lease on its runner id (jobs/job-leases.ts).
    await t.ctx.jobs.leases.hold(liveRunner);
    try {
      const importId = await storedImport(t, athlete, {
        status: 'running',
        heartbeatAgoMs: 1000,
        runner: liveRunner,
      });
      await t.ctx.activityImports.takeOverStalled();
      const [row] = await t.ctx.db.select().from(activityImports).where(eq(activityImports.id, importId));
      expect(row?.runner).toBe(liveRunner);
      // A duplicate job for it (a retry, a second sweep) finds it held and does nothing.
      await t.ctx.activityImports.run({ importId });
      expect(await workoutsOf(athlete.athleteId)).toBe(0);
      const [after] = await t.ctx.db.select().from(activityImports).where(eq(activityImports.id, importId));
      expect(after?.status).toBe('running');
    } finally {
      await t.ctx.jobs.leases.release(liveRunner);
    }
  });

  it('a run with a fresh heartbeat but no lease (its process died) is taken over by the next job at once', async () => {
    const athlete = await buildAthlete(t.app);
    const importId = await storedImport(t, athlete, {
      status: 'running',
      heartbeatAgoMs: 1000,
      runner: randomUUID(),
    });
    // The dead process's job, failed by the sweep for jobs nobody holds and retried.
    await t.ctx.activityImports.run({ importId });
    const view = await importFinished<ImportView>(athlete, importId);
    expect(view.imported).toBe(2);
    expect(await workoutsOf(athlete.athleteId)).toBe(2);
  });

  it('two jobs for one import at once import each file once', async () => {
    const athlete = await buildAthlete(t.app);
    const importId = await storedImport(t, athlete, { status: 'queued', heartbeatAgoMs: 0, runner: null });
    await Promise.all([t.ctx.activityImports.run({ importId }), t.ctx.activityImports.run({ importId })]);
    const view = await importFinished<ImportView>(athlete, importId);
    expect(view.imported).toBe(2);
    expect(await workoutsOf(athlete.athleteId)).toBe(2);
  });
});
