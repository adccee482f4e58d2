import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlan } from '../support/onboarding';

forEachViewport('roadmap', (viewport) => {
  test('shows the phases on a timeline, the A race and today; the road to the goal', async ({ page }) => {
    test.setTimeout(180_000);
    await onboardedWithPlan(page, `roadmap-${viewport.name}`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await expect(page.getByText(/^Today \d{2}\.\d{2}\.\d{2}/)).toContainText('Foundation phase');
    await expect(page.getByRole('img', { name: 'Today', exact: true })).toBeVisible();
    const race = page.getByRole('listitem', { name: 'Hamburg Olympic, A race' });
    await expect(race).toBeVisible();
    await expect(race).toContainText(/\d{2}\.\d{2}\.\d{2}/);
    const phases = page.getByRole('list', { name: 'Phases' }).getByRole('listitem');
    await expect(phases.first()).toContainText('Foundation');
    await expect(phases.first()).toContainText('Now');
    for (const name of ['Specific', 'Taper', 'Race day', 'Post-race'])
      await expect(page.getByRole('list', { name: 'Phases' })).toContainText(name);
    await expect(page.getByRole('img', { name: 'Planned hours per week' })).toBeVisible();
    await page.screenshot({ path: `/tmp/E-roadmap-${viewport.name}.png`, fullPage: true });

    await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Road to Hamburg Olympic (A)' });
    await expect(page.getByRole('listitem', { name: 'Hamburg Olympic, A race' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Phases' })).toContainText('Post-race');
  });
});
