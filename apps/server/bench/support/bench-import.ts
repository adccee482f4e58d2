import type { ImportView } from '../../test/support/activity-upload';

/** Uploads activity files (or a ZIP of them) over HTTP as the import screen does; answers the import's id. */
export async function uploadActivityFiles(
  url: string,
  headers: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
): Promise<string> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
  const upload = await fetch(`${url}/api/v1/app/activity-imports`, { method: 'POST', headers, body: form });
  if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  return ((await upload.json()) as { importId: string }).importId;
}

/** Polls the import every `intervalMs` until it is done or failed, as the import screen does. */
export async function importFinished(
  url: string,
  headers: Record<string, string>,
  importId: string,
  intervalMs: number,
): Promise<ImportView> {
  for (;;) {
    const view = (await (
      await fetch(`${url}/api/v1/app/activity-imports/${importId}`, { headers })
    ).json()) as ImportView;
    if (view.status === 'done' || view.status === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
