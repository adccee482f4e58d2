import { eq } from 'drizzle-orm';
import { workoutFileStem, type EnduranceSport, type PlannedSession, type WorkoutBlock } from '@tricoach/core';
import { readStoredPreferences } from '../athlete/profile.storage';
import type { Clock } from '../clock/clock';
import { WORKOUT_NOT_FOUND } from '../completed-workouts/completed-workouts.service';
import { loadWorkoutAthlete } from '../completed-workouts/workout-athlete';
import type { Db } from '../db/database';
import { athleteProfiles } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { writeFitWorkout } from './fit-workout';
import { strengthSets } from './strength-sets';
import { writeZwoWorkout } from './zwo-workout';
import { findPlannedSession } from '../plan/planned-sessions.repository';

export interface DeviceFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const notForDevices = () =>
  new ApiError(400, 'not_a_device_workout', 'Only swim, bike, run and strength sessions go to a device.');
const notABikeSession = () =>
  new ApiError(400, 'not_a_bike_workout', 'Zwift workouts are written for bike sessions only.');

/** The part of a session a device can run: the session itself, or one leg of a brick (the first, unless `leg` says). */
function deviceSteps(
  session: PlannedSession,
  legIndex: number | undefined,
  wanted?: EnduranceSport,
): { sport: EnduranceSport | 'strength'; steps: WorkoutBlock[]; duration: number } {
  const legs = session.legs ?? [];
  if (legs.length > 0 && (session.steps.length === 0 || legIndex !== undefined || wanted)) {
    const leg =
      legIndex !== undefined ? legs[legIndex] : wanted ? legs.find((l) => l.sport === wanted) : legs[0];
    if (!leg) throw notFound(WORKOUT_NOT_FOUND);
    return leg;
  }
  if (session.sport === 'strength' && !session.exercises?.length) throw notForDevices();
  return { sport: session.sport, steps: session.steps, duration: session.duration };
}

/**
 * Planned sessions as files for devices: a FIT workout for any Garmin (and most other) watches
 * and bike computers, a Zwift workout for indoor rides. Another athlete's session is 404.
 */
export function createDeviceWorkoutsService(db: Db, clock: Clock) {
  async function ownSession(athleteId: string, id: string): Promise<PlannedSession> {
    const session = await findPlannedSession(db, athleteId, id);
    if (!session) throw notFound(WORKOUT_NOT_FOUND);
    return session;
  }

  return {
    async fitWorkout(athleteId: string, id: string, legIndex?: number): Promise<DeviceFile> {
      const session = await ownSession(athleteId, id);
      const part = deviceSteps(session, legIndex);
      const [profile] = await db
        .select({ preferences: athleteProfiles.preferences })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.athleteId, athleteId));
      const bytes = writeFitWorkout({
        name: session.title,
        sport: part.sport,
        steps: part.steps,
        duration: part.duration,
        poolLength: readStoredPreferences(profile?.preferences).poolLength,
        createdAt: clock.now(),
        ...(part.sport === 'strength' ? { strength: strengthSets(session.exercises ?? []) } : {}),
      });
      return {
        fileName: `${workoutFileStem(session)}.fit`,
        contentType: 'application/vnd.ant.fit',
        body: Buffer.from(bytes),
      };
    },

    async zwoWorkout(athleteId: string, id: string): Promise<DeviceFile> {
      const session = await ownSession(athleteId, id);
      const hasBike = session.sport === 'bike' || (session.legs ?? []).some((leg) => leg.sport === 'bike');
      if (!hasBike) throw notABikeSession();
      const part = deviceSteps(
        session,
        undefined,
        session.steps.length === 0 || session.sport !== 'bike' ? 'bike' : undefined,
      );
      if (part.sport !== 'bike') throw notABikeSession();
      const { thresholds } = await loadWorkoutAthlete(db, athleteId, clock.now());
      const xml = writeZwoWorkout({
        name: session.title,
        description: session.description,
        steps: part.steps,
        duration: part.duration,
        ftp: thresholds.bikeUpperPower,
      });
      return {
        fileName: `${workoutFileStem(session)}.zwo`,
        contentType: 'application/xml',
        body: Buffer.from(xml),
      };
    },
  };
}
