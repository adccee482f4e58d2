import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CSS_SEC_PER_100M,
  RUN_PACE_LIMITS,
  THRESHOLD_MESSAGES,
  ageOn,
  cssFromTimes,
  lowerFromUpper,
  mafHeartRate,
  messages,
  secPerMileToSecPerKm,
  secPer100ydToSecPer100m,
  thresholdPaceFromRace,
  upperFromLower,
} from '@tricoach/core';
import { athleteThresholds, athletes, trainingPlans } from '../src/db/schema';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';
import { daysFromToday } from './support/test-clock';

const t = appForFile();

const today = () => daysFromToday(0);
const storedRow = async (athleteId: string) =>
  (await t.ctx.db.select().from(athleteThresholds).where(eq(athleteThresholds.athleteId, athleteId)))[0];

describe('thresholds', () => {
  it('answers what the coach uses, with the estimates named', async () => {
    const a = await signedUpAthlete(t);
    const response = await a.call('GET', '/api/v1/thresholds');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      swimCss: DEFAULT_CSS_SEC_PER_100M,
      bikeUpperPower: null,
      runUpperPace: null,
      estimated: ['swimCss'],
    });
  });

  it('merges a cycling POST into the stored values and checks it against them', async () => {
    const a = await signedUpAthlete(t);
    const first = await a.call('POST', '/api/v2/thresholds/cycling', {
      upperPower: '250',
      upperHeartRate: 165,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      bikeUpperPower: 250,
      bikeUpperHeartRate: 165,
      bikeLowerPower: lowerFromUpper('power', 250),
      bikeLowerHeartRate: lowerFromUpper('heartRate', 165),
    });
    expect(first.json().estimated).toEqual(expect.arrayContaining(['bikeLowerPower', 'bikeLowerHeartRate']));

    const second = await a.call('POST', '/api/v2/thresholds/cycling', { lowerPower: 180 });
    expect(second.json()).toMatchObject({
      bikeUpperPower: 250,
      bikeLowerPower: 180,
      bikeUpperHeartRate: 165,
    });
    expect(second.json().estimated).not.toContain('bikeLowerPower');

    const bad = await a.call('POST', '/api/v2/thresholds/cycling', { lowerHeartRate: 170, upperPower: 900 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'lowerHeartRate', message: THRESHOLD_MESSAGES.lowerHeartRate },
        { field: 'upperPower', message: messages.maxValue('Upper power', 700, 'W') },
      ]),
    );
    expect((await a.call('GET', '/api/v1/thresholds')).json()).toMatchObject({
      bikeUpperPower: 250,
      bikeLowerPower: 180,
      bikeUpperHeartRate: 165,
    });

    const onboarding = await a.call('POST', '/api/v2/thresholds/cycling/onboarding', { upperHeartRate: 170 });
    expect(onboarding.json()).toMatchObject({ bikeUpperHeartRate: 170, bikeUpperPower: 250 });
  });

  it('reads running paces in the athlete’s unit system, and SI numbers', async () => {
    const a = await signedUpAthlete(t);
    const metric = await a.call('POST', '/api/v2/thresholds/running', {
      upperPace: '4:30',
      upperHeartRate: 172,
    });
    expect(metric.json()).toMatchObject({ runUpperPace: 270, runUpperHeartRate: 172 });
    expect((await a.call('POST', '/api/v2/thresholds/running', { lowerPace: 330 })).json()).toMatchObject({
      runUpperPace: 270,
      runLowerPace: 330,
    });
    const slower = await a.call('POST', '/api/v2/thresholds/running', { lowerPace: '4:00' });
    expect(slower.json().fieldErrors).toEqual([
      { field: 'lowerPace', message: THRESHOLD_MESSAGES.lowerPace },
    ]);

    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
      preferences: { preferredUnitSystem: 'Imperial' },
    });
    const imperial = await a.call('POST', '/api/v2/thresholds/running', {
      upperPace: '7:15',
      lowerPace: null,
    });
    expect(imperial.json().runUpperPace).toBeCloseTo(secPerMileToSecPerKm(435), 6);
    expect(imperial.json().runLowerPace).not.toBe(330);
    const tooFast = await a.call('POST', '/api/v2/thresholds/running', { upperPace: '3:00' });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().fieldErrors).toEqual([
      { field: 'upperPace', message: messages.greaterThanDuration(RUN_PACE_LIMITS.Imperial.min) },
    ]);
  });

  it('turns an onboarding race result into the threshold pace, marked as an estimate', async () => {
    const a = await signedUpAthlete(t);
    const race = await a.call('POST', '/api/v2/thresholds/running/onboarding', {
      runningSpeedThresholdDistance: 10000,
      raceTimeInSeconds: 2400,
    });
    expect(race.statusCode).toBe(200);
    const expected = thresholdPaceFromRace(10000, 2400);
    expect(expected.ok && race.json().runUpperPace).toBeCloseTo(expected.ok ? expected.value : 0, 6);
    expect(race.json().estimated).toContain('runUpperPace');
    const bad = await a.call('POST', '/api/v2/thresholds/running/onboarding', {
      runningSpeedThresholdDistance: 10000,
      raceTimeInSeconds: 100,
      upperHeartRate: 40,
    });
    expect(bad.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'raceTimeInSeconds', message: THRESHOLD_MESSAGES.raceOutsideMethod },
        { field: 'upperHeartRate', message: messages.minValue('Upper heart rate', 60, 'bpm') },
      ]),
    );
  });

  it('takes the CSS, or the CSS test times, in the athlete’s swim unit', async () => {
    const a = await signedUpAthlete(t);
    expect((await a.call('POST', '/api/v2/thresholds/swimming', { css: '1:45' })).json()).toMatchObject({
      swimCss: 105,
      estimated: [],
    });
    const times = await a.call('POST', '/api/v2/thresholds/swimming', { time50m: '0:40', time400m: '6:40' });
    const css = cssFromTimes({ t400Seconds: 400, t50Seconds: 40 });
    expect(times.json().swimCss).toBeCloseTo(css.ok ? css.value : 0, 6);
    const none = await a.call('POST', '/api/v2/thresholds/swimming', {});
    expect(none.json().fieldErrors).toEqual([{ field: 'css', message: THRESHOLD_MESSAGES.swimNeedsInput }]);
    const tooFast = await a.call('POST', '/api/v2/thresholds/swimming', { css: '0:30' });
    expect(tooFast.json().message).toBe(messages.greaterThanDuration(54));

    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
      preferences: { swimUnit: 'Yards' },
    });
    expect((await a.call('POST', '/api/v2/thresholds/swimming', { css: '1:30' })).json().swimCss).toBeCloseTo(
      secPer100ydToSecPer100m(90),
      6,
    );

    const fallback = await a.call('POST', '/api/v2/thresholds/swimming/default');
    expect(fallback.json()).toMatchObject({ swimCss: DEFAULT_CSS_SEC_PER_100M, estimated: ['swimCss'] });
  });

  it('stores estimates for a sport on request and keeps what is known', async () => {
    const a = await signedUpAthlete(t);
    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, {
      dateOfBirth: '1985-06-01',
      mafAnswer: 'Competitive',
    });
    await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 240 });
    const filled = await a.call('POST', '/api/v2/thresholds/default?sport=cycling');
    expect(filled.statusCode).toBe(200);
    const maf = mafHeartRate(ageOn('1985-06-01', today()), 'Competitive');
    expect(filled.json()).toMatchObject({
      bikeUpperPower: 240,
      bikeLowerHeartRate: maf,
      bikeUpperHeartRate: upperFromLower('heartRate', maf),
    });
    expect(filled.json().estimated).toEqual(
      expect.arrayContaining(['bikeLowerPower', 'bikeLowerHeartRate', 'bikeUpperHeartRate']),
    );
    expect(filled.json().estimated).not.toContain('bikeUpperPower');
    const row = await storedRow(a.athleteId);
    expect(row?.values).toMatchObject({ bikeUpperPower: 240, bikeLowerHeartRate: maf });

    // An entry replaces the stored estimates of its sport: they are redone from it.
    const entered = await a.call('POST', '/api/v2/thresholds/cycling', { upperHeartRate: 170 });
    expect(entered.json()).toMatchObject({
      bikeUpperHeartRate: 170,
      bikeLowerHeartRate: lowerFromUpper('heartRate', 170),
    });

    const bad = await a.call('POST', '/api/v2/thresholds/default?sport=rowing');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({
      field: 'sport',
      message: messages.oneOf('Sport', ['swimming', 'cycling', 'running']),
    });
  });

  it('validates one field with the POST’s messages and the stored values', async () => {
    const a = await signedUpAthlete(t);
    await a.call('POST', '/api/v2/thresholds/cycling', { upperHeartRate: 165 });
    const check = (query: string) => a.call('GET', `/api/v2/thresholds/validate?${query}`);
    expect((await check('sport=cycling&field=lowerHeartRate&value=170')).json()).toEqual({
      isValid: false,
      message: THRESHOLD_MESSAGES.lowerHeartRate,
    });
    expect((await check('sport=cycling&field=lowerHeartRate&value=150')).json()).toEqual({ isValid: true });
    expect((await check('sport=running&field=upperPace&value=abc')).json()).toEqual({
      isValid: false,
      message: messages.minutesSeconds(),
    });
    expect((await check('sport=swimming&field=time50m&value=0:40')).json()).toEqual({ isValid: true });
    const unknownField = await check('sport=cycling&field=css&value=1:40');
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().fieldErrors[0].field).toBe('field');
    expect((await check('field=css&value=1:40')).statusCode).toBe(400);
  });

  it('estimates the threshold pace from a race', async () => {
    const a = await signedUpAthlete(t);
    const response = await a.call('GET', '/api/v2/thresholds/upper-pace-method?distance=10000&time=2400');
    expect(response.statusCode).toBe(200);
    const expected = thresholdPaceFromRace(10000, 2400);
    expect(response.json().upperPace).toBeCloseTo(expected.ok ? expected.value : 0, 6);
    expect(response.json().method).toMatch(/Riegel/);
    const bad = await a.call('GET', '/api/v2/thresholds/upper-pace-method?distance=10000&time=100');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([
      { field: 'time', message: THRESHOLD_MESSAGES.raceOutsideMethod },
    ]);
    expect(
      (await a.call('GET', '/api/v2/thresholds/upper-pace-method?time=2400')).json().fieldErrors[0].field,
    ).toBe('distance');
  });

  it('answers the MAF heart rate from the age and the most cautious answer', async () => {
    const a = await signedUpAthlete(t);
    const noAge = await a.call('GET', '/api/v1/thresholds/maffetone?answers=Competitive');
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().message).toMatch(/date of birth/);
    await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, { dateOfBirth: '1990-01-15' });
    const age = ageOn('1990-01-15', today());
    const maf = await a.call('GET', '/api/v1/thresholds/maffetone?answers=Competitive&answers=Stagnating');
    expect(maf.json()).toEqual({
      mafHeartRate: 180 - age - 5,
      low: 170 - age - 5,
      high: 180 - age - 5,
      category: 'Stagnating',
    });
    expect(
      (await a.call('GET', '/api/v1/thresholds/maffetone?answers=Competitive')).json().mafHeartRate,
    ).toBe(185 - age);
    const bad = await a.call('GET', '/api/v1/thresholds/maffetone?answers=Lazy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('answers');
    expect((await a.call('GET', '/api/v1/thresholds/maffetone')).statusCode).toBe(400);
  });

  it('gives the zones of every sport with its thresholds', async () => {
    const a = await signedUpAthlete(t);
    await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 250 });
    const settings = (await a.call('GET', '/api/v1/thresholds/settings')).json();
    expect(settings.bikeUpperPower).toBe(250);
    expect(settings.zones.cycling.power).toHaveLength(7);
    expect(settings.zones.cycling.heartRate).toBeNull();
    expect(settings.zones.swimming.pace[0]).toMatchObject({ id: 'Z1', unit: 's/100m' });
    expect(settings.zones.running.pace).toBeNull();
  });

  it('keeps each athlete’s thresholds to themselves', async () => {
    const a = await signedUpAthlete(t);
    const b = await signedUpAthlete(t);
    await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 333 });
    expect((await b.call('GET', '/api/v1/thresholds')).json().bikeUpperPower).toBeNull();
  });

  it('asks for a new plan after a change once onboarding is completed', async () => {
    const a = await signedUpAthlete(t);
    const planRow = async () =>
      (await t.ctx.db.select().from(trainingPlans).where(eq(trainingPlans.athleteId, a.athleteId)))[0];
    await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 250 });
    expect(await planRow()).toBeUndefined();
    await t.ctx.db
      .update(athletes)
      .set({ onboardingStatus: 'OnBoardingCompleted' })
      .where(eq(athletes.id, a.athleteId));
    await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 260 });
    expect(await planRow()).toBeDefined();
  });
});
