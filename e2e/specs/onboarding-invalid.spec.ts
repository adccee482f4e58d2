import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signUpNewAthlete } from '../support/onboarding';

const EE = '/onboarding/endurance-experience';

async function submit(page: Page, name = 'Continue'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

async function expectKept(page: Page, label: string | RegExp, value: string): Promise<void> {
  await expect(page.getByLabel(label)).toHaveValue(value);
}

// Each screen gets one broken answer next to good ones: the spec's message shows inline and
// nothing else the athlete typed is lost.
test('invalid answers on every kind of onboarding screen show the spec message and keep the rest', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const onboarding = await signUpNewAthlete(page, 'invalid');

  // 1. Profile: names are letters only; weight bounds.
  await page.goto('/onboarding/profile');
  await page.getByLabel('First name').fill('Ann3');
  await page.getByLabel('Username').fill('ann');
  await page.getByLabel(/^Weight/).fill('20');
  await submit(page);
  await expect(page.getByText('First name may only contain letters')).toBeVisible();
  await expect(page.getByText('Weight must be at least 30 kg')).toBeVisible();
  await expectKept(page, 'Username', 'ann');
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  // 2. Intention: required.
  await page.goto('/onboarding/intention');
  await submit(page);
  await expect(page.getByText('Intention is required')).toBeVisible();

  // 3. Race goal: the date is required and may not lie in the past.
  await page.goto('/onboarding/goal/arace');
  await page.getByLabel('Race name').fill('Hamburg Olympic');
  await page.getByLabel('Race type').selectOption({ label: 'Olympic-distance triathlon' });
  await page.getByLabel('Race date').fill('2020-05-01');
  await submit(page);
  await expect(page.getByText('Event date must be today or later')).toBeVisible();
  await expectKept(page, 'Race name', 'Hamburg Olympic');
  await expect(page.getByLabel('Race type')).toHaveValue('Olympic');

  // 4. Experience: numbers only.
  await page.goto(`${EE}/training-volume`);
  await page.getByLabel(/^Swimming experience/).fill('24');
  await page.getByLabel(/^Weekly swimming volume/).fill('lots');
  await submit(page);
  await expect(page.getByText('Weekly swimming volume must be a number')).toBeVisible();
  await expectKept(page, /^Swimming experience/, '24');

  // 5. Long sessions: h:mm.
  await page.goto(`${EE}/long-sessions`);
  await page.getByLabel(/^Long swim distance/).fill('1500');
  await page.getByLabel(/^Long ride duration/).fill('2h');
  await submit(page);
  await expect(page.getByText('Use the format h:mm, for example 1:30')).toBeVisible();
  await expectKept(page, /^Long swim distance/, '1500');

  // 6. Swim threshold: CSS 54-270 s per 100 m.
  await page.goto(`${EE}/swimming/threshold`);
  await page.getByLabel(/^CSS pace/).fill('0:30');
  await submit(page);
  await expect(page.getByText('Value must be greater than 54 seconds')).toBeVisible();
  await expectKept(page, /^CSS pace/, '0:30');

  // 7. Cycling threshold: power bounds.
  await page.goto(`${EE}/cycling/threshold`);
  await page.getByLabel(/^Threshold power/).fill('5000');
  await page.getByLabel(/^Threshold heart rate/).fill('165');
  await submit(page);
  await expect(page.getByText('Upper power must be at most 700 W')).toBeVisible();
  await expectKept(page, /^Threshold heart rate/, '165');

  // 8. Cycling lower threshold: heart-rate bounds.
  await page.goto(`${EE}/cycling/threshold/lower`);
  await page.getByLabel(/^Aerobic threshold heart rate/).fill('300');
  await submit(page);
  await expect(page.getByText('Lower heart rate must be at most 230 bpm')).toBeVisible();

  // 9. Running threshold: pace 2:30-20:00 per km.
  await page.goto(`${EE}/running/threshold`);
  await page.getByLabel(/^Threshold pace/).fill('1:00');
  await page.getByLabel(/^Threshold heart rate/).fill('170');
  await submit(page);
  await expect(page.getByText('Value must be greater than 2.5 minutes')).toBeVisible();
  await expectKept(page, /^Threshold heart rate/, '170');

  // 10. MAF calculator: an answer is needed.
  await page.goto(`${EE}/maf`);
  await submit(page, 'Calculate');
  await expect(page.getByText('MAF answer is required')).toBeVisible();

  // 11. Threshold pace calculator: the race time's format.
  await page.goto(`${EE}/upper-pace-threshold-calculator`);
  await page.getByRole('radio', { name: '10 km' }).check();
  await page.getByLabel(/^Race time/).fill('forty');
  await submit(page, 'Calculate');
  await expect(page.getByText('Use the format h:mm or h:mm:ss, for example 1:30 or 1:30:00')).toBeVisible();
  await expect(page.getByRole('radio', { name: '10 km' })).toBeChecked();

  // 12. Training volume: numbers only.
  await page.goto('/onboarding/training-volume');
  await page.getByLabel(/^Hours per week available/).fill('abc');
  await submit(page);
  await expect(page.getByText('Hours per week available must be a number')).toBeVisible();

  // 13. Availability: every slot needs a sport; the other slots stay.
  await page.goto('/onboarding/availability');
  await onboarding.expectScreen('Availability');
  await page.getByRole('button', { name: 'Add a slot on Monday' }).click();
  await page
    .getByRole('group', { name: 'Sports, Monday slot 1' })
    .getByLabel('Swim', { exact: true })
    .check();
  await page.getByRole('button', { name: 'Add a slot on Wednesday' }).click();
  await page.getByLabel('Duration, Wednesday slot 1').selectOption({ label: '1:30' });
  await submit(page);
  await expect(page.getByText('Choose at least one sport for this slot')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Sports, Monday slot 1' }).getByLabel('Swim', { exact: true }),
  ).toBeChecked();
  await expect(page.getByLabel('Duration, Wednesday slot 1')).toHaveValue('90');
});
