import { expect, test } from '../support/fixtures';

test('terms and privacy are readable from the login screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(
    page.getByText('Tricoach gives training advice, not medical advice.', { exact: false }),
  ).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText('We do not sell your data', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
});
