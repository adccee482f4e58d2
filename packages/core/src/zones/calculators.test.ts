import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cssFromTimes,
  estimateMaxHeartRate,
  lowerFromUpper,
  mafHeartRate,
  mafRange,
  thresholdPaceFromRace,
  upperFromLower,
} from './index';

describe('calculators', () => {
  it('MAF: 180 − age with the category adjustment (spec 5)', () => {
    expect(mafHeartRate(40, 'Rehabilitation')).toBe(130);
    expect(mafHeartRate(40, 'Stagnating')).toBe(135);
    expect(mafHeartRate(40, 'ConsistentTraining')).toBe(140);
    expect(mafHeartRate(40, 'Competitive')).toBe(145);
    expect(mafRange(30, 'ConsistentTraining')).toEqual({ low: 140, high: 150 });
  });
  it('CSS from 400/200 and 400/50 times', () => {
    expect(cssFromTimes({ t400Seconds: 360, t200Seconds: 170 })).toEqual({ ok: true, value: 95 });
    const from50 = cssFromTimes({ t400Seconds: 360, t50Seconds: 40 });
    expect(from50.ok && from50.value).toBeCloseTo(91.4286, 4);
    expect(cssFromTimes({ t400Seconds: 300, t200Seconds: 160 })).toEqual({
      ok: false,
      error: 'InvalidTimes',
    });
    expect(cssFromTimes({ t400Seconds: 1200, t200Seconds: 50 })).toEqual({ ok: false, error: 'OutOfBounds' });
  });
  it('threshold pace from a race (Riegel 1.06 to one hour)', () => {
    const tenK = thresholdPaceFromRace(10_000, 2400);
    expect(tenK.ok && tenK.value).toBeCloseTo(245.57, 1);
    // a one-hour race is its own threshold pace
    const hour = thresholdPaceFromRace(15_000, 3600);
    expect(hour.ok && hour.value).toBeCloseTo(240, 6);
    expect(thresholdPaceFromRace(400, 60)).toEqual({ ok: false, error: 'OutsideMethodRange' });
    expect(thresholdPaceFromRace(0, 1000)).toEqual({ ok: false, error: 'InvalidTimes' });
  });
  it('longer races at the same pace mean a faster threshold (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 200, max: 400, noNaN: true }),
        fc.integer({ min: 5000, max: 20_000 }),
        (pace, d) => {
          const short = thresholdPaceFromRace(d, (pace * d) / 1000);
          const long = thresholdPaceFromRace(d * 1.5, (pace * d * 1.5) / 1000);
          if (short.ok && long.ok) expect(long.value).toBeLessThan(short.value);
        },
      ),
    );
  });
  it('aerobic threshold sits at the top of the endurance zone', () => {
    expect(lowerFromUpper('heartRate', 170)).toBe(153);
    expect(lowerFromUpper('power', 250)).toBe(188);
    expect(lowerFromUpper('runPace', 240)).toBeCloseTo(275.86, 2);
    expect(upperFromLower('runPace', lowerFromUpper('runPace', 240))).toBeCloseTo(240, 9);
    expect(upperFromLower('heartRate', 153)).toBe(170);
  });
  it('estimates HRmax with Tanaka', () => {
    expect(estimateMaxHeartRate(40)).toBe(180);
  });
});
