import type { Page } from '@playwright/test';
import { onboardedAthlete } from '../support/athlete-api';
import { answerHowYouFeel, answerSoreness, FEELING_GOOD } from '../support/checkin';
import { expect, test } from '../support/fixtures';
import { appToday } from '../support/test-clock';

/**
 * Issue 17 part 4: the installed app without network. A signed-in athlete's dashboard is kept on
 * the device; offline, a reload opens signed in on that last sync (marked as such); a check-in
 * and a logged workout made offline are kept, survive a reload, and are sent once the network
 * is back. API paths never get the app shell from the service worker.
 */

const SHOTS = process.env.OFFLINE_SHOTS; // a folder: screenshots to look at by hand

/** What the device keeps in IndexedDB (offline-store.ts), read as the page sees it. */
function keptOnDevice(page: Page): Promise<{ queries: string[]; outbox: string[]; raw: string }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tricoach-offline');
        // Not there yet: reading must not create it (an empty database would lack the app's store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () =>
          open.error?.name === 'AbortError'
            ? resolve({ queries: [], outbox: [], raw: '' })
            : reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve({ queries: [], outbox: [], raw: '' });
          const store = db.transaction('kept').objectStore('kept');
          const cache = store.get('cache');
          const outbox = store.get('outbox');
          outbox.onsuccess = () => {
            const state = cache.result?.state as { queries: { queryKey: unknown[] }[] } | undefined;
            resolve({
              queries: (state?.queries ?? []).map((query) => query.queryKey.slice(0, 2).join('/')),
              outbox: ((outbox.result ?? []) as { kind: string }[]).map((entry) => entry.kind),
              raw: JSON.stringify([cache.result ?? null, outbox.result ?? null]),
            });
          };
        };
      }),
  );
}

