import { expect, test } from '../support/fixtures';

/**
 * The installed app's service worker answers navigations with the app shell, except the paths the
 * server itself serves: robots.txt must read as robots.txt, and a calendar feed link opened in
 * the browser must reach the server, not the app (issue 17).
 */
test('robots.txt and the calendar feed reach the server past the service worker', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from the next navigation on.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const robots = await page.goto('/robots.txt');
  expect(await robots?.text()).toContain('User-agent: *');
  expect(robots?.headers()['content-type']).toMatch(/^text\/plain/);

  const feed = await page.goto('/calendar/not-a-real-token.ics');
  expect(feed?.status()).toBe(404);
  expect(feed?.headers()['content-type']).not.toMatch(/text\/html/);
});
