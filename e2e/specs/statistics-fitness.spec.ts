import { expect, test } from '../support/fixtures';
import { onboardedWithPlan } from '../support/onboarding';

/**
 * Issue 45: one fitness model. A new athlete (onboarding done, nothing logged) read "Fitness 2.4" in
 * Statistics and "Fitness 84 today" on the Roadmap; both now start from the plan's estimate of the
 * training they told us about, so the two screens read the same number.
 */
test('a new athlete reads the same fitness today in Statistics and on the Roadmap', async ({ page }) => {
  test.setTimeout(180_000);
  await onboardedWithPlan(page, 'statistics-fitness');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap' }).click();
  const sum = page.locator('.roadmap-fitness__sum');
  await expect(sum).toContainText(/^Fitness \d+ today → /);
  const roadmapToday = Number(/^Fitness (\d+) today/.exec((await sum.textContent()) ?? '')?.[1]);
  // The onboarding's few hours a week are far from zero.
  expect(roadmapToday).toBeGreaterThan(10);

  await page.goto('/app/analytics');
  await expect(page.getByRole('status', { name: 'No completed workouts' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Fitness, fatigue and form' });
  const fitness = card.locator('.stat', { hasText: 'Fitness' }).locator('.stat__value');
  await expect(fitness).toHaveText(/^\d+\.\d$/);
  expect(Math.round(Number(await fitness.textContent()))).toBe(roadmapToday);
  await expect(card).toContainText('fitness starts from the training you told us about');
  await expect(
    card.getByRole('img', { name: 'Fitness, fatigue and form per day' }).locator('canvas'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/E-statistics-fitness.png', fullPage: true });
});
