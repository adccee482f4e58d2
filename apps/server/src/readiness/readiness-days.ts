import { and, asc, between, eq } from 'drizzle-orm';
import type { IsoDate, LevelNumber, ReadinessDay, Soreness, SorenessAnswers } from '@tricoach/core';
import type { Db } from '../db/database';
import { dailyCheckIns, healthReadings } from '../db/schema';
import { readTogether } from '../db/read-together';

export type HealthSource = 'camera' | 'chest-strap' | 'ring' | 'manual' | 'garmin';

interface DayReading {
  value: number;
  source: HealthSource;
  /** A camera reading's quality (good, fair, poor) and what to do better; absent for other sources. */
  quality?: 'good' | 'fair' | 'poor';
  qualityAdvice?: string;
}

type CheckInRow = typeof dailyCheckIns.$inferSelect;

/** One day as stored: the check-in (if any) and the day's HRV and resting HR with their source. */
export interface StoredDay {
  date: IsoDate;
  checkIn: CheckInRow | null;
  hrv: DayReading | null;
  restingHeartRate: DayReading | null;
  /** A wearable's sleep score (0–100, Garmin's overall sleep score). */
  sleepScore: DayReading | null;
}

/**
 * The days between `from` and `to` as stored. Several sources can hold a value for the same
 * day (a ring entry and a Garmin import); the most recently recorded one counts, so a
 * re-measurement in the morning replaces an earlier one.
 */
export async function loadStoredDays(
  db: Db,
  athleteId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<StoredDay[]> {
  const [checkIns, readings] = await readTogether(db, [
    () =>
      db
        .select()
        .from(dailyCheckIns)
        .where(and(eq(dailyCheckIns.athleteId, athleteId), between(dailyCheckIns.localDate, from, to))),
    () =>
      db
        .select()
        .from(healthReadings)
        .where(and(eq(healthReadings.athleteId, athleteId), between(healthReadings.localDate, from, to)))
        .orderBy(asc(healthReadings.recordedAt)),
  ]);
  return storedDaysOf(checkIns, readings);
}

/** The days of these rows, by date; `readings` oldest first (the latest of a kind counts). */
export function storedDaysOf(
  checkIns: readonly CheckInRow[],
  readings: readonly Pick<
    typeof healthReadings.$inferSelect,
    'localDate' | 'kind' | 'value' | 'source' | 'detail'
  >[],
): StoredDay[] {
  const days = new Map<IsoDate, StoredDay>();
  const dayOf = (date: IsoDate): StoredDay => {
    let day = days.get(date);
    if (!day) {
      day = { date, checkIn: null, hrv: null, restingHeartRate: null, sleepScore: null };
      days.set(date, day);
    }
    return day;
  };
  for (const checkIn of checkIns) dayOf(checkIn.localDate).checkIn = checkIn;
  for (const reading of readings) {
    const value: DayReading = {
      value: reading.value,
      source: reading.source as HealthSource,
      ...cameraQuality(reading.detail),
    };
    if (reading.kind === 'hrv') dayOf(reading.localDate).hrv = value;
    else if (reading.kind === 'resting-hr') dayOf(reading.localDate).restingHeartRate = value;
    else if (reading.kind === 'sleep-score') dayOf(reading.localDate).sleepScore = value;
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function cameraQuality(detail: unknown): Pick<DayReading, 'quality' | 'qualityAdvice'> {
  const { quality, qualityAdvice } = (detail ?? {}) as { quality?: unknown; qualityAdvice?: unknown };
  // 'acceptable' was stored before issue 15 split it into fair and poor.
  const known = quality === 'acceptable' ? 'fair' : quality;
  if (known !== 'good' && known !== 'fair' && known !== 'poor') return {};
  return { quality: known, ...(typeof qualityAdvice === 'string' && qualityAdvice ? { qualityAdvice } : {}) };
}

/** Stored as the scale's words, which the schema checked on the way in. */
type Answer<T extends string> = T | LevelNumber | undefined;

/** The engine's view of a stored day. */
export function toReadinessDay(day: StoredDay): ReadinessDay {
  const result: ReadinessDay = { date: day.date };
  // A poor camera reading is kept and shown, but readiness does not decide on it (issue 15).
  if (day.hrv && day.hrv.quality !== 'poor') {
    result.hrv = day.hrv.value;
    result.hrvSource = day.hrv.source;
  }
  if (day.restingHeartRate) result.restingHeartRate = day.restingHeartRate.value;
  const checkIn = day.checkIn;
  if (checkIn) {
    if (checkIn.fatigue) result.fatigue = checkIn.fatigue as Answer<'Normal'>;
    if (checkIn.stress) result.stress = checkIn.stress as Answer<'Normal'>;
    if (checkIn.sleep) result.sleep = checkIn.sleep as Answer<'Normal'>;
    else if (day.sleepScore) result.sleep = sleepLevelOf(day.sleepScore.value);
    if (checkIn.mood) result.mood = checkIn.mood as Answer<'Normal'>;
    const soreness = checkIn.soreness as Partial<Record<keyof SorenessAnswers, Soreness>> | null;
    if (soreness) result.soreness = soreness;
  }
  return result;
}

/**
 * A sleep score as the questionnaire's sleep answer, for a check-in that left sleep out: Garmin's
 * own bands (excellent 90+, good 80–89, fair 60–79, poor below 60), poor split at 40.
 */
function sleepLevelOf(score: number): LevelNumber {
  if (score >= 90) return 1;
  if (score >= 80) return 2;
  if (score >= 60) return 3;
  if (score >= 40) return 4;
  return 5;
}
