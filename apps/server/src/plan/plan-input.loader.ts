import { asc, eq } from 'drizzle-orm';
import {
  localDate,
  planInputSchema,
  WEEKDAYS,
  type EnduranceSport,
  type PlanInput,
  type PlannedSession,
  type RaceGoal,
  type Weekday,
} from '@tricoach/core';
import type { Db } from '../db/database';
import {
  athleteProfiles,
  athleteThresholds,
  availabilities,
  planSessionEdits,
  raceGoals,
} from '../db/schema';
import { loadTrainingHistory } from './plan-input-history';
import { readStoredExperience, readStoredPreferences } from '../athlete/profile.storage';
import { loadEnginePauses } from '../injury-pause/plan-input-pauses';
import { loadTestInputs } from '../performance-tests/plan-input-tests';
import { findPlannedSessionsByIds } from './planned-sessions.repository';

interface EngineAthlete {
  athlete: PlanInput['athlete'] | null;
  thresholds: PlanInput['thresholds'];
  timeZone: string;
  /** Seconds a week the athlete's availability offers; undefined before they gave it. */
  weeklyAvailableSeconds: number | undefined;
}

/** The athlete as the engine sees them, when the answers suffice (goal feasibility, target times). */
export async function loadEngineAthlete(db: Db, athleteId: string): Promise<EngineAthlete> {
  const [profile] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.athleteId, athleteId));
  const [thresholdRow] = await db
    .select()
    .from(athleteThresholds)
    .where(eq(athleteThresholds.athleteId, athleteId));
  const [availabilityRow] = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.athleteId, athleteId));
  const parsed = planInputSchema.shape.athlete.safeParse(profile ? athleteDraft(profile) : undefined);
  return {
    athlete: parsed.success ? (parsed.data as PlanInput['athlete']) : null,
    thresholds: measuredThresholds(thresholdRow?.values),
    timeZone: readStoredPreferences(profile?.preferences).timeZoneInfoId,
    weeklyAvailableSeconds: availabilityRow ? offeredSeconds(availabilityRow.days) : undefined,
  };
}

type LoadedPlanInput = { ok: true; input: PlanInput; timeZone: string } | { ok: false; problems: string[] };

const SPORT_OF_TENDENCY: Record<string, EnduranceSport> = {
  swimming: 'swim',
  cycling: 'bike',
  running: 'run',
};

/**
 * Assembles the engine's input from what the athlete told us. What is still missing is named
 * (the engine's own input schema checks it), so a failed generation says why.
 */
export async function loadPlanInput(db: Db, athleteId: string, now: Date): Promise<LoadedPlanInput> {
  const [profile] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.athleteId, athleteId));
  if (!profile) return { ok: false, problems: ['the athlete profile is missing'] };
  const [thresholdRow] = await db
    .select()
    .from(athleteThresholds)
    .where(eq(athleteThresholds.athleteId, athleteId));
  const [availabilityRow] = await db
    .select()
    .from(availabilities)
    .where(eq(availabilities.athleteId, athleteId));
  const goals = await db
    .select()
    .from(raceGoals)
    .where(eq(raceGoals.athleteId, athleteId))
    .orderBy(asc(raceGoals.eventDate));
  // The athlete's skips and moves (training-plan/), applied again by every regeneration.
  const edits = await db.select().from(planSessionEdits).where(eq(planSessionEdits.athleteId, athleteId));
  const preferences = readStoredPreferences(profile.preferences);
  const draft = {
    athlete: athleteDraft(profile),
    thresholds: measuredThresholds(thresholdRow?.values),
    preferences: {
      unitSystem: preferences.preferredUnitSystem,
      measurement: { bike: preferences.cyclingMeasurement, run: preferences.runningMeasurement },
      swimUnit: preferences.swimUnit,
    },
    goals: goals.map(toEngineGoal),
    availability: Object.fromEntries(
      WEEKDAYS.map((day: Weekday) => [day, readDays(availabilityRow?.days)[day] ?? []]),
    ),
    injuryPauses: await loadEnginePauses(db, athleteId),
    ...(await loadTrainingHistory(db, athleteId, localDate(now, preferences.timeZoneInfoId))),
    checkIns: [],
    // Locked sessions (training-plan/ lock and fix) are kept exactly as they are stored.
    lockedSessions: await lockedSessionsOf(db, athleteId, edits),
    skippedSessionIds: edits.filter((edit) => edit.kind === 'skip').map((edit) => edit.sessionId),
    sessionMoves: edits
      .filter((edit) => edit.kind === 'move' && edit.newDate !== null)
      .map((edit) => ({ sessionId: edit.sessionId, newDate: edit.newDate as string })),
  };
  const parsed = planInputSchema.safeParse(draft);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const input = parsed.data as PlanInput;
  // Tests placed on a chosen day stay locked; rejected results ask for a retest.
  const tests = await loadTestInputs(db, athleteId, input, preferences.timeZoneInfoId);
  return {
    ok: true,
    input: {
      ...input,
      lockedSessions: [...input.lockedSessions, ...tests.lockedSessions],
      testRequests: tests.testRequests,
      lastTests: tests.lastTests,
    },
    timeZone: preferences.timeZoneInfoId,
  };
}

