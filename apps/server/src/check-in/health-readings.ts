import type { Db } from '../db/database';
import { healthReadings } from '../db/schema';

type HealthReading = typeof healthReadings.$inferInsert & { recordedAt: Date };

/**
 * One reading per athlete, day, kind and source: a later one replaces the earlier (a measurement
 * taken again, a wearable's summary updated through the day). Check-ins and Garmin write here.
 */
export async function upsertHealthReading(db: Db, reading: HealthReading): Promise<void> {
  await db
    .insert(healthReadings)
    .values(reading)
    .onConflictDoUpdate({
      target: [
        healthReadings.athleteId,
        healthReadings.localDate,
        healthReadings.kind,
        healthReadings.source,
      ],
      set: { value: reading.value, detail: reading.detail, recordedAt: reading.recordedAt },
    });
}
