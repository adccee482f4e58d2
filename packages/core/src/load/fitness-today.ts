import { addDays, type IsoDate } from '../dates/index';
import { FITNESS_DAYS, fitnessSeries, type DailyStress, type FitnessPoint } from './fitness';

/** Fitness and fatigue at the end of a day: where a projection from the next day starts. */
export interface FitnessState {
  fitness: number;
  fatigue: number;
}

/** Today's fitness and the estimate it was seeded with where the log is short (`fitnessToday`). */
export interface StartingFitness extends FitnessState {
  /** Steady fitness of the hours the athlete trains now, at their easy sessions' stress per hour. */
  estimate: number;
}

/**
 * A log at least this long is counted from zero: the estimate it would be seeded with has faded to
 * e^-6 (0.25 %) of itself by today, so both readings agree. Counted from zero at 42 days, an
 * athlete logging exactly their estimate read 66 on day 41 and 42 on day 42 (issue 45).
 */
export const ESTIMATE_FADED_DAYS = 6 * FITNESS_DAYS;

/**
 * The athlete's fitness curve up to today, the one model the plan, its report and the app's charts
 * all start from (issue 45): the logged daily stress from zero where the log is long enough for the
 * seed not to matter (ESTIMATE_FADED_DAYS); else the log on top of `estimate` (the steady fitness of the hours they train
 * now, scored as the plan scores them: plan/starting-fitness.ts), seeded on the first logged day
 * or, without one, today. A new athlete reads the same fitness in every screen.
 */
export function seededFitnessSeries(
  log: readonly DailyStress[],
  today: IsoDate,
  estimate: number,
): FitnessPoint[] {
  let first: IsoDate | undefined;
  for (const entry of log)
    if (entry.date <= today && (first === undefined || entry.date < first)) first = entry.date;
  const estimateFaded = first !== undefined && first <= addDays(today, -ESTIMATE_FADED_DAYS);
  const seed = estimateFaded ? 0 : estimate;
  return fitnessSeries(
    log.filter((entry) => entry.date <= today),
    { from: first ?? today, to: today, initialFitness: seed, initialFatigue: seed },
  ).points;
}

/** Today's fitness and fatigue on `seededFitnessSeries`. */
export function fitnessToday(log: readonly DailyStress[], today: IsoDate, estimate: number): FitnessState {
  const last = seededFitnessSeries(log, today, estimate).at(-1);
  return last ? { fitness: last.fitness, fatigue: last.fatigue } : { fitness: estimate, fatigue: estimate };
}
