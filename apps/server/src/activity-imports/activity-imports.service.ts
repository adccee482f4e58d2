import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock/clock';
import type { CompletedWorkoutsService } from '../completed-workouts/completed-workouts.service';
import { loadWorkoutAthlete, type WorkoutAthlete } from '../completed-workouts/workout-athlete';
import type { Db } from '../db/database';
import { activityImportFiles, activityImports, plannedSessions } from '../db/schema';
import { yieldToRequests } from '../jobs/yield-to-requests';
import { ApiError, notFound } from '../http/errors';
import type { JobQueue } from '../jobs/job-queue';
import type { ScoredActivity } from '../completed-workouts/workout-scoring';
import type { ReplanRequests } from '../plan/plan-generation.service';
import { ActivityFileError } from './activity';
import { createActivityDecoder } from './activity-decoder';
import { fileSource, unpackUpload, type ScoredFileResult } from './activity-files';
import { isUuid } from '../db/own-row';

const ACTIVITY_IMPORT_QUEUE = 'activity-import';
const IMPORT_NOT_FOUND = 'Import not found';
/** Files per request: a folder of activities dropped at once. */
export const MAX_ACTIVITY_FILES = 500;
/**
 * Files written per transaction: one each made the embedded database's per-statement and
 * per-commit cost most of a long import; a batch is still a small step of the progress bar.
 * Two batches are in memory at once (one written, the next decoded); 10 instead of 20 changed
 * the PostgreSQL bench's peak by ~6 MB (363 → 357, within its noise), so 20 stay.
 */
const FILES_PER_BATCH = 20;
/** Uploaded files stored per insert while the upload is accepted. */
const ROWS_PER_INSERT = 25;

type ImportStatus = 'queued' | 'running' | 'done' | 'failed';
type ImportItemStatus = 'imported' | 'duplicate' | 'failed' | 'skipped';

/** A file of an import, its reading already under way. */
interface PendingFile {
  importId: string;
  position: number;
  fileName: string;
  fileHash: string;
  decoded: Promise<{ result: ScoredFileResult } | { error: unknown }>;
}

interface ActivityImportJob {
  importId: string;
}

interface ActivityImportsDeps {
  queue: JobQueue;
  completedWorkouts: CompletedWorkoutsService;
  /** After an import the plan is rebuilt from what was really done: asked as the import finishes, in that transaction. */
  planGeneration: ReplanRequests;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * The embedded database is one process: at start, every import left queued or running belongs
   * to a process that died, and is taken over at once. On PostgreSQL only a stale one is.
   */
  singleProcess: boolean;
  /**
   * Uploaded files' bytes go to PostgreSQL as binary parameters. The embedded database takes a
   * bytea parameter at ~1 MB/s, so there they go as base64 text (`bulkBytea` in db/schema.ts);
   * on PostgreSQL that text was a third more bytes to build, send and decode, and ~20 MB more of
   * the server's resident memory while an upload of 1,500 files was stored.
   */
  binaryBytes: boolean;
}

/** The run lost its import to a take-over (it was thought dead): it stops without a word. */
class ImportTakenOver extends Error {}

/** An import with no sign of life for this long lost its process (a batch takes seconds). */
export const STALLED_IMPORT_MS = 90_000;
const STALLED_SWEEP_EVERY_MS = 30_000;
const IMPORT_JOB_OPTIONS = {
  retryLimit: 3,
  retryDelay: 5,
  // A bulk export takes minutes: pg-boss's default 15-minute expiry would start a second run beside
  // the first. A process that dies is noticed by the heartbeat instead (takeOverStalled).
  expireInSeconds: 6 * 3600,
};

/** A file of an upload: streamed to disk by the request (`path`), or in memory. */
export type UploadedFile = { fileName: string } & ({ path: string } | { bytes: Uint8Array });

/** The per-file limit as the athlete reads it: "100 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 2) * 100) / 100} MB`;
export const fileTooLarge = (fileName: string, limitBytes: number) =>
  new ApiError(
    413,
    'payload_too_large',
    `${fileName} is larger than the limit of ${megabytes(limitBytes)} per file.`,
  );

/**
 * Activity imports: uploaded files are stored with the import at once (the request answers
 * 202), a durable job reads them one by one into completed workouts, and the athlete polls the
 * progress. A file that cannot be read fails alone; the others are imported.
 */
