import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { isoDaysFromToday, onboardedWithPlanAt } from '../support/onboarding';

/** The value of a summary tile by its label. */
const tile = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Summary' })
    .or(page.locator('dl[aria-label="Summary"]'))
    .locator(`dt:text-is("${label}") + dd`);

forEachViewport('completed workouts', (viewport) => {
  test('log a session by hand and read it back; demo recordings with charts, zones and feedback; delete; unknown id', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { shot, freshBearer } = await onboardedWithPlanAt(page, viewport, 'completed', '/tmp/a');
    let bearer = await freshBearer();
    const api = (path: string) => page.request.get(path, { headers: { authorization: bearer } });

    // A planned session: its intensity graph; today's (when there is one) offers "Log as done".
    const outlook = await (await api(`/api/v1/app/outlook?from=${isoDaysFromToday(0)}&days=7`)).json();
    const sessions = outlook.days.flatMap(
      (day: { sessions: { id: string; date: string; sport: string; status: string }[] }) => day.sessions,
    );
    const withSteps = sessions.find((s: { sport: string }) => s.sport !== 'strength');
    await page.goto(`/app/workout/planned/${withSteps.id}`);
    await expect(page.getByRole('img', { name: /^Intensity by step: / })).toBeVisible();
    await shot('planned');
    const todays = sessions.find(
      (s: { date: string; sport: string; status: string }) =>
        s.date === isoDaysFromToday(0) && s.sport === 'run' && s.status !== 'skipped',
    );
    if (todays) {
      await page.goto(`/app/workout/planned/${todays.id}`);
      await page.getByRole('link', { name: 'Log as done' }).click();
      await expect(page.getByLabel('Sport')).toHaveValue('running');
    } else {
      await page.goto('/app/workout/log?sport=run');
    }

    // The manual log: a mistake is named at its field, nothing is sent, then the run is saved.
    await expect(page.getByRole('heading', { level: 1, name: 'Log a workout' })).toBeVisible();
    await page.getByLabel('Duration (h:mm)').fill('40');
    await page.getByRole('button', { name: 'Save workout' }).click();
    await expect(page.getByText('Use the format h:mm, for example 1:30')).toBeVisible();
    await page.getByLabel('Duration (h:mm)').fill('0:40');
    await expect(page.getByText('Use the format h:mm, for example 1:30')).toBeHidden();
    // A zero too many: 80 km in 40 minutes is refused at the distance, not scored as a huge load.
    await page.getByLabel('Distance (km)').fill('80');
    await page.getByRole('button', { name: 'Save workout' }).click();
    const impossible = page.getByText('That pace is faster than the world record');
    await expect(impossible).toBeVisible();
    await shot('impossible-pace');
    await page.getByLabel('Distance (km)').fill('8');
    await expect(impossible).toBeHidden();
    await page.getByLabel('Avg heart rate (bpm)').fill('150');
    await page.getByLabel('Effort (RPE 1–10)').selectOption('6');
    await shot('log');
    await page.getByRole('button', { name: 'Save workout' }).click();
    await expect(page.getByText('Workout saved')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/workout\/completed\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Run' })).toBeVisible();
    await expect(page.getByText('Logged by hand')).toBeVisible();
    await expect(tile(page, 'Duration')).toHaveText('40:00');
    await expect(tile(page, 'Distance')).toHaveText('8.0 km');
    await expect(tile(page, 'Avg pace')).toHaveText('5:00 /km');
    await expect(tile(page, 'Avg heart rate')).toHaveText('150 bpm');
    await expect(tile(page, 'RPE')).toHaveText('6 / 10');
    if (todays) await expect(page.getByRole('heading', { name: 'Planned vs done' })).toBeVisible();
    await shot('manual');

    // Delete: a failure says so in red and keeps the workout; then it is deleted for real.
    await page.route('**/api/v1/app/completed-workouts/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete workout' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete this workout?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete workout data' })).toBeVisible();
    await page.unroute('**/api/v1/app/completed-workouts/*');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Workout deleted')).toBeVisible();
    await expect(page).not.toHaveURL(/\/completed\//);

    // Demo recordings (the developer call) for the last three weeks.
    bearer = await freshBearer();
    const demo = await (await api('/api/v1/app/test/dummy/data/generate-plan')).json();
    const ride = demo.workouts.find((w: { sport: string }) => w.sport === 'bike');
    expect(ride, JSON.stringify(demo)).toBeTruthy();
    await page.goto(`/app/workout/completed/${ride.id}`);
    await expect(page.getByText('Demo data')).toBeVisible();
    await expect(tile(page, 'Avg speed')).toHaveText(/^\d+\.\d km\/h$/);
    await expect(tile(page, 'Avg power')).toHaveText(/^\d+ W$/);
    await expect(tile(page, 'Elevation gain')).toHaveText(/^\d+ m$/);
    const charts = page.locator('.workout-chart');
    await expect(charts).toHaveCount(4);
    for (const [index, legend] of [
      'Heart rate (bpm)',
      'Speed (km/h)',
      'Power (W)',
      'Elevation (m)',
    ].entries()) {
      await expect(charts.nth(index).locator('canvas')).toHaveCount(1);
      await expect(charts.nth(index).locator('.u-legend')).toContainText(legend);
    }
    const zones = page.getByRole('region', { name: 'Time in zones' });
    await expect(zones.getByRole('listitem')).toHaveCount(7);
    await expect(zones.getByRole('listitem').first()).toHaveAttribute('aria-label', /^Z1 .+: \d+:\d{2}/);
    await shot('demo');

    // Feedback: saved with a green toast, there after a reload.
    const feedback = page.getByRole('form', { name: 'How did it go?' });
    await feedback.getByRole('radio', { name: 'Yes' }).check();
    await feedback.getByRole('radio', { name: '7 – Hard' }).check();
    await feedback.getByRole('radio', { name: '3 – Just right' }).check();
    await feedback.getByRole('button', { name: 'Save feedback' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Feedback saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: '7 – Hard' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Update feedback' })).toBeVisible();

    // The full-size graph.
    await page.getByRole('link', { name: 'Full size' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workout graph' })).toBeVisible();
    await expect(page.locator('.workout-chart canvas')).toHaveCount(4);
    await shot('graph');

    // A run of the demo data reads as pace per km.
    const run = demo.workouts.find((w: { sport: string }) => w.sport === 'run');
    await page.goto(`/app/workout/completed/${run.id}`);
    await expect(tile(page, 'Avg pace')).toHaveText(/^\d+:\d{2} \/km$/);
    await expect(page.locator('.workout-chart .u-legend').nth(1)).toContainText('Pace (/km)');

    // Unknown ids.
    await page.goto('/app/workout/completed/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Workout not found' })).toBeVisible();
    await shot('not-found');
  });
});
