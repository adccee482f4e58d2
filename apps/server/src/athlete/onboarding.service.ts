import type { Clock } from '../clock/clock';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { athletes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { loadPlanInput } from '../plan/plan-input.loader';
import type { PlanGenerationService } from '../plan/plan-generation.service';

/** 14 days: two full training weeks, so the athlete sees a recovery-aware week and its adaptation. */
const TRIAL_DAYS = 14;

export function createOnboardingService(
  db: Db,
  planGeneration: PlanGenerationService,
  onIdentityChanged: (athleteId: string) => void,
  clock: Clock,
) {
  /** Completes onboarding only when the coach has everything a plan needs, then starts generating it. */
  async function complete(athleteId: string): Promise<void> {
    const loaded = await loadPlanInput(db, athleteId, clock.now());
    if (!loaded.ok) {
      throw new ApiError(
        400,
        'onboarding_incomplete',
        'Some answers are still missing before your coach can plan.',
        loaded.problems.map((problem) => {
          const [field = 'onboarding', ...rest] = problem.split(': ');
          return { field, message: rest.join(': ') || problem };
        }),
      );
    }
    // Completed and the plan's job queued together: a crash cannot leave an onboarded athlete
    // with no plan coming.
    await db.transaction(async (tx) => {
      await tx
        .update(athletes)
        .set({ onboardingStatus: 'OnBoardingCompleted' })
        .where(eq(athletes.id, athleteId));
      await planGeneration.request(athleteId, tx as unknown as Db);
    });
    planGeneration.wake();
    onIdentityChanged(athleteId);
  }

  /** Starts the free trial once; asking again keeps the first expiry. */
  async function startTrial(athleteId: string, now: Date): Promise<Date> {
    const [athlete] = await db
      .select({ trialExpiresAt: athletes.trialExpiresAt })
      .from(athletes)
      .where(eq(athletes.id, athleteId));
    if (!athlete) throw notFound('Athlete not found');
    if (athlete.trialExpiresAt) return athlete.trialExpiresAt;
    const expiresAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
    await db.update(athletes).set({ trialExpiresAt: expiresAt }).where(eq(athletes.id, athleteId));
    onIdentityChanged(athleteId);
    return expiresAt;
  }

  return { complete, startTrial };
}
