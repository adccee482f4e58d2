import { expect, test } from '../support/fixtures';
import { signUpAndChooseUnits } from '../support/onboarding';

test('an athlete without thresholds uses the race-result pace calculator and the MAF calculator', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const onboarding = await signUpAndChooseUnits(page, 'calculators', 'Metric');
  await onboarding.profile({ weight: '70' });
  await onboarding.expectScreen('Your intention');

  await page.goto('/onboarding/endurance-experience/running/threshold');
  await onboarding.expectScreen('Running threshold');
  await page.getByRole('link', { name: 'Don’t know it? Calculate it from a race result' }).click();
  await onboarding.expectScreen('Threshold pace calculator');
  await page.getByRole('radio', { name: '10 km' }).check();
  await page.getByLabel(/^Race time/).fill('0:45:00');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const pace = page.getByRole('status', { name: 'Threshold pace result' });
  await expect(pace).toContainText(/\d:\d\d \/km/);
  const paceText = /\d+:\d\d \/km/.exec((await pace.textContent()) ?? '')?.[0] ?? '';
  await page.getByRole('button', { name: 'Use this pace' }).click();

  await onboarding.expectScreen('Running lower threshold');
  await page.getByRole('link', { name: 'Don’t know it? Calculate your MAF heart rate' }).click();
  await onboarding.expectScreen('MAF heart rate');
  await page.getByRole('radio', { name: /trained consistently for up to two years/ }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  const maf = page.getByRole('status', { name: 'MAF result' });
  // Born 02.04.1990: 180 minus the age, unchanged for consistent training.
  await expect(maf).toContainText(/1[45]\d bpm/);
  const mafValue = /\d+ bpm/.exec((await maf.textContent()) ?? '')?.[0] ?? '';
  await page.getByRole('button', { name: /^Use \d+ bpm$/ }).click();

  await onboarding.expectScreen('Lower thresholds');
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: paceText })).toHaveCount(1);
  await expect(summary.filter({ hasText: mafValue }).first()).toBeVisible();
});
