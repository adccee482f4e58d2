import { expect, test } from '../support/fixtures';

/**
 * The installed app's service worker answers navigations with the app shell, except the paths the
 * server itself serves: robots.txt must read as robots.txt, a calendar feed link opened in the
 * browser and the API's paths must reach the server, not the app (issue 17). Offline, an API
 * navigation fails rather than get the shell: e2e/specs/offline.spec.ts.
 */
test('robots.txt, the calendar feed and API paths reach the server past the service worker', async ({
  page,
}) => {
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

  // API paths, the sign-in server's and the health checks: the server's JSON or text, never the shell.
  for (const path of [
    '/api/v1/app/identity',
    '/api/v1/no-such-call',
    '/.well-known/openid-configuration',
    '/healthz',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.headers()['content-type'], path).not.toMatch(/text\/html/);
    expect(await answer?.text(), path).not.toContain('<div id="root">');
  }
});
