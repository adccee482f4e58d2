import { useBrowserOnline, useOfflineState, type PendingWrite } from './offline-state';
import './offline.css';

// The banner is in the main bundle: it formats dates itself, and `@tricoach/core/dates` stays in
// the pages' chunks (it brought the Temporal polyfill, 17 KB, until issue 17 part 1's fifth pass).
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-04" → "04.03.26" (spec 9). */
const shortDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;

/** "04.03.26 08:01": the app's date format (spec 9) and the time, in the device's zone. */
export function syncTimeText(at: number): string {
  const date = new Date(at);
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear() % 100)}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "your check-in of 04.03.26 and 2 logged workouts" */
export function pendingText(pending: PendingWrite[]): string {
  const checkIns = pending.filter((write) => write.kind === 'check-in');
  const workouts = pending.length - checkIns.length;
  const parts = [
    ...checkIns.map((write) => `your check-in of ${shortDate(write.date)}`),
    ...(workouts > 0 ? [workouts === 1 ? '1 logged workout' : `${workouts} logged workouts`] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * Under the header: offline, what the screens show is the last sync, and when that was; and
 * what was saved on this device and waits to be sent (docs/decisions.md, "Offline: the last
 * sync, read-only, and a write queue").
 */
export function OfflineBanner({ offlineSession }: { offlineSession: boolean }) {
  const online = useBrowserOnline();
  const { lastSyncAt, pending } = useOfflineState();
  const offline = offlineSession || !online;
  if (!offline && pending.length === 0) return null;
  return (
    <div className="offline-banner" role="status" aria-label="Offline">
      {offline ? (
        <p>
          <strong>Offline.</strong>{' '}
          {lastSyncAt !== null
            ? `What you see is from your last sync, ${syncTimeText(lastSyncAt)}.`
            : 'What you see is what this device last loaded.'}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <p className="offline-banner__pending">
          Saved on this device, {offline ? 'sent when you are back online' : 'sending now'}:{' '}
          {pendingText(pending)}.
        </p>
      ) : null}
    </div>
  );
}
