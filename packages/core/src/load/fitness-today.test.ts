import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/index';
import { fitnessSeries } from './fitness';
import { ESTIMATE_FADED_DAYS, fitnessToday, seededFitnessSeries } from './fitness-today';

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

  it('a log long enough for the estimate to have faded is the whole answer: the estimate plays no part', () => {
    const days = ESTIMATE_FADED_DAYS + 10;
    const log = Array.from({ length: days }, (_, i) => ({ date: addDays(TODAY, -days + i), stress: 80 }));
    expect(fitnessToday(log, TODAY, 5).fitness).toBeCloseTo(fitnessToday(log, TODAY, 500).fitness, 9);
    // Days after today (a clock behind the log) are not counted.
    const ahead = [...log, { date: addDays(TODAY, 2), stress: 900 }];
    expect(fitnessToday(ahead, TODAY, 5).fitness).toBeCloseTo(fitnessToday(log, TODAY, 5).fitness, 9);
  });

  it('never drops as the log grows: an athlete logging their estimate every day reads it on every day', () => {
    const estimate = 66;
    let previous = estimate;
    for (let length = 1; length <= ESTIMATE_FADED_DAYS + 5; length++) {
      const log = Array.from({ length }, (_, i) => ({
        date: addDays(TODAY, 1 - length + i),
        stress: estimate,
      }));
      const fitness = fitnessToday(log, TODAY, estimate).fitness;
      // Was 66 on day 41 and 42 on day 42, when a 42-day log was counted from zero.
      expect(Math.abs(fitness - previous), `day ${length}`).toBeLessThan(1);
      previous = fitness;
    }
  });
});
