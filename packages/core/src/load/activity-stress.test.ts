import { describe, expect, it } from 'vitest';
import {
  activityStress,
  intensityFactorFor,
  maxIntensityFactor,
  strengthStress,
  trimp,
  hrTss,
} from './index';

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
  it('believes no intensity above what a session of its length can hold (a stale threshold, a typo)', () => {
    // 7,200 m in 40 minutes against a 1:40 CSS: IF 1.8 would score ~390; at most the 40-minute ceiling.
    const typo = activityStress({ sport: 'swim', duration: 2400, distance: 7200 }, { thresholds });
    const ceiling = maxIntensityFactor(2400);
    expect(ceiling).toBeCloseTo(1.15 * (2 / 3) ** -0.07, 9);
    expect(typo.stress).toBeCloseTo((2400 / 3600) * ceiling ** 3 * 100, 6);
    expect(typo.stress).toBeLessThan(120);
    // A 4-hour ride at NP 400 W on a 250 W FTP, a 30-minute run at 2:30 per km on a 4:00 threshold.
    const ride = activityStress({ sport: 'bike', duration: 14_400, normalizedPower: 400 }, { thresholds });
    expect(ride.stress).toBeCloseTo(4 * maxIntensityFactor(14_400) ** 2 * 100, 6);
    const run = activityStress({ sport: 'run', duration: 1800, distance: 12_000 }, { thresholds });
    expect(run.stress).toBeCloseTo(0.5 * maxIntensityFactor(1800) ** 2 * 100, 6);
    // Hard but possible sessions are scored as measured: 20 minutes at 105 % FTP, an hour at threshold.
    const twenty = activityStress({ sport: 'bike', duration: 1200, normalizedPower: 262.5 }, { thresholds });
    expect(twenty.stress).toBeCloseTo((1 / 3) * 1.05 ** 2 * 100, 6);
    const hour = activityStress({ sport: 'swim', duration: 3600, distance: 3600 }, { thresholds });
    expect(hour.stress).toBeCloseTo(100, 6);
    // The ceiling falls with duration, never below the hour's margin over threshold for an hour.
    expect(maxIntensityFactor(300)).toBeGreaterThan(maxIntensityFactor(3600));
    expect(maxIntensityFactor(3600)).toBeCloseTo(1.15, 9);
    expect(maxIntensityFactor(10)).toBe(maxIntensityFactor(60));
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
