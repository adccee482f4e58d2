import { z } from 'zod';
import {
  FATIGUE_LEVELS,
  MOOD_LEVELS,
  SLEEP_LEVELS,
  SORENESS_LEVELS,
  STRESS_LEVELS,
  isIsoDate,
} from '@tricoach/core';

const CHECK_IN_DEVICES = ['camera', 'chest-strap', 'ring', 'skipped'] as const;
const MEASUREMENT_SOURCES = ['camera', 'chest-strap', 'ring', 'manual'] as const;

/** Morning values a person can have: rMSSD 5–300 ms, resting HR 25–150 bpm. */
export const RMSSD_BOUNDS = { min: 5, max: 300 } as const;
export const RESTING_HR_BOUNDS = { min: 25, max: 150 } as const;

const isoDate = z.string().refine(isIsoDate, { message: 'Use a date like 2026-11-22' });
const level = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

export const sorenessSchema = z.object({
  armsShoulders: level(SORENESS_LEVELS, 'Arms and shoulders'),
  core: level(SORENESS_LEVELS, 'Core'),
  legs: level(SORENESS_LEVELS, 'Legs'),
});
export type SorenessInput = z.infer<typeof sorenessSchema>;

export const checkInAnswersSchema = z
  .object({
    device: level(CHECK_IN_DEVICES, 'Device'),
    fatigue: level(FATIGUE_LEVELS, 'Fatigue'),
    stress: level(STRESS_LEVELS, 'Stress'),
    sleep: level(SLEEP_LEVELS, 'Sleep'),
    mood: level(MOOD_LEVELS, 'Mood'),
    soreness: sorenessSchema,
  })
  .partial()
  .strict();
export type CheckInAnswers = z.infer<typeof checkInAnswersSchema>;

export const measurementSchema = z
  .object({
    source: level(MEASUREMENT_SOURCES, 'Source'),
    date: isoDate.optional(),
    rmssd: z
      .number({ error: 'rMSSD must be a number' })
      .min(RMSSD_BOUNDS.min, {
        error: `rMSSD must be between ${RMSSD_BOUNDS.min} and ${RMSSD_BOUNDS.max} ms`,
      })
      .max(RMSSD_BOUNDS.max, {
        error: `rMSSD must be between ${RMSSD_BOUNDS.min} and ${RMSSD_BOUNDS.max} ms`,
      })
      .optional(),
    restingHeartRate: z
      .number({ error: 'Resting heart rate must be a number' })
      .min(RESTING_HR_BOUNDS.min, {
        error: `Resting heart rate must be between ${RESTING_HR_BOUNDS.min} and ${RESTING_HR_BOUNDS.max} bpm`,
      })
      .max(RESTING_HR_BOUNDS.max, {
        error: `Resting heart rate must be between ${RESTING_HR_BOUNDS.min} and ${RESTING_HR_BOUNDS.max} bpm`,
      })
      .optional(),
    /** Chest strap and camera: beat-to-beat intervals in ms (about 2 minutes at most). */
    rrIntervals: z.array(z.number().positive()).max(400, { error: 'At most 400 RR intervals' }).optional(),
    heartRate: z.number().positive().max(250).optional(),
    /** Camera: the analysis's verdict ('acceptable' from apps before issue 15 reads as fair). */
    quality: z
      .enum(['good', 'fair', 'poor', 'acceptable'], { error: 'Quality must be good, fair or poor' })
      .optional(),
    qualityAdvice: z.string().max(200).optional(),
    /** Camera: frames a second, frames missing and the share of beats rejected, as the analysis found them. */
    frameRate: z.number().positive().max(240).optional(),
    framesDropped: z.number().int().min(0).max(100_000).optional(),
    artefactShare: z.number().min(0).max(1).optional(),
    rmssdErrorMs: z.number().min(0).max(300).optional(),
  })
  .strict();
export type MeasurementInput = z.infer<typeof measurementSchema>;

const reading = z
  .object({
    value: z.number(),
    source: z.enum(['camera', 'chest-strap', 'ring', 'manual', 'garmin']),
    /** Camera readings: poor ones are shown but do not move readiness. */
    quality: z.enum(['good', 'fair', 'poor']).optional(),
    qualityAdvice: z.string().optional(),
  })
  .nullable();

export const storedReadinessSchema = z.object({
  status: z.enum(['proceed', 'takecare', 'skip', 'rest']),
  trafficLight: z.enum(['green', 'yellow', 'red']),
  message: z.string(),
  reasons: z.array(
    z.object({ code: z.string(), source: z.string(), level: z.number(), message: z.string() }),
  ),
  intensityCaps: z.record(z.string(), z.string()),
  keepOriginal: z.boolean(),
  evaluatedAt: z.string(),
});

export const checkInView = z.object({
  id: z.string(),
  date: z.string(),
  device: z.string().nullable(),
  fatigue: z.string().nullable(),
  stress: z.string().nullable(),
  sleep: z.string().nullable(),
  mood: z.string().nullable(),
  soreness: sorenessSchema.nullable(),
  readiness: storedReadinessSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const todayCheckInView = z.object({ date: z.string(), checkIn: checkInView.nullable() });

export const measurementView = z.object({ date: z.string(), hrv: reading, restingHeartRate: reading });

export const historyQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const historyView = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({ date: z.string(), checkIn: checkInView.nullable(), hrv: reading, restingHeartRate: reading }),
  ),
});

export const briefingView = z.object({
  date: z.string(),
  checkInId: z.string().nullable(),
  completed: z.boolean(),
  asks: z.array(
    z.object({
      item: z.enum(['hrv', 'restingHeartRate', 'fatigue', 'stress', 'sleep', 'mood', 'soreness']),
      answered: z.boolean(),
    }),
  ),
  hrv: reading,
  restingHeartRate: reading,
});

const option = z.object({ value: z.string(), label: z.string() });
export const briefingOptionsView = z.object({
  devices: z.array(option.extend({ description: z.string() })),
  scales: z.array(
    z.object({
      item: z.enum(['fatigue', 'stress', 'sleep', 'mood']),
      question: z.string(),
      options: z.array(option),
    }),
  ),
  soreness: z.object({ question: z.string(), regions: z.array(option), options: z.array(option) }),
  bounds: z.object({
    rmssd: z.object({ min: z.number(), max: z.number() }),
    restingHeartRate: z.object({ min: z.number(), max: z.number() }),
  }),
});
