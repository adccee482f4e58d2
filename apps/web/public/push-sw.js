/* Tricoach's push handlers, imported by the generated service worker (vite.config.ts, workbox.importScripts). */
/* global clients */

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const data = payload.data || {};
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Tricoach', {
      body: payload.body || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: data.inAppNotificationId || undefined,
      data,
    }),
  );
});

/** A tap opens the route the push names (spec push payload), in the open app if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  if (data.pushOpenExternalLink) {
    event.waitUntil(clients.openWindow(data.pushOpenExternalLink));
    return;
  }
  const route = data.pushOpenAppRoute || '/app/notifications';
  const target = new URL(route, self.location.origin);
  target.searchParams.set('pushAction', data.inAppNotificationId || 'open');
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.focus().then(() => open.navigate(target.href));
      return clients.openWindow(target.href);
    }),
  );
});
