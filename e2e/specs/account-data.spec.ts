import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { openSettingsSection } from '../support/settings';
import { LoginPage, STRONG_PASSWORD } from '../support/login-page';
import { finishOnboarding } from '../support/onboarding';

test('settings: an athlete downloads their data, then deletes the account and cannot sign in again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await finishOnboarding(page, 'account-data');
  await page.goto('/app/settings/profile/edit/email');
  const email = (await page.getByRole('definition').textContent()) ?? '';
  expect(email).toMatch(/^account-data-.*@example\.com$/);

  await openSettingsSection(page, 'Your data and account');
  await page.screenshot({ path: `/tmp/account-${page.viewportSize()?.width}.png`, fullPage: true });

  // The download: a ZIP named for today, with the JSON document and the read-me.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (.zip)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tricoach-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  expect(zip.includes('tricoach-export.json')).toBe(true);
  expect(zip.includes('README.txt')).toBe(true);

  // A wrong password keeps the account; the right one deletes it after the question.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('NotMyPassword1');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.locator('#deletePassword-error')).toHaveText('The password is incorrect.');
  await password.fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete for good' }).click();

  await expect(page).toHaveURL(/\/login\?accountDeleted=1$/);
  await expect(page.getByRole('status')).toHaveText('Your account and all its data have been deleted.');
  // Back in the app: signed out. Signing in with the old details fails.
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/login/);
  const login = new LoginPage(page);
  await login.signIn(email);
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
});
