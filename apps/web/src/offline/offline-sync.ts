import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { identityKey, type Identity } from '../api/identity';
import { getSession, subscribeSession } from '../api/session';
import { refreshAccessToken } from '../api/token';
import { now } from '../app/clock';
import { hasPremiumAccess } from '../app/guards';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import { displayDate, todayIso } from '../athlete-data/dates';
import {
  checkInKeys,
  createCheckIn,
  fetchBriefingOptions,
  fetchTodayCheckIn,
  recordSoreness,
  updateCheckIn,
} from '../checkin/checkin-api';
import { completedKeys, logWorkout } from '../workout/completed/completed-api';
import { planKeys } from '../workout/plan-api';
import { isOfflineQuery } from './offline-keys';
import { getOfflineState, publishOfflineState } from './offline-state';
import {
  clearKept,
  publishPending,
  readCache,
  readOutbox,
  removeFromOutbox,
  writeCache,
  type OutboxEntry,
} from './offline-store';

/**
 * Loaded once a session exists (offline-start.ts): keeps the last sync on the device, sends the
 * writes kept offline when the network and the session are back, and forgets everything when
 * the session ends (docs/decisions.md, "Offline: the last sync, read-only, and a write queue").
 */

const SAVE_DELAY_MS = 500;
/**
 * How often an offline session tries the cookie again while the browser counts itself online
 * (no `online` event will come): one token request, and what was kept offline is sent within
 * seconds of the network coming back.
 */
const OFFLINE_RETRY_MS = 10_000;
let lastSyncAt: number | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;
let flushing: Promise<void> | null = null;

const athleteOf = (client: QueryClient) => client.getQueryData<Identity>(identityKey)?.athleteId;

/**
 * The offline start: the kept queries go into the cache, if they belong to someone (the
 * identity is kept with them). Returns whether the app can open on them.
 */
export async function restoreLastSync(client: QueryClient): Promise<boolean> {
  const kept = await readCache();
  if (!kept) return false;
  hydrate(client, kept.state);
  if (athleteOf(client) !== kept.owner) return false;
  lastSyncAt = kept.lastSyncAt;
  publishOfflineState({ lastSyncAt });
  await publishPending();
  return true;
}

async function save(client: QueryClient): Promise<void> {
  const owner = athleteOf(client);
  if (!owner || getSession().status !== 'signedIn' || lastSyncAt === null) return;
  const kept = await readCache();
  const outbox = await readOutbox();
  // Another athlete signed in on this device: the last one's data and writes go first.
  if ((kept && kept.owner !== owner) || outbox.some((entry) => entry.owner !== owner)) await clearKept();
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isOfflineQuery(query.queryKey),
  });
  // The session may have ended while this was read: nothing is written for a signed-out device.
  if (getSession().status !== 'signedIn') return;
  await writeCache({ owner, lastSyncAt, state });
  publishOfflineState({ lastSyncAt });
}

function scheduleSave(client: QueryClient): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void save(client).catch(() => undefined), SAVE_DELAY_MS);
}

const sendFailure = (entry: OutboxEntry, message: string) =>
  entry.kind === 'check-in'
    ? `Your check-in of ${displayDate(entry.date)} could not be sent: ${message}`
    : `The workout of ${displayDate(entry.date)} you logged offline could not be saved: ${message}`;

/** A check-in is about its own morning: the server files it under today, so another day's is not sent. */
const STALE_CHECK_IN = 'a check-in counts for its own day only.';

async function send(entry: OutboxEntry): Promise<void> {
  if (entry.kind === 'workout') {
    await logWorkout(entry.body);
    return;
  }
  if (entry.date !== todayIso()) throw new ApiError(400, 'stale_check_in', STALE_CHECK_IN);
  if (entry.answers) {
    const { checkIn } = await fetchTodayCheckIn();
    await (checkIn ? updateCheckIn(checkIn.id, entry.answers) : createCheckIn(entry.answers));
  }
  if (entry.soreness) await recordSoreness(entry.soreness);
}

