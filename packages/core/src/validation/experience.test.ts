import { describe, expect, it } from 'vitest';
import {
  experienceSchema,
  longSessionCapabilitySchema,
  longSessionsSchemaFor,
  trainingVolumeCapabilitySchema,
  trainingVolumeSchema,
} from './index';
import { issuesOf, messageOf, valueOf } from './test-support';

const volume = {
  swimmingExperienceTrainingDurationInMonths: 24,
  cyclingExperienceTrainingDurationInMonths: 36,
  runningExperienceTrainingDurationInMonths: '60',
  swimmingExperienceTrainingVolumeInMetersPerWeek: 6000,
  cyclingExperienceTrainingVolumeInHoursPerWeek: '5,5',
  runningExperienceTrainingVolumeInHoursPerWeek: 3,
};
const long = {
  averageDistanceOfLongSwimmingSession: 2500,
  averageDurationOfLongCyclingSession: '2:30',
  averageDurationOfLongRunningSession: '1:15',
};

describe('training volume and long sessions (spec section 5)', () => {
  it('reads the volume screen in the units of the API names', () => {
    expect(valueOf(trainingVolumeSchema, volume)).toMatchObject({
      runningExperienceTrainingDurationInMonths: 60,
      cyclingExperienceTrainingVolumeInHoursPerWeek: 5.5,
    });
    expect(
      messageOf(trainingVolumeSchema, { ...volume, swimmingExperienceTrainingDurationInMonths: 1.5 }),
    ).toBe('Swimming experience must be a whole number');
    expect(
      messageOf(trainingVolumeSchema, { ...volume, runningExperienceTrainingVolumeInHoursPerWeek: 26 }),
    ).toBe('Weekly running volume must be at most 25 hours');
    expect(
      messageOf(trainingVolumeSchema, { ...volume, cyclingExperienceTrainingVolumeInHoursPerWeek: -1 }),
    ).toBe('Weekly cycling volume must be at least 0 hours');
  });
  it('refuses a long session longer than the weekly volume, on the long field', () => {
    expect(valueOf(experienceSchema, { ...volume, ...long })).toMatchObject({
      averageDurationOfLongCyclingSession: 9000,
    });
    const message = 'The average longest session cannot exceed the average training volume';
    expect(
      issuesOf(experienceSchema, {
        ...volume,
        ...long,
        averageDistanceOfLongSwimmingSession: 6001,
        averageDurationOfLongRunningSession: '3:01',
      }),
    ).toEqual([
      `averageDistanceOfLongSwimmingSession: ${message}`,
      `averageDurationOfLongRunningSession: ${message}`,
    ]);
  });
  it('checks each sport as soon as its two fields are valid, whatever the others hold', () => {
    expect(
      issuesOf(experienceSchema, {
        ...volume,
        ...long,
        swimmingExperienceTrainingDurationInMonths: 'lots',
        averageDurationOfLongRunningSession: '3:30',
        cyclingExperienceTrainingVolumeInHoursPerWeek: '',
      }),
    ).toEqual([
      'swimmingExperienceTrainingDurationInMonths: Swimming experience must be a number',
      'cyclingExperienceTrainingVolumeInHoursPerWeek: Weekly cycling volume is required',
      'averageDurationOfLongRunningSession: The average longest session cannot exceed the average training volume',
    ]);
  });
  it('allows a long session equal to the volume (one session a week)', () => {
    expect(
      issuesOf(experienceSchema, {
        ...volume,
        ...long,
        averageDistanceOfLongSwimmingSession: 6000,
        averageDurationOfLongCyclingSession: '5:30',
        averageDurationOfLongRunningSession: '3:00',
      }),
    ).toEqual([]);
  });
  it('checks the long-sessions screen against the volume answered before', () => {
    const answered = valueOf(trainingVolumeSchema, volume);
    expect(
      issuesOf(longSessionsSchemaFor(answered), { ...long, averageDurationOfLongCyclingSession: '5:31' }),
    ).toEqual([
      'averageDurationOfLongCyclingSession: The average longest session cannot exceed the average training volume',
    ]);
    expect(
      issuesOf(longSessionsSchemaFor(answered), { ...long, averageDurationOfLongRunningSession: '1:60' }),
    ).toEqual(['averageDurationOfLongRunningSession: Use the format h:mm, for example 1:30']);
  });
});

describe('capabilities (spec section 5)', () => {
  const hours = (h: number) => h * 3600;
  const longSession = { swim: hours(1), bike: hours(3), run: hours(1.5) };
  const weekly = { swim: hours(3), bike: hours(8), run: hours(4) };
  it('refuses a weekly capability below the long-session capability', () => {
    const schema = trainingVolumeCapabilitySchema(longSession);
    expect(valueOf(schema, { sport: 'cycling', duration: '3:00' })).toEqual({
      sport: 'cycling',
      duration: hours(3),
    });
    expect(issuesOf(schema, { sport: 'cycling', duration: '2:59' })).toEqual([
      'duration: Your current long session capability is too long for the requested volume',
    ]);
    expect(messageOf(schema, { sport: 'rowing', duration: '2:00' })).toBe(
      'Sport must be one of swimming, cycling or running',
    );
  });
  it('refuses a long-session capability above the weekly capability', () => {
    const schema = longSessionCapabilitySchema(weekly);
    expect(valueOf(schema, { sport: 'running', duration: '4:00' })).toEqual({
      sport: 'running',
      duration: hours(4),
    });
    expect(issuesOf(schema, { sport: 'running', duration: '4:01' })).toEqual([
      'duration: Your current weekly training capability is too low for the requested duration',
    ]);
  });
});
