import { expect, test } from '../support/fixtures';
import { signUpAndChooseUnits } from '../support/onboarding';

const EE = '/onboarding/endurance-experience';

test('after choosing imperial every screen reads inches, pounds, yards, min/mi and min/100yd', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const onboarding = await signUpAndChooseUnits(page, 'imperial', 'Imperial');

  await onboarding.expectScreen('Your profile');
  await expect(page.getByLabel('Height (in)')).toBeVisible();
  await expect(page.getByLabel('Weight (lbs)')).toBeVisible();
  await page.getByLabel('Weight (lbs)').fill('50');
  await page.getByLabel('First name').fill('Anna');
  await submitContinue();
  await expect(page.getByText('Weight must be at least 66 lbs')).toBeVisible();
  await onboarding.profile({ height: '66', weight: '150' });
  await onboarding.expectScreen('Your intention');

  // The stored answer comes back in the athlete's units.
  await page.goto('/onboarding/profile');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('150');
  await expect(page.getByLabel('Height (in)')).toHaveValue('66');

  await page.goto(`${EE}/training-volume`);
  await expect(page.getByLabel('Weekly swimming volume (yd per week)')).toBeVisible();
  await page.goto(`${EE}/long-sessions`);
  await expect(page.getByLabel('Long swim distance (yd)')).toBeVisible();
  await page.goto(`${EE}/swimming/threshold`);
  await expect(page.getByLabel('CSS pace (min/100yd)')).toBeVisible();
  await page.goto(`${EE}/running/threshold`);
  await expect(page.getByLabel('Threshold pace (min/mi)')).toBeVisible();
  await page.getByLabel('Threshold pace (min/mi)').fill('3:00');
  await submitContinue();
  await expect(page.getByText('Value must be greater than 4.02 minutes')).toBeVisible();
  await page.goto(`${EE}/running/threshold/lower`);
  await expect(page.getByLabel('Aerobic threshold pace (min/mi)')).toBeVisible();
  await page.goto('/onboarding/training-constraints');
  await expect(page.getByRole('radio', { name: '25 yd' })).toBeChecked();

  async function submitContinue() {
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
});
