import { z } from 'zod';
import { PREMIUM_ENTITLEMENT } from './subscription-webhook';

/** The store's view of one customer's Premium, read from RevenueCat's customer info. */
export interface StorePremium {
  /** Null when the customer has no active Premium entitlement. */
  premium: {
    productId: string;
    /** Null: a lifetime purchase. */
    expiresAt: Date | null;
    willRenew: boolean;
    store: string | null;
    productName: string | null;
  } | null;
  /** Where the customer manages (cancels) the subscription, when the store has such a page. */
  managementUrl: string | null;
}

export class StoreUnavailable extends Error {}

const date = z.string().nullish();
const customerInfoBody = z.object({
  subscriber: z.object({
    management_url: z.string().nullish(),
    entitlements: z.record(
      z.string(),
      z.object({ expires_date: date, product_identifier: z.string(), purchase_date: date }),
    ),
    subscriptions: z.record(
      z.string(),
      z.object({
        expires_date: date,
        store: z.string().nullish(),
        unsubscribe_detected_at: date,
        billing_issues_detected_at: date,
        display_name: z.string().nullish(),
        management_url: z.string().nullish(),
      }),
    ),
    non_subscriptions: z.record(z.string(), z.array(z.object({ store: z.string().nullish() }))).optional(),
  }),
});

/**
 * RevenueCat's REST API (v1, secret key), the server's own look at a customer: restoring a
 * purchase made elsewhere, and the subscription screen's store and management link. The
 * webhook stays the source of truth for changes; this answers "what holds now".
 */
export function createRevenueCatClient(options: { apiUrl: string; secretKey: string; timeoutMs?: number }) {
  async function customer(appUserId: string, now: Date): Promise<StorePremium> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}/v1/subscribers/${encodeURIComponent(appUserId)}`, {
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new StoreUnavailable(`RevenueCat could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new StoreUnavailable(`RevenueCat answered ${response.status}`);
    const parsed = customerInfoBody.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new StoreUnavailable('RevenueCat answered a body the app does not understand');
    const { subscriber } = parsed.data;
    const entitlement = subscriber.entitlements[PREMIUM_ENTITLEMENT];
    const expiresAt = entitlement?.expires_date ? new Date(entitlement.expires_date) : null;
    const active = entitlement !== undefined && (expiresAt === null || expiresAt.getTime() > now.getTime());
    if (!entitlement || !active) return { premium: null, managementUrl: subscriber.management_url ?? null };
    const subscription = subscriber.subscriptions[entitlement.product_identifier];
    const lifetimeStore = subscriber.non_subscriptions?.[entitlement.product_identifier]?.at(-1)?.store;
    return {
      premium: {
        productId: entitlement.product_identifier,
        expiresAt,
        // RevenueCat's own rule (purchases-js customer info): no expiry, a cancellation seen, a
        // billing issue or a promotional grant means it does not renew.
        willRenew:
          subscription !== undefined &&
          expiresAt !== null &&
          subscription.store !== 'promotional' &&
          !subscription.unsubscribe_detected_at &&
          !subscription.billing_issues_detected_at,
        store: subscription?.store ?? lifetimeStore ?? null,
        productName: subscription?.display_name ?? null,
      },
      managementUrl: subscription?.management_url ?? subscriber.management_url ?? null,
    };
  }

  return { customer };
}

export type RevenueCatClient = ReturnType<typeof createRevenueCatClient>;
