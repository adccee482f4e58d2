import { expect, test } from '../support/fixtures';
import { LoginPage, uniqueEmail } from '../support/login-page';

/**
 * The service worker's push handler, fed a real push message through Chromium's DevTools
 * protocol (the push service itself is on the internet, out of reach here): it shows the
 * notification with the payload's title, body and data; tapping one opens its route.
 */
test('a push message shows its notification through the service worker', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const login = new LoginPage(page);
  await login.open();
  await login.signUp(uniqueEmail('push'));
  await expect(page).toHaveURL(/\/onboarding\//);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const origin = new URL(scope).origin;

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === scope);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Your plan changed',
    body: 'Tomorrow’s run moved to Friday.',
    data: { openInAppNotification: true, inAppNotificationId: 'n-1', pushOpenAppRoute: '/app/notifications' },
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      ),
    )
    .toEqual([payload]);
});
