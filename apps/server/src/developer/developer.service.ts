import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import { athleteThresholds, athletes, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { writeWithReplan, type PlanGenerationService } from '../plan/plan-generation.service';
import type { PushPayload } from '../push/web-push.service';

/**
 * Every table holding rows of an athlete (an `athlete_id` column), read from the schema so a
 * table added later is reset too. Support tickets stay: they are the team's, not the plan's.
 */
const ATHLETE_TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable & { athleteId: PgColumn } =>
    is(value, PgTable) && 'athleteId' in value && getTableName(value) !== getTableName(schema.supportTickets),
);

interface DeveloperDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** False in production: every developer call then answers 404, as if it did not exist. */
  enabled: boolean;
  planGeneration: Pick<PlanGenerationService, 'request' | 'requestIfPlanned' | 'wake'>;
  disconnectGarmin: (athleteId: string) => Promise<void>;
  invalidateIdentity: (athleteId: string) => void;
  /** Returns how many of the athlete's browsers took the push. */
  sendPush: (athleteId: string, payload: PushPayload) => Promise<number>;
}

/** The developer settings' calls (spec "Developer"; issue 14 part 6): try states a tester cannot wait for. */
export function createDeveloperTools(deps: DeveloperDeps) {
  const { db } = deps;
  const allowed = () => {
    if (!deps.enabled) throw notFound();
  };

  return {
    /** Thresholds back to unknown: the coach estimates again and plans tests. */
    async resetThresholds(athleteId: string): Promise<void> {
      allowed();
      // The reset and the re-plan it asks for: one transaction.
      await writeWithReplan(db, deps.planGeneration, athleteId, (tx) =>
        tx.delete(athleteThresholds).where(eq(athleteThresholds.athleteId, athleteId)),
      );
      deps.invalidateIdentity(athleteId);
    },

    /** The athlete as on the day of sign-up: no answers, plan, workouts or connections; same account. */
    async resetAthlete(athleteId: string): Promise<void> {
      allowed();
      await deps.disconnectGarmin(athleteId);
      await db.transaction(async (tx) => {
        for (const table of ATHLETE_TABLES) await tx.delete(table).where(eq(table.athleteId, athleteId));
        await tx
          .update(athletes)
          .set({
            onboardingStatus: 'NotStarted',
            trialExpiresAt: null,
            subscriptionType: null,
            willRenew: false,
            isPremium: false,
            premiumExpiresAt: null,
            subscriptionEventAt: null,
            waitingForPaymentEvent: false,
            showFirstWorkoutPopup: false,
            showSeanEllisTest: false,
          })
          .where(eq(athletes.id, athleteId));
      });
      deps.invalidateIdentity(athleteId);
    },

    async generatePlan(athleteId: string): Promise<void> {
      allowed();
      await deps.planGeneration.request(athleteId);
      deps.invalidateIdentity(athleteId);
    },

    /** The trial ends now, so the premium gate and the paywall can be tried. */
    async endTrial(athleteId: string): Promise<Date> {
      allowed();
      const now = deps.clock.now();
      await db.update(athletes).set({ trialExpiresAt: now }).where(eq(athletes.id, athleteId));
      deps.invalidateIdentity(athleteId);
      return now;
    },

    /** A push to every browser the athlete subscribed, opening the notifications. */
    async sendTestPush(athleteId: string): Promise<number> {
      allowed();
      const delivered = await deps.sendPush(athleteId, {
        title: 'Tricoach test push',
        body: 'If you can read this, pushes reach this device.',
        data: { pushOpenAppRoute: '/app/notifications' },
      });
      if (delivered === 0)
        throw notFound('No device took the push: allow notifications for Tricoach on this device first.');
      return delivered;
    },

    /** A mail to the account's address, to see the mail set-up work (or read it in the log locally). */
    async sendTestEmail(userId: string): Promise<string> {
      allowed();
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user?.email) throw notFound('This account has no email address');
      await deps.mailer.send({
        to: user.email,
        subject: 'Tricoach test e-mail',
        text: `This is a test e-mail from Tricoach's developer settings, sent ${deps.clock.now().toISOString()}.\n\nIf you can read it, e-mail works.`,
      });
      return user.email;
    },
  };
}
