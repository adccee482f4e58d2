import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import config from '../playwright.config';
import { answerHowYouFeel, answerSoreness, FEELING_GOOD } from '../support/checkin';
import { expect, test } from '../support/fixtures';
import { forEachViewport } from '../support/viewports';
import { onboardedWithPlan, onboardedWithPlanAt } from '../support/onboarding';
import { writePulseVideo } from '../support/pulse-video';
import { appNow, E2E_TIME_ZONE } from '../support/test-clock';

/**
 * Camera HRV for real (issue 6): Chromium's fake camera plays a generated fingertip video
 * whose brightness dips at 72 beats a minute; the app films it, the server finds the beats,
 * and the check-in shows the heart rate. `?seconds=20` (honoured outside production) keeps
 * the measurement short.
 */
const videoFolder = mkdtempSync(path.join(tmpdir(), 'tricoach-pulse-'));
const video = writePulseVideo(path.join(videoFolder, 'pulse.y4m'), 72, 70);
const flatVideo = writePulseVideo(path.join(videoFolder, 'flat.y4m'), 72, 30, 0);
// The runner and each worker load this file and write their own copy: each removes its own on exit.
process.once('exit', () => rmSync(videoFolder, { recursive: true, force: true }));

/** The standard browser flags plus a fake camera (and auto-granted permission) playing `file`. */
const withFakeCamera = (file: string) => ({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  },
});

test.use(withFakeCamera(video.file));
// Chromium's fake camera stamps each frame when it reads it from the file, not when its image
// was "taken": on a busy machine the stamps wander by 10–20 ms around the file's steady 30 fps
// (a real camera's sensor clock does not), and that noise inflates rMSSD. A trace's screencast
// of a 1280-wide page is the heaviest load in this run, so this file traces without screenshots.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

forEachViewport('camera check-in', (viewport) => {
  // Fake timers would bunch the video frames the measurement times: only the date is the app's.
  test.use({ appClockMode: 'dateOnly' });
  // Chromium's file camera stamps frames when it reads them and, when the machine is very busy,
  // stalls the video itself and loses frames on the way to the page: timing no analysis can
  // recover (docs/decisions.md). Two retries, the same bound.
  test.describe.configure({ retries: 2 });

  test('a fingertip video measured by the camera gives its heart rate, then the check-in ends in a traffic light', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { shot } = await onboardedWithPlanAt(page, viewport, 'camera', '/tmp/f1-camera');

    await page.goto('/checkin');
    await page.getByRole('link', { name: 'Start check-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Measuring device' })).toBeVisible();
    await page.getByRole('button', { name: /^Phone camera/ }).click();
    await expect(page).toHaveURL(/\/checkin\/hrv-measurement\?device=camera$/);
    // The same screen with a 20-second measurement.
    await page.goto('/checkin/hrv-measurement?device=camera&seconds=20');

    // The fake camera has no torch: the athlete is told to use another light.
    await expect(page.getByText(/cannot switch on the flashlight/)).toBeVisible({ timeout: 15_000 });
    await shot('waiting');
    const progress = page.getByRole('progressbar', { name: 'Measurement progress' });
    await expect(progress).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Keep still — \d+ s left/)).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^(8|9|1\d|20)$/, { timeout: 15_000 });
    await expect(page.locator('canvas.pulse-trace')).toBeVisible();
    await shot('measuring');

    await expect(page).toHaveURL(/\/checkin\/hrv-measurement\/success$/, { timeout: 60_000 });
    const measured = page.getByRole('status', { name: 'Your measurement' });
    await expect(measured).toContainText(/phone camera/i);
    await expect(measured).toContainText(/\d+ bpm/);
    const heartRate = Number((await measured.textContent())?.match(/(\d+) bpm/)?.[1]);
    expect(Math.abs(heartRate - video.expectedHeartRate), `measured ${heartRate} bpm`).toBeLessThanOrEqual(3);
    // Issue 15's bound: within 5 % or 2 ms of the video's own rMSSD (shown rounded to the ms).
    const rmssd = Number((await measured.textContent())?.match(/(\d+) ms/)?.[1]);
    expect(Math.abs(rmssd - video.expectedRmssd), `measured ${rmssd} ms`).toBeLessThanOrEqual(
      Math.max(2, 0.05 * video.expectedRmssd) + 0.5,
    );
    await shot('success');

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How do you feel?' })).toBeVisible();
    await answerHowYouFeel(page, FEELING_GOOD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Muscle soreness' })).toBeVisible();
    await answerSoreness(page);
    await page.getByRole('button', { name: 'See today’s result' }).click();
    await expect(page).toHaveURL(/\/checkin\/result$/);
    await expect(
      page.getByRole('status', { name: 'Readiness' }).getByRole('img', { name: /^Traffic light: / }),
    ).toBeVisible();
    await shot('result');
  });
});

// Chromium takes its fake camera at launch: the refusal needs a second browser with the flat video.
// A file camera stalled by a busy machine is refused for its frame gaps before the flat signal is
// looked at (a true refusal, but not the one under test): the same two retries as above.
test.describe('camera refusal', () => {
  test.describe.configure({ retries: 2 });
  test('a lit finger without a pulse is refused with the spec message and advice, not guessed', async ({
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const browser = await chromium.launch(withFakeCamera(flatVideo.file).launchOptions);
    try {
      const page = await browser.newPage({
        baseURL,
        viewport: { width: 390, height: 844 },
        timezoneId: E2E_TIME_ZONE,
      });
      await page.clock.setFixedTime(appNow());
      await onboardedWithPlan(page, 'camera-flat');
      await page.goto('/checkin/hrv-measurement?device=camera&seconds=15');
      await expect(page.getByRole('progressbar', { name: 'Measurement progress' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/\/checkin\/hrv-measurement\/failed\?/, { timeout: 45_000 });
      const failure = page.getByRole('alert');
      await expect(failure).toContainText('HRV measurement failed. Please try again later.');
      await expect(failure).toContainText('Rest your fingertip lightly on the lens without pressing');
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
      await page.screenshot({ path: '/tmp/f1-camera-390-failed.png', fullPage: true });
    } finally {
      await browser.close();
    }
  });
});
