import { useMutation } from '@tanstack/react-query';
import { workoutFileStem } from '@tricoach/core/units';
import { saveDownload } from '../api/save-download';
import { failureOf } from '../athlete-data/mutations';
import type { PlannedSessionDetail } from './plan-api';
import { SPORT_LABEL } from './plan-format';

interface Download {
  label: string;
  path: string;
  fileName: string;
}

/** The downloads a session offers: a FIT workout (one per leg of a brick) and, for rides, a Zwift workout. */
export function downloadsOf(session: PlannedSessionDetail): Download[] {
  const base = `/api/v1/app/planned-sessions/${encodeURIComponent(session.id)}`;
  const stem = workoutFileStem(session);
  const legs = session.legs ?? [];
  const fit: Download[] =
    legs.length > 0
      ? legs.map((leg, index) => ({
          label: `Download ${SPORT_LABEL[leg.sport].toLowerCase()} for your watch (.fit)`,
          path: `${base}/workout.fit?leg=${index}`,
          fileName: `${stem}-${leg.sport}.fit`,
        }))
      : session.sport === 'strength' && !session.exercises?.length
        ? []
        : [{ label: 'Download for your watch (.fit)', path: `${base}/workout.fit`, fileName: `${stem}.fit` }];
  const hasBike = session.sport === 'bike' || legs.some((leg) => leg.sport === 'bike');
  return hasBike
    ? [...fit, { label: 'Zwift (.zwo)', path: `${base}/workout.zwo`, fileName: `${stem}.zwo` }]
    : fit;
}

/** "Download for your watch (.fit)" and "Zwift (.zwo)" on the planned workout page (issue 13). */
export function DeviceDownloads({ session }: { session: PlannedSessionDetail }) {
  const download = useMutation({
    mutationFn: (file: Download) => saveDownload({ ...file, action: 'workout.download' }),
    onError: (caught) => failureOf(caught),
  });
  // The file being prepared: every button waits, that one says so.
  const busy = download.isPending ? download.variables.path : null;
  const downloads = downloadsOf(session);
  if (downloads.length === 0) return null;
  return (
    <div className="device-downloads" role="group" aria-label="Send to a device">
      {downloads.map((file) => (
        <button
          key={file.path}
          type="button"
          className="button button--small"
          disabled={busy !== null}
          onClick={() => download.mutate(file)}
        >
          {busy === file.path ? 'Preparing…' : file.label}
        </button>
      ))}
    </div>
  );
}
