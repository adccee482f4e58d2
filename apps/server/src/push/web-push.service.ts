import { and, eq } from 'drizzle-orm';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { appSecrets, athleteProfiles, pushSubscriptions } from '../db/schema';
import { ApiError } from '../http/errors';

const VAPID_SECRET_NAME = 'vapid-keys';
/** A push not delivered within a day is no longer news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/** The push services browsers use; a subscription elsewhere is refused (the server must not post anywhere). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Spec "push payload": what the app reads when the athlete taps the push. */
export interface PushPayload {
  title: string;
  body: string;
  data: {
    openInAppNotification?: boolean;
    inAppNotificationId?: string;
    pushOpenAppRoute?: string;
    pushOpenExternalLink?: string;
  };
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  deviceId?: string | undefined;
}

/**
 * The server's VAPID key pair: from the configuration when set, else made once and kept in the
 * database (the first process to store it wins), so every process signs with the same key and
 * the browsers' subscriptions stay valid across restarts.
 */
export async function loadVapidKeys(db: Db, configured: Partial<VapidKeys>): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const read = async () => {
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, VAPID_SECRET_NAME));
    return row ? (JSON.parse(row.value) as VapidKeys) : undefined;
  };
  const stored = await read();
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: VAPID_SECRET_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing();
  return (await read()) ?? made;
}

/** Whether the server may post to this endpoint: a known push service, or loopback outside production; https only. */
export function isAllowedEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  if (allowLoopback && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return true;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

/**
 * Web Push with VAPID through the `web-push` library (payload encrypted aes128gcm for the
 * subscription's keys). A subscription the push service calls gone (404, 410) is deleted.
 */
export function createWebPush(
  db: Db,
  deps: {
    keys: VapidKeys;
    subject: string;
    clock: Clock;
    allowLoopback: boolean;
    /** Tests: the agent that trusts the stand-in push service's certificate. */
    agent?: Agent | undefined;
    log: { warn: (details: object, message: string) => void };
  },
) {
  const vapidDetails = { subject: deps.subject, ...deps.keys };

  async function subscribe(athleteId: string, input: PushSubscriptionInput): Promise<void> {
    if (!isAllowedEndpoint(input.endpoint, deps.allowLoopback))
      throw new ApiError(400, 'validation_failed', 'This push service is not supported.', [
        { field: 'endpoint', message: 'This push service is not supported.' },
      ]);
    const row = {
      athleteId,
      deviceId: input.deviceId ?? null,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      createdAt: deps.clock.now(),
    };
    // The browser's endpoint is unique: signing in as someone else on it moves it to them.
    await db
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  }

  async function unsubscribe(athleteId: string, endpoint: string): Promise<boolean> {
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.athleteId, athleteId)))
      .returning({ endpoint: pushSubscriptions.endpoint });
    return removed.length > 0;
  }

  /** Sends to each of the athlete's subscriptions; returns how many took it. */
  async function send(athleteId: string, payload: PushPayload): Promise<number> {
    const subscriptions = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.athleteId, athleteId));
    let delivered = 0;
    for (const subscription of subscriptions) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
            timeout: PUSH_TIMEOUT_MS,
            ...(deps.agent ? { agent: deps.agent } : {}),
          },
        );
        delivered += 1;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410)
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        else deps.log.warn({ err: error, status }, 'push not delivered');
      }
    }
    return delivered;
  }

  /** A notification as a push, when the athlete agreed to pushes. */
  async function notify(
    athleteId: string,
    notification: { id: string; title: string; body: string; route: string | null },
  ): Promise<void> {
    const [profile] = await db
      .select({ pushConsent: athleteProfiles.pushConsent })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.athleteId, athleteId));
    if (!profile?.pushConsent) return;
    await send(athleteId, {
      title: notification.title,
      body: notification.body,
      data: {
        openInAppNotification: true,
        inAppNotificationId: notification.id,
        pushOpenAppRoute: notification.route ?? `/app/notification/${notification.id}`,
      },
    });
  }

  return { publicKey: deps.keys.publicKey, subscribe, unsubscribe, send, notify };
}
