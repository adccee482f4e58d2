import { describe, expect, it } from 'vitest';
import {
  cyclingThresholdsSchema,
  injuryPauseSchema,
  runningRaceResultSchema,
  runningThresholdsSchema,
  swimmingThresholdsSchema,
} from './index';
import { issuesOf, messageOf, valueOf } from './test-support';

describe('cycling thresholds', () => {
  it('takes whole watts and bpm in bounds, lower below upper', () => {
    expect(
      valueOf(cyclingThresholdsSchema, { upperPower: 250, lowerPower: '190', upperHeartRate: 165 }),
    ).toEqual({ upperPower: 250, lowerPower: 190, upperHeartRate: 165 });
    expect(messageOf(cyclingThresholdsSchema, { upperPower: 701 })).toBe('Upper power must be at most 700 W');
    expect(messageOf(cyclingThresholdsSchema, { upperPower: 29 })).toBe('Upper power must be at least 30 W');
    expect(messageOf(cyclingThresholdsSchema, { upperHeartRate: 165.5 })).toBe(
      'Upper heart rate must be a whole number',
    );
    expect(messageOf(cyclingThresholdsSchema, { lowerHeartRate: 59 })).toBe(
      'Lower heart rate must be at least 60 bpm',
    );
    expect(
      issuesOf(cyclingThresholdsSchema, { upperPower: 200, lowerPower: 201, upperHeartRate: 300 }),
    ).toEqual([
      'upperHeartRate: Upper heart rate must be at most 230 bpm',
      'lowerPower: Lower power must be below the upper power',
    ]);
    expect(
      issuesOf(cyclingThresholdsSchema, {
        upperPower: 200,
        lowerPower: 200,
        upperHeartRate: 150,
        lowerHeartRate: 151,
      }),
    ).toEqual([
      'lowerPower: Lower power must be below the upper power',
      'lowerHeartRate: Lower heart rate must be below the upper heart rate',
    ]);
  });
});

describe('running thresholds', () => {
  it('takes paces per km or mile, out in s/km, the lower pace slower', () => {
    expect(valueOf(runningThresholdsSchema('Metric'), { upperPace: '4:30', lowerPace: '5:10' })).toEqual({
      upperPace: 270,
      lowerPace: 310,
    });
    expect(valueOf(runningThresholdsSchema('Imperial'), { upperPace: '8:03' }).upperPace).toBeCloseTo(
      300.12,
      2,
    );
    expect(issuesOf(runningThresholdsSchema('Metric'), { upperPace: '4:30', lowerPace: '4:30' })).toEqual([
      'lowerPace: Lower threshold pace must be slower than the upper threshold pace',
    ]);
    expect(messageOf(runningThresholdsSchema('Metric'), { upperPace: '2:00' })).toBe(
      'Value must be greater than 2.5 minutes',
    );
  });
  it('estimates the threshold pace from one race result', () => {
    const result = valueOf(runningRaceResultSchema, {
      runningSpeedThresholdDistance: 10_000,
      raceTimeInSeconds: 2400,
    });
    expect(result.thresholdPace).toBeGreaterThan(240);
    expect(result.thresholdPace).toBeLessThan(250);
    expect(
      issuesOf(runningRaceResultSchema, {
        runningSpeedThresholdDistance: 42_195,
        raceTimeInSeconds: 5 * 3600,
      }),
    ).toEqual(['raceTimeInSeconds: Race time must be between 3:30 and 3:50:00 to estimate a threshold pace']);
    expect(
      messageOf(runningRaceResultSchema, { runningSpeedThresholdDistance: 999, raceTimeInSeconds: 600 }),
    ).toBe('Race distance must be at least 1000 m');
  });
});

describe('swimming thresholds', () => {
  it('takes the CSS pace itself, per 100 m or 100 yd', () => {
    expect(valueOf(swimmingThresholdsSchema(), { css: '1:45' })).toEqual({ css: 105 });
    expect(valueOf(swimmingThresholdsSchema('Yards'), { css: '1:36' }).css).toBeCloseTo(104.99, 2);
    expect(messageOf(swimmingThresholdsSchema(), { css: '0:50' })).toBe(
      'Value must be greater than 54 seconds',
    );
  });
  it('or the 50 m and 400 m test times', () => {
    expect(valueOf(swimmingThresholdsSchema(), { time50m: '0:40', time400m: '6:40' }).css).toBeCloseTo(
      102.86,
      2,
    );
    expect(issuesOf(swimmingThresholdsSchema(), { time50m: '0:40' })).toEqual([
      'time400m: Enter your CSS pace, or your 50 m and 400 m times',
    ]);
    expect(issuesOf(swimmingThresholdsSchema(), {})).toEqual([
      'css: Enter your CSS pace, or your 50 m and 400 m times',
    ]);
    expect(issuesOf(swimmingThresholdsSchema(), { time50m: '1:00', time400m: '4:00' })).toEqual([
      'time400m: The 400 m time must be slower per 100 m than the 50 m time',
    ]);
    expect(messageOf(swimmingThresholdsSchema(), { time50m: '0:19', time400m: '6:00' })).toBe(
      'Value must be greater than 20 seconds',
    );
  });
});

describe('injury or pause', () => {
  const pause = { injuryPauseType: 'Injury', startDate: '2026-11-22', excludedModalities: ['running'] };
  it('may be open or end on or after its start (date_after_or_equals)', () => {
    expect(valueOf(injuryPauseSchema, pause)).toEqual(pause);
    expect(valueOf(injuryPauseSchema, { ...pause, endDate: '2026-11-22' }).endDate).toBe('2026-11-22');
    expect(valueOf(injuryPauseSchema, { ...pause, endDate: '' }).endDate).toBeNull();
    expect(issuesOf(injuryPauseSchema, { ...pause, endDate: '2026-11-21' })).toEqual([
      'endDate: End date must be the start date or later',
    ]);
    expect(issuesOf(injuryPauseSchema, { ...pause, endDate: '2026-11-21', excludedModalities: [] })).toEqual([
      'excludedModalities: Choose at least one sport to leave out',
      'endDate: End date must be the start date or later',
    ]);
  });
  it('leaves out at least one known sport', () => {
    expect(issuesOf(injuryPauseSchema, { ...pause, excludedModalities: [] })).toEqual([
      'excludedModalities: Choose at least one sport to leave out',
    ]);
    expect(messageOf(injuryPauseSchema, { ...pause, injuryPauseType: 'Holiday' })).toBe(
      'Type must be one of Injury or Pause',
    );
  });
});
