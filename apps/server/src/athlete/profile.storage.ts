import type { LongSessions, TrainingVolume } from '@tricoach/core';
import type { preferencesSchema } from '@tricoach/core';
import type { z } from 'zod';

/**
 * The jsonb columns of athlete_profiles hold the API's own shapes (docs/api.md). Reading
 * fills defaults for what the athlete has not answered yet.
 */
type StoredPreferences = z.output<typeof preferencesSchema> & {
  intensityDescription: 'Zones' | 'Verbal';
};
export type StoredExperience = Partial<TrainingVolume & LongSessions>;

/** New athletes start metric, in a 25 m pool, with heart rate for endurance and power/pace for intervals. */
export const DEFAULT_PREFERENCES: StoredPreferences = {
  preferredUnitSystem: 'Metric',
  swimUnit: 'Meters',
  useVerbalSwimPace: false,
  poolLength: '25m',
  intensityDescription: 'Zones',
  cyclingMeasurement: { aerobic: 'HeartRate', interval: 'Power', indoor: 'Power' },
  runningMeasurement: { aerobic: 'HeartRate', interval: 'Pace', indoor: 'HeartRate' },
  timeZoneInfoId: 'UTC',
};

export function readStoredPreferences(value: unknown): StoredPreferences {
  const stored = typeof value === 'object' && value !== null ? (value as Partial<StoredPreferences>) : {};
  return {
    ...DEFAULT_PREFERENCES,
    ...stored,
    cyclingMeasurement: { ...DEFAULT_PREFERENCES.cyclingMeasurement, ...stored.cyclingMeasurement },
    runningMeasurement: { ...DEFAULT_PREFERENCES.runningMeasurement, ...stored.runningMeasurement },
  };
}

export function readStoredExperience(value: unknown): StoredExperience {
  return typeof value === 'object' && value !== null ? (value as StoredExperience) : {};
}
