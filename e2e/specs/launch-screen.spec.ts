import { expect, test } from '../support/fixtures';

/**
 * The HTML paints a launch screen (the logo on the app's background) while the app's JavaScript
 * arrives, and the app's first render replaces it: it must never stay over a screen, which it
 * would cover whole (issue 17, apps/web/index.html). Without JavaScript it says what is missing.
 */
test('the launch screen shows while the app loads and is gone once the screen renders', async ({ page }) => {
  // A slow phone's main chunk: the launch screen is what the athlete looks at meanwhile.
  let releaseScripts: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  void page.goto('/login');
  const launchScreen = page.locator('.launch-screen');
  await expect(launchScreen).toBeVisible();
  await expect(launchScreen.locator('svg')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Tricoach' })).toHaveCount(0);

  releaseScripts();
  await expect(page.getByRole('heading', { name: 'Welcome to Tricoach' })).toBeVisible();
  await expect(launchScreen).toHaveCount(0);
  // Nothing covers the screen: its first control takes a click.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the launch screen says the app needs JavaScript', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page.locator('.launch-screen')).toBeVisible();
    await expect(page.locator('.launch-screen__no-script')).toHaveText(
      'Tricoach needs JavaScript: turn it on in your browser’s settings.',
    );
  });
});
