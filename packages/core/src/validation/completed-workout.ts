import { z } from 'zod';
import type { IsoDate } from '../dates/index';
import { MODALITIES } from '../model/athlete';
import { boundedNumber, isoDateField, oneOfField, optionalField, whenValid } from './fields';
import { messages } from './messages';

/** Longest distance a single session may log, per sport (an Ironman bike leg fits; a typo of a zero does not). */
export const MAX_WORKOUT_DISTANCE_METERS = { swimming: 20_000, cycling: 600_000, running: 250_000 } as const;
export const MAX_WORKOUT_DURATION_SECONDS = 24 * 3600;
/**
 * Fastest average speed a logged session of a minute or more can have, m/s: just above the world
 * records over the shortest distances a session can be (swim 100 m in 46.4 s, 2.16 m/s; run
 * 1,000 m in 2:11.96, 7.58 m/s; the bike's flying 200 m, ~22 m/s). Faster is a typo in the
 * distance or the duration, and would be scored as a huge load that skews fitness for weeks.
 */
export const MAX_AVERAGE_SPEED_METERS_PER_SECOND = { swimming: 2.2, cycling: 22.5, running: 7.6 } as const;
export const IMPOSSIBLE_PACE_MESSAGE =
  'That pace is faster than the world record: check the distance and the duration';
const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A workout logged by hand (no wearable): POST completed-workouts. Distances in metres,
 * duration in seconds (the web converts imperial and h:mm:ss). `today` is the athlete's
 * local date; without it the "not in the future" rule is left to the caller.
 */
export function manualWorkoutSchema(today?: IsoDate) {
  return z
    .object({
      sport: oneOfField(MODALITIES, 'Sport'),
      date: isoDateField('Date').refine((date) => !today || date <= today, 'Date cannot be in the future'),
      startTime: optionalField(
        z
          .string({ error: messages.format('Start time', '07:30') })
          .trim()
          .regex(START_TIME, messages.format('Start time', '07:30')),
      ),
      durationSeconds: boundedNumber('Duration', {
        min: 60,
        max: MAX_WORKOUT_DURATION_SECONDS,
        isInteger: true,
        unit: 's',
      }),
      distanceMeters: optionalField(
        boundedNumber('Distance', { min: 1, max: MAX_WORKOUT_DISTANCE_METERS.cycling, unit: 'm' }),
      ),
      averageHeartRate: optionalField(
        boundedNumber('Average heart rate', { min: 30, max: 230, isInteger: true, unit: 'bpm' }),
      ),
      averagePower: optionalField(
        boundedNumber('Average power', { min: 1, max: 2000, isInteger: true, unit: 'W' }),
      ),
      rpe: optionalField(boundedNumber('RPE', { min: 1, max: 10, isInteger: true })),
    })
    .superRefine(
      (workout, ctx) => {
        if (workout.distanceMeters != null) {
          if (workout.sport === 'strengthtraining') {
            ctx.addIssue({
              code: 'custom',
              path: ['distanceMeters'],
              message: 'Strength training has no distance',
            });
          } else if (workout.distanceMeters > MAX_WORKOUT_DISTANCE_METERS[workout.sport]) {
            ctx.addIssue({
              code: 'custom',
              path: ['distanceMeters'],
              message: messages.maxValue('Distance', MAX_WORKOUT_DISTANCE_METERS[workout.sport], 'm'),
            });
          }
        }
        if (workout.averagePower != null && workout.sport !== 'cycling') {
          ctx.addIssue({
            code: 'custom',
            path: ['averagePower'],
            message: 'Average power is recorded for cycling only',
          });
        }
      },
      whenValid('sport', 'distanceMeters', 'averagePower'),
    )
    .superRefine(
      (workout, ctx) => {
        if (workout.distanceMeters == null || workout.sport === 'strengthtraining') return;
        // Over the sport's longest distance already says what is wrong.
        if (workout.distanceMeters > MAX_WORKOUT_DISTANCE_METERS[workout.sport]) return;
        const speed = workout.distanceMeters / workout.durationSeconds;
        if (speed > MAX_AVERAGE_SPEED_METERS_PER_SECOND[workout.sport]) {
          ctx.addIssue({ code: 'custom', path: ['distanceMeters'], message: IMPOSSIBLE_PACE_MESSAGE });
        }
      },
      whenValid('sport', 'distanceMeters', 'durationSeconds'),
    );
}

export type ManualWorkoutInput = z.input<ReturnType<typeof manualWorkoutSchema>>;
export type ManualWorkout = z.output<ReturnType<typeof manualWorkoutSchema>>;

/** Session feedback (spec section 3): executed as planned, intensity 1–10, duration feel 1–5. */
export const workoutFeedbackSchema = z.object({
  executedAsPlanned: z.boolean({ error: 'Tell us whether you did the workout as planned' }),
  intensity: boundedNumber('Intensity', { min: 1, max: 10, isInteger: true }),
  durationFeel: boundedNumber('Duration feel', { min: 1, max: 5, isInteger: true }),
});

export type WorkoutFeedback = z.output<typeof workoutFeedbackSchema>;
