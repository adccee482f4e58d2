import { describe, expect, it } from 'vitest';
import { bearer, signUpAndGetTokens } from './support/auth-flow';
import { appForFile } from './support/test-app';

const t = appForFile();

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
});
