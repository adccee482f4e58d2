import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { isoDaysFromToday, onboardedWithPlanAt } from '../support/onboarding';
import { bearerOf } from '../support/bearer';

/** Sports of the sessions planned from today for a week, once the plan is rebuilt. */
async function sportsAhead(page: Page, bearer: string): Promise<string[] | null> {
  const headers = { authorization: bearer };
  const status = await (await page.request.get('/api/v1/app/dashboard-status', { headers })).json();
  if (status.status === 'plangeneration') return null;
  const response = await page.request.get(`/api/v1/app/outlook?from=${isoDaysFromToday(0)}&days=7`, {
    headers,
  });
  if (!response.ok()) throw new Error(`outlook answered ${response.status()}: ${await response.text()}`);
  const outlook = await response.json();
  return outlook.days.flatMap((day: { sessions: { sport: string }[] }) => day.sessions.map((s) => s.sport));
}

/** The planned-workout links of the forecast's current week and the next: their ids name the sport. */
async function forecastSessionIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  await page.goto('/app/forecast');
  for (const step of [0, 1]) {
    if (step === 1) await page.getByRole('button', { name: /Next week/ }).click();
    await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
    const hrefs = await page
      .getByRole('list', { name: 'Days' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    ids.push(...hrefs);
  }
  return ids;
}

forEachViewport('injury and pause', (viewport) => {
  test('an active injury without running lights the hub dot and takes running out of the plan; deleting it clears both', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { shot, freshBearer } = await onboardedWithPlanAt(page, viewport, 'pause', '/tmp/pause');
    const bearer = await freshBearer();
    await expect.poll(() => sportsAhead(page, bearer), { timeout: 60_000 }).toContain('run');
    const hubDot = page.getByRole('navigation', { name: 'Main' }).getByTestId('athlete-hub-dot');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(hubDot).toHaveCount(0);

    // Settings → Injuries and pauses → add one; a missing sport is refused with a red toast first.
    await page.goto('/app/settings/injury-pause');
    await expect(page.getByRole('heading', { level: 1, name: 'Injuries and pauses' })).toBeVisible();
    await expect(page.getByText('No injuries or pauses recorded.')).toBeVisible();
    await page.getByRole('link', { name: 'Add an injury or pause' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New injury or pause' })).toBeVisible();
    await page.getByRole('radio', { name: /^Injury/ }).check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Saving failed: Choose at least one sport to leave out')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Running' }).check();
    await shot('form');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Injury added: your plan is being rebuilt')).toBeVisible();
    const active = page.getByRole('region', { name: 'Active' });
    await expect(active.getByText(/^From \d{2}\.\d{2}\.\d{2}, open-ended$/)).toBeVisible();
    await expect(active.getByText('No running')).toBeVisible();
    await shot('list');

    // The hub tab's dot shows; the hub names the injury.
    await page.goto('/app/athlete-hub');
    await expect(hubDot).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: /Injuries and pauses\s*Injury now: no running/ })
        .getByRole('img', { name: 'An injury or pause is active today' }),
    ).toBeVisible();
    await shot('hub');

    // The rebuilt plan has no running this week and next, in the API and in the forecast.
    const during = await freshBearer();
    await expect
      .poll(async () => (await sportsAhead(page, during))?.includes('run') ?? true, { timeout: 60_000 })
      .toBe(false);
    const ids = await forecastSessionIds(page);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((href) => /\.run(\.|$)/.test(href))).toEqual([]);
    await shot('forecast');

    // Delete with confirmation: the dot goes and running comes back.
    await page.goto('/app/settings/injury-pause');
    await page.getByRole('button', { name: /^Delete injury/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this injury?' });
    await expect(dialog).toBeVisible();
    await shot('delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Injury deleted')).toBeVisible();
    await expect(page.getByText('No injuries or pauses recorded.')).toBeVisible();
    // Each full page load signs in again from the refresh cookie: the bearer is read anew.
    const fresh = await bearerOf(page, () => page.goto('/app/athlete-hub'));
    await expect(page.getByRole('link', { name: /Injuries and pauses\s*Nothing active/ })).toBeVisible();
    await expect(hubDot).toHaveCount(0);
    await expect
      .poll(async () => (await sportsAhead(page, fresh))?.includes('run') ?? false, { timeout: 60_000 })
      .toBe(true);
  });
});
