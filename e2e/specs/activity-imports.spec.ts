import { buildFitActivity } from '../../apps/server/test/support/fit-files';
import { expect, test } from '../support/fixtures';
import { bearerOf } from '../support/bearer';
import { isoDaysFromToday, onboardedWithPlan } from '../support/onboarding';

interface OutlookSession {
  id: string;
  date: string;
  sport: 'swim' | 'bike' | 'run' | 'strength';
  status: string;
  focus: string;
  duration: number;
  isMultisport: boolean;
}

const FIT_SPORT = { swim: 'swimming', bike: 'cycling', run: 'running' } as const;

test('import a FIT file from the athlete hub: progress, per-file results, the planned session done; download it back for the watch', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await onboardedWithPlan(page, 'activity-import');
  const bearer = await bearerOf(page, () => page.reload());
  const outlook = await (
    await page.request.get(`/api/v1/app/outlook?from=${isoDaysFromToday(0)}&days=7`, {
      headers: { authorization: bearer },
    })
  ).json();
  const sessions = outlook.days.flatMap(
    (day: { sessions: OutlookSession[] }) => day.sessions,
  ) as OutlookSession[];
  // A training session: a file for a performance test would measure a threshold (its own spec).
  const planned = sessions.find(
    (s) =>
      s.sport !== 'strength' && !s.isMultisport && s.status !== 'skipped' && s.focus !== 'PerformanceTest',
  );
  if (!planned || planned.sport === 'strength') throw new Error('no swim, bike or run planned this week');

  // A real FIT file, as the watch would write it, recorded on the planned session's day.
  const fit = buildFitActivity(new Date(`${planned.date}T07:00:00Z`), [
    {
      sport: FIT_SPORT[planned.sport],
      seconds: Math.min(planned.duration, 3600),
      heartRate: 140,
      speed: planned.sport === 'bike' ? 8 : planned.sport === 'run' ? 3 : 1.2,
      ...(planned.sport === 'bike' ? { power: 190 } : {}),
    },
  ]);

  await page.goto('/app/athlete-hub');
  await page.getByRole('link', { name: /Import activities/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import activities' })).toBeVisible();
  await page.getByLabel('Activity files').setInputFiles([
    { name: 'morning.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(fit) },
    { name: 'broken.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(fit.slice(0, 200)) },
  ]);
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/2 of 2 files read/)).toBeVisible();
  const files = page.getByRole('list', { name: 'Files' });
  await expect(
    files.getByText('The FIT file is damaged or incomplete (its length or checksum does not match).'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/activity-import-390.png', fullPage: true });

  // The first workout ever is celebrated once (the app sends the athlete there on the next screen).
  await page.goto('/app/athlete-hub/import-activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Your first workout is done!' })).toBeVisible();
  // Coming back later shows the same import.
  await page.goto('/app/athlete-hub/import-activities');
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();

  await files.getByRole('link', { name: 'View workout' }).click();
  await expect(page).toHaveURL(/\/app\/workout\/completed\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Imported file')).toBeVisible();

  // The plan shows the session done, and offers it for the watch.
  await page.goto(`/app/workout/planned/${encodeURIComponent(planned.id)}`);
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /for your watch \(\.fit\)/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-.+\.fit$/);
});
