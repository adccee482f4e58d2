import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { isUuid } from '../db/own-row';
import { athletes, subscriptionEvents, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { mails } from '../mail/messages';

/** The one entitlement the app sells (spec: "The entitlement name is Premium"). */
export const PREMIUM_ENTITLEMENT = 'Premium';

/** RevenueCat's webhook body (integrations.md): the fields the app reads; the rest is kept out. */
export const subscriptionWebhookBody = z.object({
  api_version: z.string().optional(),
  event: z.object({
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(60),
    app_user_id: z.string().max(200).nullish(),
    original_app_user_id: z.string().max(200).nullish(),
    aliases: z.array(z.string().max(200)).max(50).nullish(),
    product_id: z.string().max(200).nullish(),
    new_product_id: z.string().max(200).nullish(),
    entitlement_ids: z.array(z.string().max(200)).max(50).nullish(),
    period_type: z.string().max(40).nullish(),
    expiration_at_ms: z.number().nullish(),
    event_timestamp_ms: z.number().nullish(),
  }),
});
export type SubscriptionWebhookEvent = z.infer<typeof subscriptionWebhookBody>['event'];

type SubscriptionFields = Pick<
  typeof athletes.$inferInsert,
  'isPremium' | 'premiumExpiresAt' | 'subscriptionType' | 'willRenew'
>;

/**
 * What one event does to the athlete's subscription, or null when it changes nothing here
 * (TEST, TRANSFER, an event about another entitlement). CANCELLATION keeps Premium until the
 * expiry (the athlete paid for it); EXPIRATION ends it; BILLING_ISSUE leaves it to the store's
 * grace period and its later EXPIRATION.
 */
export function subscriptionChange(event: SubscriptionWebhookEvent): SubscriptionFields | null {
  const entitlements = event.entitlement_ids;
  if (entitlements && !entitlements.includes(PREMIUM_ENTITLEMENT)) return null;
  const expiresAt = event.expiration_at_ms ? new Date(event.expiration_at_ms) : null;
  /** Premium bought: the product and its expiry as the event names them. */
  const premium = (willRenew: boolean): SubscriptionFields => ({
    isPremium: true,
    premiumExpiresAt: expiresAt,
    subscriptionType: event.product_id ?? null,
    willRenew,
  });
  switch (event.type) {
    case 'INITIAL_PURCHASE':
    case 'RENEWAL':
    case 'UNCANCELLATION':
    case 'SUBSCRIPTION_EXTENDED':
      return premium(true);
    case 'NON_RENEWING_PURCHASE':
      // Lifetime: no expiry, nothing to renew.
      return premium(false);
    case 'PRODUCT_CHANGE':
      return { subscriptionType: event.new_product_id ?? event.product_id ?? null };
    case 'CANCELLATION':
    case 'SUBSCRIPTION_PAUSED':
      return { willRenew: false, ...(expiresAt ? { premiumExpiresAt: expiresAt } : {}) };
    case 'EXPIRATION':
      return { isPremium: false, willRenew: false };
    case 'BILLING_ISSUE':
      return {};
    default:
      return null;
  }
}

/** Constant-time comparison of the Authorization header with `Bearer <secret>`. */
export function isWebhookAuthorized(header: string | undefined, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${secret}`));
}

/**
 * The store's word on an athlete's subscription (RevenueCat webhook), the source of truth for
 * Premium. At-least-once delivery: an event id is taken once, whatever its type; one that is
 * older than the last applied leaves the state alone (events can arrive out of order).
 */
export function createSubscriptionWebhook(
  db: Db,
  deps: {
    clock: Clock;
    invalidateIdentity: (athleteId: string) => void;
    /** A payment the store could not take (BILLING_ISSUE) is told by mail, once per event, consent or not. */
    mailer: Mailer;
    appUrl: string;
  },
) {
  /** The athlete the event is about: app_user_id is the systemUserId; aliases as a fallback. */
  async function athleteOf(event: SubscriptionWebhookEvent) {
    const ids = [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])].filter(
      (id): id is string => typeof id === 'string' && isUuid(id),
    );
    if (ids.length === 0) return undefined;
    const rows = await db.select().from(athletes).where(inArray(athletes.userId, ids));
    return ids.map((id) => rows.find((row) => row.userId === id)).find((row) => row !== undefined);
  }

  async function tellPaymentProblem(userId: string) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email)
      await deps.mailer.send(mails.paymentProblem(user.email, deps.appUrl)).catch(() => undefined);
  }

  /** 'unknown' when no athlete is named (the store's TEST event, a deleted account): acknowledged. */
  async function receive(
    event: SubscriptionWebhookEvent,
  ): Promise<'applied' | 'ignored' | 'duplicate' | 'unknown'> {
    const athlete = await athleteOf(event);
    if (!athlete) return 'unknown';
    const now = deps.clock.now();
    const eventAt = new Date(event.event_timestamp_ms ?? now.getTime());
    const outcome = await db.transaction(async (tx) => {
      const change = subscriptionChange(event);
      const [current] = await tx.select().from(athletes).where(eq(athletes.id, athlete.id)).for('update');
      const isStale =
        current?.subscriptionEventAt !== null &&
        current?.subscriptionEventAt !== undefined &&
        current.subscriptionEventAt.getTime() > eventAt.getTime();
      const applied = change !== null && !isStale;
      const [taken] = await tx
        .insert(subscriptionEvents)
        .values({ eventId: event.id, athleteId: athlete.id, type: event.type, applied, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: subscriptionEvents.eventId });
      if (!taken) return 'duplicate' as const;
      if (!applied) return 'ignored' as const;
      await tx
        .update(athletes)
        .set({ ...change, subscriptionEventAt: eventAt, waitingForPaymentEvent: false })
        .where(eq(athletes.id, athlete.id));
      return 'applied' as const;
    });
    if (outcome === 'applied') deps.invalidateIdentity(athlete.id);
    if (outcome === 'applied' && event.type === 'BILLING_ISSUE') await tellPaymentProblem(athlete.userId);
    return outcome;
  }

  return { receive };
}
