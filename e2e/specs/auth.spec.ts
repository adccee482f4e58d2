import { expect, test } from '../support/fixtures';
import { LoginPage, STRONG_PASSWORD, uniqueEmail } from '../support/login-page';

test.describe('email sign-up and sign-in', () => {
  test('sign-up shows the password rules and lands on onboarding (the token has an email → connect)', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByText('At least 10 characters with a lowercase letter')).toBeVisible();

    await login.password().fill('short');
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Password must contain an uppercase letter')).toBeVisible();
    await expect(page.getByText('Password must contain a digit')).toBeVisible();

    await login.signUp(uniqueEmail('signup'));
    await expect(page).toHaveURL(/\/onboarding\/connect$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your watch' })).toBeVisible();
  });

  test('signs out and signs in again', async ({ page }) => {
    const email = uniqueEmail('again');
    const login = new LoginPage(page);
    await login.open();
    await login.signUp(email);
    await expect(page).toHaveURL(/\/onboarding\/connect$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/onboarding/connect');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fonboarding%2Fconnect$/);

    await login.signIn(email);
    await expect(page).toHaveURL(/\/onboarding\/connect$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your watch' })).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const email = uniqueEmail('wrong');
    const created = await request.post('/api/v1/auth/signup', { data: { email, password: STRONG_PASSWORD } });
    expect(created.status()).toBe(201);

    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, 'Not-the-password-1');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('external providers that are not configured are disabled with a reason', async ({ page }) => {
    await new LoginPage(page).open();
    await expect(page.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    await expect(page.getByText('Sign in with Apple is not configured on this server')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
  });
});
