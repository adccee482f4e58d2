import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index';
import type { LevelNumber, ReadinessDay, ReadinessStatus } from './index';
import { assessReadiness, hrvTrend, restingHeartRateTrend, summarizeHrv } from './index';

const TODAY = '2026-11-22';
const RANK: Record<ReadinessStatus, number> = { proceed: 0, takecare: 1, skip: 2, rest: 3 };

/** 60 mornings ending today; ln rMSSD alternates ±0.1 around ln 60 ms, resting HR 50 bpm. */
function history(overrides: Record<number, { ln?: number; bpm?: number }> = {}): ReadinessDay[] {
  return Array.from({ length: 60 }, (_, i) => {
    const daysAgo = 59 - i;
    const o = overrides[daysAgo] ?? {};
    return {
      date: addDays(TODAY, -daysAgo),
      hrv: 60 * Math.exp(o.ln ?? (daysAgo % 2 === 0 ? 0.1 : -0.1)),
      restingHeartRate: o.bpm ?? 50,
    };
  });
}
const codes = (days: ReadinessDay[]) => assessReadiness(days, TODAY).reasons.map((r) => r.code);

describe('assessReadiness', () => {
  it('proceeds with a reason when there is no data', () => {
    const result = assessReadiness([], TODAY);
    expect(result.status).toBe('proceed');
    expect(result.light).toBe('green');
    expect(result.reasons).toEqual([
      { code: 'NO_DATA', source: 'data', level: 0, message: expect.any(String) },
    ]);
  });
  it('proceeds when HRV and resting HR are normal', () => {
    const result = assessReadiness(history(), TODAY);
    expect(result.status).toBe('proceed');
    expect(codes(history())).toEqual(['HRV_NORMAL', 'RESTING_HR_NORMAL']);
    expect(result.hrv.baselineReadings).toBe(7);
    expect(result.hrv.corridorReadings).toBe(60);
  });
  it('takes care when the 7-day baseline falls below the corridor', () => {
    const low = Object.fromEntries(Array.from({ length: 7 }, (_, d) => [d, { ln: -0.07 }]));
    const result = assessReadiness(history(low), TODAY);
    expect(result.hrv.baseline).toBeCloseTo(Math.log(60) - 0.07, 9);
    expect(result.status).toBe('takecare');
    expect(result.light).toBe('yellow');
    expect(codes(history(low))).toContain('HRV_BELOW_NORMAL');
  });
  it('skips the hard session after two low HRV mornings or one large drop', () => {
    const twoLow = history({ 0: { ln: -0.15 }, 1: { ln: -0.15 } });
    expect(assessReadiness(twoLow, TODAY).status).toBe('skip');
    expect(codes(twoLow)).toContain('HRV_LOW_TWO_DAYS');
    const drop = history({ 0: { ln: -0.35 } });
    expect(assessReadiness(drop, TODAY)).toMatchObject({ status: 'skip', light: 'red' });
    expect(codes(drop)).toContain('HRV_LARGE_DROP');
  });
  it('warns on a resting HR rise of more than 5 bpm, skips above 10', () => {
    const up6 = history({ 0: { bpm: 57 }, 1: { bpm: 57 }, 2: { bpm: 57 } });
    expect(assessReadiness(up6, TODAY).restingHeartRate.rise).toBeCloseTo(57 - (27 * 50 + 3 * 57) / 30, 9);
    expect(assessReadiness(up6, TODAY).status).toBe('takecare');
    const up12 = history({ 0: { bpm: 63 }, 1: { bpm: 63 }, 2: { bpm: 63 } });
    expect(codes(up12)).toContain('RESTING_HR_HIGH');
    expect(assessReadiness(up12, TODAY).status).toBe('skip');
  });
  it('rests when independent signals are clearly off together', () => {
    const both = history({ 0: { ln: -0.35, bpm: 63 }, 1: { bpm: 63 }, 2: { bpm: 63 } });
    const result = assessReadiness(both, TODAY);
    expect(result.status).toBe('rest');
    expect(result.reasons.map((r) => r.code)).toContain('SIGNALS_AGREE');
  });
  it('decides from the questionnaire when there is no HRV', () => {
    const day = (q: Partial<ReadinessDay>): ReadinessDay[] => [{ date: TODAY, ...q }];
    expect(assessReadiness(day({ fatigue: 'Normal', sleep: 'Restful' }), TODAY).status).toBe('proceed');
    expect(assessReadiness(day({ fatigue: 'Fatigued' }), TODAY).status).toBe('takecare');
    expect(assessReadiness(day({ fatigue: 4 }), TODAY).status).toBe('takecare');
    expect(assessReadiness(day({ fatigue: 'VeryFatigued', sleep: 'Poor' }), TODAY).status).toBe('skip');
    expect(
      assessReadiness(
        day({ fatigue: 'VeryFatigued', sleep: 'ExtremelyPoor', stress: 'HighlyStressed' }),
        TODAY,
      ).status,
    ).toBe('rest');
  });
  it('sore legs protect run and bike intensity', () => {
    const moderate = assessReadiness([{ date: TODAY, soreness: { legs: 'Moderate' } }], TODAY);
    expect(moderate.status).toBe('proceed');
    expect(moderate.intensityCaps).toEqual({ run: 'endurance', bike: 'endurance' });
    const severe = assessReadiness([{ date: TODAY, soreness: { legs: 'Severe', core: 'Moderate' } }], TODAY);
    expect(severe.status).toBe('takecare');
    expect(severe.intensityCaps).toEqual({ run: 'recovery', bike: 'recovery', strength: 'endurance' });
  });
  it('needs enough HRV readings for a corridor', () => {
    const few = history().slice(-10);
    expect(summarizeHrv(few, TODAY).corridor).toBeUndefined();
    expect(codes(few)).toContain('HRV_INSUFFICIENT_DATA');
    expect(assessReadiness(few, TODAY).status).toBe('proceed');
  });

  const level = fc.constantFrom<LevelNumber>(1, 2, 3, 4, 5);
  const answers = fc.record({ fatigue: level, stress: level, sleep: level, mood: level });
  const readings = fc.array(
    fc.record({ ln: fc.double({ min: -0.5, max: 0.5, noNaN: true }), bpm: fc.integer({ min: 40, max: 70 }) }),
    { minLength: 60, maxLength: 60 },
  );
  const withReadings = (values: { ln: number; bpm: number }[]): ReadinessDay[] =>
    history(Object.fromEntries(values.map((v, i) => [i, v])));

  it('the questionnaire never raises readiness (property)', () => {
    fc.assert(
      fc.property(readings, answers, (values, q) => {
        const days = withReadings(values);
        const without = assessReadiness(days, TODAY).status;
        const withAnswers = assessReadiness([...days, { date: TODAY, ...q }], TODAY).status;
        expect(RANK[withAnswers]).toBeGreaterThanOrEqual(RANK[without]);
      }),
    );
  });
  it('worse answers never give a better status (property)', () => {
    fc.assert(
      fc.property(readings, answers, answers, (values, a, b) => {
        const days = withReadings(values);
        const worse = {
          fatigue: Math.max(a.fatigue, b.fatigue) as LevelNumber,
          stress: Math.max(a.stress, b.stress) as LevelNumber,
          sleep: Math.max(a.sleep, b.sleep) as LevelNumber,
          mood: Math.max(a.mood, b.mood) as LevelNumber,
        };
        const better = assessReadiness([...days, { date: TODAY, ...a }], TODAY).status;
        const worst = assessReadiness([...days, { date: TODAY, ...worse }], TODAY).status;
        expect(RANK[worst]).toBeGreaterThanOrEqual(RANK[better]);
      }),
    );
  });
});

