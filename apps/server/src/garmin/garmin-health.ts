import type { Db } from '../db/database';
import { garminSummaries } from '../db/schema';
import { upsertHealthReading } from '../check-in/health-readings';

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * Dailies (resting HR), HRV (last night's average rMSSD) and sleep (Garmin's overall score)
 * become the day's health readings with source `garmin`, which daily readiness reads. A later
 * summary of the same day replaces the earlier one (Garmin updates dailies through the day),
 * so a repeat stores nothing new.
 */
export function createGarminHealthIntake(db: Db) {
  async function store(
    athleteId: string,
    date: string,
    kind: 'hrv' | 'resting-hr' | 'sleep-score',
    value: number,
    detail: Record<string, unknown>,
    now: Date,
  ) {
    await upsertHealthReading(db, {
      athleteId,
      localDate: date,
      kind,
      value,
      source: 'garmin',
      detail,
      recordedAt: now,
    });
  }

  /** Takes one summary in; returns its day when a reading was stored. */
  async function take(
    athleteId: string,
    type: 'dailies' | 'hrv' | 'sleeps',
    item: Record<string, unknown>,
    now: Date,
  ): Promise<string | null> {
    const date = item.calendarDate;
    if (!isDate(date)) return null;
    const summaryId = typeof item.summaryId === 'string' ? item.summaryId : `${type}:${date}`;
    let stored = false;
    if (type === 'dailies') {
      const restingHr = positive(item.restingHeartRateInBeatsPerMinute);
      if (restingHr !== null) {
        await store(athleteId, date, 'resting-hr', restingHr, { summaryId }, now);
        stored = true;
      }
    } else if (type === 'hrv') {
      const rmssd = positive(item.lastNightAvg);
      if (rmssd !== null) {
        await store(
          athleteId,
          date,
          'hrv',
          rmssd,
          { summaryId, lastNight5MinHigh: item.lastNight5MinHigh ?? null },
          now,
        );
        stored = true;
      }
    } else {
      const score =
        typeof item.overallSleepScore === 'object' && item.overallSleepScore !== null
          ? positive((item.overallSleepScore as { value?: unknown }).value)
          : positive(item.overallSleepScore);
      if (score !== null) {
        await store(
          athleteId,
          date,
          'sleep-score',
          score,
          {
            summaryId,
            durationInSeconds: item.durationInSeconds ?? null,
            validation: item.validation ?? null,
          },
          now,
        );
        stored = true;
      }
    }
    if (stored)
      await db
        .insert(garminSummaries)
        .values({ athleteId, summaryType: type, summaryId })
        .onConflictDoNothing();
    return stored ? date : null;
  }

  return { take };
}
