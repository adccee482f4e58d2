import { describe, expect, it } from 'vitest';
import { IMPOSSIBLE_PACE_MESSAGE, manualWorkoutSchema, workoutFeedbackSchema } from './completed-workout';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('manualWorkoutSchema', () => {
  const schema = manualWorkoutSchema('2026-11-22');
  it('accepts a run and turns text numbers into numbers', () => {
    const parsed = schema.parse({
      sport: 'running',
      date: '2026-11-22',
      startTime: '07:30',
      durationSeconds: '2700',
      distanceMeters: '8000,5',
      rpe: 6,
    });
    expect(parsed).toMatchObject({
      durationSeconds: 2700,
      distanceMeters: 8000.5,
      rpe: 6,
      startTime: '07:30',
    });
  });
  it('names every problem', () => {
    expect(
      messagesOf(schema.safeParse({ sport: 'running', date: '2026-11-23', durationSeconds: 30 })),
    ).toEqual(['Date cannot be in the future', 'Duration must be at least 60 s']);
    expect(
      messagesOf(schema.safeParse({ sport: 'running', date: '2026-11-23', durationSeconds: 600 })),
    ).toEqual(['Date cannot be in the future']);
    expect(
      messagesOf(schema.safeParse({ sport: 'rowing', date: '2026-11-20', durationSeconds: 600 }))[0],
    ).toMatch(/^Sport must be one of/);
    expect(
      messagesOf(
        schema.safeParse({
          sport: 'running',
          date: '2026-11-20',
          durationSeconds: 600,
          averagePower: 200,
          rpe: 11,
        }),
      ),
    ).toEqual(['RPE must be at most 10', 'Average power is recorded for cycling only']);
    expect(
      messagesOf(
        schema.safeParse({ sport: 'running', date: '2026-11-20', durationSeconds: 600, averagePower: 200 }),
      ),
    ).toEqual(['Average power is recorded for cycling only']);
    expect(
      messagesOf(
        schema.safeParse({
          sport: 'strengthtraining',
          date: '2026-11-20',
          durationSeconds: 600,
          distanceMeters: 10,
        }),
      ),
    ).toEqual(['Strength training has no distance']);
    expect(
      messagesOf(
        schema.safeParse({
          sport: 'swimming',
          date: '2026-11-20',
          durationSeconds: 600,
          distanceMeters: 30000,
        }),
      ),
    ).toEqual(['Distance must be at most 20000 m']);
    expect(
      messagesOf(
        schema.safeParse({ sport: 'cycling', date: '2026-11-20', durationSeconds: 600, startTime: '25:00' }),
      ),
    ).toEqual(['Start time must look like 07:30']);
  });
  it('refuses a pace faster than the world records, a typo that would be scored as a huge load', () => {
    const logged = (sport: string, distanceMeters: number, durationSeconds: number) =>
      messagesOf(schema.safeParse({ sport, date: '2026-11-20', durationSeconds, distanceMeters }));
    const impossible = [IMPOSSIBLE_PACE_MESSAGE];
    // 7,200 m in 40 minutes (a zero too many) is 0:33 per 100 m.
    expect(logged('swimming', 7200, 2400)).toEqual(impossible);
    expect(logged('swimming', 720, 2400)).toEqual([]);
    // A 1:10 per 100 m session of an elite swimmer, a 2:50 per km run, 45 km/h for an hour.
    expect(logged('swimming', 3000, 2100)).toEqual([]);
    expect(logged('running', 10_000, 1700)).toEqual([]);
    expect(logged('cycling', 45_000, 3600)).toEqual([]);
    expect(logged('running', 42_195, 3600)).toEqual(impossible);
    expect(logged('cycling', 180_000, 3600)).toEqual(impossible);
    // Exactly at the limit is allowed; the message is on the distance, where the typo usually is.
    expect(logged('running', 7600, 1000)).toEqual([]);
    const issue = schema.safeParse({
      sport: 'running',
      date: '2026-11-20',
      durationSeconds: 60,
      distanceMeters: 1000,
    }).error?.issues[0];
    expect(issue?.path).toEqual(['distanceMeters']);
  });
});

describe('workoutFeedbackSchema', () => {
  it('keeps the spec bounds', () => {
    expect(
      workoutFeedbackSchema.safeParse({ executedAsPlanned: true, intensity: 7, durationFeel: 3 }).success,
    ).toBe(true);
    expect(
      messagesOf(workoutFeedbackSchema.safeParse({ executedAsPlanned: true, intensity: 0, durationFeel: 6 })),
    ).toEqual(['Intensity must be at least 1', 'Duration feel must be at most 5']);
  });
});
