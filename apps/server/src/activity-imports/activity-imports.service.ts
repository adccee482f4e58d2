import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock/clock';
import type { CompletedWorkoutsService } from '../completed-workouts/completed-workouts.service';
import { loadWorkoutAthlete, type WorkoutAthlete } from '../completed-workouts/workout-athlete';
import type { Db } from '../db/database';
import { activityImportFiles, activityImports, plannedSessions } from '../db/schema';
import { yieldToRequests } from '../jobs/yield-to-requests';
import { ApiError, notFound } from '../http/errors';
import type { JobQueue } from '../jobs/job-queue';
import { ActivityFileError, type ActivityFileResult, type ImportedActivity } from './activity';
import { createActivityDecoder } from './activity-decoder';
import { unpackUpload } from './activity-files';

const ACTIVITY_IMPORT_QUEUE = 'activity-import';
const IMPORT_NOT_FOUND = 'Import not found';
/** Files per request: a folder of activities dropped at once. */
export const MAX_ACTIVITY_FILES = 500;
/**
 * Files written per transaction: one each made the embedded database's per-statement and
 * per-commit cost most of a long import; a batch is still a small step of the progress bar.
 */
const FILES_PER_BATCH = 20;

type ImportStatus = 'queued' | 'running' | 'done' | 'failed';
type ImportItemStatus = 'imported' | 'duplicate' | 'failed' | 'skipped';

/** A file of an import, its reading already under way. */
interface PendingFile {
  importId: string;
  position: number;
  fileName: string;
  fileHash: string;
  decoded: Promise<{ result: ActivityFileResult } | { error: unknown }>;
}

interface ActivityImportJob {
  importId: string;
}

interface ActivityImportsDeps {
  queue: JobQueue;
  completedWorkouts: CompletedWorkoutsService;
  /** After an import the plan is rebuilt from what was really done. */
  requestReplan: (athleteId: string) => Promise<void>;
  clock: Clock;
  log: FastifyBaseLogger;
}

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
  async function start(
    athleteId: string,
    uploads: readonly { fileName: string; bytes: Uint8Array }[],
  ): Promise<{ importId: string }> {
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
        .values({ athleteId, status: 'queued', createdAt: deps.clock.now() })
        .returning({ id: activityImports.id });
      const id = (created as { id: string }).id;
      let position = 0;
      let rows: (typeof activityImportFiles.$inferInsert)[] = [];
      const flush = async () => {
        if (rows.length) await tx.insert(activityImportFiles).values(rows);
        rows = [];
      };
      // A ZIP is inflated a hundred files at a time, each hundred written before the next is read.
      for (const upload of uploads) {
        for (const chunk of unpackUpload(upload.fileName, upload.bytes)) {
          for (const file of chunk) {
            rows.push({
              importId: id,
              position: position++,
              athleteId,
              fileName: file.fileName,
              // A view of the bytes, not a copy.
              bytes: file.error
                ? null
                : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length),
              fileHash: createHash('sha256').update(file.bytes).digest('hex'),
              status: file.error ? 'failed' : 'pending',
              error: file.error ?? null,
            });
          }
          if (rows.length >= 100) await flush();
        }
      }
      await flush();
      return id;
    });
    // A bulk export takes minutes: pg-boss's default 15-minute expiry would start a second run beside the first.
    await deps.queue.send(ACTIVITY_IMPORT_QUEUE, { importId } satisfies ActivityImportJob, {
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 6 * 3600,
    });
    return { importId };
  }

  async function status(athleteId: string, importId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(importId)) throw notFound(IMPORT_NOT_FOUND);
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
    const [row] = await db.select().from(activityImports).where(eq(activityImports.id, job.importId));
    if (!row || row.status === 'done' || row.status === 'failed') return;
    const { athleteId } = row;
    await db.update(activityImports).set({ status: 'running' }).where(eq(activityImports.id, row.id));
    try {
      const athlete = await loadWorkoutAthlete(db, athleteId, deps.clock.now());
      // Plans start today and keep their past days, so nothing planned is older than this: files
      // of a years-long history skip the planned-session lookup.
      const [earliest] = await db
        .select({ date: min(plannedSessions.date) })
        .from(plannedSessions)
        .where(eq(plannedSessions.athleteId, athleteId));
      const plannedFrom = earliest?.date && earliest.date < athlete.today ? earliest.date : athlete.today;
      let imported = 0;
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
          const decoded = decoder.read(file.fileName, bytes).then(
            (result) => ({ result }),
            (error: unknown) => ({ error }),
          );
          return { ...file, decoded };
        });
      };
      let current = await nextBatch();
      while (current.length) {
        const following = await nextBatch();
        imported += await importBatch(athleteId, athlete, current, plannedFrom);
        current = following;
        // Without this turn a long import starved every request of the process (even its own 202).
        await yieldToRequests();
      }
      await db
        .update(activityImports)
        .set({ status: 'done', finishedAt: deps.clock.now() })
        .where(eq(activityImports.id, row.id));
      if (imported > 0) await deps.requestReplan(athleteId);
    } catch (error) {
      deps.log.error({ err: error, importId: row.id }, 'activity import failed');
      await db
        .update(activityImports)
        .set({
          status: 'failed',
          error:
            'The import stopped unexpectedly. Files already imported are kept; please upload the rest again.',
          finishedAt: deps.clock.now(),
        })
        .where(eq(activityImports.id, row.id));
    }
  }

  /** A batch of files in one transaction; answers how many were imported. */
  async function importBatch(
    athleteId: string,
    athlete: WorkoutAthlete,
    files: readonly PendingFile[],
    plannedFrom: string,
  ): Promise<number> {
    const readable: { file: PendingFile; activities: readonly ImportedActivity[] }[] = [];
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
    const outcomes = await deps.completedWorkouts.importActivityFiles(
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
    return outcomes.filter((outcome) => outcome.status === 'imported').length;
  }

  return {
    start,
    status,
    run,
    startWorker: () => deps.queue.work<ActivityImportJob>(ACTIVITY_IMPORT_QUEUE, run),
    close: () => decoder.close(),
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

export type ActivityImportsService = ReturnType<typeof createActivityImportsService>;
