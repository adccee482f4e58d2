import { expect, test } from '../support/fixtures';
import { signUpAndChooseUnits, signUpNewAthlete, TYPICAL_WEEK } from '../support/onboarding';

test.describe('onboarding', () => {
  test('a new athlete plans an Olympic A race 20 weeks out, sees the verdict, starts the trial and gets a plan', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const onboarding = await signUpAndChooseUnits(page, 'olympic', 'Metric');
    await onboarding.profile({ height: '168', weight: '61.5' });
    await onboarding.intention();
    await onboarding.raceGoal('Hamburg Olympic', 140);
    await onboarding.simpleContinue('Training constraints');
    await onboarding.simpleContinue('Performance data');
    await onboarding.experienceVolume('4000');
    await onboarding.longSessions('2000');
    await onboarding.threshold('Swim threshold', { 'CSS pace': '1:50' });
    await onboarding.threshold('Cycling threshold', { 'Threshold power': '220' });
    await onboarding.threshold('Cycling lower threshold', {});
    await onboarding.threshold('Running threshold', { 'Threshold pace': '4:45' });
    await onboarding.threshold('Running lower threshold', {});
    await onboarding.simpleContinue('Lower thresholds');

    await onboarding.expectScreen('Other endurance sports');
    await page.getByLabel('Rowing').check();
    await onboarding.continue();

    await onboarding.expectScreen('Injury tendencies');
    await page.getByRole('switch', { name: 'Running' }).check();
    await onboarding.continue();

    await onboarding.expectScreen('Training volume');
    await page.getByLabel(/^Hours per week available/).fill('9');
    await onboarding.continue();

    // A reload resumes where the athlete is: the step was stored with the last save.
    await onboarding.expectScreen('Availability');
    await page.goto('/onboarding/connect');
    await onboarding.expectScreen('Availability');
    await onboarding.availability(TYPICAL_WEEK);
    const anyway = page.getByRole('button', { name: 'Continue anyway' });
    const feasibility = onboarding.heading('Is your goal feasible?');
    await expect(anyway.or(feasibility)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();

    await onboarding.expectScreen('Is your goal feasible?');
    const verdict = page.getByRole('status', { name: 'Feasibility verdict' });
    await expect(verdict).toContainText('Hamburg Olympic');
    await expect(verdict.getByRole('heading', { level: 2 })).toHaveText(
      /Your goal seems feasible|Your goal is doable|Your race is very close|Your race is in the taper phase/,
    );
    await onboarding.continue();

    await onboarding.expectScreen('Notifications');
    await page.getByRole('switch', { name: 'Push notifications' }).check();
    await onboarding.continue();

    await onboarding.expectScreen('You are all set');
    await page.getByRole('button', { name: 'Finish and build my plan' }).click();
    await onboarding.expectScreen('Start your free trial');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
    // The trial has just started: its days are counted on the dashboard, with the way to Premium.
    const trial = page.getByRole('status', { name: 'Free trial' });
    await expect(trial).toContainText('Free trial: 14 days left.');
    await expect(trial.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/app/paywall');
    // The plan is generated in the background: first the waiting state, then today's status.
    const waiting = page.getByRole('status', { name: 'Plan generation' });
    const today = page.getByRole('status', { name: 'Today' });
    await expect(waiting.or(today)).toBeVisible();
    await expect(today).toBeVisible({ timeout: 90_000 });
    await expect(today.getByRole('heading', { level: 2 })).toHaveText(/Train as planned|No workouts today/);
  });

  test('the GARMIN screens explain the connection and "Skip for now" goes on', async ({ page }) => {
    const onboarding = await signUpNewAthlete(page, 'garmin');
    await page.getByRole('link', { name: 'Connect GARMIN®' }).click();
    await onboarding.expectScreen('Connect GARMIN®');
    await expect(page.getByText('last 5 years')).toBeVisible();
    await page.getByRole('link', { name: 'Which permissions does Tricoach need?' }).click();
    await onboarding.expectScreen('GARMIN® permissions');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await onboarding.expectScreen('About you');
  });
});
