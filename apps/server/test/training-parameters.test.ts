import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MARGIN,
  DEFAULT_CSS_SEC_PER_100M,
  LONG_SESSION_ABOVE_VOLUME,
  LONG_SESSION_EXCEEDS_VOLUME,
  VOLUME_BELOW_LONG_SESSION,
  messages,
  peakWeeklyHours,
} from '@tricoach/core';
import { athletes, trainingPlans } from '../src/db/schema';
import { NO_A_RACE_MESSAGE } from '../src/training-parameters/training-parameters.service';
import { daysFromToday, type TestAthlete } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();

/** Onboarding answers: 4 km swimming, 3 h cycling and 2:30 h running a week; long sessions 2 km, 1:45 and 1:10. */
async function answerOnboarding(a: TestAthlete) {
  const weekly = await a.call('POST', '/api/v1/app/onboarding/average-weekly-session', {
    swimming: 4000,
    cycling: '3:00',
    running: 9000,
  });
  expect(weekly.statusCode, weekly.body).toBe(200);
  const long = await a.call('POST', '/api/v1/app/onboarding/average-long-session', {
    swimming: 2000,
    cycling: '1:45',
    running: 4200,
  });
  expect(long.statusCode, long.body).toBe(200);
}

const history = async (a: TestAthlete, kind: 'total' | 'long') =>
  (await a.call('GET', `/api/v1/app/training-parameters/history?kind=${kind}`)).json();

describe('onboarding volume and long sessions', () => {
  it('stores the answers in SI and starts the capability history', async () => {
    const a = await signedUpAthlete(t);
    expect((await a.call('GET', '/api/v1/app/onboarding/average-weekly-session')).json()).toEqual({
      swimming: null,
      cycling: null,
      running: null,
    });
    await answerOnboarding(a);
    expect((await a.call('GET', '/api/v1/app/onboarding/average-weekly-session')).json()).toEqual({
      swimming: 4000,
      cycling: 10800,
      running: 9000,
    });
    expect((await a.call('GET', '/api/v1/app/onboarding/average-long-session')).json()).toEqual({
      swimming: 2000,
      cycling: 6300,
      running: 4200,
    });
    const profile = (await a.call('GET', `/api/v1/odata/AthleteProfile/${a.athleteId}`)).json();
    expect(profile.experience).toMatchObject({
      cyclingExperienceTrainingVolumeInHoursPerWeek: 3,
      runningExperienceTrainingVolumeInHoursPerWeek: 2.5,
      averageDurationOfLongCyclingSession: 6300,
    });
    expect(await history(a, 'total')).toEqual([
      expect.objectContaining({ value: 19800, source: 'Onboarding' }),
    ]);
    expect(await history(a, 'long')).toEqual([
      expect.objectContaining({ value: 6300, source: 'Onboarding' }),
    ]);
  });

  it('refuses bad answers with the field messages and stores nothing', async () => {
    const a = await signedUpAthlete(t);
    const bad = await a.call('POST', '/api/v1/app/onboarding/average-weekly-session', {
      swimming: -1,
      cycling: 'abc',
      running: 200_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'swimming', message: messages.minValue('Weekly swimming volume', 0, 'm') },
        { field: 'cycling', message: messages.hoursMinutes() },
        { field: 'running', message: messages.maxValue('Weekly running volume', 25, 'hours') },
      ]),
    );
    const missing = await a.call('POST', '/api/v1/app/onboarding/average-long-session', { swimming: 1000 });
    expect(missing.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['cycling', 'running']),
    );
    expect((await a.call('GET', '/api/v1/app/onboarding/average-weekly-session')).json()).toEqual({
      swimming: null,
      cycling: null,
      running: null,
    });
    expect(await history(a, 'total')).toEqual([]);
  });

  it('keeps each long session within its weekly volume (spec section 5)', async () => {
    const a = await signedUpAthlete(t);
    await answerOnboarding(a);
    const longRide = await a.call('POST', '/api/v1/app/onboarding/average-long-session', {
      swimming: 2000,
      cycling: '4:00',
      running: 4200,
    });
    expect(longRide.statusCode).toBe(400);
    expect(longRide.json().fieldErrors).toEqual([{ field: 'cycling', message: LONG_SESSION_EXCEEDS_VOLUME }]);
    const lessRiding = await a.call('POST', '/api/v1/app/onboarding/average-weekly-session', {
      swimming: 4000,
      cycling: 3600,
      running: 9000,
    });
    expect(lessRiding.json().fieldErrors).toEqual([
      { field: 'cycling', message: LONG_SESSION_EXCEEDS_VOLUME },
    ]);
    expect((await a.call('GET', '/api/v1/app/onboarding/average-weekly-session')).json().cycling).toBe(10800);
  });
});

