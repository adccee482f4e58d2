import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';
import { finishOnboarding } from '../support/onboarding';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

test.use({ viewport: { width: 390, height: 844 } });

test('plan views: today and the week, the forecast, a planned workout skipped and struck through', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await finishOnboarding(page, 'plan-views');

  // Dashboard: the plan is built, then today's status, today's workouts and the week strip.
  await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Today’s workouts' })).toBeVisible();
  const week = page.getByRole('list', { name: 'Week' });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  await expect(week.getByRole('listitem').first()).toHaveAttribute('aria-label', /^Mon /);
  await expect(page.getByRole('link', { name: /this week$/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/plan-dashboard.png`, fullPage: true });

  // Forecast: this week (or the next, when the plan starts after today) Monday first, with totals.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
  const days = page.getByRole('list', { name: 'Days' });
  await expect(days.getByRole('listitem').first()).toHaveAttribute('aria-label', /^Mon /);
  const sessions = days.getByRole('link');
  await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
  if ((await sessions.count()) === 0) {
    await page.getByRole('button', { name: /Next week/ }).click();
    await expect(page).toHaveURL(/from=/);
    await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
  }
  await expect(sessions.first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${shots}/plan-forecast.png`, fullPage: true });

  // A planned workout: facts and steps, then Skip.
  const first = sessions.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/app\/workout\/planned\//);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText('Workout not found');
  await expect(page.getByText('Date', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{2}\.\d{2}\.\d{2}$/)).toBeVisible();
  await page.screenshot({ path: `${shots}/plan-workout.png`, fullPage: true });
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page.getByText('Workout skipped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unskip' })).toBeVisible();

  // Back in the forecast the session is struck through.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
  const skipped = page.locator(`a[href="${href}"]`);
  await expect(skipped).toHaveAttribute('data-status', 'skipped');
  await expect(skipped.locator('s')).toBeVisible();
  await expect(page.getByText('Workout skipped')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/plan-forecast-skipped.png`, fullPage: true });

  // A made-up id is the server's 404.
  await page.goto('/app/workout/planned/no-such-session');
  await expect(page.getByRole('heading', { level: 1, name: 'Workout not found' })).toBeVisible();
});
