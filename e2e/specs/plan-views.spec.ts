import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlanAt } from '../support/onboarding';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Opens today's first session from the dashboard; returns its title. */
async function openTodaysFirstSession(page: Page): Promise<string> {
  const today = page.getByRole('region', { name: 'Today’s workouts' });
  const card = today.locator('a.session-card__link').first();
  await expect(card, 'the plan has a session today').toBeVisible();
  // The title's own text, without its tags (Key, Hard, Locked).
  const title = (
    await card.locator('.session-card__title').evaluate((element) => element.firstChild?.textContent ?? '')
  ).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** Logs the open session by hand through "Log as done". */
async function logAsDone(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Log as done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log a workout' })).toBeVisible();
  await page.getByLabel('Duration (h:mm)').fill('0:40');
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page.getByText('Workout saved')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/workout\/completed\//);
}

forEachViewport('plan views', (viewport) => {
  test('today and the week, a logged session done on the dashboard and the forecast, a skipped one struck through', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { shot, freshBearer } = await onboardedWithPlanAt(page, viewport, 'plan-views', `${shots}/plan`);

    // Dashboard: once the plan is built, today's status, today's workouts and the week strip.
    await expect(page.getByRole('heading', { name: 'Today’s workouts' })).toBeVisible();
    const week = page.getByRole('list', { name: 'Week' });
    await expect(week.getByRole('listitem')).toHaveCount(7);
    await expect(week.getByRole('listitem').first()).toHaveAttribute('aria-label', /^Mon /);
    await expect(page.getByRole('link', { name: /this week$/ })).toBeVisible();
    await shot('dashboard');

    // A fatigued check-in (the questionnaire alone) eases today's session: its page says why and
    // offers the original, and the way back.
    const bearer = await freshBearer();
    const checkIn = await page.request.post('/api/v1/app/AthleteDailyCheckin', {
      headers: { authorization: bearer },
      data: { device: 'skipped', fatigue: 'Fatigued' },
    });
    expect(checkIn.status(), await checkIn.text()).toBe(201);
    await page.reload();
    const title = await openTodaysFirstSession(page);
    const note = page.getByRole('complementary', { name: 'Today’s readiness' });
    await expect(note.getByRole('heading', { name: 'Eased today' })).toBeVisible();
    await expect(note).toContainText('You feel fatigued.');
    // Today's first session may be a performance test: then an easy session of its sport instead.
    await expect(note).toContainText(/Easier and 25 % shorter|No test on a take-care day/);
    await expect(note).toContainText(/Planned: .+ Adjusted: .+\./);
    await shot('workout-eased');
    await note.getByRole('button', { name: 'Do the original instead' }).click();
    await expect(note.getByRole('heading', { name: 'Planned session kept' })).toBeVisible();
    await note.getByRole('button', { name: 'Use the adjusted session' }).click();
    await expect(note.getByRole('heading', { name: 'Eased today' })).toBeVisible();

    // Today's session logged by hand: done on the dashboard, with the way to the workout.
    await logAsDone(page);
    const workoutUrl = new URL(page.url()).pathname;
    await page.goto('/app/dashboard');
    // The first workout of a new athlete is celebrated once, then back to the plan.
    await page
      .getByRole('link', { name: 'Back to the plan' })
      .or(page.getByRole('button', { name: 'Back to the plan' }))
      .click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const todays = page.getByRole('region', { name: 'Today’s workouts' });
    const done = todays.getByRole('link', { name: 'Done: see the completed workout' });
    await expect(done).toHaveCount(1);
    await expect(done).toHaveAttribute('href', workoutUrl);
    await expect(todays.locator('a.session-card__link[data-status="done"]')).toContainText(title);
    // The title as literal text: a test's title has parentheses, "FTP test (20 min)".
    const literalTitle = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(
      week.getByRole('link', { name: new RegExp(`: ${literalTitle} \\(done\\)$`) }),
    ).toHaveAttribute('href', workoutUrl);
    await expect(page.getByText(/1 of \d+ done this week/)).toBeVisible();
    await shot('dashboard-done');

    // Forecast: this week Monday first, with totals; the logged session is done there too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
    const days = page.getByRole('list', { name: 'Days' });
    await expect(days.getByRole('listitem').first()).toHaveAttribute('aria-label', /^Mon /);
    await expect(page.getByRole('region', { name: 'Week totals' })).toContainText(/1 of \d+ workouts done/);
    await expect(days.getByRole('link', { name: 'Done: see the completed workout' })).toHaveAttribute(
      'href',
      workoutUrl,
    );
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await shot('forecast-done');

    // A planned workout (this week's or next week's first open one): facts and steps, then Skip.
    const open = days.locator('a.session-card__link[data-status="planned"][href^="/app/workout/planned/"]');
    if ((await open.count()) === 0) {
      await page.getByRole('button', { name: /Next week/ }).click();
      await expect(page).toHaveURL(/from=/);
      await expect(page.getByRole('region', { name: 'Week totals' })).toBeVisible();
    }
    const first = open.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/app\/workout\/planned\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Workout not found');
    await expect(page.getByText('Date', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d{2}\.\d{2}\.\d{2}$/)).toBeVisible();
    await shot('workout');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page.getByText('Workout skipped')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unskip' })).toBeVisible();

    // Back in the forecast the session is struck through.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
    const skipped = page.locator(`a[href="${href}"]`);
    await expect(skipped).toHaveAttribute('data-status', 'skipped');
    await expect(skipped.locator('s')).toBeVisible();
    await expect(page.getByText('Workout skipped')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('forecast-skipped');

    // A made-up id is the server's 404.
    await page.goto('/app/workout/planned/no-such-session');
    await expect(page.getByRole('heading', { level: 1, name: 'Workout not found' })).toBeVisible();
  });
});
