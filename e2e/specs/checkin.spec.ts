import { answerHowYouFeel, answerSoreness, checkinOption, FEELING_GOOD } from '../support/checkin';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlanAt } from '../support/onboarding';

/**
 * The daily check-in walked with the ring path (values typed in): device, measurement with
 * validation, success, the four questions, soreness, the result; then today's check-in is
 * edited and the day is evaluated again.
 */
forEachViewport('daily check-in', (viewport) => {
  test('ring entry, questions and soreness to a traffic light; editing re-evaluates the day', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { shot } = await onboardedWithPlanAt(page, viewport, 'checkin', '/tmp/f2/checkin');

    await page.goto('/checkin');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily check-in' })).toBeVisible();
    await shot('start');
    await page.getByRole('link', { name: 'Start check-in' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Measuring device' })).toBeVisible();
    for (const device of ['Phone camera', 'Chest strap', 'Ring or other device', 'Skip measurement']) {
      await expect(page.getByRole('button', { name: new RegExp(`^${device}`) })).toBeVisible();
    }
    await shot('device');
    await page.getByRole('button', { name: /^Ring or other device/ }).click();

    await expect(page).toHaveURL(/\/checkin\/hrv-measurement\?device=ring$/);
    const rmssd = page.getByLabel('HRV (rMSSD)');
    const restingHr = page.getByLabel('Resting heart rate');
    await rmssd.fill('2');
    await restingHr.fill('');
    await page.getByRole('button', { name: 'Save measurement' }).click();
    await expect(page.getByText('rMSSD must be between 5 and 300 ms')).toBeVisible();
    await expect(page.getByText('Resting heart rate is required')).toBeVisible();
    await shot('ring-invalid');
    await rmssd.fill('64');
    await restingHr.fill('49');
    await page.getByRole('button', { name: 'Save measurement' }).click();

    await expect(page).toHaveURL(/\/checkin\/hrv-measurement\/success$/);
    const measured = page.getByRole('status', { name: 'Your measurement' });
    await expect(measured).toContainText('64 ms');
    await expect(measured).toContainText('49 bpm');
    await expect(measured).toContainText('Ring');
    await shot('success');
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'How do you feel?' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose one answer')).toHaveCount(4);
    await answerHowYouFeel(page, FEELING_GOOD);
    await expect(checkinOption(page, 'How did you sleep?', 'Extremely poor')).toBeVisible();
    await shot('questions');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Muscle soreness' })).toBeVisible();
    // No back button on this screen (spec 2: no back gesture either).
    await expect(page.getByRole('link', { name: /back/i })).toHaveCount(0);
    await answerSoreness(page);
    await shot('soreness');
    await page.getByRole('button', { name: 'See today’s result' }).click();

    await expect(page).toHaveURL(/\/checkin\/result$/);
    const verdict = page.getByRole('status', { name: 'Readiness' });
    await expect(verdict.getByRole('heading', { name: 'Train as planned' })).toBeVisible();
    await expect(verdict.getByRole('img', { name: 'Traffic light: Green' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Today’s workouts' })).toBeVisible();
    await shot('result-green');

    // Edit today's check-in: a rough night and a bad mood change the day.
    await page.goto('/checkin');
    await expect(page.getByRole('heading', { name: 'Train as planned' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit answers' }).click();
    await expect(checkinOption(page, 'How fresh do you feel?', 'Fresh')).toBeChecked();
    await answerHowYouFeel(page, { fresh: 'Fatigued', sleep: 'Poor' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(checkinOption(page, 'Legs', 'None')).toBeChecked();
    await checkinOption(page, 'Legs', 'Moderate').check();
    await page.getByRole('button', { name: 'See today’s result' }).click();
    await expect(verdict.getByRole('heading')).toHaveText('Take care today');
    await expect(verdict.getByRole('img', { name: 'Traffic light: Yellow' })).toBeVisible();
    await expect(verdict).toContainText('You feel fatigued.');
    await shot('result-edited');

    // The dashboard shows the same day and no longer asks for a check-in.
    await page.getByRole('link', { name: 'Go to today’s plan' }).click();
    const today = page.getByRole('status', { name: 'Today' });
    await expect(today.getByRole('heading', { name: /^(Take care today|No workouts today)$/ })).toBeVisible();
    await expect(today.getByRole('link', { name: 'Check in' })).toHaveCount(0);
    await shot('dashboard');
  });
});
