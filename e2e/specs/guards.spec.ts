import { expect, test } from '../support/fixtures';
import { LoginPage, uniqueEmail } from '../support/login-page';

test.describe('route guards', () => {
  test('a guarded route while signed out goes to /login, then onboarding after sign-up', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fdashboard$/);

    await new LoginPage(page).signUp(uniqueEmail('guard'));
    // The dashboard needs finished onboarding, so the guard sends a new athlete to onboarding.
    await expect(page).toHaveURL(/\/onboarding\/connect$/);
  });

  test('after sign-in the user gets back to where they wanted to go', async ({ page }) => {
    await page.goto('/app/paywall');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fpaywall$/);
    await new LoginPage(page).signUp(uniqueEmail('back'));
    await expect(page).toHaveURL(/\/app\/paywall$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tricoach Premium' })).toBeVisible();
  });

  test('/ goes to /login when signed out, without a refresh call that could only fail', async ({ page }) => {
    const tokenCalls: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/connect/token')) tokenCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
    expect(tokenCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
