import { isPremiumNow } from './access';
import type { Clock } from '../clock/clock';
import { eq } from 'drizzle-orm';
import { BoundedTtlCache } from '../cache/bounded-ttl-cache';
import type { Db } from '../db/database';
import { athletes, users } from '../db/schema';
import type { AccessClaims } from '../identity/tokens.service';
import { notFound } from '../http/errors';
import { loadTrainingFlags, type TrainingFlags } from './identity-flags';

/** Spec section 3 "Identity". */
type Identity = ReturnType<typeof presentIdentity>;

/**
 * The identity is read on every app start and every route change, so it is cached per athlete.
 * Every write that changes a field of it must call `invalidate(athleteId)`; the TTL bounds how
 * stale another API process's copy can be when several share one PostgreSQL.
 */
interface IdentityOptions {
  premiumGateEnabled: boolean;
  cacheTtlMs: number;
  isGoalActionRequired: (athleteId: string) => Promise<boolean>;
  clock: Clock;
}

export function createIdentityService(db: Db, options: IdentityOptions) {
  const cache = new BoundedTtlCache<Identity>(20_000, options.cacheTtlMs, options.clock);
  return {
    async load(auth: AccessClaims): Promise<Identity> {
      return cache.getOrLoad(
        auth.athleteId,
        () => loadIdentity(db, auth, options),
        (cached) => cached.systemUserId === auth.userId,
      );
    },
    invalidate(athleteId: string): void {
      cache.delete(athleteId);
    },
  };
}

async function loadIdentity(db: Db, auth: AccessClaims, options: Omit<IdentityOptions, 'cacheTtlMs'>) {
  const [row] = await db
    .select({ athlete: athletes, email: users.email })
    .from(athletes)
    .innerJoin(users, eq(users.id, athletes.userId))
    .where(eq(athletes.id, auth.athleteId));
  if (!row || row.athlete.userId !== auth.userId) throw notFound('Athlete not found');
  // Goals are the athlete's business only once onboarding has set them up.
  const isGoalActionRequired =
    row.athlete.onboardingStatus === 'OnBoardingCompleted' &&
    (await options.isGoalActionRequired(auth.athleteId));
  const flags = await loadTrainingFlags(db, auth.athleteId, options.clock.now());
  return presentIdentity(row.athlete, row.email, {
    isPremium: isPremiumNow(row.athlete, options.clock.now()),
    premiumGateEnabled: options.premiumGateEnabled,
    isGoalActionRequired,
    flags,
  });
}

function presentIdentity(
  athlete: typeof athletes.$inferSelect,
  email: string | null,
  state: {
    isPremium: boolean;
    premiumGateEnabled: boolean;
    isGoalActionRequired: boolean;
    flags: TrainingFlags;
  },
) {
  return {
    systemUserId: athlete.userId,
    athleteId: athlete.id,
    email,
    unreadNotifications: state.flags.unreadNotifications,
    athleteGoalActionRequired: state.isGoalActionRequired,
    hasActiveInjuryPauseToday: state.flags.hasActiveInjuryPauseToday,
    firstWorkoutId: state.flags.firstWorkoutId,
    latestPerformanceTestId: state.flags.latestPerformanceTestId,
    paywallStatus: {
      subscriptionType: athlete.subscriptionType,
      willRenew: athlete.willRenew,
      isPremium: state.isPremium,
    },
    premiumGateEnabled: state.premiumGateEnabled,
    profile: {
      onBoardingStatus: athlete.onboardingStatus,
      showFirstWorkoutPopup: athlete.showFirstWorkoutPopup,
      showSeanEllisTest: athlete.showSeanEllisTest,
      trialExpiresAtUtc: athlete.trialExpiresAt?.toISOString() ?? null,
      waitingForPaymentEvent: athlete.waitingForPaymentEvent,
    },
  };
}
