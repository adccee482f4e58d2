import { eq, sql } from 'drizzle-orm';
import {
  addDays,
  ESTIMATE_FADED_DAYS,
  seededFitnessSeries,
  steadyFitness,
  type Capability,
  type FitnessPoint,
  type IsoDate,
  type StartingFitness,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { trainingPlans } from '../db/schema';
import type { AthleteState, LoadSeries } from './load-series';

/** The parts of a stored plan summary (training_plans.plan) the estimate is read from. */
interface EstimateSource {
  startingFitness?: Partial<StartingFitness> | null;
  capability?: Pick<Capability, 'weekly'> | null;
}

/**
 * The steady fitness the plan was built on (SeasonPlan.startingFitness.estimate: the hours the
 * athlete trains now at their own easy stress per hour, core plan/starting-fitness.ts). A plan
 * stored before that field falls back to 60 stress points an hour of the capability's weekly
 * time (core `steadyFitness`); no plan, 0.
 */
export function estimatedFitness(plan: EstimateSource | null): number {
  const estimate = plan?.startingFitness?.estimate;
  if (typeof estimate === 'number') return estimate;
  const weekly = plan?.capability?.weekly;
  return weekly ? steadyFitness(weekly.swim + weekly.bike + weekly.run) : 0;
}

/** `estimatedFitness` of the athlete's stored plan, reading only its two small fields. */
export async function fitnessEstimateOf(db: Db, athleteId: string): Promise<number> {
  const [row] = await db
    .select({
      startingFitness: sql<EstimateSource['startingFitness']>`${trainingPlans.plan} -> 'startingFitness'`,
      capability: sql<EstimateSource['capability']>`${trainingPlans.plan} -> 'capability'`,
    })
    .from(trainingPlans)
    .where(eq(trainingPlans.athleteId, athleteId));
  return estimatedFitness(row ?? null);
}

export interface AthleteFitness {
  /** The model's days from `from` (or its first day, when later) to today. */
  points: FitnessPoint[];
  /**
   * Fitness and fatigue before the model's first day: the estimate where the log is shorter than
   * ESTIMATE_FADED_DAYS, else 0 (the log from nothing).
   */
  seed: number;
}

/**
 * The athlete's fitness up to today in the one model of the plan, the roadmap and the statistics
 * (core `seededFitnessSeries`, issue 45): the scored days from zero where they reach
 * ESTIMATE_FADED_DAYS back (the seed has faded by then), read from the kept series (five years cost nothing twice); else the days over
 * the plan's estimate, seeded on the first scored day or today, so a new athlete's Statistics read
 * the fitness the Roadmap calls today.
 */
export async function athleteFitness(
  loads: LoadSeries,
  athleteId: string,
  { today, version }: AthleteState,
  estimate: number,
  from: IsoDate | null,
): Promise<AthleteFitness> {
  const days = await loads.scoredDays(athleteId, today, version);
  const first = days[0]?.date;
  if (first !== undefined && first <= addDays(today, -ESTIMATE_FADED_DAYS)) {
    const points =
      from === null
        ? await loads.fitnessTo(athleteId, today, version)
        : await loads.fitnessFrom(athleteId, from, today, version);
    return { points, seed: 0 };
  }
  // A shorter log: a series over the estimate, made on every call (at most 252 days).
  const points = seededFitnessSeries(days, today, estimate);
  return { points: from === null ? points : points.filter((point) => point.date >= from), seed: estimate };
}
