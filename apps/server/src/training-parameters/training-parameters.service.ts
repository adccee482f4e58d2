import type { Db } from '../db/database';
import type { PlanInputChanged } from '../thresholds/thresholds.service';

export function createTrainingParametersService(db: Db, onPlanInputChanged: PlanInputChanged) {
  void db;
  void onPlanInputChanged;
  return {};
}

export type TrainingParametersService = ReturnType<typeof createTrainingParametersService>;
