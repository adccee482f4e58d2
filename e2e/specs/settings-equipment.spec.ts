import { onboardedAthlete } from '../support/athlete-api';
import { expect, test } from '../support/fixtures';
import { openSettingsSection } from '../support/settings';

test('settings › equipment: the athlete ticks what they train with, saves, and finds it again after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onboardedAthlete(page, 'equipment');
  await openSettingsSection(page, 'Equipment');
  await expect(page.getByText(/being built/)).toHaveCount(0);

  // Nothing recorded yet: every option of the server is there, grouped by sport, none ticked.
  const cycling = page.getByRole('group', { name: 'Cycling' });
  await expect(cycling.getByLabel('Power meter (bike)')).not.toBeChecked();
  for (const group of ['For every sport', 'Swimming', 'Running', 'Strength'])
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  await cycling.getByLabel('Power meter (bike)').check();
  await cycling.getByLabel('Indoor bike trainer').check();
  await page.getByLabel('Heart-rate chest strap').check();
  await page.getByLabel('Swimming pool access').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Equipment saved')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings$/);

  await page.goto('/app/settings/equipment');
  await expect(page.getByLabel('Power meter (bike)')).toBeChecked();
  await expect(page.getByLabel('Indoor bike trainer')).toBeChecked();
  await expect(page.getByLabel('Heart-rate chest strap')).toBeChecked();
  await expect(page.getByLabel('Swimming pool access')).toBeChecked();
  await expect(page.getByLabel('Treadmill')).not.toBeChecked();
  await page.screenshot({ path: '/tmp/settings-equipment-390.png', fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(390);

  // Untick one: the stored list is replaced as a whole.
  await page.getByLabel('Indoor bike trainer').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await page.goto('/app/settings/equipment');
  await expect(page.getByLabel('Power meter (bike)')).toBeChecked();
  await expect(page.getByLabel('Indoor bike trainer')).not.toBeChecked();
});
