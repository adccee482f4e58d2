import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlan } from '../support/onboarding';

/** Monday of a YYYY-MM-DD date (weeks start on Monday). */
function mondayOf(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

forEachViewport('forecast tools', (viewport) => {
  test('training phases, edit next week (move + lock + save), recalculate with a skipped day', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await onboardedWithPlan(page, `forecast-${viewport.name}`);

    // Training phases from the forecast header.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
    await page.getByRole('link', { name: 'Training phases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training phases' })).toBeVisible();
    const foundation = page.getByRole('listitem', { name: 'Foundation' });
    await expect(foundation).toContainText('Builds your aerobic base, technique and strength.');
    await expect(foundation).toContainText('You are here');
    await expect(foundation).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('listitem', { name: 'Taper' })).toContainText('Sheds fatigue');
    await expect(page.getByRole('listitem', { name: 'Race day' })).toContainText(/\d{2}\.\d{2}\.\d{2}/);
    await page.screenshot({ path: `/tmp/E-phases-${viewport.name}.png`, fullPage: true });

    // Edit next week: move an easy workout to a day the coach accepts, lock it, save.
    await page.goBack();
    await page.getByRole('link', { name: 'Edit next week' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit next week' })).toBeVisible();
    const workouts = page.getByRole('list', { name: 'Workouts of the coming week' }).getByRole('listitem');
    await expect(workouts.first()).toBeVisible();
    const save = page.getByRole('button', { name: 'Save week' });
    let moved: { title: string; date: string; index: number } | undefined;
    for (let i = 0; i < (await workouts.count()) && !moved; i++) {
      const item = workouts.nth(i);
      if (await item.getByText('Hard', { exact: true }).count()) continue;
      const title = (await item.getAttribute('aria-label')) ?? '';
      const select = item.getByRole('combobox');
      const original = await select.inputValue();
      const options = await select
        .locator('option')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
      for (const option of options.filter((value) => value !== original).reverse()) {
        await select.selectOption(option);
        const problems = page.getByRole('alert', { name: 'Problems' });
        await expect(save.and(page.locator(':enabled')).or(problems)).toBeVisible();
        if (await save.isEnabled()) {
          moved = { title, date: option, index: i };
          break;
        }
        await expect(problems).toContainText(title);
      }
      if (!moved) await select.selectOption(original);
    }
    if (!moved) throw new Error('no workout could move');
    const movedItem = workouts.nth(moved.index);
    await movedItem.getByRole('checkbox', { name: 'Lock' }).check();
    await expect(save).toBeEnabled();
    await page.screenshot({ path: `/tmp/E-edit-${viewport.name}.png`, fullPage: true });
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your week is saved.' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/forecast$/);

    // The forecast week of the new day shows the workout there, locked.
    await page.goto(`/app/forecast?from=${mondayOf(moved.date)}`);
    const [y, m, d] = moved.date.split('-');
    const day = page.getByRole('listitem', { name: new RegExp(`${d}\\.${m}\\.${y?.slice(2)}$`) });
    const card = day.locator('a[data-status="locked"]');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(moved.title);
    await expect(card).toContainText('Locked');

    // Recalculate: a failure first (red toast), then a real run with a skipped day.
    await page.goto('/app/forecast/recalculate');
    await expect(page.getByRole('heading', { level: 1, name: 'Recalculate next week' })).toBeVisible();
    const lockedBoxes = page
      .getByRole('list', { name: 'Workouts to lock' })
      .locator('li')
      .filter({ has: page.locator('input:checked') });
    await expect(lockedBoxes).toHaveCount(1);
    await expect(lockedBoxes).toContainText(moved.title);
    await page.route('**/api/v1/app/recalculate-plan', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"status":500,"code":"x","message":"x"}',
      }),
    );
    await page.getByRole('button', { name: 'Recalculate next week' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to recalculate next week. Please try again later.' }),
    ).toBeVisible();
    await page.unroute('**/api/v1/app/recalculate-plan');

    const dayOf = (text: string | null) => /\d{2}\.\d{2}\.\d{2}/.exec(text ?? '')?.[0];
    const lockList = page.getByRole('list', { name: 'Workouts to lock' }).getByRole('listitem');
    const lockedDay = dayOf(
      await lockList
        .filter({ has: page.locator('input:checked') })
        .first()
        .textContent(),
    );
    const unlockedDays = (
      await lockList.filter({ has: page.locator('input:not(:checked)') }).allTextContents()
    ).map(dayOf);
    const skipped = unlockedDays.find((day) => day && day !== lockedDay);
    if (!skipped) throw new Error('no day without the locked workout');
    const when = [skipped, skipped, skipped];
    const skipDay = page.getByRole('button', {
      name: new RegExp(`^Skip .*${when[2]?.replace(/\./g, '\\.')}$`),
    });
    await skipDay.click();
    await expect(skipDay).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `/tmp/E-recalc-${viewport.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Recalculate next week' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your week is recalculated.' })).toBeVisible();
    const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
    await expect(changes.first()).toContainText(/moved from|skipped — no other day fits/);
    await expect(page.getByRole('list', { name: 'New week' })).toBeVisible();
    // The locked workout stayed on its day.
    await expect(page.getByRole('list', { name: 'New week' }).locator('a[data-status="locked"]')).toHaveCount(
      1,
    );
    await page.screenshot({ path: `/tmp/E-recalc-done-${viewport.name}.png`, fullPage: true });
  });
});
