import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MARGIN, MINIMUM_SLOTS_PER_SPORT } from '../availability/validate-availability';
import { availabilityGuidance, availabilitySchema } from './index';
import { issuesOf, valueOf } from './test-support';

const slot = (durationMinutes: number, ...modalities: string[]) => ({ durationMinutes, modalities });

describe('availability', () => {
  it('reads slots per weekday in minutes and gives out seconds, with missing days empty', () => {
    expect(
      valueOf(availabilitySchema, {
        Monday: [slot(60, 'swimming', 'running')],
        Saturday: [slot(180, 'cycling')],
      }),
    ).toEqual({
      Monday: [{ duration: 3600, modalities: ['swimming', 'running'] }],
      Tuesday: [],
      Wednesday: [],
      Thursday: [],
      Friday: [],
      Saturday: [{ duration: 10_800, modalities: ['cycling'] }],
      Sunday: [],
    });
  });
  it('names each broken slot by its path', () => {
    expect(
      issuesOf(availabilitySchema, {
        Monday: [slot(10, 'swimming')],
        Tuesday: [slot(721, 'running')],
        Wednesday: [slot(45.5, 'running')],
        Thursday: [slot(60)],
        Friday: [slot(60, 'yoga')],
        Saturday: [slot(60, 'running', 'running')],
      }),
    ).toEqual([
      'Monday.0.durationMinutes: Duration must be at least 15 minutes',
      'Tuesday.0.durationMinutes: Duration must be at most 720 minutes',
      'Wednesday.0.durationMinutes: Duration must be a whole number',
      'Thursday.0.modalities: Choose at least one sport for this slot',
      'Friday.0.modalities.0: Modality must be one of swimming, cycling, running or strengthtraining',
      'Saturday.0.modalities: Each sport may be chosen only once per slot',
    ]);
    expect(
      issuesOf(availabilitySchema, { Sunday: Array.from({ length: 5 }, () => slot(30, 'running')) }),
    ).toEqual(['Sunday: Sunday may have at most 4 slots']);
  });
  it('hands the guidance to availability/ (10 % margin, three slots per sport, long-slot minimums)', () => {
    expect(AVAILABILITY_MARGIN).toBe(1.1);
    expect(MINIMUM_SLOTS_PER_SPORT).toBe(3);
    const week = valueOf(availabilitySchema, {
      Monday: [slot(60, 'running')],
      Wednesday: [slot(60, 'running')],
    });
    const codes = availabilityGuidance(week, { type: 'Marathon' }, 'Beginner').map((issue) => issue.code);
    expect(codes).toEqual(
      expect.arrayContaining(['NotEnoughTrainingDays', 'NoTimeForLongWorkout', 'NotEnoughSportSlots']),
    );
  });
});
