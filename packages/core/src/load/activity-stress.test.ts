import { describe, expect, it } from 'vitest';
import { activityStress, intensityFactorFor, strengthStress, trimp, hrTss } from './index';

describe('activityStress', () => {
  const thresholds = {
    bikeUpperPower: 250,
    runUpperPace: 240,
    swimCss: 100,
    runUpperHeartRate: 170,
    maxHeartRate: 190,
  };
  it('picks the most direct measure', () => {
    const ride = {
      sport: 'bike' as const,
      duration: 3600,
      streams: { power: new Array<number>(3600).fill(200) },
    };
    expect(activityStress(ride, { thresholds })).toEqual({ stress: expect.closeTo(64, 9), method: 'power' });
    const run = { sport: 'run' as const, duration: 3600, distance: 12_000 };
    expect(activityStress(run, { thresholds })).toEqual({ stress: expect.closeTo(64, 9), method: 'pace' });
    const swim = { sport: 'swim' as const, duration: 3600, distance: 3600 };
    expect(activityStress(swim, { thresholds })).toEqual({
      stress: expect.closeTo(100, 9),
      method: 'swimPace',
    });
  });
  it('falls back to heart rate, session-RPE, then an endurance estimate', () => {
    const run = { sport: 'run' as const, duration: 3600, averageHeartRate: 150 };
    const hr = activityStress(run, {
      thresholds: { runUpperHeartRate: 170, maxHeartRate: 190 },
      gender: 'Female',
    });
    const profile = { restingHeartRate: 60, maxHeartRate: 190, gender: 'Female' as const };
    expect(hr).toEqual({
      stress: expect.closeTo(hrTss(trimp(3600, 150, profile), 170, profile), 9),
      method: 'heartRate',
    });
    expect(activityStress({ sport: 'strength', duration: 2700, rpe: 6 }, { thresholds: {} })).toEqual({
      stress: strengthStress(2700, 6),
      method: 'sessionRpe',
    });
    const unknown = activityStress({ sport: 'bike', duration: 3600 }, { thresholds: {} });
    expect(unknown.method).toBe('estimate');
    expect(unknown.stress).toBeCloseTo(100 * intensityFactorFor('bike', 'endurance') ** 2, 9);
  });
  it('grade-adjusts a run with a grade stream', () => {
    const flat = { sport: 'run' as const, duration: 600, streams: { speed: new Array<number>(600).fill(3) } };
    const uphill = { ...flat, streams: { ...flat.streams, grade: new Array<number>(600).fill(0.05) } };
    expect(activityStress(uphill, { thresholds }).stress).toBeGreaterThan(
      activityStress(flat, { thresholds }).stress,
    );
  });
});
