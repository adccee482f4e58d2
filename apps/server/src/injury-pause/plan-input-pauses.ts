import { eq } from 'drizzle-orm';
import type { InjuryPause, Modality } from '@tricoach/core';
import type { Db } from '../db/database';
import { injuryPauses } from '../db/schema';

/** The athlete's injury and pause periods as the engine reads them (modalities are the engine's own words). */
export async function loadEnginePauses(db: Db, athleteId: string): Promise<InjuryPause[]> {
  const rows = await db.select().from(injuryPauses).where(eq(injuryPauses.athleteId, athleteId));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as InjuryPause['type'],
    start: row.startDate,
    ...(row.endDate === null ? {} : { end: row.endDate }),
    excludedModalities: row.excludedModalities as Modality[],
  }));
}
