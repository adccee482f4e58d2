import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signUpNewAthlete, TYPICAL_WEEK } from '../support/onboarding';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

// Pictures of the onboarding, dashboard and settings screens for a person to look at.
for (const viewport of viewports) {
  test(`onboarding and settings screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = (name: string) =>
      page.screenshot({ path: `${dir}/${name}-${viewport.name}.png`, fullPage: true });
    const heading = (name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const onboarding = await signUpNewAthlete(page, `shots-${viewport.name}`);
    await shot('onboarding-connect');

    await onboarding.withoutWatch();
    await heading('About you');
    await shot('onboarding-about-you');
    await onboarding.aboutYou('Metric');

    await heading('Your profile');
    await page.getByLabel('First name').fill('Ann3');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('First name may only contain letters')).toBeVisible();
    await shot('onboarding-profile-errors');
    await onboarding.profile({ height: '168', weight: '61.5' });
    await onboarding.intention();

    await heading('Your race goal');
    await page.getByLabel('Race type').selectOption({ label: 'Olympic-distance triathlon' });
    await shot('onboarding-goal');
    await onboarding.raceGoal('Hamburg Olympic', 140);
    await heading('Training constraints');
    await shot('onboarding-training-constraints');

    await page.goto('/onboarding/endurance-experience/training-volume');
    await heading('Your training volume');
    await shot('onboarding-experience');
    await onboarding.experienceVolume('4000');
    await onboarding.longSessions('2000');
    await page.goto('/onboarding/endurance-experience/swimming/threshold');
    await heading('Swim threshold');
    await shot('onboarding-swim-threshold');
    await page.goto('/onboarding/endurance-experience/maf');
    await heading('MAF heart rate');
    await shot('onboarding-maf');
    await page.goto('/onboarding/injury');
    await heading('Injury tendencies');
    await shot('onboarding-injury');

    await page.goto('/onboarding/availability');
    await onboarding.availability(TYPICAL_WEEK.slice(0, 4));
    await finishAvailability(page);
    await heading('Is your goal feasible?');
    await expect(page.getByRole('status', { name: 'Feasibility verdict' })).toBeVisible();
    await shot('onboarding-feasibility');
    await onboarding.continue();
    await heading('Notifications');
    await shot('onboarding-notifications');
    await onboarding.continue();
    await heading('You are all set');
    await page.getByRole('button', { name: 'Finish and build my plan' }).click();
    await heading('Start your free trial');
    await shot('onboarding-start-trial');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await heading('Plan');
    await expect(page.getByRole('status', { name: /Plan generation|Today/ })).toBeVisible();
    await shot('dashboard-status');
    await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 90_000 });
    await shot('dashboard-today');

    for (const [url, title, name] of [
      ['/app/settings', 'Settings', 'settings'],
      ['/app/settings/units-of-measurement', 'Units of measurement', 'settings-units'],
      ['/app/settings/race-goal', 'Race goals', 'settings-race-goals'],
      ['/app/settings/availability', 'Availability', 'settings-availability'],
      ['/app/settings/training-zones-and-thresholds', 'Training zones and thresholds', 'settings-thresholds'],
      ['/app/settings/profile/edit/weight', 'Weight', 'settings-weight'],
      ['/app/settings/faq', 'FAQ', 'settings-faq'],
    ] as const) {
      await page.goto(url);
      await heading(title);
      await shot(name);
    }
  });
}

async function finishAvailability(page: Page): Promise<void> {
  const anyway = page.getByRole('button', { name: 'Continue anyway' });
  const next = page.getByRole('heading', { level: 1, name: 'Is your goal feasible?' });
  await expect(anyway.or(next)).toBeVisible();
  if (await anyway.isVisible()) {
    await page.screenshot({
      path: `${dir}/onboarding-availability-issues-${page.viewportSize()?.width === 390 ? 'mobile' : 'desktop'}.png`,
      fullPage: true,
    });
    await anyway.click();
  }
}
