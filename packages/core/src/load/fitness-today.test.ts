import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index';
import { fitnessSeries } from './fitness';
import { fitnessToday, seededFitnessSeries } from './fitness-today';

const TODAY = '2027-03-10';

describe('today’s fitness, one model for the plan, its report and the charts', () => {
  it('a new athlete without a log reads the estimate, not 0', () => {
    expect(fitnessToday([], TODAY, 70).fitness).toBeCloseTo(70 * Math.exp(-1 / 42), 6);
  });

  it('a short log sits on the estimate from its first day', () => {
    const log = [{ date: addDays(TODAY, -3), stress: 100 }];
    const points = seededFitnessSeries(log, TODAY, 70);
    expect(points[0]?.date).toBe(addDays(TODAY, -3));
    expect(points.at(-1)?.date).toBe(TODAY);
    const expected = fitnessSeries(log, { to: TODAY, initialFitness: 70, initialFatigue: 70 }).points.at(-1);
    expect(fitnessToday(log, TODAY, 70).fitness).toBeCloseTo(expected!.fitness, 9);
  });

  it('a log covering the 42-day window is the whole answer: the estimate plays no part', () => {
    const log = Array.from({ length: 60 }, (_, i) => ({ date: addDays(TODAY, -60 + i), stress: 80 }));
    expect(fitnessToday(log, TODAY, 5).fitness).toBeCloseTo(fitnessToday(log, TODAY, 500).fitness, 9);
    // Days after today (a clock behind the log) are not counted.
    const ahead = [...log, { date: addDays(TODAY, 2), stress: 900 }];
    expect(fitnessToday(ahead, TODAY, 5).fitness).toBeCloseTo(fitnessToday(log, TODAY, 5).fitness, 9);
  });
});
