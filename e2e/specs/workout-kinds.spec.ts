import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signUpNewAthlete, TYPICAL_WEEK, type SlotPlan } from '../support/onboarding';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Onboards with the typical week plus `extraSlots` and a race `raceInDays` ahead. */
async function onboardWith(page: Page, label: string, extraSlots: SlotPlan[], raceInDays = 140) {
  const onboarding = await signUpNewAthlete(page, label);
  await onboarding.withoutWatch();
  await onboarding.aboutYou('Metric');
  await onboarding.profile({ height: '168', weight: '61.5' });
  await onboarding.intention();
  await onboarding.raceGoal('Hamburg Olympic', raceInDays);
  await onboarding.expectScreen('Training constraints');
  await page.goto('/onboarding/endurance-experience/training-volume');
  await onboarding.experienceVolume('4000');
  await onboarding.longSessions('2000');
  await onboarding.expectScreen('Swim threshold');
  await page.goto('/onboarding/availability');
  await onboarding.availability([...TYPICAL_WEEK, ...extraSlots]);
  const anyway = page.getByRole('button', { name: 'Continue anyway' });
  await expect(anyway.or(onboarding.heading('Is your goal feasible?'))).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await page.goto('/onboarding/complete');
  await page.getByRole('button', { name: 'Finish and build my plan' }).click();
  await onboarding.expectScreen('Start your free trial');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`workout kinds (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a strength session opens its exercises with sets, reps, rest and cues', async ({ page }) => {
      test.setTimeout(180_000);
      await onboardWith(page, `strength-${viewport.name}`, [
        { day: 'Tuesday', duration: '0:45', sports: ['Strength'] },
        { day: 'Friday', duration: '0:45', sports: ['Strength'] },
      ]);
      await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 60_000 });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
      const strength = page.locator('a[href^="/app/workout/strength/"]');
      for (let week = 0; week < 3 && (await strength.count()) === 0; week++) {
        await page.getByRole('button', { name: /Next week/ }).click();
        await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
      }
      await strength.first().click();
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
      await onboardWith(
        page,
        `brick-${viewport.name}`,
        [{ day: 'Tuesday', duration: '1:30', sports: ['Bike', 'Run'] }],
        63,
      );
      await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 60_000 });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
      const brick = page.locator('a[href^="/app/workout/multisport/"]');
      for (let week = 0; week < 8 && (await brick.count()) === 0; week++) {
        await page.getByRole('button', { name: /Next week/ }).click();
        await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
      }
      await brick.first().click();
      await expect(page).toHaveURL(/\/app\/workout\/multisport\//);
      const legs = page.getByRole('list', { name: 'Legs' });
      await expect(legs.getByRole('listitem', { name: /^Leg 1: Bike/ })).toBeVisible();
      await expect(legs.getByRole('listitem', { name: /^Leg 2: Run/ })).toBeVisible();
      await expect(legs.getByRole('listitem', { name: 'Transition 1' })).toBeVisible();
      await page.screenshot({ path: `/tmp/brick-${viewport.name}.png`, fullPage: true });
    });
  });
}
