import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@tricoach/core';
import { manualClock } from '../src/clock/clock';
import { athleteProfiles, injuryPauses, raceGoals } from '../src/db/schema';
import { bearer, signUpAndGetTokens } from './support/auth-flow';
import { seedAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';
import { TEST_NOW, TEST_TODAY } from './support/test-clock';

const clock = manualClock(TEST_NOW);
const t = appForFile({}, clock);

describe('GET /api/v1/app/identity', () => {
  it('returns every identity field of spec section 3 for the caller', async () => {
    const { accessToken, email } = await signUpAndGetTokens(t.app);
    const response = await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      systemUserId: expect.any(String),
      athleteId: expect.any(String),
      email,
      unreadNotifications: 0,
      athleteGoalActionRequired: false,
      hasActiveInjuryPauseToday: false,
      firstWorkoutId: null,
      latestPerformanceTestId: null,
      paywallStatus: { subscriptionType: null, willRenew: false, isPremium: false },
      premiumGateEnabled: true,
      profile: {
        onBoardingStatus: 'NotStarted',
        showFirstWorkoutPopup: false,
        showSeanEllisTest: false,
        trialExpiresAtUtc: null,
        waitingForPaymentEvent: false,
      },
    });
  });

  it('gives each athlete their own identity', async () => {
    const a = await signUpAndGetTokens(t.app);
    const b = await signUpAndGetTokens(t.app);
    const idA = (await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(a.accessToken) })).json();
    const idB = (await t.app.inject({ url: '/api/v1/app/identity', headers: bearer(b.accessToken) })).json();
    expect(idA.athleteId).not.toBe(idB.athleteId);
    expect(idB.email).toBe(b.email);
  });

  it('answers 401 without a token or with a malformed one', async () => {
    expect((await t.app.inject('/api/v1/app/identity')).json()).toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(
      (await t.app.inject({ url: '/api/v1/app/identity', headers: { authorization: 'Bearer not.a.jwt' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/app/identity', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });

  it('checks every goal’s race rules, with the goal’s type, priority and distance as stored', async () => {
    const { athleteId, call } = await seedAthlete(t);
    const goalActionRequired = async () => {
      t.ctx.identity.invalidate(athleteId);
      return (await call('GET', '/api/v1/app/identity')).json().athleteGoalActionRequired as boolean;
    };
    expect(await goalActionRequired()).toBe(false);
    // A 10 km run as a B race beside the A race keeps every rule.
    const [run] = await t.ctx.db
      .insert(raceGoals)
      .values({
        athleteId,
        raceName: 'City 10K',
        eventDate: addDays(TEST_TODAY, 30),
        eventType: 'ManualRun',
        racePriority: 'B',
        distanceM: 10_000,
      })
      .returning({ id: raceGoals.id });
    expect(await goalActionRequired()).toBe(false);
    const setRun = (values: Partial<typeof raceGoals.$inferInsert>) =>
      t.ctx.db
        .update(raceGoals)
        .set(values)
        .where(eq(raceGoals.id, run?.id ?? ''));
    // 10.5 km: a manual run goes in whole kilometres.
    await setRun({ distanceM: 10_500 });
    expect(await goalActionRequired()).toBe(true);
    // A manual run is never an A race.
    await setRun({ distanceM: 10_000, racePriority: 'A' });
    expect(await goalActionRequired()).toBe(true);
    await setRun({ racePriority: 'B' });
    expect(await goalActionRequired()).toBe(false);
  });

  it('sees an injury pause that starts tomorrow in UTC as today’s in Auckland', async () => {
    clock.set(`${TEST_TODAY}T12:00:00Z`);
    const paused: Record<string, boolean> = {};
    try {
      for (const zone of ['UTC', 'Pacific/Auckland']) {
        const { athleteId, call } = await seedAthlete(t);
        const [profile] = await t.ctx.db
          .select({ preferences: athleteProfiles.preferences })
          .from(athleteProfiles)
          .where(eq(athleteProfiles.athleteId, athleteId));
        await t.ctx.db
          .update(athleteProfiles)
          .set({ preferences: { ...(profile?.preferences as object), timeZoneInfoId: zone } })
          .where(eq(athleteProfiles.athleteId, athleteId));
        await t.ctx.db
          .insert(injuryPauses)
          .values({ athleteId, type: 'injury', startDate: addDays(TEST_TODAY, 1), endDate: null });
        t.ctx.identity.invalidate(athleteId);
        paused[zone] = (await call('GET', '/api/v1/app/identity')).json().hasActiveInjuryPauseToday;
      }
    } finally {
      clock.set(TEST_NOW);
    }
    expect(paused).toEqual({ UTC: false, 'Pacific/Auckland': true });
  });

  it('reads "today" in the athlete’s time zone for the goal action and the injury pause', async () => {
    // 12:00 UTC on the test day is 01:00 the next day in Auckland (UTC+13 in March).
    clock.set(`${TEST_TODAY}T12:00:00Z`);
    const identities: Record<
      string,
      { athleteGoalActionRequired: boolean; hasActiveInjuryPauseToday: boolean }
    > = {};
    try {
      for (const zone of ['UTC', 'Pacific/Auckland']) {
        const { athleteId, call } = await seedAthlete(t);
        const [profile] = await t.ctx.db
          .select({ preferences: athleteProfiles.preferences })
          .from(athleteProfiles)
          .where(eq(athleteProfiles.athleteId, athleteId));
        await t.ctx.db
          .update(athleteProfiles)
          .set({ preferences: { ...(profile?.preferences as object), timeZoneInfoId: zone } })
          .where(eq(athleteProfiles.athleteId, athleteId));
        // Their only race and an injury pause both end on the test day.
        await t.ctx.db
          .update(raceGoals)
          .set({ eventDate: TEST_TODAY })
          .where(eq(raceGoals.athleteId, athleteId));
        await t.ctx.db
          .insert(injuryPauses)
          .values({ athleteId, type: 'injury', startDate: '2026-03-01', endDate: TEST_TODAY });
        t.ctx.identity.invalidate(athleteId);
        identities[zone] = (await call('GET', '/api/v1/app/identity')).json();
      }
    } finally {
      clock.set(TEST_NOW);
    }
    // Still the race day in UTC: nothing to do, and the pause runs today.
    expect(identities.UTC).toMatchObject({
      athleteGoalActionRequired: false,
      hasActiveInjuryPauseToday: true,
    });
    // Already the day after in Auckland: the race is past and the pause over.
    expect(identities['Pacific/Auckland']).toMatchObject({
      athleteGoalActionRequired: true,
      hasActiveInjuryPauseToday: false,
    });
  });
});
