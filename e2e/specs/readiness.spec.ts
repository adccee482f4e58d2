import { answerHowYouFeel, answerSoreness, FEELING_GOOD } from '../support/checkin';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlanAt } from '../support/onboarding';
import { bearerOf } from '../support/bearer';

/** Take care eases a session; a performance test becomes an easy session of its sport. */
const TAKE_CARE_MESSAGE =
  /Easier and 25 % shorter: no work above endurance today\.|No test on a take-care day: an easy session instead\./;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A steady rMSSD around 62 ms (ln SD ≈ 0.056) and resting HR around 51 bpm (the server test's history). */
const normalMorning = (daysAgo: number) => ({
  rmssd:
    Math.round(Math.exp(Math.log(62) + ([0, 0.08, -0.06, 0.05, -0.08, 0.03, -0.02][daysAgo % 7] ?? 0)) * 10) /
    10,
  restingHeartRate: 50 + (daysAgo % 3),
});

/**
 * Readiness changes today's session: an athlete with 75 days of ring readings (recorded for
 * past mornings through the real measurement call) checks in through the app three times:
 * HRV under the corridor → take care and an easier session; two bad mornings in a row →
 * rest; a good morning → the session unchanged.
 */
forEachViewport('readiness', (viewport) => {
  test('take care eases today’s session, two bad days rest, a good day proceeds unchanged', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { shot, freshBearer } = await onboardedWithPlanAt(page, viewport, 'readiness', '/tmp/f2/readiness');
    // Access tokens are short-lived: the bearer is read again from the app before each batch of calls.
    let headers = { authorization: await freshBearer() };
    const renewHeaders = async () => {
      headers = { authorization: await bearerOf(page, () => page.goto('/app/dashboard')) };
    };
    const api = {
      get: async (path: string) => (await page.request.get(path, { headers })).json(),
      post: async (path: string, data: unknown) => {
        const response = await page.request.post(path, { headers, data });
        expect(response.ok(), `${path} ${await response.text()}`).toBe(true);
        return response.json();
      },
    };
    const { athleteId } = await api.get('/api/v1/app/identity');
    const { date: today } = await api.get('/api/v1/app/AthleteDailyCheckin');

    // A slot every day, so today has a session to adapt; the plan is built again.
    const slot = {
      durationMinutes: 75,
      modalities: ['swimming', 'cycling', 'running', 'strengthtraining'],
    };
    const week = Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => [
        day,
        [slot],
      ]),
    );
    await api.post(`/api/v1/app/availability/${athleteId}`, week);
    await expect
      .poll(
        async () => {
          const status = await api.get('/api/v1/app/dashboard-status');
          if (status.status === 'plangeneration') return 0;
          const outlook = await api.get(`/api/v1/app/outlook?from=${today}&days=1`);
          return outlook.days[0].sessions.filter((s: { status: string }) => s.status !== 'skipped').length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);

    const recordMornings = async (
      from: number,
      to: number,
      values: (daysAgo: number) => { rmssd: number; restingHeartRate: number },
    ) => {
      await renewHeaders();
      for (let daysAgo = from; daysAgo >= to; daysAgo -= 1) {
        await api.post('/api/v1/app/check-in/measurements', {
          source: 'ring',
          date: addDays(today, -daysAgo),
          ...values(daysAgo),
        });
      }
    };
    /** This morning's check-in through the app: ring values, the four answers, soreness. */
    const checkIn = async (rmssd: string, restingHr: string, first: boolean) => {
      await page.goto('/checkin');
      await page.getByRole('link', { name: first ? 'Start check-in' : 'Measure again' }).click();
      await page.getByRole('button', { name: /^Ring or other device/ }).click();
      await page.getByLabel('HRV (rMSSD)').fill(rmssd);
      await page.getByLabel('Resting heart rate').fill(restingHr);
      await page.getByRole('button', { name: 'Save measurement' }).click();
      await expect(page.getByRole('status', { name: 'Your measurement' })).toContainText(
        `${Math.round(Number(rmssd))} ms`,
      );
      await page.getByRole('link', { name: 'Continue' }).click();
      await answerHowYouFeel(page, { ...FEELING_GOOD, mood: 'Positive' });
      await page.getByRole('button', { name: 'Continue' }).click();
      await answerSoreness(page);
      await page.getByRole('button', { name: 'See today’s result' }).click();
      await expect(page).toHaveURL(/\/checkin\/result$/);
    };
    const verdict = page.getByRole('status', { name: 'Readiness' });
    const todayCard = page.getByRole('status', { name: 'Today' });
    const todaysWorkouts = page.getByRole('region', { name: 'Today’s workouts' });

    // Before the check-in the dashboard asks for one.
    await page.goto('/app/dashboard');
    await expect(todayCard.getByRole('link', { name: 'Check in' })).toBeVisible();
    await shot('dashboard-due');

    // 1. HRV a little under the 60-day corridor for a week: take care, an easier and shorter session.
    await recordMornings(75, 7, normalMorning);
    await recordMornings(6, 1, (d) => ({ ...normalMorning(d), rmssd: 59.5 }));
    await checkIn('59.5', '50', true);
    await expect(verdict.getByRole('heading')).toHaveText('Take care today');
    await expect(verdict.getByRole('img', { name: 'Traffic light: Yellow' })).toBeVisible();
    await expect(verdict).toContainText('Your 7-day HRV is below your normal range.');
    const session = page.locator('.readiness-session').first();
    await expect(session).toContainText('Eased');
    // Today's session may be a performance test: then an easy session of its sport instead.
    await expect(session).toContainText(TAKE_CARE_MESSAGE);
    await expect(session.locator('.readiness-session__was')).toBeVisible();
    await shot('takecare-result');
    await page.getByRole('link', { name: 'Go to today’s plan' }).click();
    await expect(todayCard.getByRole('heading', { name: 'Take care today' })).toBeVisible();
    await expect(todayCard.getByRole('img', { name: 'Traffic light: Yellow' })).toBeVisible();
    await expect(todayCard.getByRole('link', { name: 'Check in' })).toHaveCount(0);
    await expect(todaysWorkouts.locator('[data-readiness="eased"]').first()).toContainText(TAKE_CARE_MESSAGE);
    await shot('takecare-dashboard');

    // The athlete may keep the original session, and go back to the adjusted one.
    await todaysWorkouts.getByRole('link', { name: 'Keep the original' }).first().click();
    await page.getByRole('button', { name: 'Keep the original session' }).click();
    await expect(session).toContainText('You chose the session as planned.');
    await page.getByRole('button', { name: 'Use the adjusted session' }).click();
    await expect(session).toContainText(TAKE_CARE_MESSAGE);

    // 2. Two bad mornings in a row (HRV far down, resting HR far up): rest, the session removed.
    await recordMornings(1, 1, () => ({ rmssd: 52, restingHeartRate: 68 }));
    await checkIn('52', '68', false);
    await expect(verdict.getByRole('heading')).toHaveText('Rest day');
    await expect(verdict.getByRole('img', { name: 'Traffic light: Red' })).toBeVisible();
    await expect(session).toContainText('Removed for rest');
    await expect(session).toContainText('Rest day: today’s session is removed.');
    await shot('rest-result');
    await page.getByRole('link', { name: 'Go to today’s plan' }).click();
    await expect(todayCard.getByRole('heading', { name: 'Rest day' })).toBeVisible();
    await expect(todaysWorkouts.locator('[data-readiness="removed"]').first()).toBeVisible();
    await shot('rest-dashboard');

    // 3. A good morning after a normal week: proceed, the session unchanged.
    await recordMornings(6, 1, normalMorning);
    await checkIn(String(normalMorning(0).rmssd), String(normalMorning(0).restingHeartRate), false);
    await expect(verdict.getByRole('heading')).toHaveText('Train as planned');
    await expect(verdict.getByRole('img', { name: 'Traffic light: Green' })).toBeVisible();
    await expect(session).toContainText('As planned');
    await expect(page.getByRole('button', { name: 'Keep the original session' })).toHaveCount(0);
    await shot('proceed-result');
    await page.getByRole('link', { name: 'Go to today’s plan' }).click();
    await expect(todayCard.getByRole('heading', { name: 'Train as planned' })).toBeVisible();
    await expect(todaysWorkouts.locator('[data-readiness]')).toHaveCount(0);

    // The HRV trend shows the band, the baseline and the daily values; the 3-month tab too.
    await page.goto('/app/athlete-hub/hrv');
    await expect(page.getByRole('heading', { level: 1, name: 'Heart rate variability' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Morning rMSSD per day/ })).toBeVisible();
    await page.getByRole('tab', { name: '3 months' }).click();
    await expect(page.getByRole('tab', { name: '3 months' })).toHaveAttribute('aria-selected', 'true');
    await shot('hrv-trend');
    await page.goto('/app/athlete-hub/resting-hr');
    await expect(page.getByRole('img', { name: /Morning resting HR per day/ })).toBeVisible();
    await shot('rhr-trend');
  });
});
