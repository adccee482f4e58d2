import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { isoDaysFromToday, onboardedWithPlanAt } from '../support/onboarding';

async function planSettled(page: Page, bearer: string): Promise<boolean> {
  const status = await (
    await page.request.get('/api/v1/app/dashboard-status', { headers: { authorization: bearer } })
  ).json();
  return status.status !== 'plangeneration';
}

forEachViewport('performance tests', (viewport) => {
  test('a bike test planned by the developer call: result entered, an unrealistic rise accepted after confirming; a run test rejected plans a retest', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { shot, freshBearer } = await onboardedWithPlanAt(page, viewport, 'ptest', '/tmp/ptest');
    const bearer = await freshBearer();
    const headers = { authorization: bearer };
    const athleteId = (await (await page.request.get('/api/v1/app/identity', { headers })).json())
      .athleteId as string;
    /** Run tests 8–27 days ahead: a retest lands in the week holding the day 14 days after the test. */
    const runTestsInRetestWindow = async () => {
      const outlook = await (
        await page.request.get(`/api/v1/app/outlook?from=${isoDaysFromToday(8)}&days=20`, { headers })
      ).json();
      return outlook.days
        .flatMap((day: { sessions: { id: string; sport: string; focus: string }[] }) => day.sessions)
        .filter(
          (session: { sport: string; focus: string }) =>
            session.sport === 'run' && session.focus === 'PerformanceTest',
        );
    };

    // A measured FTP of 200 W to compare with, then the developer call plans today's bike test.
    expect(
      (
        await page.request.post('/api/v2/thresholds/cycling', { headers, data: { upperPower: 200 } })
      ).status(),
    ).toBe(200);
    // Known run thresholds too: the plan then schedules no run test of its own in the coming weeks.
    expect(
      (
        await page.request.post('/api/v2/thresholds/running', {
          headers,
          data: { upperPace: 300, upperHeartRate: 170 },
        })
      ).status(),
    ).toBe(200);
    const planned = await page.request.post('/api/v1/app/test/generate-performance-test', {
      headers,
      data: { sportType: 'cycling', athleteId, date: isoDaysFromToday(0) },
    });
    expect(planned.status()).toBe(201);
    const bikeTest = (await planned.json()).id as string;
    await expect.poll(() => planSettled(page, bearer), { timeout: 60_000 }).toBe(true);

    // The planned workout links to the pre page: what the test is, the current threshold, the protocol.
    await page.goto(`/app/workout/planned/${bikeTest}`);
    await expect(page.getByRole('heading', { level: 1, name: 'FTP test (20 min)' })).toBeVisible();
    await page.getByRole('link', { name: 'Prepare for the test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FTP test (20 min)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to prepare' })).toBeVisible();
    await expect(page.getByText('Threshold power (FTP)', { exact: true })).toBeVisible();
    await expect(page.getByText('200 W', { exact: true })).toBeVisible();
    await shot('pre');

    // After the test: no device recording, so the 20-minute power is entered.
    await page.getByRole('link', { name: 'Done the test? Enter your result' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'After the test' })).toBeVisible();
    await page.getByLabel('20-minute average power (W)').fill('300');
    await page.getByLabel('20-minute average heart rate (bpm)').fill('168');
    await shot('post');
    await page.getByRole('button', { name: 'Evaluate my result' }).click();

    // 95 % of 300 W = 285 W: a rise of 43 % is flagged, and accepting asks first.
    await expect(page.getByRole('heading', { level: 1, name: 'Your threshold improved' })).toBeVisible();
    await expect(page.getByTestId('test-change-bikeUpperPower')).toHaveText('200 W→285 W(+43 %)');
    await expect(page.getByRole('heading', { name: 'An unusually large improvement' })).toBeVisible();
    await shot('threshold');
    await page.getByRole('button', { name: 'Accept the new threshold' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure the results are correct?' });
    await expect(dialog).toBeVisible();
    await shot('confirm');
    await dialog.getByRole('button', { name: 'Yes, accept' }).click();
    await expect(page.getByText('New threshold saved')).toBeVisible();
    await expect(page.getByText(/^Accepted: your zones use the new threshold/)).toBeVisible();

    // Settings show the new threshold.
    await page.getByRole('link', { name: 'Your zones and thresholds' }).click();
    await expect(page.getByText('Bike threshold power')).toBeVisible();
    await expect(page.getByText('285 W').first()).toBeVisible();

    // A run test with an unbelievable pace: it cannot be accepted; rejecting plans a retest.
    // Each full page load signs in again from the refresh cookie: the bearer is read anew.
    headers.authorization = await freshBearer();
    const run = await page.request.post('/api/v1/app/test/generate-performance-test', {
      headers,
      data: { sportType: 'running', athleteId, date: isoDaysFromToday(0) },
    });
    const runTest = (await run.json()).id as string;
    await expect.poll(() => planSettled(page, headers.authorization), { timeout: 60_000 }).toBe(true);
    expect(await runTestsInRetestWindow()).toEqual([]);
    await page.goto(`/app/workout/performance-test/${runTest}/post`);
    await page.getByLabel('30-minute average pace (min/km)').fill('2:10');
    await page.getByRole('button', { name: 'Evaluate my result' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This result looks invalid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept the new threshold' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reject and keep my threshold' }).click();
    await expect(page.getByText('Result rejected: a new test is planned')).toBeVisible();
    await shot('rejected');
    headers.authorization = await freshBearer();
    await expect.poll(() => planSettled(page, headers.authorization), { timeout: 60_000 }).toBe(true);
    expect((await runTestsInRetestWindow()).length).toBe(1);

    // Settings list the tests ahead: today's run test and the retest, each opening its pre page.
    await page.goto('/app/settings/performance-tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Performance tests' })).toBeVisible();
    const runTests = page.getByRole('link', { name: 'Run: Threshold test (30 min)' });
    await expect.poll(() => runTests.count()).toBeGreaterThanOrEqual(2);
    await shot('settings');
    await runTests.last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Threshold test (30 min)' })).toBeVisible();
    await expect(page.getByText('Threshold pace', { exact: true })).toBeVisible();
  });
});
