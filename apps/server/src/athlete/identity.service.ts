import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { athletes, users } from '../db/schema';
import type { AccessClaims } from '../identity/tokens.service';
import { notFound } from '../http/errors';

/**
 * Spec section 3 "Identity". Notifications, goals, injury pauses, workouts and performance
 * tests do not exist yet in this landing: their fields read as "none" until the issues that
 * add those tables fill them in here.
 */
export async function loadIdentity(db: Db, auth: AccessClaims, premiumGateEnabled: boolean) {
  const [row] = await db
    .select({ athlete: athletes, email: users.email })
    .from(athletes)
    .innerJoin(users, eq(users.id, athletes.userId))
    .where(eq(athletes.id, auth.athleteId));
  if (!row || row.athlete.userId !== auth.userId) throw notFound('Athlete not found');
  return presentIdentity(row.athlete, row.email, premiumGateEnabled);
}

export function presentIdentity(athlete: typeof athletes.$inferSelect, email: string | null, premiumGateEnabled: boolean) {
  return {
    systemUserId: athlete.userId,
    athleteId: athlete.id,
    email,
    unreadNotifications: 0,
    athleteGoalActionRequired: false,
    hasActiveInjuryPauseToday: false,
    firstWorkoutId: null,
    latestPerformanceTestId: null,
    paywallStatus: { subscriptionType: athlete.subscriptionType, willRenew: athlete.willRenew, isPremium: athlete.isPremium },
    premiumGateEnabled,
    profile: {
      onBoardingStatus: athlete.onboardingStatus,
      showFirstWorkoutPopup: athlete.showFirstWorkoutPopup,
      showSeanEllisTest: athlete.showSeanEllisTest,
      trialExpiresAtUtc: athlete.trialExpiresAt?.toISOString() ?? null,
      waitingForPaymentEvent: athlete.waitingForPaymentEvent,
    },
  };
}
