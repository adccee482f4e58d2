import { expect, test } from '../support/fixtures';
import { availabilityToDashboard, signUpAndChooseUnits, type SlotPlan } from '../support/onboarding';

const EVERY_SPORT: SlotPlan['sports'] = ['Swim', 'Bike', 'Run', 'Strength'];
/** One slot a day for every sport, Monday off: 10 hours, as a time-pressed age-grouper offers them. */
const ONE_SLOT_A_DAY: SlotPlan[] = [
  { day: 'Tuesday', duration: '1:30', sports: EVERY_SPORT },
  { day: 'Wednesday', duration: '1:15', sports: EVERY_SPORT },
  { day: 'Thursday', duration: '1:30', sports: EVERY_SPORT },
  { day: 'Friday', duration: '1:15', sports: EVERY_SPORT },
  { day: 'Saturday', duration: '3:00', sports: EVERY_SPORT },
  { day: 'Sunday', duration: '1:30', sports: EVERY_SPORT },
];

/**
 * Issue 45's athlete: a 70.3 in 24 weeks, swims 6 km, rides 4:30 and runs 3:00 a week now and offers
 * 10 hours in one slot a day. The coach's week holds three runs (two sessions on some days), starts
 * near the hours trained now, and the roadmap's planned fitness climbs above today's.
 */
test('a 70.3 athlete with one slot a day gets three runs next week and fitness that rises on the roadmap', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const onboarding = await signUpAndChooseUnits(page, 'coach-week', 'Metric');
  await onboarding.profile({ height: '180', weight: '72' });
  await onboarding.intention();
  await onboarding.raceGoal('Half Distance', 168, 'Half Ironman (70.3)');
  await onboarding.expectScreen('Training constraints');
  await page.goto('/onboarding/endurance-experience/training-volume');
  await onboarding.experienceVolume('6000', { bike: '4.5', run: '3' });
  await onboarding.longSessions('2500', { ride: '2:30', run: '1:30' });
  await onboarding.expectScreen('Swim threshold');
  await availabilityToDashboard(page, onboarding, ONE_SLOT_A_DAY);
  await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 60_000 });

  // Next week in the forecast: three runs (a brick's run counts), every sport, two sessions on a day.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
  await page.getByRole('navigation', { name: 'Week' }).getByRole('button', { name: 'Next week' }).click();
  const totals = page.getByRole('region', { name: 'Week totals' });
  const count = async (sport: string) =>
    Number(
      await totals.getByRole('row', { name: sport, exact: true }).getByRole('cell').first().textContent(),
    );
  await expect(totals.getByRole('row', { name: 'Run', exact: true })).toBeVisible();
  expect(await count('Run')).toBeGreaterThanOrEqual(3);
  expect(await count('Swim')).toBeGreaterThanOrEqual(3);
  expect(await count('Bike')).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
  await page.screenshot({ path: '/tmp/E-coach-week-forecast.png', fullPage: true });

  // The roadmap: planned fitness climbs above today's (at the build's peak, or still on race day).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap' }).click();
  const sum = page.locator('.roadmap-fitness__sum');
  await expect(sum).toContainText(/^Fitness \d+ today → /);
  const [today, ...ahead] =
    ((await sum.textContent()) ?? '').match(/\d+(?= today| at the peak| planned)/g)?.map(Number) ?? [];
  expect(ahead.length).toBeGreaterThan(0);
  expect(Math.max(...ahead)).toBeGreaterThan(today!);
  await page.screenshot({ path: '/tmp/E-coach-week-roadmap.png', fullPage: true });
});