describe('training parameters (capabilities)', () => {
  it('shares a new weekly capability over cycling and running in their proportion', async () => {
    const a = await signedUpAthlete(t);
    await answerOnboarding(a);
    const response = await a.call('POST', '/api/v1/app/training-parameters/total', { seconds: 36000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ total: 36000, long: 6300 });
    // 10 h at 3 : 2.5 is 5:27 cycling and 4:33 running, to the minute.
    expect((await a.call('GET', '/api/v1/app/onboarding/average-weekly-session')).json()).toMatchObject({
      cycling: 19620,
      running: 16380,
    });
    const entries = await history(a, 'total');
    expect(entries.map((e: { value: number; source: string }) => [e.value, e.source])).toEqual([
      [36000, 'UserChanged'],
      [19800, 'Onboarding'],
    ]);
    expect(Date.parse(entries[0].createdAt)).not.toBeNaN();
  });

  it('refuses a weekly capability below the long sessions', async () => {
    const a = await signedUpAthlete(t);
    await answerOnboarding(a);
    const low = await a.call('POST', '/api/v1/app/training-parameters/total', { seconds: '1:00' });
    expect(low.statusCode).toBe(400);
    expect(low.json().fieldErrors).toEqual([{ field: 'seconds', message: VOLUME_BELOW_LONG_SESSION }]);
    expect((await a.call('POST', '/api/v1/app/training-parameters/total', {})).json().fieldErrors).toEqual([
      { field: 'seconds', message: messages.required('Weekly training volume') },
    ]);
    expect(
      (await a.call('POST', '/api/v1/app/training-parameters/total', { seconds: 'lots' })).statusCode,
    ).toBe(400);
    expect(await history(a, 'total')).toHaveLength(1);
  });

  it('scales both long sessions to a new long capability within the weekly volumes', async () => {
    const a = await signedUpAthlete(t);
    await answerOnboarding(a);
    const response = await a.call('POST', '/api/v1/app/training-parameters/long', { seconds: '2:00' });
    expect(response.json()).toEqual({ total: 19800, long: 7200 });
    expect((await a.call('GET', '/api/v1/app/onboarding/average-long-session')).json()).toMatchObject({
      cycling: 7200,
      running: 4800,
    });
    expect((await history(a, 'long'))[0]).toMatchObject({ value: 7200, source: 'UserChanged' });

    const tooLong = await a.call('POST', '/api/v1/app/training-parameters/long', { seconds: 8 * 3600 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual([{ field: 'seconds', message: LONG_SESSION_ABOVE_VOLUME }]);
    expect((await a.call('GET', '/api/v1/app/onboarding/average-long-session')).json().cycling).toBe(7200);
    expect((await a.call('GET', '/api/v1/app/training-parameters/history?kind=weekly')).statusCode).toBe(400);
  });

  it('asks for a new plan after a change once onboarding is completed', async () => {
    const a = await signedUpAthlete(t);
    await answerOnboarding(a);
    await t.ctx.db
      .update(athletes)
      .set({ onboardingStatus: 'OnBoardingCompleted' })
      .where(eq(athletes.id, a.athleteId));
    await a.call('POST', '/api/v1/app/training-parameters/total', { seconds: 30000 });
    expect(
      (await t.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, a.athleteId)))[0],
    ).toBeDefined();
  });
});

describe('volume hint, volume check and options', () => {
  it('hints the weekly hours of the next A race, and asks for one without it', async () => {
    const a = await signedUpAthlete(t);
    const b = await signedUpAthlete(t);
    const none = await a.call('GET', `/api/v1/app/onboarding/trainingvolumehint/${a.athleteId}`);
    expect(none.json()).toEqual({
      minimumHoursPerWeek: null,
      recommendedHoursPerWeek: null,
      message: NO_A_RACE_MESSAGE,
    });
    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, { intention: 'Optimizing' });
    await a.call('POST', '/api/v1/odata/athletegoal', {
      raceName: 'City Tri',
      eventDate: daysFromToday(120),
      eventType: 'Olympic',
      racePriority: 'A',
    });
    const hint = (await a.call('GET', `/api/v1/app/onboarding/trainingvolumehint/${a.athleteId}`)).json();
    const halfHoursUp = (hours: number) => Math.ceil(hours * 2) / 2;
    expect(hint.minimumHoursPerWeek).toBe(
      halfHoursUp(peakWeeklyHours({ type: 'Olympic' }, 'Beginner') * AVAILABILITY_MARGIN),
    );
    expect(hint.recommendedHoursPerWeek).toBe(
      halfHoursUp(peakWeeklyHours({ type: 'Olympic' }, 'Optimizing') * AVAILABILITY_MARGIN),
    );
    expect(hint.message).toContain('City Tri');
    expect((await b.call('GET', `/api/v1/app/onboarding/trainingvolumehint/${a.athleteId}`)).statusCode).toBe(
      404,
    );
  });

  it('checks a long session against the weekly hours', async () => {
    const a = await signedUpAthlete(t);
    const check = (query: string) => a.call('GET', `/api/v1/app/training-volume/validate?${query}`);
    expect((await check('hoursPerWeek=5&longSessionSeconds=7200')).json()).toEqual({ isValid: true });
    expect((await check('hoursPerWeek=1.5&longSessionSeconds=2:00')).json()).toEqual({
      isValid: false,
      message: LONG_SESSION_EXCEEDS_VOLUME,
    });
    const bad = await check('hoursPerWeek=abc&longSessionSeconds=7200');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toEqual({
      field: 'hoursPerWeek',
      message: messages.numeric('Hours per week available'),
    });
  });

  it('lists the other endurance sports and the swim settings', async () => {
    const a = await signedUpAthlete(t);
    const sports = (await a.call('GET', '/api/v1/app/onboarding/enduranceSportOptions')).json();
    expect(sports).toHaveLength(10);
    expect(sports).toContainEqual({ value: 'CrossCountrySkiing', label: 'Cross-country skiing' });
    expect((await a.call('GET', '/api/v1/app/settings/swim-parameters')).json()).toEqual({
      poolLength: '25m',
      swimUnit: 'Meters',
      css: DEFAULT_CSS_SEC_PER_100M,
      isCssEstimated: true,
      useVerbalSwimPace: false,
    });
    await a.call('POST', '/api/v2/thresholds/swimming', { css: '1:50' });
    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
      preferences: { poolLength: '50m' },
    });
    expect((await a.call('GET', '/api/v1/app/settings/swim-parameters')).json()).toMatchObject({
      poolLength: '50m',
      css: 110,
      isCssEstimated: false,
    });
  });
});
