import type { IsoDate } from '../dates/index';

/**
 * The daily check-in's five-level scales (spec section 3), best first. Index 0 is the best
 * answer, 4 the worst. The plan helper's `DailyCheckInInput` stores the same scales as the
 * numbers 1 (best) … 5 (worst); both spellings are accepted here.
 */
export const FATIGUE_LEVELS = ['VeryFresh', 'Fresh', 'Normal', 'Fatigued', 'VeryFatigued'] as const;
export const STRESS_LEVELS = ['VeryRelaxed', 'Relaxed', 'Normal', 'Stressed', 'HighlyStressed'] as const;
export const SLEEP_LEVELS = ['VeryRestful', 'Restful', 'Normal', 'Poor', 'ExtremelyPoor'] as const;
export const MOOD_LEVELS = ['VeryPositive', 'Positive', 'Normal', 'Annoyed', 'HighlyAnnoyed'] as const;
/** Muscle soreness per region: a four-step scale is what athletes can tell apart. */
export const SORENESS_LEVELS = ['None', 'Light', 'Moderate', 'Severe'] as const;

export type FatigueLevel = (typeof FATIGUE_LEVELS)[number];
export type StressLevel = (typeof STRESS_LEVELS)[number];
export type SleepQuality = (typeof SLEEP_LEVELS)[number];
export type MoodLevel = (typeof MOOD_LEVELS)[number];
export type Soreness = (typeof SORENESS_LEVELS)[number];
/** 1 (best) … 5 (worst), the numeric spelling of a five-level answer. */
export type LevelNumber = 1 | 2 | 3 | 4 | 5;

export interface SorenessAnswers {
  armsShoulders?: Soreness | LevelNumber;
  core?: Soreness | LevelNumber;
  legs?: Soreness | LevelNumber;
}

/** One morning's check-in; every measure is optional (spec 3, "Daily check-in"). */
export interface ReadinessDay {
  date: IsoDate;
  /** rMSSD in milliseconds from the morning measurement. */
  hrv?: number;
  /** What measured it (camera, chest-strap, ring, garmin, manual): each reads a little differently. */
  hrvSource?: string;
  /** Morning resting heart rate, bpm. */
  restingHeartRate?: number;
  fatigue?: FatigueLevel | LevelNumber;
  stress?: StressLevel | LevelNumber;
  sleep?: SleepQuality | LevelNumber;
  mood?: MoodLevel | LevelNumber;
  soreness?: SorenessAnswers;
}

/** 0 (best) … 4 (worst). */
export function answerIndex<T extends string>(
  levels: readonly T[],
  answer: T | LevelNumber | undefined,
): number | undefined {
  if (answer === undefined) return undefined;
  if (typeof answer === 'number') return Math.min(4, Math.max(0, answer - 1));
  const index = levels.indexOf(answer);
  return index < 0 ? undefined : index;
}

/** Numeric soreness 1 … 5 reads as None, Light, Moderate, Severe, Severe. */
export function sorenessIndex(answer: Soreness | LevelNumber | undefined): number {
  if (answer === undefined) return 0;
  if (typeof answer === 'number') return Math.min(3, Math.max(0, answer - 1));
  return Math.max(0, SORENESS_LEVELS.indexOf(answer));
}
