import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlan } from '../support/onboarding';

/**
 * Opens the forecast from the main navigation and pages on, at most `weeks` weeks, until a
 * session whose link starts with `path` shows; opens the first of them.
 */
async function openFirstInForecast(page: Page, path: string, weeks: number): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
  const sessions = page.locator(`a[href^="${path}"]`);
  for (let week = 0; week < weeks && (await sessions.count()) === 0; week++) {
    await page.getByRole('button', { name: /Next week/ }).click();
    await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
  }
  await sessions.first().click();
}

forEachViewport('workout kinds', (viewport) => {
  test('a strength session opens its exercises with sets, reps, rest and cues', async ({ page }) => {
    test.setTimeout(180_000);
    await onboardedWithPlan(page, `strength-${viewport.name}`, {
      extraSlots: [
        { day: 'Tuesday', duration: '0:45', sports: ['Strength'] },
        { day: 'Friday', duration: '0:45', sports: ['Strength'] },
      ],
    });

    await openFirstInForecast(page, '/app/workout/strength/', 3);
    await expect(page).toHaveURL(/\/app\/workout\/strength\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Workout not found');
    await expect(page.getByRole('heading', { level: 2, name: 'Exercises' })).toBeVisible();
    const exercises = page.getByRole('list', { name: 'Exercises' }).getByRole('listitem');
    await expect(exercises.first()).toBeVisible();
    expect(await exercises.count()).toBeGreaterThan(1);
    const first = exercises.first();
    for (const fact of ['Sets', 'Reps', 'Rest'])
      await expect(first.getByText(fact, { exact: true })).toBeVisible();
    await expect(first.locator('dd').first()).toHaveText(/^\d+$/);
    // The exercises go to the watch too: sets of counted reps and rests.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download for your watch (.fit)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-strength.*\.fit$/);
    await page.screenshot({ path: `/tmp/E-strength-${viewport.name}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Skip or move' }).click();
    await expect(page).toHaveURL(/\/app\/workout\/planned\//);
  });

  test('a brick opens its legs with the transition between them', async ({ page }) => {
    test.setTimeout(180_000);
    // A weekday slot for bike and run together (the weekend holds the long sessions), and a race close enough for race-specific weeks.
    await onboardedWithPlan(page, `brick-${viewport.name}`, {
      extraSlots: [{ day: 'Tuesday', duration: '1:30', sports: ['Bike', 'Run'] }],
      raceInDays: 63,
    });

    await openFirstInForecast(page, '/app/workout/multisport/', 8);
    await expect(page).toHaveURL(/\/app\/workout\/multisport\//);
    const legs = page.getByRole('list', { name: 'Legs' });
    await expect(legs.getByRole('listitem', { name: /^Leg 1: Bike/ })).toBeVisible();
    await expect(legs.getByRole('listitem', { name: /^Leg 2: Run/ })).toBeVisible();
    await expect(legs.getByRole('listitem', { name: 'Transition 1' })).toBeVisible();
    await page.screenshot({ path: `/tmp/brick-${viewport.name}.png`, fullPage: true });
  });
});
