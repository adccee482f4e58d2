import { expect, test } from '../support/fixtures';
import { onboardedAthlete } from '../support/athlete-api';

/**
 * The paywall against the RevenueCat stand-in (global-setup.ts): RevenueCat's own web SDK with a
 * Test Store key, its purchase dialog, the store's webhook to the server, and the identity polled
 * until Premium. The athlete's plan is kept across the trial's end.
 */
test('trial, its end, the paywall, a failed and a good purchase, the subscription and how to cancel', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const athlete = await onboardedAthlete(page, 'paywall');
  await page.goto('/app/dashboard');
  const trial = page.getByRole('status', { name: 'Free trial' });
  await expect(trial).toContainText(/Free trial: \d+ days left\./);
  await trial.getByRole('link', { name: 'See Premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tricoach Premium' })).toBeVisible();
  const plans = page.getByRole('group', { name: 'Choose your plan' });
  await expect(plans.getByRole('radio')).toHaveCount(6);
  const labels = await plans.locator('.choice__label').allTextContents();
  expect(labels.map((label) => label.split(' · ')[0])).toEqual([
    'Lifetime',
    'Annual',
    '6 months',
    '3 months',
    '2 months',
    'Monthly',
  ]);
  // The store's prices, as the store formats them.
  expect(labels[1]).toMatch(/^Annual · €99\.99$/);
  await expect(plans.getByRole('radio', { name: /Annual/ })).toBeChecked();

  // The trial ends: the app sends the athlete to the paywall, and says so.
  const ended = await page.request.post('/api/v1/app/test/end-trial', {
    headers: { authorization: await athlete.bearer() },
  });
  expect(ended.status()).toBe(200);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/paywall$/);
  await expect(page.getByText(/Your free trial has ended/)).toBeVisible();
  await page.screenshot({ path: `/tmp/paywall-${page.viewportSize()?.width}.png`, fullPage: true });

  // A purchase the store refuses: the store's message, still no Premium.
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: /^Subscribe: Monthly, €12\.99$/ }).click();
  await expect(page.getByRole('heading', { name: 'Test Store Purchase' })).toBeVisible();
  await page.getByRole('button', { name: 'Test failed purchase' }).click();
  await expect(page.getByText(/^The purchase did not go through\./)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/paywall$/);

  // A good one: the store's webhook reaches the server, the polled identity turns Premium.
  await page.getByRole('button', { name: /^Subscribe: Monthly/ }).click();
  await page.getByRole('button', { name: 'Test valid purchase' }).click();
  await expect(page.getByText('Welcome to Premium')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // The plan was kept while the trial was over.
  await expect(page.getByRole('status', { name: 'Free trial' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/app/settings/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByText(/^Premium, monthly: renews on \d+ \w+ \d{4}\.$/)).toBeVisible();
  await page.screenshot({ path: `/tmp/subscriptions-${page.viewportSize()?.width}.png`, fullPage: true });
  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/app\/paywall\/cancel-subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel subscription' })).toBeVisible();
  const portal = page.getByRole('link', { name: 'Cancel in the billing portal' });
  await expect(portal).toHaveAttribute('href', /\/manage\//);
  await page.screenshot({
    path: `/tmp/cancel-subscription-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
});

test('restore purchases with nothing bought says so, and the paywall is there for a signed-in athlete', async ({
  page,
}) => {
  await onboardedAthlete(page, 'restore');
  await page.goto('/app/paywall');
  await page.getByRole('button', { name: 'Restore purchases' }).click();
  await expect(page.getByText('We found no Premium purchase for this account.')).toBeVisible();
});
