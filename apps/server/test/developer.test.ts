import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completedWorkouts, plannedSessions, raceGoals } from '../src/db/schema';
import { buildAthlete, daysFromToday, planSettled, type TestAthlete } from './support/athlete-factory';
import { seedAthlete, signedUpAthlete } from './support/seed-athlete';
import { appForFile, createTestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';

const t = appForFile();

const countOf = async (athleteId: string) => ({
  sessions: (await t.ctx.db.select().from(plannedSessions).where(eq(plannedSessions.athleteId, athleteId)))
    .length,
  workouts: (
    await t.ctx.db.select().from(completedWorkouts).where(eq(completedWorkouts.athleteId, athleteId))
  ).length,
  goals: (await t.ctx.db.select().from(raceGoals).where(eq(raceGoals.athleteId, athleteId))).length,
});

const identityOf = async (athlete: TestAthlete) =>
  (await athlete.call('GET', '/api/v1/app/identity')).json<{
    profile: { onBoardingStatus: string; trialExpiresAtUtc: string | null };
  }>();

describe('developer calls', () => {
  it('reset-thresholds puts every threshold back to unknown', async () => {
    const athlete = await signedUpAthlete(t);
    await athlete.call('POST', '/api/v2/thresholds/cycling', { upperPower: 250 });
    expect((await athlete.call('GET', '/api/v1/thresholds')).json()).toMatchObject({ bikeUpperPower: 250 });
    const reset = await athlete.call('POST', '/api/v1/app/test/reset-thresholds');
    expect(reset.statusCode).toBe(200);
    expect((await athlete.call('GET', '/api/v1/thresholds')).json().bikeUpperPower ?? null).toBeNull();
  });

  it('reset-athlete makes the athlete new again, keeps the account, touches no one else', async () => {
    const athlete = await seedAthlete(t);
    const neighbour = await seedAthlete(t);
    const logged = await athlete.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'running',
      date: daysFromToday(-1),
      startTime: '07:00',
      durationSeconds: 1800,
      rpe: 4,
    });
    expect(logged.statusCode).toBe(201);
    const neighbourBefore = await countOf(neighbour.athleteId);
    expect((await countOf(athlete.athleteId)).sessions).toBeGreaterThan(0);

    expect((await athlete.call('POST', '/api/v1/app/reset-athlete')).statusCode).toBe(200);
    expect(await countOf(athlete.athleteId)).toEqual({ sessions: 0, workouts: 0, goals: 0 });
    const identity = await identityOf(athlete);
    expect(identity.profile).toMatchObject({ onBoardingStatus: 'NotStarted', trialExpiresAtUtc: null });
    expect(await countOf(neighbour.athleteId)).toEqual(neighbourBefore);
  });

  it('end-trial ends the trial now; generate-plan builds the plan again', async () => {
    const athlete = await seedAthlete(t);
    const ended = await athlete.call('POST', '/api/v1/app/test/end-trial');
    expect(ended.statusCode).toBe(200);
    const expiry = Date.parse((await identityOf(athlete)).profile.trialExpiresAtUtc ?? '');
    expect(Math.abs(expiry - Date.parse(TEST_NOW))).toBeLessThan(10 * 60_000);

    expect((await athlete.call('POST', '/api/v1/app/test/generate-plan')).statusCode).toBe(200);
    expect((await planSettled(athlete)).status).not.toBe('plangeneration');
    expect((await countOf(athlete.athleteId)).sessions).toBeGreaterThan(0);
  });

  it('send-email mails the account’s address', async () => {
    const athlete = await signedUpAthlete(t);
    const sent = await athlete.call('POST', '/api/v1/app/test/send-email');
    expect(sent.json()).toEqual({ message: `A test e-mail was sent to ${athlete.email}.` });
    expect(t.outbox.at(-1)).toMatchObject({ to: athlete.email, subject: 'Tricoach test e-mail' });
  });

  it('none of them exists in production or for a stranger', async () => {
    const production = await createTestApp({ APP_ENV: 'production' });
    try {
      const athlete = await buildAthlete(production.app);
      for (const path of [
        '/api/v1/app/test/reset-thresholds',
        '/api/v1/app/reset-athlete',
        '/api/v1/app/test/generate-plan',
        '/api/v1/app/test/end-trial',
        '/api/v1/app/test/send-email',
      ]) {
        expect((await athlete.call('POST', path)).statusCode, path).toBe(404);
        expect((await t.app.inject({ method: 'POST', url: path })).statusCode, path).toBe(401);
      }
      expect((await identityOf(athlete)).profile.trialExpiresAtUtc).toBeNull();
    } finally {
      await production.close();
    }
  });
});
