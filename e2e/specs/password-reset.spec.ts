import { expect, test } from '../support/fixtures';
import { LoginPage, STRONG_PASSWORD, uniqueEmail } from '../support/login-page';
import { waitForResetLink } from '../support/server-log';

test('forgot password: request a link, set a new password, sign in with it', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  expect(
    (await request.post('/api/v1/auth/signup', { data: { email, password: STRONG_PASSWORD } })).status(),
  ).toBe(201);

  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, we have sent a link to reset the password.',
  );

  const link = new URL(await waitForResetLink(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();

  const newPassword = 'NewSeason2027';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();

  await login.signIn(email, STRONG_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await login.signIn(email, newPassword);
  await expect(page).toHaveURL(/\/onboarding\/connect$/);
});
