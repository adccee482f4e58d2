import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athleteProfiles, athletes } from '../src/db/schema';
import { sendTrialEndingMails } from '../src/mail/trial-ending';
import type { TestAthlete } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();

const HOUR = 3_600_000;

async function inTrial(emailConsent: boolean): Promise<{ athlete: TestAthlete; endsAt: Date }> {
  const athlete = await signedUpAthlete(t);
  const consent = await athlete.call('PATCH', `/api/v1/odata/AthleteProfile/${athlete.athleteId}`, {
    communication: { emailNotifications: emailConsent, pushNotifications: false },
    preferences: { timeZoneInfoId: 'Europe/Berlin' },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const trial = await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
  return { athlete, endsAt: new Date(trial.json<{ trialExpiresAtUtc: string }>().trialExpiresAtUtc) };
}

const sweep = (now: Date) => sendTrialEndingMails(t.ctx.db, t.ctx.mailer, 'https://tricoach.test', now);
const mailsTo = (athlete: TestAthlete) =>
  t.outbox.filter((mail) => mail.to === athlete.email && /trial/.test(mail.subject));

describe('the trial-ending mail', () => {
  it('goes once, within the last day, in the athlete’s own time', async () => {
    const { athlete, endsAt } = await inTrial(true);
    await sweep(new Date(endsAt.getTime() - 48 * HOUR));
    expect(mailsTo(athlete)).toHaveLength(0);
    await sweep(new Date(endsAt.getTime() - 20 * HOUR));
    await sweep(new Date(endsAt.getTime() - 19 * HOUR));
    expect(mailsTo(athlete)).toHaveLength(1);
    const [mail] = mailsTo(athlete);
    expect(mail?.subject).toBe('Your Tricoach trial ends within a day');
    expect(mail?.text).toContain('(Europe/Berlin)');
    expect(mail?.text).toContain('https://tricoach.test/app/paywall');
    await sweep(new Date(endsAt.getTime() + HOUR));
    expect(mailsTo(athlete)).toHaveLength(1);
  });

  it('is not sent without the e-mail consent, nor to a premium athlete', async () => {
    const silent = await inTrial(false);
    const premium = await inTrial(true);
    await t.ctx.db
      .update(athletes)
      .set({ isPremium: true })
      .where(eq(athletes.id, premium.athlete.athleteId));
    await sweep(new Date(silent.endsAt.getTime() - 2 * HOUR));
    expect(mailsTo(silent.athlete)).toHaveLength(0);
    expect(mailsTo(premium.athlete)).toHaveLength(0);
  });

  it('tells the end in UTC when the stored time zone is one the runtime does not know', async () => {
    const { athlete, endsAt } = await inTrial(true);
    const [profile] = await t.ctx.db
      .select({ preferences: athleteProfiles.preferences })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.athleteId, athlete.athleteId));
    await t.ctx.db
      .update(athleteProfiles)
      .set({ preferences: { ...(profile?.preferences as object), timeZoneInfoId: 'Mars/Olympus_Mons' } })
      .where(eq(athleteProfiles.athleteId, athlete.athleteId));
    await sweep(new Date(endsAt.getTime() - 2 * HOUR));
    expect(mailsTo(athlete).map((mail) => mail.text)).toEqual([expect.stringContaining('(UTC)')]);
  });
});
