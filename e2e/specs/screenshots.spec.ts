import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';
import { LoginPage, uniqueEmail } from '../support/login-page';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

// Pictures for a person to look at (git-ignored); the assertions only make sure each screen is ready.
for (const viewport of viewports) {
  test(`screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const login = new LoginPage(page);
    await login.open();
    await expect(page.getByText('Sign in with Apple is not configured on this server')).toBeVisible();
    await page.screenshot({ path: `${dir}/login-${viewport.name}.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Create account' }).click();
    await login.password().fill('weakpass');
    await page.screenshot({ path: `${dir}/signup-rules-${viewport.name}.png`, fullPage: true });

    await login.signUp(uniqueEmail(`shot-${viewport.name}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your watch' })).toBeVisible();
    await page.screenshot({ path: `${dir}/onboarding-${viewport.name}.png`, fullPage: true });

    // The tab chrome needs a finished, premium athlete, which no foundation call can make yet:
    // the real identity answer is patched in flight for this picture only.
    await page.route('**/api/v1/app/identity', async (route) => {
      const response = await route.fetch();
      const identity = await response.json();
      identity.profile.onBoardingStatus = 'OnBoardingCompleted';
      identity.paywallStatus.isPremium = true;
      identity.unreadNotifications = 3;
      identity.athleteGoalActionRequired = true;
      await route.fulfill({ response, json: identity });
    });
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    await page.screenshot({ path: `${dir}/dashboard-${viewport.name}.png`, fullPage: true });
    await page.unroute('**/api/v1/app/identity');

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.screenshot({ path: `${dir}/privacy-${viewport.name}.png` });

    await page.goto('/app/support?tag=Support');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await page.screenshot({ path: `${dir}/support-${viewport.name}.png`, fullPage: true });
  });
}
