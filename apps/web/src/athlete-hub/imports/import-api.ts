import { apiFetch } from '../../api/client';

/** The activity-import calls of docs/api.md ("Activity imports", issue 13). */

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';
export type ImportItemStatus = 'queued' | 'imported' | 'duplicate' | 'failed' | 'skipped';

export interface ImportItem {
  fileName: string;
  status: ImportItemStatus;
  completedWorkoutId?: string;
  completedWorkoutIds?: string[];
  error?: string;
}

export interface ActivityImport {
  importId: string;
  status: ImportStatus;
  error?: string;
  createdAt: string;
  total: number;
  done: number;
  imported: number;
  duplicates: number;
  failed: number;
  skipped: number;
  items: ImportItem[];
}

export const importKeys = {
  all: ['activity-imports'] as const,
  one: (importId: string) => ['activity-imports', importId] as const,
};

export function startImport(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiFetch<{ importId: string }>('/api/v1/app/activity-imports', {
    method: 'POST',
    body: form,
    action: 'activity-import.start',
  });
}

export const fetchImport = (importId: string) =>
  apiFetch<ActivityImport>(`/api/v1/app/activity-imports/${encodeURIComponent(importId)}`);

export const isRunning = (view: ActivityImport | undefined) =>
  view?.status === 'queued' || view?.status === 'running';
