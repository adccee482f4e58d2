import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../model/index';
import { INTENSITIES, intensityRank } from '../zones/index';
import type { HeartRateProfile } from './index';
import {
  bikeTss,
  bikeTssFromPower,
  estimateSessionStress,
  estimateStepsStress,
  gradeAdjustedSpeed,
  hrTss,
  intensityFactorFor,
  normalizedPower,
  runTss,
  strengthStress,
  swimTss,
  trimp,
  trimpFromSamples,
} from './index';

const male: HeartRateProfile = { restingHeartRate: 50, maxHeartRate: 190, gender: 'Male' };

describe('session stress', () => {
  it('bike: NP and TSS', () => {
    expect(normalizedPower(new Array<number>(3600).fill(200))).toBeCloseTo(200, 9);
    expect(normalizedPower([100, 200])).toBe(150);
    expect(normalizedPower([])).toBe(0);
    expect(bikeTssFromPower(new Array<number>(3600).fill(200), 200)).toBeCloseTo(100, 9);
    expect(bikeTss({ durationSeconds: 3600, normalizedPower: 200, ftp: 250 })).toBeCloseTo(64, 9);
    // surges raise NP above the mean: 1 min at 300 W, 1 min at 100 W, for an hour
    const surges = Array.from({ length: 3600 }, (_, i) => (Math.floor(i / 60) % 2 === 0 ? 300 : 100));
    expect(normalizedPower(surges)).toBeGreaterThan(220);
    // 5-s samples use a 6-sample window
    expect(normalizedPower(new Array<number>(720).fill(180), 5)).toBeCloseTo(180, 9);
  });
  it('run: rTSS and grade adjustment (Minetti 2002)', () => {
    expect(
      runTss({ durationSeconds: 3600, gradedPaceSecPerKm: 240, thresholdPaceSecPerKm: 240 }),
    ).toBeCloseTo(100, 9);
    expect(
      runTss({ durationSeconds: 3600, gradedPaceSecPerKm: 300, thresholdPaceSecPerKm: 240 }),
    ).toBeCloseTo(64, 9);
    expect(gradeAdjustedSpeed(3, 0)).toBeCloseTo(3, 12);
    expect(gradeAdjustedSpeed(3, 0.1)).toBeCloseTo(4.9735, 4);
    expect(gradeAdjustedSpeed(3, -0.1)).toBeLessThan(3);
  });
  it('swim: sTSS uses the cube', () => {
    expect(swimTss({ durationSeconds: 3600, distanceMeters: 3600, cssSecPer100m: 100 })).toBeCloseTo(100, 9);
    expect(swimTss({ durationSeconds: 1800, distanceMeters: 1500, cssSecPer100m: 100 })).toBeCloseTo(
      28.935,
      3,
    );
  });
  it('heart rate: Banister TRIMP and hrTSS', () => {
    expect(trimp(3600, 148, male)).toBeCloseTo(103.07, 2);
    expect(trimpFromSamples(new Array<number>(3600).fill(148), male)).toBeCloseTo(103.07, 2);
    expect(hrTss(trimp(3600, 160, male), 160, male)).toBeCloseTo(100, 9);
    const female = { ...male, gender: 'Female' as const };
    expect(trimp(3600, 148, female)).toBeCloseTo(60 * 0.7 * 0.86 * Math.exp(1.67 * 0.7), 6);
  });
  it('strength: session-RPE / 6', () => {
    expect(strengthStress(3600, 6)).toBe(60);
    expect(strengthStress(3600, 10)).toBe(100);
  });
  it('planned estimates', () => {
    expect(intensityFactorFor('bike', 'endurance')).toBeCloseTo(0.65, 12);
    expect(intensityFactorFor('run', 'threshold')).toBeCloseTo(1, 12);
    expect(
      estimateSessionStress({ sport: 'bike', durationSeconds: 3600, intensityFactor: 0.65 }),
    ).toBeCloseTo(42.25, 9);
    expect(estimateSessionStress({ sport: 'swim', durationSeconds: 1800, intensityFactor: 1.1 })).toBeCloseTo(
      66.55,
      9,
    );
    // strength via the IF route equals session-RPE / 6 at the band's middle RPE (tempo 5.5)
    expect(estimateStepsStress('strength', [{ durationSeconds: 3600, intensity: 'tempo' }])).toBeCloseTo(
      strengthStress(3600, 5.5),
      9,
    );
    expect(
      estimateStepsStress('run', [
        { durationSeconds: 600, intensity: 'endurance' },
        { durationSeconds: 1200, intensity: 'threshold' },
      ]),
    ).toBeCloseTo((600 / 3600) * 0.835 ** 2 * 100 + (1200 / 3600) * 100, 9);
  });
  it('stress grows with intensity and duration (property)', () => {
    const sports: Sport[] = ['swim', 'bike', 'run', 'strength'];
    fc.assert(
      fc.property(
        fc.constantFrom(...sports),
        fc.integer({ min: 0, max: 6 * 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (sport, duration, extra, factor, more) => {
          const base = estimateSessionStress({ sport, durationSeconds: duration, intensityFactor: factor });
          expect(
            estimateSessionStress({ sport, durationSeconds: duration, intensityFactor: factor + more }),
          ).toBeGreaterThanOrEqual(base);
          expect(
            estimateSessionStress({ sport, durationSeconds: duration + extra, intensityFactor: factor }),
          ).toBeGreaterThanOrEqual(base);
        },
      ),
    );
    for (const sport of sports) {
      const factors = INTENSITIES.map((i) => intensityFactorFor(sport, i));
      expect([...factors].sort((a, b) => a - b)).toEqual(factors);
      expect(INTENSITIES.map(intensityRank)).toEqual([0, 1, 2, 3, 4, 5]);
    }
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 100 }),
        (watts, bump) => {
          const harder = watts.map((w) => w + bump);
          expect(bikeTssFromPower(harder, 250)).toBeGreaterThan(bikeTssFromPower(watts, 250));
        },
      ),
    );
  });
});
