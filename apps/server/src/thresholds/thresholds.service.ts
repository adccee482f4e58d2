import type { Db } from '../db/database';

/** Called after a change to what the plan is built from, once the athlete has completed onboarding. */
export type PlanInputChanged = (athleteId: string) => Promise<void> | void;

export function createThresholdsService(db: Db, onPlanInputChanged: PlanInputChanged) {
  void db;
  void onPlanInputChanged;
  return {};
}

export type ThresholdsService = ReturnType<typeof createThresholdsService>;
