import { expect, test } from '../support/fixtures';

test('the support form rejects Apple relay addresses and posts a ticket with its tag', async ({ page }) => {
  await page.goto('/app/support?tag=Support');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();

  await page.getByLabel('Your email').fill('abc123@privaterelay.appleid.com');
  await page.getByLabel('Subject').fill('My plan');
  await page.getByLabel('Description').fill('The plan does not show my race.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Apple private relay addresses cannot receive our answers.')).toBeVisible();

  await page.getByLabel('Your email').fill('ann@example.com');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/support/ticket'));
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    email: 'ann@example.com',
    subject: 'My plan',
    description: 'The plan does not show my race.',
    tag: 'Support',
  });
  expect(response.request().headers()['x-app-version']).toBe('2.2.0');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
});

test('the thank-you wraps a long address instead of widening the page past a 390 px screen', async ({
  page,
}) => {
  const email = 'anna.marie.longname.triathlete.2026@example-triathlon-club.com';
  await page.goto('/app/support');
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Subject').fill('My plan');
  await page.getByLabel('Description').fill('The plan does not show my race.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
