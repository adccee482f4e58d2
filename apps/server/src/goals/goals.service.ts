import { asc, eq } from 'drizzle-orm';
import {
  assessGoalFeasibility,
  capabilityFromOnboarding,
  localDate,
  raceGoalSchema,
  targetTimeOptions,
  validateAllRaceGoals,
  validateRaceGoal,
  type RaceGoal,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { athletes, raceGoals } from '../db/schema';
import { ApiError, fromZodError, notFound } from '../http/errors';
import { loadEngineAthlete, toEngineGoal } from '../plan/plan-input.loader';
import { goalActionRequired } from './goal-action';
import type { PlanGenerationService } from '../plan/plan-generation.service';
import { ownGoal as ownGoalOf, type GoalRow } from './own-goal';

export function createGoalsService(
  db: Db,
  planGeneration: PlanGenerationService,
  onIdentityChanged: (athleteId: string) => void,
) {
  async function rows(athleteId: string): Promise<GoalRow[]> {
    return db
      .select()
      .from(raceGoals)
      .where(eq(raceGoals.athleteId, athleteId))
      .orderBy(asc(raceGoals.eventDate), asc(raceGoals.createdAt));
  }

  const ownGoal = (athleteId: string, goalId: string) => ownGoalOf(db, athleteId, goalId);

  async function presentOne(athleteId: string, goal: GoalRow, now: Date) {
    const [presented] = await present(athleteId, [goal], now);
    if (!presented) throw notFound('Race goal not found');
    return presented;
  }

  async function present(athleteId: string, goals: GoalRow[], now: Date) {
    const engine = await loadEngineAthlete(db, athleteId);
    const today = localDate(now, engine.timeZone);
    const capability = engine.athlete ? capabilityFromOnboarding(engine.athlete) : null;
    return goals.map((row) => {
      const goal = toEngineGoal(row);
      const assessment =
        capability && engine.athlete
          ? assessGoalFeasibility(
              goal,
              capability,
              engine.athlete.intention,
              today,
              engine.weeklyAvailableSeconds,
            )
          : null;
      return {
        id: row.id,
        raceName: row.raceName,
        location: row.location,
        eventDate: row.eventDate,
        eventType: row.eventType,
        racePriority: row.racePriority,
        distance: row.distanceM,
        aimedTargetTime: row.aimedTargetTimeS,
        topography: row.topography,
        feasibility: assessment
          ? {
              outcome: assessment.feasibility,
              message: assessment.message,
              weeksAvailable: assessment.weeksAvailable,
              minimumWeeks: assessment.minimumWeeks,
            }
          : null,
      };
    });
  }

  async function today(athleteId: string, now: Date): Promise<string> {
    return localDate(now, (await loadEngineAthlete(db, athleteId)).timeZone);
  }

  /** Field checks of the goal itself, then the race rules against the athlete's other goals (spec section 5). */
  async function parseGoal(athleteId: string, body: unknown, now: Date, goalId?: string) {
    const parsed = raceGoalSchema({ today: await today(athleteId, now) }).safeParse(body ?? {});
    if (!parsed.success) throw fromZodError(parsed.error);
    const others = (await rows(athleteId)).map(toEngineGoal);
    const ruleErrors = validateRaceGoal(parsed.data, others, goalId);
    if (ruleErrors.length)
      throw new ApiError(400, 'validation_failed', ruleErrors[0]?.message ?? 'Invalid race goal', ruleErrors);
    return parsed.data;
  }

  const toColumns = (goal: Awaited<ReturnType<typeof parseGoal>>) => ({
    raceName: goal.raceName,
    location: goal.location ?? null,
    eventDate: goal.eventDate,
    eventType: goal.eventType,
    racePriority: goal.racePriority,
    distanceM: goal.distance ?? null,
    aimedTargetTimeS: typeof goal.aimedTargetTime === 'number' ? goal.aimedTargetTime : null,
    topography: goal.topography ?? null,
  });

  /** Any change to a future race changes the season once the athlete has a plan. */
  async function shouldTriggerGeneration(
    athleteId: string,
    goal: Pick<GoalRow, 'eventDate'>,
    now: Date,
  ): Promise<boolean> {
    const [athlete] = await db
      .select({ status: athletes.onboardingStatus })
      .from(athletes)
      .where(eq(athletes.id, athleteId));
    return athlete?.status === 'OnBoardingCompleted' && goal.eventDate >= (await today(athleteId, now));
  }

  /**
   * A goal's write and, when it changes the season of an athlete with a plan, the re-plan's request
   * (status and job): one transaction, so neither is kept without the other.
   */
  async function changeGoal<T>(
    athleteId: string,
    goal: Pick<GoalRow, 'eventDate'>,
    now: Date,
    write: (tx: Db) => Promise<T>,
  ): Promise<T> {
    // Decided before the transaction: on the embedded database, one connection, a read outside
    // the transaction would wait for it to end.
    const replan = await shouldTriggerGeneration(athleteId, goal, now);
    const written = await db.transaction(async (tx) => {
      const result = await write(tx as unknown as Db);
      if (replan) await planGeneration.request(athleteId, tx as unknown as Db);
      return result;
    });
    if (replan) planGeneration.wake();
    onIdentityChanged(athleteId);
    return written;
  }

  return {
    async list(athleteId: string, now: Date) {
      return present(athleteId, await rows(athleteId), now);
    },
    async get(athleteId: string, goalId: string, now: Date) {
      return presentOne(athleteId, await ownGoal(athleteId, goalId), now);
    },
    async create(athleteId: string, body: unknown, now: Date) {
      const goal = await parseGoal(athleteId, body, now);
      const row = await changeGoal(athleteId, goal, now, async (tx) => {
        const [inserted] = await tx
          .insert(raceGoals)
          .values({ athleteId, ...toColumns(goal) })
          .returning();
        if (!inserted) throw new Error('race goal was not stored');
        return inserted;
      });
      return presentOne(athleteId, row, now);
    },
    async patch(athleteId: string, goalId: string, body: unknown, now: Date) {
      const existing = await ownGoal(athleteId, goalId);
      const current = {
        raceName: existing.raceName,
        location: existing.location,
        eventDate: existing.eventDate,
        eventType: existing.eventType,
        racePriority: existing.racePriority,
        distance: distanceAsTyped(existing),
        aimedTargetTime: existing.aimedTargetTimeS === null ? null : clockText(existing.aimedTargetTimeS),
        topography: existing.topography,
      };
      const goal = await parseGoal(athleteId, { ...current, ...(body as object) }, now, goalId);
      const row = await changeGoal(athleteId, goal, now, async (tx) => {
        const [updated] = await tx
          .update(raceGoals)
          .set(toColumns(goal))
          .where(eq(raceGoals.id, goalId))
          .returning();
        if (!updated) throw notFound('Race goal not found');
        return updated;
      });
      return presentOne(athleteId, row, now);
    },
    async remove(athleteId: string, goalId: string, now: Date) {
      const existing = await ownGoal(athleteId, goalId);
      await changeGoal(athleteId, existing, now, async (tx) => {
        await tx.delete(raceGoals).where(eq(raceGoals.id, goalId));
      });
    },
    async shouldTrigger(athleteId: string, goalId: string, now: Date) {
      return shouldTriggerGeneration(athleteId, await ownGoal(athleteId, goalId), now);
    },
    async validateAll(athleteId: string, drafts: unknown[], now: Date) {
      const day = await today(athleteId, now);
      const goals: RaceGoal[] = [];
      const fieldErrors: { field: string; message: string }[] = [];
      drafts.forEach((draft, index) => {
        const parsed = raceGoalSchema({ today: day }).safeParse(draft);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            fieldErrors.push({ field: `${index}.${issue.path.join('.')}`, message: issue.message });
          return;
        }
        const id =
          typeof (draft as { id?: unknown }).id === 'string'
            ? (draft as { id: string }).id
            : `draft-${index}`;
        goals.push({
          id,
          name: parsed.data.raceName,
          type: parsed.data.eventType,
          date: parsed.data.eventDate,
          priority: parsed.data.racePriority,
          ...(parsed.data.distance !== undefined ? { distance: parsed.data.distance } : {}),
        });
      });
      for (const [goalId, errors] of Object.entries(validateAllRaceGoals(goals))) {
        const index = goals.findIndex((goal) => goal.id === goalId);
        for (const error of errors)
          fieldErrors.push({ field: `${index}.${error.field}`, message: error.message });
      }
      return { isValid: fieldErrors.length === 0, fieldErrors };
    },
    async validateSingle(athleteId: string, draft: unknown, now: Date) {
      try {
        await parseGoal(athleteId, draft, now);
        return { isValid: true, fieldErrors: [] };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400)
          return { isValid: false, fieldErrors: error.fieldErrors ?? [] };
        throw error;
      }
    },
    async targetTimes(athleteId: string, goal: Pick<RaceGoal, 'type' | 'distance' | 'topography'>) {
      const engine = await loadEngineAthlete(db, athleteId);
      return targetTimeOptions(goal, engine.thresholds, engine.athlete?.weight ?? 70);
    },
    /** Spec section 3 "athleteGoalActionRequired": no goal at all, a broken race rule, or only past races. */
    async isGoalActionRequired(athleteId: string, now: Date): Promise<boolean> {
      const goals = await rows(athleteId);
      // No goal needs no "today": the time zone is read only when a race date is compared.
      if (goals.length === 0) return true;
      return goalActionRequired(goals, await today(athleteId, now));
    },
  };
}

/** Stored seconds as the h:mm:ss text the goal schema reads, for a PATCH that keeps the target time. */
function clockText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Manual distances are typed in m (swim) or km (bike, run): a PATCH that keeps the distance resends it as typed. */
function distanceAsTyped(goal: GoalRow): number | null {
  if (goal.distanceM === null) return null;
  return goal.eventType === 'ManualSwim' ? goal.distanceM : goal.distanceM / 1000;
}

export type GoalsService = ReturnType<typeof createGoalsService>;
