import { describe, expect, it } from 'vitest';
import {
  athleteProfilePatchSchema,
  athleteProfileSchema,
  canonicalTimeZone,
  intentionSchema,
  mafAnswerSchema,
  mafAnswersSchema,
  POOL_LENGTH_METERS,
  poolLengthSchema,
  preferencesSchema,
  timeZoneIdSchema,
  unitSystemSchema,
} from './index';
import { issuesOf, messageOf, valueOf } from './test-support';

describe('preferences', () => {
  it('knows the unit systems, intentions and MAF answers of spec section 3', () => {
    expect(valueOf(unitSystemSchema, 'Imperial')).toBe('Imperial');
    expect(messageOf(unitSystemSchema, 'metric')).toBe('Unit system must be one of Metric or Imperial');
    expect(messageOf(intentionSchema, 'Win')).toBe(
      'Intention must be one of Beginner, RampUp, NextLevelRace or Optimizing',
    );
    expect(valueOf(mafAnswerSchema, 'Competitive')).toBe('Competitive');
    expect(valueOf(mafAnswersSchema, ['Stagnating', 'Rehabilitation'])).toEqual([
      'Stagnating',
      'Rehabilitation',
    ]);
    expect(messageOf(mafAnswersSchema, [])).toBe('A MAF answer is required');
    expect(messageOf(mafAnswersSchema, ['Stagnating', 'Stagnating'])).toBe(
      'Each MAF answer may be given only once',
    );
  });
  it('offers the common pool lengths, with their metres', () => {
    for (const length of ['25m', '50m', '25yd', '33.33m'])
      expect(valueOf(poolLengthSchema, length)).toBe(length);
    expect(messageOf(poolLengthSchema, '20m')).toBe('Pool length must be one of 25m, 50m, 25yd or 33.33m');
    expect(POOL_LENGTH_METERS['25yd']).toBeCloseTo(22.86, 10);
    expect(POOL_LENGTH_METERS['33.33m'] * 3).toBeCloseTo(100, 10);
  });
  it('takes IANA time zone ids, including UTC and links, in the runtime spelling', () => {
    expect(valueOf(timeZoneIdSchema, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(valueOf(timeZoneIdSchema, 'UTC')).toBe('UTC');
    expect(valueOf(timeZoneIdSchema, 'america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Asia/Calcutta')).toBeDefined();
    for (const bad of ['Mars/Olympus', '+01:00', 'GMT+1', 'W. Europe Standard Time', 'Europe/../Berlin']) {
      expect(messageOf(timeZoneIdSchema, bad), bad).toBe(
        'Time zone must be a time zone name such as Europe/Berlin',
      );
    }
    expect(messageOf(timeZoneIdSchema, '')).toBe('Time zone is required');
  });
  it('checks the whole preferences object with field paths', () => {
    const preferences = {
      preferredUnitSystem: 'Metric',
      swimUnit: 'Yards',
      useVerbalSwimPace: false,
      poolLength: '25yd',
      cyclingMeasurement: { aerobic: 'Power', interval: 'Power', indoor: 'HeartRate' },
      runningMeasurement: { aerobic: 'HeartRate', interval: 'Pace', indoor: 'Pace' },
      timeZoneInfoId: 'Europe/Vienna',
    };
    expect(valueOf(preferencesSchema, preferences)).toEqual(preferences);
    expect(
      issuesOf(preferencesSchema, {
        ...preferences,
        cyclingMeasurement: { aerobic: 'Pace', interval: 'Power', indoor: 'Power' },
      }),
    ).toEqual([
      'cyclingMeasurement.aerobic: Cycling measurement for endurance must be one of HeartRate or Power',
    ]);
  });
});

describe('athlete profile', () => {
  const context = { unitSystem: 'Imperial' as const, today: '2026-11-22' };
  const profile = {
    nickname: 'Lena',
    firstname: 'Lena',
    lastname: '',
    gender: 'Female',
    dateOfBirth: '1990-05-17',
    height: '',
    weight: '140',
    location: '',
    intention: 'RampUp',
  };
  it('keeps last name, height and location optional and stores SI', () => {
    expect(valueOf(athleteProfileSchema(context), profile)).toEqual({
      ...profile,
      lastname: null,
      height: null,
      location: null,
      weight: 63.5,
    });
  });
  it('names every broken field by its API name', () => {
    expect(
      issuesOf(athleteProfileSchema(context), {
        ...profile,
        firstname: 'Lena2',
        weight: '20',
        gender: undefined,
        dateOfBirth: '2020-01-01',
      }),
    ).toEqual([
      'firstname: First name may only contain letters',
      'gender: Gender is required',
      'dateOfBirth: You must be at least 14 years old',
      'weight: Weight must be at least 66 lbs',
    ]);
  });
  it('lets a PATCH carry any subset of fields', () => {
    expect(
      valueOf(athleteProfilePatchSchema({ ...context, unitSystem: 'Metric' }), { height: '172' }),
    ).toEqual({ height: 172 });
    expect(issuesOf(athleteProfilePatchSchema(context), { lastname: 'de Vries' })).toEqual([
      'lastname: Last name may only contain letters',
    ]);
  });
});
