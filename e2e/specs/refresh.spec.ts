import { expect, test } from '../support/fixtures';
import { LoginPage, uniqueEmail } from '../support/login-page';

// The e2e server issues one-minute access tokens (ACCESS_TOKEN_TTL_SECONDS=60): the page's clock moves past it.
test('an expired access token is refreshed through the cookie, and a reload keeps the session', async ({
  page,
}) => {
  await new LoginPage(page).open();
  await new LoginPage(page).signUp(uniqueEmail('refresh'));
  await expect(page).toHaveURL(/\/onboarding\/connect$/);

  await page.clock.fastForward('01:05');
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/connect/token') && r.request().method() === 'POST',
  );
  const identity = page.waitForResponse((r) => r.url().endsWith('/api/v1/app/identity'));
  await page.getByRole('link', { name: 'Tricoach home' }).click();
  expect((await refreshed).status()).toBe(200);
  expect((await identity).status()).toBe(200);
  await expect(page).toHaveURL(/\/onboarding\/connect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your watch' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/connect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your watch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
