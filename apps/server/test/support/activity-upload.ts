import { randomBytes } from 'node:crypto';
import type { TestAthlete } from './athlete-factory';
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
