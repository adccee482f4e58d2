import type { SubscriptionDetails } from './subscription-api';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The store the subscription was bought in, as the athlete knows it. */
export type StoreKind = 'web' | 'apple' | 'google' | 'other';

export function storeKind(store: string | null): StoreKind {
  if (store === 'APP_STORE' || store === 'MAC_APP_STORE') return 'apple';
  if (store === 'PLAY_STORE') return 'google';
  if (store === 'RC_BILLING' || store === 'STRIPE' || store === 'PADDLE' || store === 'TEST_STORE')
    return 'web';
  return 'other';
}

/** One line on what the athlete has and until when. */
export function subscriptionSummary(details: SubscriptionDetails, now: Date): string {
  if (details.isPremium) {
    const name = details.productName ? `Premium, ${details.productName.toLowerCase()}` : 'Premium';
    if (!details.premiumExpiresAtUtc) return `${name}: yours for good.`;
    return details.willRenew
      ? `${name}: renews on ${longDate(details.premiumExpiresAtUtc)}.`
      : `${name}: cancelled, Premium until ${longDate(details.premiumExpiresAtUtc)}.`;
  }
  const trialEnd = details.trialExpiresAtUtc;
  if (trialEnd && Date.parse(trialEnd) > now.getTime()) return `Free trial until ${longDate(trialEnd)}.`;
  return 'No subscription: your free trial has ended.';
}
