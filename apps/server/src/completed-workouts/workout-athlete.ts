import { ageOn, resolveThresholds, type Gender, type IsoDate, type Thresholds } from '@tricoach/core';
import { localDate } from '@tricoach/core';
import type { Db } from '../db/database';
import { loadEngineAthlete } from '../plan/plan-input.loader';

export interface WorkoutAthlete {
  today: IsoDate;
  timeZone: string;
  /** Measured thresholds filled with the engine's estimates, the same ones the plan's targets use. */
  thresholds: Thresholds;
  gender?: Gender;
}

/** What scoring a workout needs to know about the athlete: their day, thresholds and gender (TRIMP). */
export async function loadWorkoutAthlete(db: Db, athleteId: string, now: Date): Promise<WorkoutAthlete> {
  const engine = await loadEngineAthlete(db, athleteId);
  const today = localDate(now, engine.timeZone);
  const athlete = engine.athlete;
  const resolved = resolveThresholds(
    engine.thresholds,
    athlete ? { age: ageOn(athlete.dateOfBirth, today), mafCategory: athlete.maf } : {},
  );
  return {
    today,
    timeZone: engine.timeZone,
    thresholds: resolved.thresholds,
    ...(athlete?.gender ? { gender: athlete.gender } : {}),
  };
}
