import { z } from 'zod';
import { isIsoDate } from '../dates/index';
import { everyWeekday, MODALITIES, OTHER_ENDURANCE_SPORTS, RACE_TYPES } from '../model/athlete';
import { parseHoursMinutes } from '../units/time-format';
import {
  FATIGUE_LEVELS,
  MOOD_LEVELS,
  SLEEP_LEVELS,
  SORENESS_LEVELS,
  STRESS_LEVELS,
} from '../readiness/check-in';
import { SESSION_FOCUSES, type PlannedSession } from '../model/plan-types';
import type { PlanInput } from './plan-input';

/**
 * The JSON form of `PlanInput` (documented in packages/core/README.md). Durations are
 * seconds or `h:mm` text, so a hand-written athlete file stays readable; distances metres.
 */
const isoDate = z.string().refine(isIsoDate, { message: 'must be a date YYYY-MM-DD' });
const duration = z
  .union([z.number(), z.string()], { error: 'must be seconds or h:mm' })
  .transform((value, ctx) => {
    const seconds = typeof value === 'number' ? value : (parseHoursMinutes(value) ?? parseClock(value));
    if (seconds === undefined || seconds < 0) {
      ctx.addIssue({ code: 'custom', message: 'must be seconds or h:mm' });
      return z.NEVER;
    }
    return seconds;
  });

function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : undefined;
}

const modality = z.enum(['swimming', 'cycling', 'running', 'strengthtraining'] satisfies typeof MODALITIES);
const slot = z.object({
  duration,
  modalities: z.array(modality).min(1, 'a slot needs at least one modality'),
});
const daySlots = z.array(slot).default([]);
const levelNumber = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const answer = <T extends readonly [string, ...string[]]>(words: T) => z.union([levelNumber, z.enum(words)]);
const bikeMeasurement = z.enum(['HeartRate', 'Power']);
const runMeasurement = z.enum(['HeartRate', 'Pace']);
const sport = z.enum(['swim', 'bike', 'run', 'strength']);

/** Locked sessions are the plan's own stored records; the key fields are checked, the rest trusted. */
function isPlannedSessionRecord(value: unknown): value is PlannedSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.date === 'string' &&
    isIsoDate(record.date) &&
    typeof record.slotIndex === 'number' &&
    typeof record.sport === 'string' &&
    typeof record.duration === 'number' &&
    typeof record.load === 'number' &&
    typeof record.isHard === 'boolean' &&
    Array.isArray(record.steps)
  );
}

