import { expect, test } from '../support/fixtures';
import { openSettingsSection } from '../support/settings';
import { finishOnboarding } from '../support/onboarding';

test('developer settings: a test e-mail, the trial ended, and a reset athlete back in onboarding', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await finishOnboarding(page, 'developer');
  await openSettingsSection(page, 'Developer settings');
  await page.screenshot({ path: `/tmp/developer-${page.viewportSize()?.width}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByText(/^A test e-mail was sent to developer-.*@example\.com\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'End the trial' }).click();
  await expect(page.getByText('The trial has ended.')).toBeVisible();

  await page.getByRole('button', { name: 'Reset athlete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset athlete?' });
  await dialog.getByRole('button', { name: 'Reset athlete' }).click();
  await expect(page.getByText('Athlete reset. Onboarding starts again.')).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/onboarding/);
});
