import { createHash, randomBytes } from 'node:crypto';
import { activityImportFiles, activityImports } from '../../src/db/schema';
import { daysFromToday, type TestAthlete } from './athlete-factory';
import { buildFitActivity } from './fit-files';
import type { TestApp } from './test-app';

/** GET /activity-imports/{id} as the tests and the benchmark read it. */
export interface ImportView {
  status: string;
  total: number;
  done: number;
  imported: number;
  duplicates: number;
  failed: number;
  skipped: number;
  items: {
    fileName: string;
    status: string;
    completedWorkoutId?: string;
    completedWorkoutIds?: string[];
    error?: string;
  }[];
}

/** A multipart/form-data body with one part per file, as a browser's FormData sends it. */
export function multipart(files: { name: string; bytes: Uint8Array }[], field = 'files') {
  const boundary = `----tricoach${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /activity-imports with these files, as the Import activities screen sends them. */
export function uploadActivities(
  t: TestApp,
  who: TestAthlete,
  files: { name: string; bytes: Uint8Array }[],
  field = 'files',
) {
  const body = multipart(files, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/app/activity-imports',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}

/** The import's view once its job has finished (polled as the screen does, more often: 30 s at most). */
export async function importFinished<View extends { status: string }>(
  who: TestAthlete,
  importId: string,
): Promise<View> {
  for (let i = 0; i < 600; i += 1) {
    const view = (await who.call('GET', `/api/v1/app/activity-imports/${importId}`)).json<View>();
    if (view.status === 'done' || view.status === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

/** A ten-minute run's FIT file, started at `hour` o'clock (UTC) on `date`. */
const runAt = (date: string, hour: number) =>
  buildFitActivity(new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`), [
    { sport: 'running', seconds: 600, heartRate: 140, speed: 3 },
  ]);

/** Where an import stands: queued by its request, or running (or not) as a process left it. */
export interface StoredImportState {
  status: 'queued' | 'running';
  heartbeatAgoMs: number;
  /** The process running it; null while queued. */
  runner: string | null;
}

/**
 * An import written straight to the database as an upload stores it: two ten-minute runs (three
 * and two days ago), their files pending, no job run yet; `state` says where it stands (a request
 * leaves it queued, a dead process maybe running). Gives the import's id.
 */
export async function storedImport(
  t: TestApp,
  athlete: TestAthlete,
  state: StoredImportState = { status: 'queued', heartbeatAgoMs: 0, runner: null },
): Promise<string> {
  const now = t.ctx.clock.now();
  const [row] = await t.ctx.db
    .insert(activityImports)
    .values({
      athleteId: athlete.athleteId,
      status: state.status,
      createdAt: now,
      heartbeatAt: new Date(now.getTime() - state.heartbeatAgoMs),
      runner: state.runner,
    })
    .returning({ id: activityImports.id });
  const files = [runAt(daysFromToday(-3), 6), runAt(daysFromToday(-2), 7)];
  await t.ctx.db.insert(activityImportFiles).values(
    files.map((bytes, position) => ({
      importId: row!.id,
      position,
      athleteId: athlete.athleteId,
      fileName: `run-${position}.fit`,
      bytes: Buffer.from(bytes),
      fileHash: createHash('sha256').update(bytes).digest('hex'),
      status: 'pending',
    })),
  );
  return row!.id;
}
