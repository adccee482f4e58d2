import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index';
import type { DailyStress } from './index';
import { fitnessSeries, formBand, rampBand } from './index';

const k42 = 1 - Math.exp(-1 / 42);
const k7 = 1 - Math.exp(-1 / 7);

describe('fitness series', () => {
  it('follows the 42/7-day exponential model', () => {
    const { points, nextDayForm } = fitnessSeries([{ date: '2026-01-01', stress: 100 }], {
      to: '2026-01-02',
    });
    expect(points).toHaveLength(2);
    expect(points[0]?.fitness).toBeCloseTo(100 * k42, 9);
    expect(points[0]?.fatigue).toBeCloseTo(100 * k7, 9);
    expect(points[0]?.form).toBe(0);
    expect(points[1]?.form).toBeCloseTo(100 * k42 - 100 * k7, 9);
    expect(points[1]?.stress).toBe(0);
    expect(nextDayForm).toBeCloseTo(100 * k42 * (1 - k42) - 100 * k7 * (1 - k7), 9);
    expect(points[1]?.date).toBe('2026-01-02');
  });
  it('sums a day, fills gaps with rest, reports from `from` with history before it', () => {
    const entries: DailyStress[] = [
      { date: '2026-01-03', stress: 50 },
      { date: '2026-01-01', stress: 30 },
      { date: '2026-01-01', stress: 20 },
    ];
    const all = fitnessSeries(entries).points;
    expect(all.map((p) => p.stress)).toEqual([50, 0, 50]);
    const later = fitnessSeries(entries, { from: '2026-01-02' }).points;
    expect(later.map((p) => p.date)).toEqual(['2026-01-02', '2026-01-03']);
    expect(later[0]?.fitness).toBeCloseTo(all[1]?.fitness ?? NaN, 12);
  });
  it('converges to a steady load, ramp is the weekly CTL change', () => {
    const entries = Array.from({ length: 400 }, (_, i) => ({ date: addDays('2025-01-01', i), stress: 80 }));
    const { points } = fitnessSeries(entries);
    const lastPoint = points.at(-1);
    expect(lastPoint?.fitness).toBeCloseTo(80 * (1 - Math.exp(-400 / 42)), 9);
    expect(lastPoint?.form).toBeCloseTo(0, 1);
    const p = points[20];
    const weekBefore = points[13];
    expect(p && weekBefore && p.rampRate).toBeCloseTo((p?.fitness ?? 0) - (weekBefore?.fitness ?? 0), 12);
  });
  it('starts from given fitness and fatigue', () => {
    const { points } = fitnessSeries([], {
      from: '2026-01-01',
      to: '2026-01-01',
      initialFitness: 60,
      initialFatigue: 70,
    });
    expect(points[0]?.form).toBe(-10);
    expect(points[0]?.fitness).toBeCloseTo(60 * (1 - k42), 9);
    expect(fitnessSeries([]).points).toEqual([]);
  });
  it('fitness and fatigue stay within 0 and the largest daily load (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (loads) => {
          const entries = loads.map((stress, i) => ({ date: addDays('2026-01-01', i), stress }));
          const max = Math.max(...loads);
          for (const p of fitnessSeries(entries).points) {
            expect(p.fitness).toBeGreaterThanOrEqual(0);
            expect(p.fatigue).toBeGreaterThanOrEqual(0);
            expect(p.fitness).toBeLessThanOrEqual(max + 1e-9);
            expect(p.fatigue).toBeLessThanOrEqual(max + 1e-9);
          }
        },
      ),
    );
  });
  it('more load on a day never lowers fitness or fatigue later (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 2, maxLength: 120 }),
        fc.nat(),
        fc.integer({ min: 1, max: 200 }),
        (loads, at, extra) => {
          const index = at % loads.length;
          const base = loads.map((stress, i) => ({ date: addDays('2026-01-01', i), stress }));
          const more = base.map((e, i) => (i === index ? { ...e, stress: e.stress + extra } : e));
          const a = fitnessSeries(base).points;
          const b = fitnessSeries(more).points;
          a.forEach((p, i) => {
            expect(b[i]?.fitness ?? 0).toBeGreaterThanOrEqual(p.fitness);
            expect(b[i]?.fatigue ?? 0).toBeGreaterThanOrEqual(p.fatigue);
          });
        },
      ),
    );
  });
});

describe('bands', () => {
  it('form bands (GoldenCheetah)', () => {
    expect(formBand(-45)).toBe('highRisk');
    expect(formBand(-20)).toBe('optimal');
    expect(formBand(0)).toBe('fresh');
    expect(formBand(15)).toBe('fresh');
    expect(formBand(16)).toBe('detraining');
  });
  it('ramp bands (Couzens)', () => {
    expect(rampBand(-5, 50)).toBe('declining');
    expect(rampBand(4, 30)).toBe('low');
    expect(rampBand(5, 30)).toBe('moderate');
    expect(rampBand(6, 80)).toBe('low');
    expect(rampBand(9, 80)).toBe('high');
    expect(rampBand(11, 80)).toBe('veryHigh');
  });
});
