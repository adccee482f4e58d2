import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isPremiumNow } from '../athlete/access';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Clock } from '../clock/clock';
import type { Db } from '../db/database';
import { athleteProfiles, athletes, sentMails, users } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { startPeriodicJob } from '../jobs/periodic-job';
import type { Mailer } from './mailer';
import { mails } from './messages';

const TRIAL_ENDING_QUEUE = 'trial-ending-mail';
/** Hourly: a trial ending tomorrow morning is told today, never at its last minute. */
const SWEEP_PERIOD_SECONDS = 60 * 60;
const NOTICE_MS = 24 * 60 * 60 * 1000;

/**
 * Mails every athlete whose trial ends within 24 hours, who is not premium and agreed to
 * e-mails: once per trial (sent_mails, keyed by the expiry: a trial extended later is told again).
 * Returns how many were sent.
 */
export async function sendTrialEndingMails(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  now: Date,
): Promise<number> {
  const due = await db
    .select({
      athleteId: athletes.id,
      email: users.email,
      trialExpiresAt: athletes.trialExpiresAt,
      isPremium: athletes.isPremium,
      premiumExpiresAt: athletes.premiumExpiresAt,
      preferences: athleteProfiles.preferences,
    })
    .from(athletes)
    .innerJoin(users, eq(users.id, athletes.userId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
    .where(
      and(
        gt(athletes.trialExpiresAt, now),
        lte(athletes.trialExpiresAt, new Date(now.getTime() + NOTICE_MS)),
        eq(athleteProfiles.emailConsent, true),
      ),
    );
  let sent = 0;
  for (const athlete of due) {
    if (!athlete.email || !athlete.trialExpiresAt || isPremiumNow(athlete, now)) continue;
    // Claimed before sending: two processes sweeping at once send one mail.
    const [claimed] = await db
      .insert(sentMails)
      .values({
        athleteId: athlete.athleteId,
        kind: 'trial-ending',
        key: athlete.trialExpiresAt.toISOString(),
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: sentMails.key });
    if (!claimed) continue;
    const timeZone = readStoredPreferences(athlete.preferences).timeZoneInfoId;
    await mailer
      .send(mails.trialEnding(athlete.email, athlete.trialExpiresAt, timeZone, appUrl))
      .catch(() => undefined);
    sent += 1;
  }
  return sent;
}

/** The hourly sweep as a periodic job (jobs/periodic-job.ts). */
export async function startTrialEndingMails(
  queue: JobQueue,
  deps: { db: Db; mailer: Mailer; appUrl: string; clock: Clock; log: FastifyBaseLogger },
): Promise<void> {
  await startPeriodicJob(queue, TRIAL_ENDING_QUEUE, SWEEP_PERIOD_SECONDS, async () => {
    const sent = await sendTrialEndingMails(deps.db, deps.mailer, deps.appUrl, deps.clock.now());
    if (sent > 0) deps.log.info({ sent }, 'trial-ending mails sent');
  });
}
