import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { forEachViewport, screenshotsTo } from '../support/viewports';
import { finishOnboarding, isoDaysFromToday } from '../support/onboarding';
import { logWorkoutThroughApi, runYesterday, type LoggedWorkout } from '../support/athlete-api';
import { bearerOf } from '../support/bearer';

const workouts: LoggedWorkout[] = [
  runYesterday(),
  {
    sport: 'cycling',
    date: isoDaysFromToday(-3),
    startTime: '08:00',
    durationSeconds: 90 * 60,
    distanceMeters: 40_000,
    averagePower: 180,
  },
  {
    sport: 'swimming',
    date: isoDaysFromToday(-10),
    startTime: '06:30',
    durationSeconds: 40 * 60,
    distanceMeters: 2000,
    rpe: 5,
  },
  // Outside the last 30 days: counts from the 3-month tab on.
  {
    sport: 'running',
    date: isoDaysFromToday(-45),
    startTime: '07:00',
    durationSeconds: 60 * 60,
    distanceMeters: 12_000,
    averageHeartRate: 145,
  },
];

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Totals' }).locator('.stat', { hasText: label }).locator('.stat__value');

forEachViewport('statistics', (viewport) => {
  test('an athlete sees the empty state, then totals per range, the fitness chart, the bars and the workouts list', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const shot = screenshotsTo(page, `/tmp/stats-${viewport.width}`);
    await finishOnboarding(page, `statistics-${viewport.width}`);

    // /app/history is the statistics page; with nothing logged it says so plainly.
    const bearer = await bearerOf(page, () => page.goto('/app/history'));
    await expect(page).toHaveURL(/\/app\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'No completed workouts' })).toContainText(
      'No completed workouts yet',
    );
    await shot('empty');

    for (const workout of workouts) await logWorkoutThroughApi(page, bearer, workout);

    // Spec 4: the first workout opens its celebration once; seeing it lets the athlete go on.
    await page.reload();
    await expect(page).toHaveURL(/\/app\/notification\/first-workout-completed$/);
    await expect(page.getByRole('heading', { level: 1, name: /first workout/i })).toBeVisible();
    await expect
      .poll(async () =>
        (await page.request.get('/api/v1/app/identity', { headers: { authorization: bearer } }))
          .json()
          .then((i) => i.profile.showFirstWorkoutPopup),
      )
      .toBe(false);

    // 1 month: the three recent workouts.
    await page.goto('/app/analytics');
    await expect(stat(page, 'Workouts')).toHaveText('3');
    await expect(stat(page, 'Time')).toHaveText('2 h 55 min');
    await expect(stat(page, 'Distance')).toHaveText('51.0 km');
    const perSport = page.getByRole('table', { name: 'Totals per sport' });
    await expect(perSport.getByRole('row', { name: 'Swim' })).toContainText('2000 m');
    await expect(perSport.getByRole('row', { name: 'Bike' })).toContainText('1 h 30 min');
    await expect(page.getByRole('listitem', { name: /^Bike \d+% of time$/ })).toBeVisible();

    // The fitness chart with today's form in one sentence.
    const fitness = page.getByRole('region', { name: 'Fitness, fatigue and form' });
    await expect(
      fitness.getByRole('img', { name: 'Fitness, fatigue and form per day' }).locator('canvas'),
    ).toBeVisible();
    await expect(fitness.getByText(/^Form −?\d+\.\d means .+ over the last 7 days, .+\.$/)).toBeVisible();
    await shot('1m');

    // 3 months: the older run joins, and the tab stays in the address.
    await page.getByRole('tab', { name: '3 months' }).click();
    await expect(page).toHaveURL(/range=3m/);
    await expect(page.getByRole('tab', { name: '3 months' })).toHaveAttribute('aria-selected', 'true');
    await expect(stat(page, 'Workouts')).toHaveText('4');
    await expect(stat(page, 'Time')).toHaveText('3 h 55 min');
    await page.getByRole('tab', { name: 'All time' }).click();
    await expect(stat(page, 'Workouts')).toHaveText('4');
    await page.getByRole('tab', { name: '3 months' }).click();

    // Duration bars per week, stacked per sport.
    await page.getByRole('link', { name: 'Training duration' }).click();
    await expect(page).toHaveURL(/\/app\/history\/duration\?range=3m$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Training duration' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Training duration per week, stacked per sport' }).locator('canvas'),
    ).toBeVisible();
    await expect(page.locator('.stat', { hasText: 'Total' }).locator('.stat__value')).toHaveText(
      '3 h 55 min',
    );
    await shot('duration');

    await page.goto('/app/history/distance?range=3m');
    await expect(
      page.getByRole('table', { name: 'Per sport' }).getByRole('row', { name: 'Run' }),
    ).toContainText('21.0 km');
    await expect(
      page.getByRole('table', { name: 'Per sport' }).getByRole('row', { name: 'Swim' }),
    ).toContainText('2000 m');

    // The workouts list, newest first, filtered by sport, each opening its own page.
    await page.goto('/app/history/workouts?range=3m');
    const list = page.getByRole('list', { name: 'Completed workouts' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('Run');
    await expect(list.getByRole('listitem').first()).toContainText('9.0 km');
    await shot('workouts');
    await page.getByRole('button', { name: 'Bike', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('Ride');
    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/workout\/completed\/[0-9a-f-]{36}$/);
  });
});