describe('HRV baselines per source', () => {
  /** 60 mornings from a ring reading ~60 ms (ln ±0.1), then today's reading from `source`. */
  const ringThen = (today: { hrv: number; hrvSource: string }, extra: ReadinessDay[] = []) => [
    ...history()
      .slice(0, 59)
      .map((d) => ({ ...d, hrvSource: 'ring' })),
    ...extra,
    { date: TODAY, restingHeartRate: 50, ...today },
  ];

  it('compares a reading with its own source when that source has a normal range', () => {
    const days = history().map((d) => ({ ...d, hrvSource: 'camera' }));
    // A Garmin watch reads nights far lower; its readings of other days must not drag the camera's range.
    days.push(
      ...Array.from({ length: 20 }, (_, i) => ({
        date: addDays(TODAY, -i - 1),
        hrv: 25,
        hrvSource: 'garmin',
      })),
    );
    const hrv = summarizeHrv(days, TODAY);
    expect(hrv.comparison).toEqual({ kind: 'same-source', source: 'camera' });
    expect(hrv.corridor!.mean).toBeCloseTo(Math.log(60), 1);
    const reasons = assessReadiness(days, TODAY).reasons.filter((r) => r.source === 'hrv');
    expect(reasons[0]!.message).toMatch(/Compared with your phone camera readings only\./);
  });

  it('adjusts other devices to a newer source by the difference of their means', () => {
    // The camera reads 20 % above the ring on the same athlete: three camera mornings, today a fourth.
    const camera = [3, 2, 1].map((daysAgo) => ({
      date: addDays(TODAY, -daysAgo),
      hrv: 72,
      hrvSource: 'camera',
    }));
    const days = ringThen({ hrv: 72, hrvSource: 'camera' }, camera).filter(
      (d) => !camera.some((c) => c.date === d.date && d.hrvSource === 'ring'),
    );
    const hrv = summarizeHrv(days, TODAY);
    expect(hrv.comparison).toEqual({ kind: 'adjusted', source: 'camera' });
    // On the camera's level, today is normal: no drop, no rise from the change of device.
    expect(hrv.corridor!.mean).toBeCloseTo(Math.log(72), 1);
    expect(codes(days)).toContain('HRV_NORMAL');
  });

  it('says so when a new device has no readings of its own yet', () => {
    const days = ringThen({ hrv: 60, hrvSource: 'camera' });
    expect(summarizeHrv(days, TODAY).comparison).toEqual({ kind: 'unadjusted', source: 'camera' });
    const message = assessReadiness(days, TODAY).reasons.find((r) => r.source === 'hrv')!.message;
    expect(message).toMatch(/a new device can read differently/);
  });

  it('says nothing about sources when one device measured everything', () => {
    const days = history().map((d) => ({ ...d, hrvSource: 'chest-strap' }));
    expect(summarizeHrv(days, TODAY).comparison).toBeUndefined();
    expect(assessReadiness(days, TODAY).reasons[0]!.message).toBe(
      'Your 7-day HRV is within your normal range.',
    );
  });
});

describe('trends', () => {
  it('gives daily values, baseline and corridor for 1 and 3 months', () => {
    const days = history();
    const month = hrvTrend(days, TODAY, '1m');
    expect(month).toHaveLength(30);
    expect(month.at(-1)?.date).toBe(TODAY);
    expect(month.at(-1)?.rmssd).toBeCloseTo(60 * Math.exp(0.1), 9);
    const last = month.at(-1);
    expect(last?.corridorLow).toBeLessThan(last?.baseline ?? 0);
    expect(last?.corridorHigh).toBeGreaterThan(last?.baseline ?? 0);
    const quarter = hrvTrend(days, TODAY, '3m');
    expect(quarter).toHaveLength(90);
    expect(quarter[0]?.rmssd).toBeUndefined();
    const rhr = restingHeartRateTrend(days, TODAY, '1m');
    expect(rhr).toHaveLength(30);
    expect(rhr.at(-1)).toMatchObject({
      date: TODAY,
      bpm: 50,
      recent: 50,
      reference: 50,
      bandLow: 47,
      bandHigh: 53,
    });
  });
});
