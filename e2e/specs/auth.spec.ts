import type { Page } from '@playwright/test';
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
    // The suite's server has Facebook configured against the stand-in (support/global-setup.ts).
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  });
});

test.describe('Sign in with Facebook (the Login dialog is a local stand-in)', () => {
  async function continueOnFacebook(page: Page, who: { name: string; email?: string }) {
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect(page.getByRole('heading', { name: 'Log in with Facebook' })).toBeVisible();
    await page.getByLabel('Name').fill(who.name);
    if (who.email) await page.getByLabel('Email').fill(who.email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('a new athlete signs in with Facebook, signs out, and comes back to the same account', async ({
    page,
  }) => {
    const email = uniqueEmail('facebook');
    const name = `Fiona ${email}`;
    const login = new LoginPage(page);
    await login.open();
    await continueOnFacebook(page, { name, email });
    // Facebook's email is on the token, so onboarding skips the email step.
    await expect(page).toHaveURL(/\/onboarding\/connect$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your watch' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await continueOnFacebook(page, { name, email });
    await expect(page).toHaveURL(/\/onboarding\/connect$/);
    // The account holds the address Facebook gave: an email sign-up with it is refused.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await login.signUp(email);
    await expect(page.getByRole('alert')).toContainText('We could not create an account with these details.');
  });

  test('without an email from Facebook, onboarding asks for one', async ({ page }) => {
    await new LoginPage(page).open();
    await continueOnFacebook(page, { name: `No Email ${uniqueEmail('x')}` });
    await expect(page).toHaveURL(/\/onboarding\/email$/);
  });

  test('a cancelled dialog and a forged return say so and sign nobody in', async ({ page }) => {
    await new LoginPage(page).open();
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/oauth\/facebook/);
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Facebook sign-in was cancelled. Please try again.');

    await page.goto('/oauth/facebook?code=stolen-code&state=forged');
    await expect(page.getByRole('alert')).toHaveText(
      'Facebook sign-in has expired or did not start here. Please try again.',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Facebook’s email of an existing account is refused, not joined to it', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    expect(
      (await request.post('/api/v1/auth/signup', { data: { email, password: STRONG_PASSWORD } })).status(),
    ).toBe(201);
    await new LoginPage(page).open();
    await continueOnFacebook(page, { name: `Mallory ${email}`, email });
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists. Sign in with your email and password, or the way you signed up before.',
    );
  });
});
