/**
 * Spec section 4 "Subscription": access needs Premium, or a trial whose expiry is in the
 * future; with the premium gate off every signed-in athlete counts as premium (section 6).
 */
export function hasPremiumAccess(
  athlete: { isPremium: boolean; trialExpiresAt: Date | null },
  premiumGateEnabled: boolean,
  now: Date,
): boolean {
  if (!premiumGateEnabled || athlete.isPremium) return true;
  return athlete.trialExpiresAt !== null && athlete.trialExpiresAt.getTime() > now.getTime();
}
