import { describe, expect, it } from 'vitest';
import { buildAthlete } from './support/athlete-factory';
import { appForFile } from './support/test-app';

const t = appForFile();

/** An athlete signed up through the real flow, with their profile's URL and a PATCH of it. */
async function newAthlete() {
  const athlete = await buildAthlete(t.app);
  const url = `/api/v1/odata/AthleteProfile/${athlete.athleteId}`;
  return { ...athlete, url, patch: (payload: object) => athlete.call('PATCH', url, payload) };
}

describe('athlete profile', () => {
  it('starts with defaults: metric, UTC, nothing answered', async () => {
    const a = await newAthlete();
    const profile = (await a.call('GET', a.url)).json();
    expect(profile).toMatchObject({
      id: a.athleteId,
      email: a.email,
      firstname: null,
      heightUnit: 'cm',
      weightUnit: 'kg',
      preferences: { preferredUnitSystem: 'Metric', timeZoneInfoId: 'UTC', poolLength: '25m' },
      onBoardingStatus: 'NotStarted',
    });
  });

  it('stores a valid patch and moves onboarding to InProgress', async () => {
    const a = await newAthlete();
    const response = await a.patch({
      firstname: 'Zoë',
      lastname: 'Папина',
      gender: 'Female',
      dateOfBirth: '1990-04-02',
      height: '168',
      weight: 61.5,
      intention: 'NextLevelRace',
      onboardingStep: 'profile',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: 'Zoë',
      lastname: 'Папина',
      height: 168,
      weight: 61.5,
      onBoardingStatus: 'InProgress',
      onboardingStep: 'profile',
    });
  });

  it('answers invalid fields with the spec messages and stores none of the patch', async () => {
    const a = await newAthlete();
    await a.patch({ firstname: 'Ann' });
    const response = await a.patch({ firstname: 'Ann 2', height: '251', weight: '75' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fieldErrors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstname', 'height']));
    const profile = (await a.call('GET', a.url)).json();
    expect(profile).toMatchObject({ firstname: 'Ann', weight: null });
  });

  it('reads and writes body measures in the athlete unit system, stored in SI', async () => {
    const a = await newAthlete();
    const imperial = await a.patch({
      preferences: { preferredUnitSystem: 'Imperial' },
      height: '70',
      weight: '160',
    });
    expect(imperial.json()).toMatchObject({ height: 70, heightUnit: 'in', weight: 160, weightUnit: 'lbs' });
    // 20 in is below the metric minimum (60 cm) but within the imperial bounds of spec section 5.
    expect((await a.patch({ height: '19' })).statusCode).toBe(400);
    const metric = (await a.patch({ preferences: { preferredUnitSystem: 'Metric' } })).json();
    expect(metric).toMatchObject({ height: 177.8, heightUnit: 'cm', weight: 72.6, weightUnit: 'kg' });
  });

  it('refuses a long session longer than the weekly volume', async () => {
    const a = await newAthlete();
    const response = await a.patch({
      experience: {
        swimmingExperienceTrainingDurationInMonths: 12,
        cyclingExperienceTrainingDurationInMonths: 12,
        runningExperienceTrainingDurationInMonths: 12,
        swimmingExperienceTrainingVolumeInMetersPerWeek: 3000,
        cyclingExperienceTrainingVolumeInHoursPerWeek: 2,
        runningExperienceTrainingVolumeInHoursPerWeek: 2,
        averageDistanceOfLongSwimmingSession: 1500,
        averageDurationOfLongCyclingSession: '3:00',
        averageDurationOfLongRunningSession: '1:00',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      {
        field: 'experience.averageDurationOfLongCyclingSession',
        message: 'The average longest session cannot exceed the average training volume',
      },
    ]);
  });

  it('updates the time zone and rejects a made-up one', async () => {
    const a = await newAthlete();
    const ok = await a.call('POST', '/api/v1/app/update-time-zone', { TimeZoneId: 'Europe/Berlin' });
    expect(ok.statusCode).toBe(204);
    expect((await a.call('GET', a.url)).json().preferences.timeZoneInfoId).toBe('Europe/Berlin');
    const bad = await a.call('POST', '/api/v1/app/update-time-zone', { TimeZoneId: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('TimeZoneId');
  });

  it("hides another athlete's profile behind a 404", async () => {
    const a = await newAthlete();
    const b = await newAthlete();
    expect((await t.app.inject({ url: a.url, headers: b.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: a.url, headers: b.headers, payload: { firstname: 'Eve' } }))
        .statusCode,
    ).toBe(404);
  });

  it('starts the trial once, 14 days ahead, and the identity shows it', async () => {
    const a = await newAthlete();
    const first = (
      await t.app.inject({ method: 'POST', url: '/api/v1/app/onboarding/start-trial', headers: a.headers })
    ).json();
    const days = (new Date(first.trialExpiresAtUtc).getTime() - t.ctx.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const again = (
      await t.app.inject({ method: 'POST', url: '/api/v1/app/onboarding/start-trial', headers: a.headers })
    ).json();
    expect(again.trialExpiresAtUtc).toBe(first.trialExpiresAtUtc);
    const identity = (await t.app.inject({ url: '/api/v1/app/identity', headers: a.headers })).json();
    expect(identity.profile.trialExpiresAtUtc).toBe(first.trialExpiresAtUtc);
  });

  it('refuses to complete onboarding while answers are missing, naming them', async () => {
    const a = await newAthlete();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/app/onboarding/complete',
      headers: a.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'onboarding_incomplete' });
    const identity = (await t.app.inject({ url: '/api/v1/app/identity', headers: a.headers })).json();
    expect(identity.profile.onBoardingStatus).toBe('NotStarted');
  });
});
