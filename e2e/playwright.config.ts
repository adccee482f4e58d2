import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { E2E_TIME_ZONE } from './support/test-clock';

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1, // 2-core machine: the server, the browser and the runner share it
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    viewport: { width: 390, height: 844 },
    timezoneId: E2E_TIME_ZONE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
