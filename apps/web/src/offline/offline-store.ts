import type { DehydratedState } from '@tanstack/react-query';
import { clear, createStore, get, set, update } from 'idb-keyval';
import type { CheckInDevice, ScaleItem, SorenessRegion } from '../checkin/checkin-api';
import type { ManualWorkoutBody } from '../workout/completed/completed-api';
import { now } from '../app/clock';
import { publishOfflineState, setOfflineDataMarker, type PendingWrite } from './offline-state';

/**
 * What the device keeps for an offline start, in IndexedDB (database `tricoach-offline`): the
 * last sync of a few queries (offline-keys.ts) and the writes made without network. Both belong
 * to one athlete (`owner`) and are cleared on sign-out, when the server ends the session, and
 * when another athlete signs in (offline-sync.ts). Never a token.
 */
const store = createStore('tricoach-offline', 'kept');
const CACHE = 'cache';
const OUTBOX = 'outbox';
/** Bumped when a kept answer's shape changes in a way the app can no longer read. */
export const CACHE_VERSION = 1;

export interface KeptCache {
  version: number;
  owner: string;
  lastSyncAt: number;
  state: DehydratedState;
}

export type CheckInAnswers = Partial<{ device: CheckInDevice } & Record<ScaleItem, string>>;

export type OutboxEntry =
  | {
      id: string;
      kind: 'check-in';
      owner: string;
      date: string;
      answers?: CheckInAnswers;
      soreness?: Record<SorenessRegion, string>;
    }
  | { id: string; kind: 'workout'; owner: string; date: string; body: ManualWorkoutBody };

export async function readCache(): Promise<KeptCache | undefined> {
  const kept = await get<KeptCache>(CACHE, store);
  return kept?.version === CACHE_VERSION ? kept : undefined;
}

export async function writeCache(cache: Omit<KeptCache, 'version'>): Promise<void> {
  await set(CACHE, { ...cache, version: CACHE_VERSION }, store);
  setOfflineDataMarker(true);
}

export async function readOutbox(): Promise<OutboxEntry[]> {
  return (await get<OutboxEntry[]>(OUTBOX, store)) ?? [];
}

const pendingOf = (entries: OutboxEntry[]): PendingWrite[] =>
  entries.map(({ id, kind, date }) => ({ id, kind, date }));

/** Tells the screens what is waiting (the banner, the dashboard). */
export async function publishPending(): Promise<void> {
  publishOfflineState({ pending: pendingOf(await readOutbox()) });
}

async function changeOutbox(change: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  let next: OutboxEntry[] = [];
  await update<OutboxEntry[]>(
    OUTBOX,
    (entries) => {
      next = change(entries ?? []);
      return next;
    },
    store,
  );
  if (next.length > 0) setOfflineDataMarker(true);
  publishOfflineState({ pending: pendingOf(next) });
}

const newId = () => `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * A check-in step made without network: the answers and the soreness of one day are one entry,
 * sent together (the later answer of a field wins).
 */
export function queueCheckIn(
  owner: string,
  date: string,
  part: { answers?: CheckInAnswers; soreness?: Record<SorenessRegion, string> },
): Promise<void> {
  return changeOutbox((entries) => {
    const index = entries.findIndex((e) => e.kind === 'check-in' && e.owner === owner && e.date === date);
    const existing = entries[index];
    if (index < 0 || existing?.kind !== 'check-in') {
      return [...entries, { id: newId(), kind: 'check-in', owner, date, ...part }];
    }
    const merged: OutboxEntry = {
      ...existing,
      answers: part.answers ? { ...existing.answers, ...part.answers } : existing.answers,
      soreness: part.soreness ?? existing.soreness,
    };
    return entries.map((entry, i) => (i === index ? merged : entry));
  });
}

export function queueWorkout(owner: string, body: ManualWorkoutBody): Promise<void> {
  return changeOutbox((entries) => [
    ...entries,
    { id: newId(), kind: 'workout', owner, date: body.date, body },
  ]);
}

export function removeFromOutbox(id: string): Promise<void> {
  return changeOutbox((entries) => entries.filter((entry) => entry.id !== id));
}

/** Everything the device keeps, gone: sign-out, a session the server ended, another athlete. */
export async function clearKept(): Promise<void> {
  await clear(store);
  setOfflineDataMarker(false);
  publishOfflineState({ lastSyncAt: null, pending: [] });
}