export const planInputSchema = z.object({
  athlete: z.object({
    dateOfBirth: isoDate,
    gender: z.enum(['Male', 'Female']),
    weight: z.number().min(30).max(150),
    intention: z.enum(['Beginner', 'RampUp', 'NextLevelRace', 'Optimizing']),
    maf: z.enum(['Rehabilitation', 'Stagnating', 'ConsistentTraining', 'Competitive']),
    experience: z.object({
      swim: z.object({
        months: z.number().min(0),
        weeklyDistance: z.number().min(0),
        longSessionDistance: z.number().min(0),
      }),
      bike: z.object({ months: z.number().min(0), weeklyDuration: duration, longSessionDuration: duration }),
      run: z.object({ months: z.number().min(0), weeklyDuration: duration, longSessionDuration: duration }),
    }),
    otherEnduranceSports: z.array(z.enum(OTHER_ENDURANCE_SPORTS)).default([]),
    injuryTendencies: z.array(z.enum(['swim', 'bike', 'run'])).default([]),
  }),
  thresholds: z
    .object({
      bikeUpperHeartRate: z.number().positive(),
      bikeLowerHeartRate: z.number().positive(),
      runUpperHeartRate: z.number().positive(),
      runLowerHeartRate: z.number().positive(),
      bikeUpperPower: z.number().positive(),
      bikeLowerPower: z.number().positive(),
      runUpperPace: z.number().min(150).max(1200),
      runLowerPace: z.number().min(150).max(1200),
      swimCss: z.number().min(54).max(270),
      maxHeartRate: z.number().positive(),
      restingHeartRate: z.number().positive(),
    })
    .partial()
    .default({}),
  preferences: z
    .object({
      unitSystem: z.enum(['Metric', 'Imperial']).default('Metric'),
      swimUnit: z.enum(['Meters', 'Yards']).optional(),
      measurement: z
        .object({
          bike: z.object({ aerobic: bikeMeasurement, interval: bikeMeasurement, indoor: bikeMeasurement }),
          run: z.object({ aerobic: runMeasurement, interval: runMeasurement, indoor: runMeasurement }),
        })
        .default({
          bike: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
          run: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
        }),
    })
    .default({
      unitSystem: 'Metric',
      measurement: {
        bike: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
        run: { aerobic: 'HeartRate', interval: 'HeartRate', indoor: 'HeartRate' },
      },
    }),
  goals: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        type: z.enum(RACE_TYPES),
        date: isoDate,
        priority: z.enum(['A', 'B', 'C']),
        distance: z.number().positive().optional(),
        targetTime: duration.optional(),
        topography: z.enum(['Flat', 'Hilly']).optional(),
      }),
    )
    .default([]),
  availability: z.object(everyWeekday(() => daySlots)),
  injuryPauses: z
    .array(
      z.object({
        id: z.string().min(1),
        type: z.enum(['Injury', 'Pause']),
        start: isoDate,
        end: isoDate.optional(),
        excludedModalities: z.array(modality).min(1, 'exclude at least one modality'),
      }),
    )
    .default([]),
  completedSessions: z
    .array(
      z.object({
        id: z.string().optional(),
        date: isoDate,
        sport,
        duration,
        distance: z.number().nonnegative().optional(),
        load: z.number().nonnegative().optional(),
        plannedSessionId: z.string().optional(),
        isPerformanceTest: z.boolean().optional(),
      }),
    )
    .default([]),
  checkIns: z
    .array(
      z.object({
        date: isoDate,
        hrv: z.number().positive().optional(),
        restingHeartRate: z.number().positive().optional(),
        fatigue: answer(FATIGUE_LEVELS).optional(),
        stress: answer(STRESS_LEVELS).optional(),
        sleep: answer(SLEEP_LEVELS).optional(),
        mood: answer(MOOD_LEVELS).optional(),
        soreness: z
          .object({
            armsShoulders: answer(SORENESS_LEVELS).optional(),
            core: answer(SORENESS_LEVELS).optional(),
            legs: answer(SORENESS_LEVELS).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
  lockedSessions: z
    .array(
      z.custom<PlannedSession>(
        isPlannedSessionRecord,
        'a locked session is a planned session as the plan returned it',
      ),
    )
    .default([]),
  skippedSessionIds: z.array(z.string()).default([]),
  sessionMoves: z.array(z.object({ sessionId: z.string(), newDate: isoDate })).default([]),
  testRequests: z.array(z.object({ sport: z.enum(['swim', 'bike', 'run']), notBefore: isoDate })).optional(),
  lastTests: z.partialRecord(z.enum(['swim', 'bike', 'run']), isoDate).optional(),
  recentReadiness: z
    .array(z.object({ date: isoDate, status: z.enum(['proceed', 'takecare', 'skip', 'rest']) }))
    .optional(),
  previousWeeks: z
    .array(
      z.object({
        start: isoDate,
        isRecoveryWeek: z.boolean(),
        blockLoadWeeks: z.number().int().min(0).max(52),
      }),
    )
    .optional(),
  previousPlan: z
    .array(
      z.object({
        date: isoDate,
        sport,
        duration,
        focus: z.enum(SESSION_FOCUSES).optional(),
      }),
    )
    .optional(),
});

export type PlanInputJson = z.input<typeof planInputSchema>;

export type ParsePlanInputResult = { ok: true; input: PlanInput } | { ok: false; errors: string[] };

/** Validates a parsed JSON athlete; errors name the path (`goals.0.date: must be a date YYYY-MM-DD`). */
export function parsePlanInput(json: unknown): ParsePlanInputResult {
  const result = planInputSchema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    };
  }
  const input: PlanInput = result.data;
  return { ok: true, input };
}
