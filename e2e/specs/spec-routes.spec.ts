import type { Page } from '@playwright/test';
import {
  logWorkoutThroughApi,
  onboardThroughApi,
  runYesterday,
  type ApiAthlete,
} from '../support/athlete-api';
import { expect, test } from '../support/fixtures';
import { isoDaysFromToday, signUpNewAthlete } from '../support/onboarding';

/**
 * The routes of spec section 2 (and the web app's route tables) that no other browser test opens
 * (issue 14 part 8), each opened as the user who may see it: it must render its own heading and
 * content, not a "being built" stub, log no console error and fit a 390 px screen. Paywall,
 * cancel-subscription, subscriptions and the Facebook sign-in are left to their own specs.
 */
interface RouteCheck {
  path: string;
  /** The page's level-1 heading. */
  heading: string | RegExp;
  /** Where the app shows the page, when not at `path` (a redirect of spec 2). */
  url?: RegExp;
  /** Text the real page shows (a stub has only its heading and one line). */
  content?: string | RegExp;
}

/** Browsers log an answer of 4xx/5xx as a console error; these are the page's own problems. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

async function checkRoutes(page: Page, errors: string[], routes: RouteCheck[]): Promise<void> {
  for (const route of routes) {
    await test.step(route.path, async () => {
      errors.length = 0;
      await page.goto(route.path);
      const escaped = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect.soft(page, route.path).toHaveURL(route.url ?? new RegExp(`${escaped}(\\?.*)?$`));
      await expect
        .soft(page.getByRole('heading', { level: 1, name: route.heading }), route.path)
        .toBeVisible();
      if (route.content) await expect.soft(page.getByText(route.content).first(), route.path).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      await expect.soft(page.getByText(/being built|coming soon/i), route.path).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${route.path}: no horizontal scroll at 390 px`).toBeLessThanOrEqual(390);
      expect.soft([...errors], `${route.path}: console errors`).toEqual([]);
    });
  }
}

test('anonymous: the Google and Apple sign-in callbacks on a server without those providers', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await checkRoutes(page, errors, [
    {
      path: '/oauth/google',
      heading: 'Sign-in failed',
      content: 'Sign in with Google is not configured on this server',
    },
    {
      path: '/oauth/apple',
      heading: 'Sign-in failed',
      content: 'Apple sign-in was cancelled or has expired. Please try again.',
    },
  ]);
});

test('an athlete: onboarding screens, then every unvisited screen of the app after onboarding', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await signUpNewAthlete(page, 'routes');
  await checkRoutes(page, errors, [
    { path: '/onboarding/email', heading: 'Your email' },
    { path: '/onboarding/connect/garmin/success', heading: 'GARMIN® connected' },
  ]);

  const athlete: ApiAthlete = await onboardThroughApi(page);
  const headers = { authorization: await athlete.bearer() };
  const pause = await page.request.post('/api/v1/app/injury-pause-reports', {
    headers,
    data: {
      injuryPauseType: 'Injury',
      startDate: isoDaysFromToday(7),
      endDate: isoDaysFromToday(10),
      excludedModalities: ['running'],
    },
  });
  expect(pause.status(), await pause.text()).toBe(201);
  const pauseId = (await pause.json()).id as string;

  await checkRoutes(page, errors, [
    { path: '/app', heading: 'Plan', url: /\/app\/dashboard$/ },
    {
      path: '/app/sean-ellis-test',
      heading: 'A quick question',
      content: 'How would you feel if you could no longer use Tricoach?',
    },
    {
      path: '/app/sean-ellis-test/feedback',
      heading: 'Thank you!',
      content: /What is the main benefit you get from Tricoach/,
    },
    { path: '/checkin/hrv-measurement/failed', heading: 'Measurement failed' },
    { path: '/app/athlete-hub/profile', heading: 'Your profile' },
    { path: '/app/workout/performance-test-info/swimming', heading: 'Swim performance test' },
    { path: '/app/workout/performance-test-info/running', heading: 'Run performance test' },
    { path: '/app/settings/profile/edit/lastname', heading: 'Last name' },
    { path: '/app/settings/profile/edit/date-of-birth', heading: 'Date of birth' },
    { path: '/app/settings/profile/edit/gender', heading: 'Gender' },
    { path: '/app/settings/race-goal/priorities', heading: 'Race priorities' },
    { path: '/app/settings/training-volume', heading: 'Training volume' },
    { path: '/app/settings/long-session-capability', heading: 'Long session capability' },
    { path: '/app/settings/long-session-capability/history', heading: 'Long session capability history' },
    { path: '/app/settings/injury-tendencies', heading: 'Injury tendencies' },
    { path: '/app/settings/communication', heading: 'Communication' },
    { path: '/app/settings/third-party-connections', heading: 'Connections' },
    { path: '/app/settings/connect/garmin', heading: 'Connect GARMIN®' },
    { path: '/app/settings/units-of-measurement/intensity-description', heading: 'Intensity description' },
    { path: '/app/settings/units-of-measurement/pool-length', heading: 'Pool length' },
    {
      path: '/app/settings/units-of-measurement/cycling-endurance',
      heading: 'Cycling endurance measurement',
    },
    { path: '/app/settings/units-of-measurement/cycling-interval', heading: 'Cycling interval measurement' },
    { path: '/app/settings/units-of-measurement/cycling-indoor', heading: 'Cycling indoor measurement' },
    {
      path: '/app/settings/units-of-measurement/running-endurance',
      heading: 'Running endurance measurement',
    },
    { path: '/app/settings/units-of-measurement/running-interval', heading: 'Running interval measurement' },
    { path: '/app/settings/support-and-feedback', heading: 'Support and feedback' },
    { path: '/app/settings/about', heading: 'About Tricoach' },
    { path: `/app/settings/injury-pause/${pauseId}`, heading: 'Edit injury' },
  ]);

  // A logged workout (the first one's celebration seen) for its feedback page.
  const workoutId = await logWorkoutThroughApi(page, await athlete.bearer(), runYesterday());
  await page.request.post('/api/v1/app/first-workout-popup/dismiss', {
    headers: { authorization: await athlete.bearer() },
  });
  await checkRoutes(page, errors, [
    { path: `/app/workout/completed/${workoutId}/feedback`, heading: 'Workout feedback' },
  ]);
});