/** Everything the page can read of its storage, as text: no token may be in it. */
async function browserStorageText(page: Page): Promise<string> {
  const web = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  return web + (await keptOnDevice(page)).raw;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-${name}.png`, fullPage: true });
}

test('offline: opens signed in on the last sync, keeps a check-in and a logged workout, sends them when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const athlete = await onboardedAthlete(page, 'offline');

  // Installed: the service worker controls the page from the next load on.
  await page.goto('/app/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const todayCard = page.getByRole('status', { name: 'Today' });
  const todaySessions = page.locator('section[aria-labelledby="today-sessions-title"]');
  const week = page.getByRole('list', { name: 'Week' });
  await expect(todayCard).toBeVisible({ timeout: 30_000 });
  await expect(week).toBeVisible();
  await expect(page.getByRole('status', { name: 'Offline' })).toHaveCount(0);
  const onlineToday = (await todaySessions.textContent()) ?? '';
  const onlineWeek = await week.getByRole('link').allTextContents();
  expect(onlineWeek.length).toBeGreaterThan(0);

  // The last sync is on the device: the identity, today's status, the week, the profile and what
  // the check-in needs; never a token (docs/security.md 3.2.3).
  await expect
    .poll(async () => (await keptOnDevice(page)).queries.sort(), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        'identity',
        'dashboard-status',
        'plan/outlook',
        `athlete/${athlete.athleteId}`,
        'check-in/options',
        'check-in/today',
      ]),
    );
  const stored = await browserStorageText(page);
  expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./); // a JWT
  expect(stored).not.toMatch(/access_token|refresh_token/i);

  // The network goes away while the dashboard is open: the page stays, and says so.
  await context.setOffline(true);
  await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(todayCard).toBeVisible();
  await expect(todaySessions).toHaveText(onlineToday);

  // Offline, a reload opens the app signed in, on the last sync, and says so.
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const banner = page.getByRole('status', { name: 'Offline' });
  await expect(banner).toContainText(/What you see is from your last sync, \d\d\.\d\d\.\d\d \d\d:\d\d\./);
  await expect(todayCard).toBeVisible();
  await expect(todaySessions).toHaveText(onlineToday);
  expect(await week.getByRole('link').allTextContents()).toEqual(onlineWeek);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await shot(page, 'dashboard');

  // The installed app opens at its start URL, '/': the guard sends the athlete on to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(todaySessions).toHaveText(onlineToday);

  // A page whose data was not kept (a planned session's detail) says it waits for the network.
  await week.getByRole('link').first().click();
  await expect(page.getByText('You are offline: this loads when you are back online.')).toBeVisible();
  await shot(page, 'not-kept');

  // The service worker leaves API paths to the network: offline they fail, never the app shell
  // (in a second tab, so this one's history holds no error page).
  const tab = await context.newPage();
  await expect(tab.goto('/api/v1/app/identity')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await tab.close();

  // A check-in without network: the measurement is skipped, the answers are kept.
  await page.goto('/checkin');
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Start check-in' }).click();
  await expect(page.getByRole('note')).toContainText('You are offline: a measurement needs the network.');
  await shot(page, 'device');
  await page.getByRole('button', { name: /^Skip measurement/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How do you feel?' })).toBeVisible();
  await answerHowYouFeel(page, { ...FEELING_GOOD, fresh: 'Fatigued', sleep: 'Poor' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Muscle soreness' })).toBeVisible();
  await answerSoreness(page, { Legs: 'Moderate' });
  await page.getByRole('button', { name: 'See today’s result' }).click();
  await expect(page).toHaveURL(/\/checkin\/result$/);
  await expect(page.getByRole('status', { name: 'Check-in saved on this device' })).toBeVisible();
  await shot(page, 'checkin-kept');

  // A workout logged without network: kept, and the athlete is told.
  await page.goto('/app/workout/log?sport=running');
  await expect(page.getByRole('heading', { level: 1, name: 'Log a workout' })).toBeVisible();
  await page.getByLabel('Duration (h:mm)').fill('0:40');
  await page.getByLabel('Distance (km)').fill('8');
  await page.getByLabel('Effort (RPE 1–10)').selectOption('6');
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(
    page.getByText('Workout saved on this device. It is sent when you are back online.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Both wait on the device, through a reload, and the athlete sees what is pending.
  await page.reload();
  const day = appToday().split('-');
  const shortDate = `${day[2]}.${day[1]}.${day[0]?.slice(2)}`;
  await expect(banner).toContainText(
    `Saved on this device, sent when you are back online: your check-in of ${shortDate} and 1 logged workout.`,
  );
  await expect(todayCard.getByRole('note')).toHaveText(
    'Your check-in is saved on this device and sent when you are back online.',
  );
  expect((await keptOnDevice(page)).outbox.sort()).toEqual(['check-in', 'workout']);
  await shot(page, 'pending');

  // The network is back: the session is refreshed through the cookie and both are sent.
  await context.setOffline(false);
  await expect(page.getByText('Sent the 2 things you saved offline.')).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await keptOnDevice(page)).outbox).toEqual([]);
  // The app reads the identity again: the athlete's first workout is in, and the guard celebrates it.
  await expect(page).toHaveURL(/\/app\/notification\/first-workout-completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your first workout is done!' })).toBeVisible();
  await shot(page, 'sent');

  const headers = { authorization: await athlete.bearer() };
  const checkIn = (await (await page.request.get('/api/v1/app/AthleteDailyCheckin', { headers })).json())
    .checkIn;
  expect(checkIn).toMatchObject({
    date: appToday(),
    device: 'skipped',
    fatigue: 'Fatigued',
    sleep: 'Poor',
    soreness: { armsShoulders: 'None', core: 'None', legs: 'Moderate' },
  });
  expect(checkIn.readiness).not.toBeNull();
  const history = await (
    await page.request.get('/api/v1/app/history/completed-workouts?range=all', { headers })
  ).json();
  expect(history.workouts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sport: 'run', date: appToday(), duration: 2400, distance: 8000 }),
    ]),
  );

  // Signing out leaves nothing of the athlete on the device. The app shows /login at once and
  // then leaves through the server's end-session redirect, which lands on /login again: a read
  // caught by that second navigation is read again.
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() => keptOnDevice(page).catch(() => 'read during a navigation'))
    .toMatchObject({
      queries: [],
      outbox: [],
    });
  await expect
    .poll(() =>
      page
        .evaluate(() => localStorage.getItem('tricoach.offline-data'))
        .catch(() => 'read during a navigation'),
    )
    .toBeNull();
});
