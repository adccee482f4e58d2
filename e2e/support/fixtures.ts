import { test as base, expect } from '@playwright/test';
import { appNow } from './test-clock';

interface Options {
  /**
   * `running` (default): the page's clock, timers included, runs on from the app's date.
   * `dateOnly`: only Date is set to the app's date (frozen); timers, animation frames and video
   * frame times stay real, which the camera measurement needs.
   */
  appClockMode: 'running' | 'dateOnly';
}

interface Fixtures {
  failOnPageErrors: void;
  appClock: void;
}

/**
 * The server's address comes from the global setup, which picks a free port. (Playwright
 * wants a destructured first argument; `browserName` is a harmless one to ask for.)
 * Every test also fails on an uncaught exception or a CSP violation in the page: those break
 * real users silently while the assertions may still pass.
 */
export const test = base.extend<Fixtures & Options>({
  appClockMode: ['running', { option: true }],
  baseURL: async ({ browserName: _browserName }, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
    await use(url);
  },
  // Every page runs on the app's clock (the server's fixed date), ticking at real speed.
  appClock: [
    async ({ page, appClockMode }, use) => {
      if (appClockMode === 'dateOnly') await page.clock.setFixedTime(appNow());
      else await page.clock.install({ time: appNow() });
      await use();
    },
    { auto: true },
  ],
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          problems.push(`csp: ${message.text()}`);
        }
      });
      await use();
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
