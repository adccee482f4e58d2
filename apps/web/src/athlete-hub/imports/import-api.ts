import { apiFetch } from '../../api/client';
import type { ApiResponse } from '../../api/contract';

/** The activity-import calls of docs/api.md ("Activity imports", issue 13). */

/** The import's progress and per-file results, as the server's contract says (schema.gen.ts). */
export type ActivityImport = ApiResponse<'/api/v1/app/activity-imports/{importId}'>;
export type ImportItem = ActivityImport['items'][number];

export const importKeys = {
  all: ['activity-imports'] as const,
  one: (importId: string) => ['activity-imports', importId] as const,
};

export function startImport(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiFetch<ApiResponse<'/api/v1/app/activity-imports', 'post'>>('/api/v1/app/activity-imports', {
    method: 'POST',
    body: form,
    action: 'activity-import.start',
  });
}

export const fetchImport = (importId: string) =>
  apiFetch<ActivityImport>(`/api/v1/app/activity-imports/${encodeURIComponent(importId)}`);

export const isRunning = (view: ActivityImport | undefined) =>
  view?.status === 'queued' || view?.status === 'running';
