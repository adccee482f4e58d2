import { expect, test } from '../support/fixtures';
import { STRONG_PASSWORD, uniqueEmail } from '../support/login-page';
import { finishOnboarding } from '../support/onboarding';
import { waitForMailedLink } from '../support/server-log';

test('settings email: ask for a change, open the mailed link, the new address is the account’s', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await finishOnboarding(page, 'email-change');
  const newEmail = uniqueEmail('email-changed');

  await page.goto('/app/settings/profile/edit/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
  const current = page.getByRole('definition');
  await expect(current).toHaveText(/^email-change-.*@example\.com$/);
  const send = page.getByRole('button', { name: 'Send confirmation link' });

  // Core's message before any call, then the server's for a wrong password.
  await page.getByLabel('New email').fill('not-an-email');
  await send.click();
  await expect(page.getByText('Email must be a valid email address')).toBeVisible();
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill('NotMyPassword1');
  await send.click();
  await expect(page.locator('#password-error')).toHaveText('The password is incorrect.');

  await page.getByLabel('Current password').fill(STRONG_PASSWORD);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a confirmation link' })).toHaveText(
    'We sent a confirmation link to the new address. The change takes effect when you open it.',
  );
  await expect(current).not.toHaveText(newEmail);

  const link = new URL(await waitForMailedLink(newEmail, 'confirmEmailToken'));
  expect(link.pathname).toBe('/app/settings/profile/edit/email');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Your email is now ${newEmail}`, { exact: true })).toBeVisible();
  await expect(current).toHaveText(newEmail);
  await expect(page).toHaveURL(/\/app\/settings\/profile\/edit\/email$/);

  // The settings list reads the new address too, after a reload from the server.
  await page.goto('/app/settings');
  await expect(
    page.getByRole('link', { name: new RegExp(`Email.*${newEmail.replace(/\./g, '\\.')}`) }),
  ).toBeVisible();
});