/** The stored goal's fields the engine reads (the identity reads only these). */
export type EngineGoalFields = Pick<
  typeof raceGoals.$inferSelect,
  | 'id'
  | 'raceName'
  | 'eventType'
  | 'eventDate'
  | 'racePriority'
  | 'distanceM'
  | 'aimedTargetTimeS'
  | 'topography'
>;

export function toEngineGoal(goal: EngineGoalFields): RaceGoal {
  return {
    id: goal.id,
    name: goal.raceName,
    type: goal.eventType as RaceGoal['type'],
    date: goal.eventDate,
    priority: goal.racePriority as RaceGoal['priority'],
    ...(goal.distanceM !== null ? { distance: goal.distanceM } : {}),
    ...(goal.aimedTargetTimeS !== null ? { targetTime: goal.aimedTargetTimeS } : {}),
    ...(goal.topography !== null
      ? { topography: goal.topography as NonNullable<RaceGoal['topography']> }
      : {}),
  };
}

/** The stored answers in the engine's athlete shape; the engine's schema then says what is missing. */
function athleteDraft(profile: typeof athleteProfiles.$inferSelect) {
  const experience = readStoredExperience(profile.experience);
  const hours = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 3600));
  return {
    dateOfBirth: profile.dateOfBirth ?? undefined,
    gender: profile.gender ?? undefined,
    weight: profile.weightKg ?? undefined,
    intention: profile.intention ?? undefined,
    maf: profile.mafCategory ?? 'ConsistentTraining',
    experience: {
      swim: {
        months: experience.swimmingExperienceTrainingDurationInMonths,
        weeklyDistance: experience.swimmingExperienceTrainingVolumeInMetersPerWeek,
        longSessionDistance: experience.averageDistanceOfLongSwimmingSession,
      },
      bike: {
        months: experience.cyclingExperienceTrainingDurationInMonths,
        weeklyDuration: hours(experience.cyclingExperienceTrainingVolumeInHoursPerWeek),
        longSessionDuration: experience.averageDurationOfLongCyclingSession,
      },
      run: {
        months: experience.runningExperienceTrainingDurationInMonths,
        weeklyDuration: hours(experience.runningExperienceTrainingVolumeInHoursPerWeek),
        longSessionDuration: experience.averageDurationOfLongRunningSession,
      },
    },
    otherEnduranceSports: profile.otherEnduranceSports,
    injuryTendencies: profile.injuryTendencies.map((t) => SPORT_OF_TENDENCY[t]).filter(Boolean),
  };
}

/**
 * The thresholds the athlete measured or typed. Values stored as estimates ("I don't know")
 * are left out: the engine estimates them itself and, because they are unknown, plans a
 * performance test for the sport (coaching-science.md, "Performance tests").
 */
export function measuredThresholds(values: unknown): Record<string, number> {
  if (typeof values !== 'object' || values === null) return {};
  const estimated = new Set(
    Array.isArray((values as { estimated?: unknown }).estimated)
      ? ((values as { estimated: unknown[] }).estimated as string[])
      : [],
  );
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && !estimated.has(entry[0]),
    ),
  );
}

/** The week's offered time from the stored availability (slots of `{ duration }` in seconds). */
function offeredSeconds(days: unknown): number {
  return Object.values(readDays(days))
    .flat()
    .reduce<number>((sum, slot) => {
      const duration = (slot as { duration?: unknown } | null)?.duration;
      return sum + (typeof duration === 'number' && duration > 0 ? duration : 0);
    }, 0);
}

function readDays(days: unknown): Partial<Record<Weekday, unknown[]>> {
  return typeof days === 'object' && days !== null ? (days as Partial<Record<Weekday, unknown[]>>) : {};
}

async function lockedSessionsOf(
  db: Db,
  athleteId: string,
  edits: (typeof planSessionEdits.$inferSelect)[],
): Promise<PlannedSession[]> {
  const ids = edits.filter((edit) => edit.kind === 'lock').map((edit) => edit.sessionId);
  if (ids.length === 0) return [];
  const sessions = await findPlannedSessionsByIds(db, athleteId, ids);
  return sessions.map((session) => ({ ...session, status: 'locked' }));
}