export function createActivityImportsService(db: Db, deps: ActivityImportsDeps) {
  const decoder = createActivityDecoder(deps.log);
  // As an SQL parameter of its own, a Buffer skips the column's base64 encoding: node-postgres sends it as binary.
  const storedBytes = (bytes: Buffer) => (deps.binaryBytes ? sql<Buffer>`${bytes}` : bytes);
  async function start(athleteId: string, uploads: readonly UploadedFile[]): Promise<{ importId: string }> {
    if (uploads.length === 0)
      throw new ApiError(
        400,
        'validation_failed',
        'Choose at least one file (FIT, TCX or GPX, also gzipped or in a ZIP).',
        [{ field: 'files', message: 'Choose at least one file.' }],
      );
    const importId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(activityImports)
        .values({ athleteId, status: 'queued', createdAt: deps.clock.now(), heartbeatAt: deps.clock.now() })
        .returning({ id: activityImports.id });
      const id = (created as { id: string }).id;
      let position = 0;
      let rows: PgInsertValue<typeof activityImportFiles>[] = [];
      const flush = async () => {
        if (rows.length) await tx.insert(activityImportFiles).values(rows);
        rows = [];
      };
      // A ZIP is inflated a hundred files at a time, each hundred written before the next is read,
      // straight from the upload's file on disk.
      for (const upload of uploads) {
        const file = 'path' in upload ? fileSource(upload.path) : undefined;
        try {
          for (const chunk of unpackUpload(
            upload.fileName,
            file ?? ('bytes' in upload ? upload.bytes : new Uint8Array()),
          )) {
            for (const item of chunk) {
              rows.push({
                importId: id,
                position: position++,
                athleteId,
                fileName: item.fileName,
                // A view of the bytes, not a copy.
                bytes: item.error
                  ? null
                  : storedBytes(Buffer.from(item.bytes.buffer, item.bytes.byteOffset, item.bytes.length)),
                fileHash: createHash('sha256').update(item.bytes).digest('hex'),
                status: item.error ? 'failed' : 'pending',
                error: item.error ?? null,
              });
            }
            // A few MB per insert: a hundred rows at once made ~8 MB statements (base64 text and
            // the driver's copy of it), the upload's memory peak.
            if (rows.length >= ROWS_PER_INSERT) await flush();
          }
        } finally {
          file?.close();
        }
      }
      await flush();
      return id;
    });
    // A crash before this leaves the import queued without a job: its heartbeat goes stale and
    // takeOverStalled queues it.
    await deps.queue.send(
      ACTIVITY_IMPORT_QUEUE,
      { importId } satisfies ActivityImportJob,
      IMPORT_JOB_OPTIONS,
    );
    return { importId };
  }

  async function status(athleteId: string, importId: string) {
    if (!isUuid(importId)) throw notFound(IMPORT_NOT_FOUND);
    const [row] = await db
      .select()
      .from(activityImports)
      .where(and(eq(activityImports.id, importId), eq(activityImports.athleteId, athleteId)));
    if (!row) throw notFound(IMPORT_NOT_FOUND);
    const files = await db
      .select({
        fileName: activityImportFiles.fileName,
        status: activityImportFiles.status,
        completedWorkoutIds: activityImportFiles.completedWorkoutIds,
        error: activityImportFiles.error,
      })
      .from(activityImportFiles)
      .where(eq(activityImportFiles.importId, importId))
      .orderBy(asc(activityImportFiles.position));
    return presentImport(row, files);
  }

  /** The job: every pending file, in upload order; a restarted job goes on where it stopped. */
  async function run(job: ActivityImportJob): Promise<void> {
    // One run at a time: a second job for the same import (a take-over beside a queued job) leaves
    // it to the run that holds it; a run that was taken over stops at its next heartbeat. The run
    // holds a lease on its id (see jobs/job-leases.ts): a runner whose process died holds none, so
    // its import is free at once, without waiting for its heartbeat to go stale.
    const runner = randomUUID();
    await deps.queue.leases.hold(runner);
    try {
      await runAs(runner, job);
    } finally {
      await deps.queue.leases.release(runner);
    }
  }

  async function runAs(runner: string, job: ActivityImportJob): Promise<void> {
    const stale = new Date(deps.clock.now().getTime() - STALLED_IMPORT_MS);
    const [current] = await db
      .select({
        status: activityImports.status,
        runner: activityImports.runner,
        heartbeatAt: activityImports.heartbeatAt,
      })
      .from(activityImports)
      .where(eq(activityImports.id, job.importId));
    if (!current || (current.status !== 'queued' && current.status !== 'running')) return;
    const free =
      current.runner === null ||
      (current.heartbeatAt !== null && current.heartbeatAt < stale) ||
      !(await deps.queue.leases.isHeld(current.runner));
    if (!free) return;
    const [row] = await db
      .update(activityImports)
      .set({ status: 'running', heartbeatAt: deps.clock.now(), runner })
      .where(
        and(
          eq(activityImports.id, job.importId),
          inArray(activityImports.status, ['queued', 'running']),
          // Whoever claimed it since it was read keeps it.
          current.runner === null
            ? isNull(activityImports.runner)
            : eq(activityImports.runner, current.runner),
        ),
      )
      .returning();
    if (!row) return;
    const { athleteId } = row;
    const beat = async () => {
      const held = await db
        .update(activityImports)
        .set({ heartbeatAt: deps.clock.now() })
        .where(and(eq(activityImports.id, row.id), eq(activityImports.runner, runner)))
        .returning({ id: activityImports.id });
      if (held.length === 0) throw new ImportTakenOver();
    };
    try {
      const athlete = await loadWorkoutAthlete(db, athleteId, deps.clock.now());
      // Plans start today and keep their past days, so nothing planned is older than this: files
      // of a years-long history skip the planned-session lookup.
      const [earliest] = await db
        .select({ date: min(plannedSessions.date) })
        .from(plannedSessions)
        .where(eq(plannedSessions.athleteId, athleteId));
      const plannedFrom = earliest?.date && earliest.date < athlete.today ? earliest.date : athlete.today;
      // Files are taken in position order, so the next batch is always after the last: the query
      // never walks the finished ones again (a 1,500-file import read them ~1 million times).
      let lastPosition = -1;
      const nextBatch = async (): Promise<PendingFile[]> => {
        // Which files are next, then their bytes by key: asked in one query, the planner encoded
        // every pending file's bytes before sorting (42 MB per file of a 1,500-file import).
        const next = await db
          .select({
            importId: activityImportFiles.importId,
            position: activityImportFiles.position,
            fileName: activityImportFiles.fileName,
            fileHash: activityImportFiles.fileHash,
          })
          .from(activityImportFiles)
          .where(
            and(
              eq(activityImportFiles.importId, row.id),
              gt(activityImportFiles.position, lastPosition),
              eq(activityImportFiles.status, 'pending'),
            ),
          )
          .orderBy(asc(activityImportFiles.position))
          .limit(FILES_PER_BATCH);
        if (next.length === 0) return [];
        lastPosition = next[next.length - 1]?.position ?? lastPosition;
        const contents = await db
          .select({
            position: activityImportFiles.position,
            // base64 out of the database, like in: the embedded database's bytea answers are slow.
            base64: sql<string | null>`encode(${activityImportFiles.bytes}, 'base64')`,
          })
          .from(activityImportFiles)
          .where(
            and(
              eq(activityImportFiles.importId, row.id),
              inArray(
                activityImportFiles.position,
                next.map((file) => file.position),
              ),
            ),
          );
        const base64Of = new Map(contents.map((content) => [content.position, content.base64]));
        return next.map((file) => {
          const base64 = base64Of.get(file.position);
          const bytes = base64 ? Buffer.from(base64, 'base64') : new Uint8Array();
          // Settled now, awaited later: the worker reads these files while the previous batch is written.
          // Read and scored in a worker: only the scores and the compressed recording come back.
          const decoded = decoder.read(file.fileName, bytes, athlete).then(
            (result) => ({ result }),
            (error: unknown) => ({ error }),
          );
          return { ...file, decoded };
        });
      };
      let current = await nextBatch();
      while (current.length) {
        const following = await nextBatch();
        await importBatch(athleteId, athlete, current, plannedFrom);
        await beat();
        current = following;
        // Without this turn a long import starved every request of the process (even its own 202).
        await yieldToRequests();
      }
      await finish(row.id, athleteId, runner, { status: 'done' });
    } catch (error) {
      if (error instanceof ImportTakenOver) return;
      deps.log.error({ err: error, importId: row.id }, 'activity import failed');
      await finish(row.id, athleteId, runner, {
        status: 'failed',
        error:
          'The import stopped unexpectedly. Files already imported are kept; please upload the rest again.',
      });
    }
  }

  /**
   * The import's end and the re-plan from the workouts it brought: one transaction. Whether to
   * re-plan is read from the import's files, not counted by this run: a run that died after its
   * last batch leaves the import running, and the run that takes it over finds nothing pending
   * but still asks for the plan the first one never did.
   */
  async function finish(
    importId: string,
    athleteId: string,
    runner: string,
    end: { status: 'done' } | { status: 'failed'; error: string },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(activityImports)
        .set({ ...end, finishedAt: deps.clock.now(), runner: null })
        .where(and(eq(activityImports.id, importId), eq(activityImports.runner, runner)))
        .returning({ id: activityImports.id });
      if (ended.length === 0) return;
      const [imported] = await tx
        .select({ position: activityImportFiles.position })
        .from(activityImportFiles)
        .where(and(eq(activityImportFiles.importId, importId), eq(activityImportFiles.status, 'imported')))
        .limit(1);
      if (imported) await deps.planGeneration.requestIfPlanned(athleteId, tx as unknown as Db);
    });
    deps.planGeneration.wake();
  }

  /** A batch of files in one transaction. */
  async function importBatch(
    athleteId: string,
    athlete: WorkoutAthlete,
    files: readonly PendingFile[],
    plannedFrom: string,
  ): Promise<void> {
    const readable: { file: PendingFile; activities: readonly ScoredActivity[] }[] = [];
    const settled: { file: PendingFile; status: ImportItemStatus; error: string }[] = [];
    for (const file of files) {
      const decoded = await file.decoded;
      if ('error' in decoded) {
        if (!(decoded.error instanceof ActivityFileError))
          deps.log.warn(
            { err: decoded.error, importId: file.importId, fileName: file.fileName },
            'activity file unreadable',
          );
        const error =
          decoded.error instanceof ActivityFileError ? decoded.error.message : 'The file could not be read.';
        settled.push({ file, status: 'failed', error });
      } else if (decoded.result.kind === 'skipped') {
        settled.push({ file, status: 'skipped', error: decoded.result.reason });
      } else {
        readable.push({ file, activities: decoded.result.activities });
      }
    }
    // Only a pending item is written: a second run of the job never rewrites a result.
    const itemOf = (file: PendingFile) =>
      and(
        eq(activityImportFiles.importId, file.importId),
        eq(activityImportFiles.position, file.position),
        eq(activityImportFiles.status, 'pending'),
      );
    await deps.completedWorkouts.importActivityFiles(
      athleteId,
      athlete,
      readable.map(({ file, activities }) => ({ activities, fileHash: file.fileHash })),
      plannedFrom,
      async (tx, done) => {
        for (const { file, status, error } of settled)
          await tx.update(activityImportFiles).set({ status, error, bytes: null }).where(itemOf(file));
        for (const [index, { file }] of readable.entries()) {
          const outcome = done[index];
          if (!outcome) continue;
          await tx
            .update(activityImportFiles)
            .set({
              status: outcome.status,
              completedWorkoutIds: outcome.workoutIds,
              error: null,
              bytes: null,
            })
            .where(itemOf(file));
        }
      },
    );
  }

  /**
   * Imports whose process died (kill -9, a crash between storing the files and queueing the job)
   * are queued again; the run goes on from the first file still pending. Claimed by moving the
   * heartbeat, so of several processes sweeping at once one queues it.
   */
  async function takeOverStalled(options: { all?: boolean } = {}): Promise<number> {
    const now = deps.clock.now();
    const stale = new Date(now.getTime() - STALLED_IMPORT_MS);
    const unfinished = inArray(activityImports.status, ['queued', 'running']);
    const claimed = await db
      .update(activityImports)
      .set({ heartbeatAt: now, runner: null })
      .where(
        options.all
          ? unfinished
          : and(unfinished, or(isNull(activityImports.heartbeatAt), lt(activityImports.heartbeatAt, stale))),
      )
      .returning({ id: activityImports.id });
    for (const { id } of claimed) {
      deps.log.warn({ importId: id }, 'activity import taken over: its process stopped');
      await deps.queue.send(
        ACTIVITY_IMPORT_QUEUE,
        { importId: id } satisfies ActivityImportJob,
        IMPORT_JOB_OPTIONS,
      );
    }
    return claimed.length;
  }

  let sweep: ReturnType<typeof setInterval> | undefined;
  async function startWorker() {
    await deps.queue.work<ActivityImportJob>(ACTIVITY_IMPORT_QUEUE, run);
    await takeOverStalled({ all: deps.singleProcess });
    sweep = setInterval(() => {
      takeOverStalled().catch((error: unknown) =>
        deps.log.error({ err: error }, 'sweeping stalled activity imports failed'),
      );
    }, STALLED_SWEEP_EVERY_MS);
    sweep.unref();
  }

  return {
    start,
    status,
    run,
    takeOverStalled,
    startWorker,
    close: async () => {
      clearInterval(sweep);
      await decoder.close();
    },
  };
}

function presentImport(
  row: typeof activityImports.$inferSelect,
  files: { fileName: string; status: string; completedWorkoutIds: string[]; error: string | null }[],
) {
  const items = files.map((file) => ({
    fileName: file.fileName,
    status: file.status === 'pending' ? ('queued' as const) : (file.status as ImportItemStatus),
    ...(file.completedWorkoutIds[0]
      ? { completedWorkoutId: file.completedWorkoutIds[0], completedWorkoutIds: file.completedWorkoutIds }
      : {}),
    ...(file.error ? { error: file.error } : {}),
  }));
  const counted = (wanted: string) => files.filter((file) => file.status === wanted).length;
  return {
    importId: row.id,
    status: row.status as ImportStatus,
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt.toISOString(),
    total: files.length,
    done: files.length - counted('pending'),
    imported: counted('imported'),
    duplicates: counted('duplicate'),
    failed: counted('failed'),
    skipped: counted('skipped'),
    items,
  };
}
