import { expect, test } from '../support/fixtures';
import { finishOnboarding, isoDaysFromToday } from '../support/onboarding';

/** A 1 × 1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('settings: imperial everywhere after switching, spec messages, goals and capabilities', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await finishOnboarding(page, 'settings');
  const heading = (name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const save = async (name = 'Save') => {
    await page.getByRole('button', { name, exact: true }).click();
  };

  // Units: switch to imperial; every page then reads in, lbs, min/mi and min/100yd.
  await page.goto('/app/settings/units-of-measurement/unit-system');
  await heading('Unit system');
  await page.getByRole('radio', { name: /^Imperial/ }).check();
  await save();
  await heading('Units of measurement');
  await expect(page.getByRole('link', { name: /Unit system.*Imperial/ })).toBeVisible();

  await page.goto('/app/settings/profile/edit/weight');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue(/^13[56]/);
  await page.getByLabel('Weight (lbs)').fill('50');
  await save();
  await expect(page.getByText('Weight must be at least 66 lbs')).toBeVisible();
  await page.goto('/app/settings/profile/edit/height');
  await expect(page.getByLabel('Height (in)')).toHaveValue(/^66/);

  await page.goto('/app/settings/training-zones-and-thresholds');
  await heading('Training zones and thresholds');
  await expect(page.getByText(/\/100yd/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Run heart rate' })).toBeVisible();
  await page.getByRole('radio', { name: 'Run threshold' }).check();
  await page.getByLabel('Threshold pace (min/mi)').fill('3:00');
  await save();
  await expect(page.getByText('Value must be greater than 4.02 minutes')).toBeVisible();
  await page.getByLabel('Threshold pace (min/mi)').fill('7:30');
  await save();
  await expect(page.getByRole('definition').filter({ hasText: '7:30 /mi' })).toBeVisible();

  // Names and passwords: the spec's messages.
  await page.goto('/app/settings/profile/edit/firstname');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ann Marie');
  await save();
  await expect(page.getByText('First name may only contain letters')).toBeVisible();
  await page.goto('/app/settings/profile/edit/password');
  await page.getByLabel('Current password').fill('Triathlon2026');
  await page.getByLabel('New password', { exact: true }).fill('Duathlon2027x');
  await page.getByLabel('Repeat new password').fill('Duathlon2027y');
  await save('Change password');
  await expect(page.getByText('Password confirmation does not match')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Duathlon2027x');

  // Race goals: a B race after the A race; only the priorities the type allows.
  await page.goto('/app/settings/race-goal');
  await heading('Race goals');
  await page.getByRole('button', { name: 'Add a race' }).click();
  await heading('New race');
  await page.getByLabel('Race name').fill('City Half');
  await page.getByLabel('Race type').selectOption({ label: 'Half marathon' });
  await expect(page.getByRole('group', { name: 'Priority' }).getByRole('radio')).toHaveCount(1);
  await page.getByLabel('Race date').fill(isoDaysFromToday(60));
  await save('Save race');
  await heading('Race goals');
  await expect(page.getByRole('heading', { level: 2, name: 'City Half' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hamburg Olympic' })).toBeVisible();

  // Capabilities: h:mm, and the change shows in the history.
  await page.goto('/app/settings/training-volume-capability');
  await heading('Training volume capability');
  await page.getByLabel(/^Weekly training volume/).fill('9h');
  await save();
  await expect(page.getByText('Use the format h:mm, for example 1:30')).toBeVisible();
  await page.getByLabel(/^Weekly training volume/).fill('9:30');
  await save();
  await page.getByRole('link', { name: 'Show the history' }).click();
  await heading('Training volume capability history');
  await expect(page.getByText(/Changed by you/).first()).toBeVisible();

  // Profile picture: upload (the server resizes it), then delete.
  await page.goto('/app/settings/profile/edit/profile-picture');
  await heading('Profile picture');
  await expect(page.getByRole('img', { name: 'No profile picture' })).toBeVisible();
  await page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete picture' }).click();
  await expect(page.getByRole('img', { name: 'No profile picture' })).toBeVisible();

  await page.goto('/app/settings/faq');
  await expect(page.getByText('How is my plan built?')).toBeVisible();
  await page.goto('/app/settings/glossary');
  await expect(page.getByText('CSS (critical swim speed)')).toBeVisible();
});
