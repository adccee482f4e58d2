import { apiFetch } from '../api/client';

export type PushSetup = 'subscribed' | 'denied' | 'unsupported';

/** How long to wait for the service worker: a development server has none, and `ready` never settles then. */
const SERVICE_WORKER_WAIT_MS = 5_000;

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as the bytes pushManager.subscribe wants (it comes base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Asks the browser for permission (call it from the tap that turned pushes on), subscribes with
 * the server's VAPID key and gives the server the subscription.
 */
export async function enableWebPush(): Promise<PushSetup> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await serviceWorker();
  if (!registration) return 'unsupported';
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/v1/app/push/vapid-public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  await apiFetch<void>('/api/v1/app/push-subscriptions', {
    method: 'PUT',
    body: { ...subscription.toJSON(), deviceId: browserDeviceId() },
    action: 'push.subscribe',
  });
  return 'subscribed';
}

/** Pushes off: the browser forgets the subscription and so does the server. */
export async function disableWebPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await serviceWorker();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiFetch<void>('/api/v1/app/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    action: 'push.unsubscribe',
  }).catch(() => undefined);
}

const DEVICE_ID_KEY = 'tricoach.deviceId';

/** First match wins: Edge and Chrome both say "Chrome/", and every browser on an iPhone says "Safari/". */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** The device fields a browser can tell (the rest the server stores as UNKNOWN). */
export function describeBrowser(userAgent: string) {
  const first = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];
  return { deviceName: first(BROWSERS), deviceOperatingSystem: first(SYSTEMS) };
}

/** This browser's id for the spec's device calls: made once, kept in local storage. */
export function browserDeviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/**
 * Spec 4 startup: the browser registers as a device (renewing its 30 days), says its notification
 * permission, and gives the server its push subscription again if it has one (a server that lost
 * it, or an athlete signed in anew on this browser, gets it back).
 */
export async function syncPushPermission(): Promise<void> {
  const deviceId = browserDeviceId();
  await apiFetch('/api/v1/app/device/register', {
    method: 'PUT',
    body: { deviceId, ...describeBrowser(navigator.userAgent) },
  });
  const permission = pushSupported() ? Notification.permission : 'unsupported';
  await apiFetch('/api/v1/app/device/permissions', {
    method: 'POST',
    body: { deviceId, notificationPermission: permission },
  });
  if (permission !== 'granted') return;
  const registration = await serviceWorker();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription)
    await apiFetch<void>('/api/v1/app/push-subscriptions', {
      method: 'PUT',
      body: { ...subscription.toJSON(), deviceId },
    });
}
