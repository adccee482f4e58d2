import { test as base, expect } from '@playwright/test';

/**
 * The server's address comes from the global setup, which picks a free port. (Playwright
 * wants a destructured first argument; `browserName` is a harmless one to ask for.)
 */
export const test = base.extend({
  baseURL: async ({ browserName: _browserName }, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
    await use(url);
  },
});

export { expect };
