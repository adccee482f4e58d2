import { eq, sql } from 'drizzle-orm';
import {
  availabilitySchema,
  localDate,
  minimumLongSessionDurations,
  validateAvailability,
  WEEKDAYS,
  type WeeklyAvailability,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { availabilities } from '../db/schema';
import { nextARace } from '../goals/next-a-race';
import { fromZodError } from '../http/errors';
import { loadEngineAthlete, toEngineGoal } from '../plan/plan-input.loader';
import type { PlanGenerationService } from '../plan/plan-generation.service';

const EMPTY_WEEK: WeeklyAvailability = {
  Monday: [],
  Tuesday: [],
  Wednesday: [],
  Thursday: [],
  Friday: [],
  Saturday: [],
  Sunday: [],
};

/** Slots come back as they are typed (minutes) and in SI (seconds). */
function presentWeek(week: WeeklyAvailability) {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      (week[day] ?? []).map((slot) => ({
        durationMinutes: Math.round(slot.duration / 60),
        duration: slot.duration,
        modalities: slot.modalities,
      })),
    ]),
  ) as Record<
    (typeof WEEKDAYS)[number],
    { durationMinutes: number; duration: number; modalities: string[] }[]
  >;
}

export function createAvailabilityService(
  db: Db,
  planGeneration: Pick<PlanGenerationService, 'requestIfPlanned' | 'wake'>,
) {
  async function stored(athleteId: string): Promise<WeeklyAvailability> {
    const [row] = await db
      .select({ days: availabilities.days })
      .from(availabilities)
      .where(eq(availabilities.athleteId, athleteId));
    return { ...EMPTY_WEEK, ...((row?.days as Partial<WeeklyAvailability> | undefined) ?? {}) };
  }

  function parse(body: unknown): WeeklyAvailability {
    const parsed = availabilitySchema.safeParse(body ?? {});
    if (!parsed.success) throw fromZodError(parsed.error);
    return parsed.data;
  }

  /** The race the season builds to, for the engine. */
  async function nextEngineARace(athleteId: string, today: string) {
    const goal = await nextARace(db, athleteId, today);
    return goal ? toEngineGoal(goal) : null;
  }

  /** Spec section 4's availability validation kinds against the A race; without a goal only the shape is checked. */
  async function guidance(athleteId: string, week: WeeklyAvailability, now: Date) {
    const engine = await loadEngineAthlete(db, athleteId);
    const goal = await nextEngineARace(athleteId, localDate(now, engine.timeZone));
    if (!goal) return [];
    return validateAvailability(week, goal, engine.athlete?.intention ?? 'NextLevelRace');
  }

  return {
    async get(athleteId: string) {
      return presentWeek(await stored(athleteId));
    },
    async save(athleteId: string, body: unknown) {
      const week = parse(body);
      // The new week and the re-plan it asks for (status and job) commit together.
      await db.transaction(async (tx) => {
        await tx
          .insert(availabilities)
          .values({ athleteId, days: week })
          .onConflictDoUpdate({
            target: availabilities.athleteId,
            set: { days: week, updatedAt: sql`now()` },
          });
        await planGeneration.requestIfPlanned(athleteId, tx as unknown as Db);
      });
      planGeneration.wake();
      return presentWeek(week);
    },
    async validate(athleteId: string, body: unknown, now: Date) {
      const issues = await guidance(athleteId, parse(body), now);
      return { isValid: issues.length === 0, issues };
    },
    async minimumLongSessions(athleteId: string, now: Date) {
      const engine = await loadEngineAthlete(db, athleteId);
      const goal = await nextEngineARace(athleteId, localDate(now, engine.timeZone));
      return goal
        ? { ...minimumLongSessionDurations(goal.type, goal.distance), raceType: goal.type }
        : { bike: 0, run: 0, raceType: null };
    },
  };
}
