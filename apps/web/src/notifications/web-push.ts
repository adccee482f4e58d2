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
    body: subscription.toJSON(),
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
