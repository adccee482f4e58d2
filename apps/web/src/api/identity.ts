import { apiFetch } from './client';

/** GET /api/v1/app/identity, as docs/api.md shows it (spec section 3). */
export interface Identity {
  systemUserId: string;
  athleteId: string;
  email?: string | null;
  unreadNotifications: number;
  athleteGoalActionRequired: boolean;
  hasActiveInjuryPauseToday: boolean;
  firstWorkoutId: string | null;
  latestPerformanceTestId: string | null;
  paywallStatus: { subscriptionType: string | null; willRenew: boolean; isPremium: boolean };
  premiumGateEnabled: boolean;
  profile: {
    onBoardingStatus: string;
    showFirstWorkoutPopup: boolean;
    showSeanEllisTest: boolean;
    trialExpiresAtUtc: string | null;
    waitingForPaymentEvent: boolean;
  };
}

export const identityKey = ['identity'] as const;

export function fetchIdentity(signal?: AbortSignal): Promise<Identity> {
  return apiFetch<Identity>('/api/v1/app/identity', { signal });
}
