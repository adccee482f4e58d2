import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlanAt } from '../support/onboarding';

forEachViewport('athlete hub', (viewport) => {
  test('the hub shows the athlete, the season, thresholds and links to trends, tests and settings', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { shot } = await onboardedWithPlanAt(page, viewport, 'hub', '/tmp/hub');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Athlete hub/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Athlete hub' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Anna' })).toBeVisible();
    await expect(page.getByText(/^\d+ years · Metric units$/)).toBeVisible();
    const season = page.getByRole('list', { name: 'Your season' });
    await expect(
      season.getByRole('link', { name: /Goals and availability.*Hamburg Olympic, \d{2}\.\d{2}\.\d{2}/ }),
    ).toBeVisible();
    await expect(season.getByRole('link', { name: /Injuries and pauses\s*Nothing active/ })).toBeVisible();
    await expect(page.getByTestId('athlete-hub-dot')).toHaveCount(0);
    await expect(page.getByText('Swim CSS')).toBeVisible();
    await expect(page.getByText('Run threshold pace')).toBeVisible();
    for (const name of [
      'Statistics',
      'Resting heart rate',
      'Heart rate variability',
      'Swim test',
      'Bike test',
      'Run test',
      'Settings',
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    // Nothing runs wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await shot('hub');

    // The pages the hub opens have no tab bar: each leads back to the hub itself.
    for (const opened of ['Statistics', 'Resting heart rate', 'Your profile']) {
      await page
        .getByRole('link', { name: new RegExp(`^${opened}`) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
      await page.getByRole('link', { name: '← Athlete hub' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Athlete hub' })).toBeVisible();
    }

    // The test info pages: what the test measures, why every 6–8 weeks, the protocol, what to bring.
    await page.getByRole('link', { name: /^Bike test/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bike performance test' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why every 6–8 weeks' })).toBeVisible();
    await expect(page.getByText(/FTP = 95 % of the 20-minute average power/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What to bring' })).toBeVisible();
    await shot('bike-test-info');
    await page.getByRole('link', { name: '← Athlete hub' }).click();

    await page.getByRole('link', { name: /^Goals and availability/ }).click();
    await expect(page).toHaveURL(/\/app\/settings\/goal-and-availability$/);
  });
});
