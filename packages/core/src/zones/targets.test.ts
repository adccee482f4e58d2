import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport, Thresholds } from '../model/index';
import type { Intensity, StepContext } from './index';
import { INTENSITIES, intensityRank, resolveThresholds, targetForStep } from './index';

const full: Thresholds = {
  bikeUpperPower: 250,
  bikeUpperHeartRate: 165,
  runUpperHeartRate: 170,
  runUpperPace: 240,
  swimCss: 100,
};

describe('targetForStep', () => {
  it('uses the preferred measurement', () => {
    const prefs = {
      bike: { aerobic: 'Power', interval: 'Power', indoor: 'Power' },
      run: { aerobic: 'HeartRate', interval: 'Pace', indoor: 'Pace' },
    } as const;
    expect(targetForStep({ sport: 'bike', intensity: 'endurance' }, full, prefs)).toEqual({
      kind: 'power',
      unit: 'W',
      low: 138,
      high: 188,
      zone: 'Z2',
    });
    const threshold = targetForStep({ sport: 'run', intensity: 'threshold' }, full, prefs);
    expect(threshold).toMatchObject({ kind: 'pace', unit: 's/km', zone: 'Z4' });
    expect(threshold.low).toBeCloseTo(228.57, 2);
    expect(threshold.high).toBeCloseTo(252.63, 2);
    // tempo defaults to the interval context (pace); in an aerobic run it is heart rate
    expect(targetForStep({ sport: 'run', intensity: 'tempo' }, full, prefs).kind).toBe('pace');
    expect(targetForStep({ sport: 'run', intensity: 'tempo', context: 'aerobic' }, full, prefs)).toEqual({
      kind: 'heartRate',
      unit: 'bpm',
      low: 153,
      high: 162,
      zone: 'Z3',
    });
  });
  it('uses MAF − 10 … MAF for endurance heart rate when the aerobic threshold is the MAF value', () => {
    const resolved = resolveThresholds({}, { age: 40, mafCategory: 'ConsistentTraining' });
    expect(targetForStep({ sport: 'run', intensity: 'endurance' }, resolved.thresholds)).toEqual({
      kind: 'heartRate',
      unit: 'bpm',
      low: 130,
      high: 140,
      zone: 'Z2',
    });
  });
  it('falls back to the other measurement, then RPE', () => {
    expect(targetForStep({ sport: 'bike', intensity: 'tempo' }, { bikeUpperPower: 200 }).kind).toBe('power');
    expect(targetForStep({ sport: 'run', intensity: 'anaerobic' }, { runUpperHeartRate: 170 })).toEqual({
      kind: 'rpe',
      unit: 'rpe',
      low: 9,
      high: 10,
    });
    expect(targetForStep({ sport: 'strength', intensity: 'tempo' }, full).kind).toBe('rpe');
    expect(
      targetForStep({ sport: 'swim', intensity: 'endurance' }, full, { useVerbalSwimPace: true }).kind,
    ).toBe('rpe');
  });
  it('harder intensities never get easier targets (property)', () => {
    const sports: Sport[] = ['swim', 'bike', 'run', 'strength'];
    const contexts: StepContext[] = ['aerobic', 'interval', 'indoor'];
    fc.assert(
      fc.property(
        fc.constantFrom(...sports),
        fc.constantFrom(...contexts),
        fc.constantFrom(...INTENSITIES),
        fc.constantFrom(...INTENSITIES),
        (sport, context, a, b) => {
          const easy: Intensity = intensityRank(a) <= intensityRank(b) ? a : b;
          const hard: Intensity = easy === a ? b : a;
          const te = targetForStep({ sport, intensity: easy, context }, full);
          const th = targetForStep({ sport, intensity: hard, context }, full);
          expect(te.low).toBeLessThanOrEqual(te.high);
          if (te.kind !== th.kind) return;
          const isPace = te.kind === 'pace' || te.kind === 'swimPace';
          if (isPace) expect(th.high).toBeLessThanOrEqual(te.high);
          else expect(th.high).toBeGreaterThanOrEqual(te.high);
        },
      ),
    );
  });
});

describe('resolveThresholds', () => {
  it('estimates what it can and lists tests', () => {
    const r = resolveThresholds(
      { runUpperHeartRate: 170, bikeUpperPower: 240 },
      { age: 40, mafCategory: 'Competitive', runRace: { distanceMeters: 10_000, timeSeconds: 2400 } },
      {
        bike: { aerobic: 'Power', interval: 'Power', indoor: 'Power' },
        run: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
      },
    );
    expect(r.thresholds.runLowerHeartRate).toBe(153);
    expect(r.status.runLowerHeartRate).toBe('estimated');
    expect(r.thresholds.bikeLowerHeartRate).toBe(145); // MAF 180 − 40 + 5
    expect(r.thresholds.bikeUpperHeartRate).toBe(161);
    expect(r.thresholds.bikeLowerPower).toBe(180);
    expect(r.thresholds.runUpperPace).toBeCloseTo(245.57, 1);
    expect(r.thresholds.swimCss).toBe(120);
    expect(r.thresholds.maxHeartRate).toBe(180);
    expect(r.status.restingHeartRate).toBe('unknown');
    expect(r.sportsToTest).toEqual(['swim']);
  });
  it('never changes a known value and marks only inputs as known (property)', () => {
    const value = fc.option(fc.integer({ min: 60, max: 400 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          bikeUpperPower: value,
          runUpperHeartRate: value,
          bikeLowerHeartRate: value,
          swimCss: value,
        }),
        fc.option(fc.integer({ min: 15, max: 80 }), { nil: undefined }),
        (input, age) => {
          const r = resolveThresholds(input, { age, mafCategory: 'Stagnating' });
          for (const [key, v] of Object.entries(input) as [keyof Thresholds, number | undefined][]) {
            if (v === undefined) expect(r.status[key]).not.toBe('known');
            else if (key !== 'swimCss') expect(r.thresholds[key]).toBe(v);
            else expect(r.status[key]).toBe('known');
          }
        },
      ),
    );
  });
});
