import { describe, expect, it } from 'vitest';
import { everyWeekday, type WeeklyAvailability } from '../model/athlete';
import { minimumLongSessionDurations } from './long-session-minimums';
import { validateAvailability } from './validate-availability';
import { slot } from '../plan/test-support/slots';

const h = (hours: number) => hours * 3600;
const week = (days: Partial<WeeklyAvailability>): WeeklyAvailability => ({
  ...everyWeekday(() => []),
  ...days,
});

describe('availability validation (spec sections 4 and 5)', () => {
  it('passes a week with the 10 % margin, three slots per sport and long slots', () => {
    const ample = week({
      Monday: [slot(1, 'swimming')],
      Tuesday: [slot(1.5, 'cycling', 'running')],
      Wednesday: [slot(1, 'running'), slot(1, 'swimming')],
      Thursday: [slot(1.5, 'cycling', 'running')],
      Friday: [slot(1, 'swimming', 'running')],
      Saturday: [slot(3, 'cycling', 'running')],
      Sunday: [slot(2, 'running', 'cycling')],
    });
    expect(validateAvailability(ample, { type: 'Olympic' }, 'NextLevelRace')).toEqual([]);
  });

  it('reports each shortage with a code and an English message', () => {
    const thin = week({ Tuesday: [slot(1, 'running')], Saturday: [slot(1.5, 'cycling')] });
    const issues = validateAvailability(thin, { type: 'HalfIronman' }, 'NextLevelRace');
    const codes = issues.map((i) => `${i.code}${i.sport ? `:${i.sport}` : ''}`);
    expect(codes).toContain('NotEnoughTrainingDays');
    expect(codes).toContain('NotEnoughTrainingHours');
    expect(codes).toContain('NoTimeForLongWorkout:bike');
    expect(codes).toContain('NoTimeForLongWorkout:run');
    expect(codes).toContain('NotEnoughSportSlots:swim');
    expect(codes).toContain('NotEnoughSportVolume:bike');
    expect(issues.find((i) => i.code === 'NotEnoughTrainingHours')?.message).toMatch(
      /^Not enough training hours: 2:30 h offered, about 11:00 h needed/,
    );
  });

  it('knows the long-session minimums per race', () => {
    expect(minimumLongSessionDurations('Ironman')).toEqual({ bike: h(5), run: h(2.5) });
    expect(minimumLongSessionDurations('Sprint')).toEqual({ bike: h(1), run: h(0.75) });
    expect(minimumLongSessionDurations('Marathon').bike).toBe(0);
    expect(minimumLongSessionDurations('ManualBike', 100_000).bike).toBe(h(2.75));
  });
});
