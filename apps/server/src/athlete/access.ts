export interface SubscriptionState {
  isPremium: boolean;
  /** Null with isPremium: a lifetime purchase. */
  premiumExpiresAt: Date | null;
  trialExpiresAt: Date | null;
}

/**
 * Premium now: the entitlement is on and has not run out. A missed EXPIRATION webhook cannot
 * leave an athlete premium for good, since the store's expiry is kept beside the flag.
 */
export function isPremiumNow(athlete: Omit<SubscriptionState, 'trialExpiresAt'>, now: Date): boolean {
  return (
    athlete.isPremium &&
    (athlete.premiumExpiresAt === null || athlete.premiumExpiresAt.getTime() > now.getTime())
  );
}

/**
 * Spec section 4 "Subscription": access needs Premium, or a trial whose expiry is in the
 * future; with the premium gate off every signed-in athlete counts as premium (section 6).
 */
export function hasPremiumAccess(
  athlete: SubscriptionState,
  premiumGateEnabled: boolean,
  now: Date,
): boolean {
  if (!premiumGateEnabled || isPremiumNow(athlete, now)) return true;
  return athlete.trialExpiresAt !== null && athlete.trialExpiresAt.getTime() > now.getTime();
}
