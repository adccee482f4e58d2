import { eq } from 'drizzle-orm';
import { isPremiumNow } from '../athlete/access';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { athletes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { StoreUnavailable, type RevenueCatClient } from './revenuecat-client';
import { PREMIUM_ENTITLEMENT } from './subscription-webhook';

export interface StoreSettings {
  /** The public Web Billing key for `@revenuecat/purchases-js`; null: purchases are not offered here. */
  webApiKey: string | null;
  /** The RevenueCat API base the browser uses; null: RevenueCat's own. */
  apiUrl: string | null;
}

const RESTORE_FAILED = 'Purchase restoration failed. Please try again.';
const ACCOUNT_UNAVAILABLE = 'Unable to retrieve your account information. Please try again later.';

/**
 * The athlete's side of the subscription: what the paywall needs to talk to the store, the flag
 * that a payment is on its way, restoring a purchase made elsewhere, and the subscription
 * screen. Premium itself changes only from the store's word (webhook, or its customer info on
 * restore), never from the browser's.
 */
export function createSubscriptionService(
  db: Db,
  deps: {
    clock: Clock;
    store: StoreSettings;
    /** Null when no secret key is configured: restore and store details are not available. */
    revenueCat: RevenueCatClient | null;
    invalidateIdentity: (athleteId: string) => void;
  },
) {
  async function athleteOf(athleteId: string) {
    const [athlete] = await db.select().from(athletes).where(eq(athletes.id, athleteId));
    if (!athlete) throw notFound('Athlete not found');
    return athlete;
  }

  function storeConfig(userId: string) {
    return {
      available: deps.store.webApiKey !== null,
      apiKey: deps.store.webApiKey,
      apiUrl: deps.store.apiUrl,
      appUserId: userId,
      entitlement: PREMIUM_ENTITLEMENT,
    };
  }

  /**
   * Spec: after a purchase the profile waits for the payment event, and identity is polled until
   * it clears or premium is true. A webhook that came first has already made the athlete
   * premium: then there is nothing left to wait for.
   */
  async function awaitPayment(athleteId: string): Promise<{ waitingForPaymentEvent: boolean }> {
    const athlete = await athleteOf(athleteId);
    const waiting = !isPremiumNow(athlete, deps.clock.now());
    await db.update(athletes).set({ waitingForPaymentEvent: waiting }).where(eq(athletes.id, athleteId));
    deps.invalidateIdentity(athleteId);
    return { waitingForPaymentEvent: waiting };
  }

  /** Asks the store what the athlete owns and takes its word: Premium found, or not. */
  async function restore(athleteId: string, userId: string): Promise<{ restored: boolean }> {
    if (!deps.revenueCat) throw new ApiError(503, 'store_not_configured', RESTORE_FAILED);
    const now = deps.clock.now();
    let found;
    try {
      found = await deps.revenueCat.customer(userId, now);
    } catch (error) {
      if (error instanceof StoreUnavailable) throw new ApiError(503, 'store_unavailable', RESTORE_FAILED);
      throw error;
    }
    if (!found.premium) return { restored: false };
    await db
      .update(athletes)
      .set({
        isPremium: true,
        premiumExpiresAt: found.premium.expiresAt,
        subscriptionType: found.premium.productId,
        willRenew: found.premium.willRenew,
        // The store's state as of now: a webhook older than this changes nothing.
        subscriptionEventAt: now,
        waitingForPaymentEvent: false,
      })
      .where(eq(athletes.id, athleteId));
    deps.invalidateIdentity(athleteId);
    return { restored: true };
  }

  /** The subscription screen: what the app holds, and the store's name and management page. */
  async function details(athleteId: string, userId: string) {
    const athlete = await athleteOf(athleteId);
    const now = deps.clock.now();
    const premium = isPremiumNow(athlete, now);
    let store: string | null = null;
    let managementUrl: string | null = null;
    let productName: string | null = null;
    if (premium && deps.revenueCat) {
      try {
        const found = await deps.revenueCat.customer(userId, now);
        store = found.premium?.store ?? null;
        productName = found.premium?.productName ?? null;
        managementUrl = found.managementUrl;
      } catch (error) {
        if (error instanceof StoreUnavailable)
          throw new ApiError(503, 'store_unavailable', ACCOUNT_UNAVAILABLE);
        throw error;
      }
    }
    return {
      isPremium: premium,
      subscriptionType: premium ? athlete.subscriptionType : null,
      productName,
      willRenew: premium && athlete.willRenew,
      premiumExpiresAtUtc: premium ? (athlete.premiumExpiresAt?.toISOString() ?? null) : null,
      trialExpiresAtUtc: athlete.trialExpiresAt?.toISOString() ?? null,
      waitingForPaymentEvent: athlete.waitingForPaymentEvent,
      store,
      managementUrl,
    };
  }

  return { storeConfig, awaitPayment, restore, details };
}
