import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '../../athlete-data/mutations';
import { planKeys } from '../../workout/plan-api';
import {
  fetchImport,
  importKeys,
  isRunning,
  startImport,
  type ActivityImport,
  type ImportItem,
} from './import-api';
import { BackToHub } from '../BackToHub';
import './imports.css';

const ACCEPT = '.fit,.tcx,.gpx,.gz,.zip';
/** The last import, so the screen shows its progress again after the athlete left it. */
const LAST_IMPORT_KEY = 'tricoach.lastActivityImport';
const POLL_MS = 1000;

const STATUS_LABEL: Record<ImportItem['status'], string> = {
  queued: 'Waiting',
  imported: 'Imported',
  duplicate: 'Already imported',
  failed: 'Failed',
  skipped: 'Skipped',
};

function rememberedImport(): string | null {
  try {
    return window.localStorage.getItem(LAST_IMPORT_KEY);
  } catch {
    return null;
  }
}

/**
 * Import activities (athlete hub): files from any device or a bulk export, dropped or picked.
 * The import runs on the server; this screen polls its progress, and the athlete can leave and
 * come back (the import id is in the address and remembered).
 */
export function ImportActivitiesPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import') ?? rememberedImport();
  const start = useMutation({ mutationFn: startImport });
  const busy = start.isPending;
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const finished = useRef(false);

  const view = useQuery({
    queryKey: importKeys.one(importId ?? ''),
    queryFn: () => fetchImport(importId ?? ''),
    enabled: importId !== null,
    retry: false,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });

  if (view.data && !isRunning(view.data) && !finished.current) {
    finished.current = true;
    // New workouts change the plan, the dashboard and the statistics.
    void client.invalidateQueries({ queryKey: planKeys.all });
    void client.invalidateQueries({ queryKey: ['dashboard-status'] });
  }

  function upload(files: File[]) {
    if (files.length === 0 || busy) return;
    start.mutate(files, {
      onSuccess: ({ importId: id }) => {
        finished.current = false;
        try {
          window.localStorage.setItem(LAST_IMPORT_KEY, id);
        } catch {
          // Private mode: the address still holds the import.
        }
        setParams({ import: id }, { replace: true });
      },
      onError: (caught) => failureOf(caught),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files]);
  }

  const running = isRunning(view.data);
  return (
    <section className="page page--narrow activity-import" aria-labelledby="import-title">
      <BackToHub />
      <h1 id="import-title">Import activities</h1>
      <p className="muted">
        Files from any watch, bike computer or app: FIT, TCX or GPX, also gzipped or in a ZIP (a Garmin or
        Strava export). Each becomes a completed workout and ticks off the planned session of its day.
      </p>
      <label
        className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="drop-zone"
      >
        <span className="drop-zone__title">{busy ? 'Uploading…' : 'Drop files here'}</span>
        <span className="muted">or</span>
        <span className="button button--primary">Choose files</span>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPT}
          disabled={busy || running}
          aria-label="Activity files"
          onChange={(event) => upload([...(event.target.files ?? [])])}
        />
      </label>
      {view.isError && importId ? <p className="muted">The last import can no longer be shown.</p> : null}
      {view.data ? <ImportProgress view={view.data} /> : null}
    </section>
  );
}

function ImportProgress({ view }: { view: ActivityImport }) {
  const running = isRunning(view);
  const summary = [
    `${view.imported} imported`,
    view.duplicates ? `${view.duplicates} already there` : null,
    view.failed ? `${view.failed} failed` : null,
    view.skipped ? `${view.skipped} skipped` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section className="import-progress" aria-labelledby="import-progress-title" data-status={view.status}>
      <h2 id="import-progress-title">
        {running ? 'Importing…' : view.status === 'failed' ? 'Import stopped' : 'Import finished'}
      </h2>
      <progress
        className="import-progress__bar"
        max={Math.max(1, view.total)}
        value={view.done}
        aria-label="Files read"
      >
        {view.done} of {view.total}
      </progress>
      <p className="import-progress__count">
        {view.done} of {view.total} files read
        {summary ? <span className="muted"> · {summary}</span> : null}
      </p>
      {view.error ? <p className="import-progress__error">{view.error}</p> : null}
      <ul className="import-items" aria-label="Files">
        {view.items.map((item, index) => (
          <li key={`${index}-${item.fileName}`} className="import-item" data-status={item.status}>
            <span className="import-item__name">{item.fileName}</span>
            <span className={`import-item__status import-item__status--${item.status}`}>
              {STATUS_LABEL[item.status]}
            </span>
            {item.error ? <span className="import-item__error muted">{item.error}</span> : null}
            {item.completedWorkoutId ? (
              <Link
                className="import-item__link"
                to={`/app/workout/completed/${encodeURIComponent(item.completedWorkoutId)}`}
              >
                {(item.completedWorkoutIds?.length ?? 1) > 1
                  ? `View the first of ${item.completedWorkoutIds?.length} legs`
                  : 'View workout'}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