async function flushOnce(client: QueryClient): Promise<void> {
  const owner = athleteOf(client);
  let sent = 0;
  for (const entry of await readOutbox()) {
    if (getSession().status !== 'signedIn' || !owner) break;
    if (entry.owner !== owner) {
      await removeFromOutbox(entry.id);
      continue;
    }
    try {
      await send(entry);
      sent += 1;
    } catch (caught) {
      // No network (again): the rest waits for the next chance, in order.
      if (caught instanceof ApiError && caught.isNetworkError) break;
      toastError(sendFailure(entry, caught instanceof Error ? caught.message : String(caught)));
    }
    await removeFromOutbox(entry.id);
  }
  if (sent === 0) return;
  toastSuccess(sent === 1 ? 'Sent what you saved offline.' : `Sent the ${sent} things you saved offline.`);
  await Promise.all(
    [checkInKeys.all, planKeys.all, completedKeys.all, ['dashboard-status'], identityKey].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Sends the kept writes, one run at a time, and one tab at a time (a Web Lock where the browser
 * has them): two open windows must not both send the same workout.
 */
export function flushOutbox(client: QueryClient): Promise<void> {
  const run = () => flushOnce(client);
  const locked = (): Promise<void> =>
    'locks' in navigator ? navigator.locks.request('tricoach-outbox', run).then(() => undefined) : run();
  const current =
    flushing ??
    locked()
      .catch(() => undefined)
      .finally(() => {
        flushing = null;
      });
  flushing = current;
  return current;
}

async function onOnline(client: QueryClient): Promise<void> {
  // The offline session had no token: the cookie gives one now, or the server ends the session.
  if (getSession().status === 'offline') {
    try {
      await refreshAccessToken();
    } catch {
      return; // still no way through; the next `online` tries again
    }
  }
  if (getSession().status === 'signedIn') await flushOutbox(client);
}

/**
 * What the check-in needs, read while online so a check-in can be made without network; only
 * for an athlete who can check in (onboarding done, premium or a trial): the calls answer 403
 * before that.
 */
function prefetchForOffline(client: QueryClient): void {
  const identity = client.getQueryData<Identity>(identityKey);
  if (!identity || identity.profile.onBoardingStatus !== 'OnBoardingCompleted') return;
  if (!hasPremiumAccess(identity, new Date(now()))) return;
  void client.prefetchQuery({
    queryKey: checkInKeys.options,
    queryFn: fetchBriefingOptions,
    staleTime: Infinity,
  });
  void client.prefetchQuery({ queryKey: checkInKeys.today, queryFn: fetchTodayCheckIn, staleTime: 60_000 });
}

export function startOfflineSync(client: QueryClient): void {
  if (started) return;
  started = true;
  void publishPending();

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (getSession().status !== 'signedIn') return;
    // The identity says whether the athlete can check in yet (it arrives after the session).
    if (event.query.queryKey[0] === identityKey[0]) prefetchForOffline(client);
    if (isOfflineQuery(event.query.queryKey)) {
      lastSyncAt = now();
      scheduleSave(client);
    }
    // An answer from the server: a good moment for what is waiting.
    if (getOfflineState().pending.length > 0) void flushOutbox(client);
  });

  let previous = getSession().status;
  const onSession = () => {
    const { status } = getSession();
    if (status === previous) return;
    previous = status;
    if (status === 'signedOut') {
      clearTimeout(saveTimer);
      lastSyncAt = null;
      void clearKept();
    } else if (status === 'signedIn') {
      prefetchForOffline(client);
      void flushOutbox(client);
    }
  };
  subscribeSession(onSession);
  window.addEventListener('online', () => void onOnline(client));
  // An offline start while the browser counts itself online (the server was unreachable) gets no
  // `online` event: the offline session tries the cookie again now and then.
  setInterval(() => {
    if (getSession().status === 'offline' && navigator.onLine) void onOnline(client);
  }, OFFLINE_RETRY_MS);

  if (getSession().status === 'signedIn') {
    prefetchForOffline(client);
    void flushOutbox(client);
    // What was read before this module loaded (the dashboard's first answers) is kept too.
    if (athleteOf(client)) {
      lastSyncAt = now();
      scheduleSave(client);
    }
  }
}
