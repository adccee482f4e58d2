import { ageOn, type IsoDate } from '../dates/index';
import type { EnduranceSport } from '../model/index';
import type { PlannedSession, TrainingPhase } from '../model/plan-types';
import { DEFAULT_CSS_SEC_PER_100M } from '../zones/calculators';
import { resolveThresholds } from '../zones/resolve';
import type { PlanInput } from './plan-input';
import { assembleSession } from './session-factory';
import { buildPerformanceTest } from './workouts-special';

/**
 * A performance test on a given day, outside the weekly plan (spec section 7:
 * `test/generate-performance-test` with sport and date). Slot index -1: the athlete picked the day.
 */
export function generatePerformanceTestSession(
  sport: EnduranceSport,
  date: IsoDate,
  input: Pick<PlanInput, 'athlete' | 'thresholds' | 'preferences'>,
  phase: TrainingPhase = 'Foundation',
): PlannedSession {
  const age = ageOn(input.athlete.dateOfBirth, date);
  const resolved = resolveThresholds(
    input.thresholds,
    { age, mafCategory: input.athlete.maf },
    input.preferences.measurement,
  );
  const env = {
    thresholds: resolved.thresholds,
    preferences: { ...input.preferences.measurement },
    weight: input.athlete.weight,
  };
  const draft = buildPerformanceTest(sport, resolved.thresholds.swimCss ?? DEFAULT_CSS_SEC_PER_100M);
  return assembleSession(
    draft,
    { date, slotIndex: -1, sport, phase, isHard: true, isKey: true, idSuffix: '.test' },
    env,
  );
}
