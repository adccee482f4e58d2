import { randomUUID } from 'node:crypto';
import { and, between, eq, gte, inArray, ne, or } from 'drizzle-orm';
import {
  SPORT_OF_MODALITY,
  addDays,
  demoSamples,
  localDate,
  localStartInstant,
  manualWorkoutSchema,
  matchPlannedSession,
  stepSegments,
  summarizeSamples,
  workoutFeedbackSchema,
  workoutZones,
  type IsoDate,
  type SampleSummary,
  type Sport,
  type WorkoutFeedback,
  type WorkoutSamples,
  type WorkoutZones,
} from '@tricoach/core';
import type { ImportedActivity } from '../activity-imports/activity';
import type { Db } from '../db/database';
import { athletes, completedWorkouts } from '../db/schema';
import type { TrainingEvents } from '../events/training-events';
import { ApiError, fromZodError, notFound } from '../http/errors';
import { loadWorkoutAthlete, type WorkoutAthlete } from './workout-athlete';
import { recordedSummary, scoreActivity, stressOf, type ScoredActivity } from './workout-scoring';
import { CompressedJson } from '../db/compressed-json';
import {
  findPlannedSession,
  plannedSessionsBetween,
  plannedSessionsOnForSport,
} from '../plan/planned-sessions.repository';
import { isUuid } from '../db/own-row';

export const WORKOUT_NOT_FOUND = 'Workout not found';
/** How far back demo data reaches: three weeks give charts, zones and a fitness trend to look at. */
const DEMO_DAYS = 21;
const DEMO_SAMPLE_SECONDS = 5;
/** An imported workout this many days old or newer can be the athlete's celebrated first. */
const RECENT_DAYS = 2;

type WorkoutRow = typeof completedWorkouts.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Two workouts of one sport starting within a minute of each other are the same one (a watch and a bike computer, two exports). */
const SAME_START_MS = 60_000;

/** What importing one file's activities did: new workouts, or the ones it repeats. */
interface ImportOutcome {
  status: 'imported' | 'duplicate';
  /** The new workouts; for a duplicate, the stored workouts it repeats. */
  workoutIds: string[];
}

/** A workout summary from outside (a wearable), in SI units: the figures its samples give, and where and when. */
export interface ImportedWorkout extends SampleSummary {
  sport: Sport;
  title: string | null;
  startedAt: Date;
  /** The local day where it was done. */
  localDate: string;
  source: 'garmin' | 'file';
}

interface CompletedWorkoutsDeps {
  events: TrainingEvents;
  invalidateIdentity: (athleteId: string) => void;
  /** Demo data is refused in production (config APP_ENV). */
  allowDemoData: boolean;
}

/** The stored record (odata/completedworkout/{key}). */
function toRecord(row: WorkoutRow) {
  return {
    id: row.id,
    sport: row.sport as Sport,
    title: row.title ?? defaultTitle(row.sport as Sport),
    startedAt: row.startedAt.toISOString(),
    date: row.localDate,
    durationSeconds: row.durationSeconds,
    distanceMeters: row.distanceMeters,
    averageHeartRate: row.averageHeartRate,
    maxHeartRate: row.maxHeartRate,
    averagePower: row.averagePower,
    elevationGainMeters: row.elevationGainMeters,
    rpe: row.rpe,
    stressScore: row.stressScore === null ? null : Math.round(row.stressScore),
    source: row.source as 'manual' | 'file' | 'garmin' | 'demo',
    plannedSessionId: row.plannedSessionId,
    hasSamples: row.samples !== null,
    feedback: (row.feedback as WorkoutFeedback | null) ?? null,
  };
}

const SPORT_NAMES: Record<Sport, string> = {
  swim: 'Swim',
  bike: 'Ride',
  run: 'Run',
  strength: 'Strength training',
};
/** The title of a workout stored without one (the workout's own view and the outlook show the same). */
export const defaultTitle = (sport: Sport) => SPORT_NAMES[sport];

/** How the summary reads the average speed: pace per km running, per 100 m swimming, speed cycling. */
const SPEED_DISPLAY: Record<Sport, 'pacePerKm' | 'pacePer100m' | 'speed' | null> = {
  run: 'pacePerKm',
  swim: 'pacePer100m',
  bike: 'speed',
  strength: null,
};

/** What an activity read from a device's file adds beyond the summary: laps, pool lengths, transitions. */
function recordingDetails(
  activity: Pick<
    ImportedActivity,
    'elapsedSeconds' | 'laps' | 'poolLengthMeters' | 'lengths' | 'transitionBefore'
  >,
) {
  return {
    elapsedSeconds: activity.elapsedSeconds,
    laps: activity.laps,
    poolLengthMeters: activity.poolLengthMeters,
    lengths: activity.lengths,
    transitionBefore: activity.transitionBefore,
  };
}

/**
 * A new workout row from an activity read from a file (an upload or a wearable's activity file),
 * its recording scored already (scoreActivity, in a decoder worker for an upload).
 */
function workoutRowOfActivity(
  athleteId: string,
  activity: ScoredActivity,
  at: { date: IsoDate; planned: { id: string; title: string } | null },
  origin: { source: 'file' | 'garmin'; fileHash: string },
): typeof completedWorkouts.$inferInsert {
  return {
    athleteId,
    ...recordedSummary(activity),
    title: at.planned?.title ?? null,
    maxHeartRate: activity.maxHeartRate === null ? null : Math.round(activity.maxHeartRate),
    elevationGainMeters: activity.elevationGainMeters,
    startedAt: activity.startedAt,
    localDate: at.date,
    stressScore: activity.stressScore,
    source: origin.source,
    plannedSessionId: at.planned?.id ?? null,
    samples: activity.samplesText === null ? null : new CompressedJson(activity.samplesText),
    zoneSeconds: activity.zoneSeconds,
    fileHash: origin.fileHash,
    details: recordingDetails(activity),
  };
}

/**
 * Completed workouts: logged by hand, generated as demo data, read back with their charts,
 * given feedback and deleted. Every call takes the athlete from the token; another athlete's
 * workout is 'Workout not found'.
 */
export function createCompletedWorkoutsService(db: Db, deps: CompletedWorkoutsDeps) {
  async function own(athleteId: string, id: string): Promise<WorkoutRow> {
    if (!isUuid(id)) throw notFound(WORKOUT_NOT_FOUND);
    const [row] = await db
      .select()
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, id)));
    if (!row) throw notFound(WORKOUT_NOT_FOUND);
    return row;
  }

  /** The planned session of the day a workout of `sport` fulfils (not skipped, not done yet), with its title. */
  async function plannedMatch(
    athleteId: string,
    sport: Sport,
    date: string,
    durationSeconds: number,
    /** Sessions already taken by workouts not stored yet (earlier in the same batch). */
    claimed: ReadonlySet<string> = new Set(),
  ): Promise<{ id: string; title: string } | null> {
    const sessions = await plannedSessionsOnForSport(db, athleteId, date, sport);
    if (sessions.length === 0) return null;
    const done = await db
      .select({ id: completedWorkouts.plannedSessionId })
      .from(completedWorkouts)
      .where(
        and(
          eq(completedWorkouts.athleteId, athleteId),
          inArray(
            completedWorkouts.plannedSessionId,
            sessions.map((s) => s.id),
          ),
        ),
      );
    const candidates = sessions.map((planned) => ({
      id: planned.id,
      date: planned.date,
      sport: planned.sport,
      duration: planned.duration,
      status: planned.status,
    }));
    const id = matchPlannedSession(
      candidates,
      { sport, date, durationSeconds },
      new Set([...claimed, ...done.map((d) => d.id).filter((doneId): doneId is string => doneId !== null)]),
    );
    const matched = sessions.find((candidate) => candidate.id === id);
    return matched ? { id: matched.id, title: matched.title } : null;
  }

  return {
    async logManual(athleteId: string, body: unknown, now: Date) {
      const athlete = await loadWorkoutAthlete(db, athleteId, now);
      const parsed = manualWorkoutSchema(athlete.today).safeParse(body);
      if (!parsed.success) throw fromZodError(parsed.error);
      const input = parsed.data;
      const sport = SPORT_OF_MODALITY[input.sport];
      const workout = {
        sport,
        durationSeconds: input.durationSeconds,
        distanceMeters: input.distanceMeters ?? null,
        averageHeartRate: input.averageHeartRate ?? null,
        averagePower: input.averagePower ?? null,
        rpe: input.rpe ?? null,
      };
      const planned = await plannedMatch(athleteId, sport, input.date, input.durationSeconds);
      const plannedSessionId = planned?.id ?? null;
      const stress = stressOf(athlete, workout, null);
      const { row, first } = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: completedWorkouts.id })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.athleteId, athleteId))
          .limit(1);
        const isFirst = existing === undefined;
        const [inserted] = await tx
          .insert(completedWorkouts)
          .values({
            athleteId,
            ...workout,
            // A workout that fulfils a planned session is named after it ("Easy run"), otherwise after its sport.
            title: planned?.title ?? null,
            startedAt: localStartInstant(input.date, input.startTime, athlete.timeZone),
            localDate: input.date,
            stressScore: stress.stress,
            source: 'manual',
            plannedSessionId,
          })
          .returning();
        if (isFirst)
          await tx.update(athletes).set({ showFirstWorkoutPopup: true }).where(eq(athletes.id, athleteId));
        return { row: inserted as WorkoutRow, first: isFirst };
      });
      deps.invalidateIdentity(athleteId);
      await deps.events.emit('workout.completed', { athleteId, workoutId: row.id, first, plannedSessionId });
      return toRecord(row);
    },

    /**
     * Workouts read from devices' files (activity imports), a batch of files at once: each leg
     * matched to the day's planned session of its sport, scored by the engine, stored with its
     * recording, laps and pool lengths. A file imported before (same hash) or whose workouts are
     * stored already with the same sport and start (also earlier in the batch) is a duplicate and
     * writes nothing. The batch is one transaction and `within` writes the caller's own rows in
     * it, so import items and their workouts exist together or not at all (a history of 1,500
     * files took ~8 statements each, one by one).
     */
    async importActivityFiles(
      athleteId: string,
      athlete: WorkoutAthlete,
      /** Each file's activities scored where it was read (scoreActivity). */
      files: readonly { activities: readonly ScoredActivity[]; fileHash: string }[],
      /** No planned session is dated before this day (a history import skips the lookup). */
      plannedFrom: string | undefined,
      within: (tx: Tx, outcomes: ImportOutcome[]) => Promise<void>,
    ): Promise<ImportOutcome[]> {
      const starts = files.flatMap((file) => file.activities.map((activity) => activity.startedAt.getTime()));
      const known = starts.length
        ? await db
            .select({
              id: completedWorkouts.id,
              sport: completedWorkouts.sport,
              startedAt: completedWorkouts.startedAt,
              fileHash: completedWorkouts.fileHash,
            })
            .from(completedWorkouts)
            .where(
              and(
                eq(completedWorkouts.athleteId, athleteId),
                or(
                  inArray(
                    completedWorkouts.fileHash,
                    files.map((file) => file.fileHash),
                  ),
                  between(
                    completedWorkouts.startedAt,
                    new Date(Math.min(...starts) - SAME_START_MS),
                    new Date(Math.max(...starts) + SAME_START_MS),
                  ),
                ),
              ),
            )
        : [];
      const claimedSessions = new Set<string>();
      const rows: (typeof completedWorkouts.$inferInsert & { id: string })[] = [];
      const outcomes: ImportOutcome[] = [];
      for (const file of files) {
        const sameFile = known.filter((row) => row.fileHash === file.fileHash);
        const repeats = (activity: ScoredActivity) =>
          known.find(
            (row) =>
              row.sport === activity.sport &&
              Math.abs(row.startedAt.getTime() - activity.startedAt.getTime()) <= SAME_START_MS,
          );
        const fresh = sameFile.length ? [] : file.activities.filter((activity) => !repeats(activity));
        if (fresh.length === 0) {
          outcomes.push({
            status: 'duplicate',
            workoutIds: sameFile.length
              ? sameFile.map((row) => row.id)
              : file.activities.flatMap((activity) => repeats(activity)?.id ?? []),
          });
          continue;
        }
        const workoutIds: string[] = [];
        for (const activity of fresh) {
          const date = localDate(activity.startedAt, athlete.timeZone);
          const planned =
            plannedFrom !== undefined && date < plannedFrom
              ? null
              : await plannedMatch(
                  athleteId,
                  activity.sport,
                  date,
                  activity.durationSeconds,
                  claimedSessions,
                );
          if (planned) claimedSessions.add(planned.id);
          // The id is chosen here so each file knows its workouts without relying on RETURNING's order.
          const id = randomUUID();
          rows.push({
            id,
            ...workoutRowOfActivity(
              athleteId,
              activity,
              { date, planned },
              { source: 'file', fileHash: file.fileHash },
            ),
          });
          known.push({ id, sport: activity.sport, startedAt: activity.startedAt, fileHash: file.fileHash });
          workoutIds.push(id);
        }
        outcomes.push({ status: 'imported', workoutIds });
      }
      const first = await db.transaction(async (tx) => {
        if (rows.length === 0) {
          await within(tx, outcomes);
          return false;
        }
        const [before] = await tx
          .select({ id: completedWorkouts.id })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.athleteId, athleteId))
          .limit(1);
        await tx.insert(completedWorkouts).values(rows);
        const isFirst = before === undefined;
        if (isFirst)
          await tx.update(athletes).set({ showFirstWorkoutPopup: true }).where(eq(athletes.id, athleteId));
        await within(tx, outcomes);
        return isFirst;
      });
      if (rows.length === 0) return outcomes;
      deps.invalidateIdentity(athleteId);
      for (const [index, row] of rows.entries()) {
        await deps.events.emit('workout.completed', {
          athleteId,
          workoutId: row.id,
          first: first && index === 0,
          plannedSessionId: row.plannedSessionId ?? null,
        });
      }
      return outcomes;
    },

    /**
     * A workout recorded elsewhere (a wearable's summary): matched to the day's planned session,
     * scored and stored in one transaction. `claim` runs first inside it (e.g. marking a summary
     * id as taken in) and returning false stores nothing, so a repeat is never stored twice.
     */
    async recordImported(
      athleteId: string,
      input: ImportedWorkout,
      now: Date,
      claim?: (tx: Db) => Promise<boolean>,
      stored?: (tx: Db, workoutId: string) => Promise<void>,
    ) {
      const athlete = await loadWorkoutAthlete(db, athleteId, now);
      const workout = recordedSummary(input);
      const planned = await plannedMatch(athleteId, input.sport, input.localDate, workout.durationSeconds);
      const plannedSessionId = planned?.id ?? null;
      const stress = stressOf(athlete, workout, null);
      const result = await db.transaction(async (tx) => {
        if (claim && !(await claim(tx as unknown as Db))) return null;
        const [existing] = await tx
          .select({ id: completedWorkouts.id })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.athleteId, athleteId))
          .limit(1);
        // Years of history arriving after connecting are no first workout to celebrate: only a recent one is.
        const isFirst = existing === undefined && input.localDate >= addDays(athlete.today, -RECENT_DAYS);
        const [inserted] = await tx
          .insert(completedWorkouts)
          .values({
            athleteId,
            ...workout,
            title: planned?.title ?? input.title,
            maxHeartRate: input.maxHeartRate === null ? null : Math.round(input.maxHeartRate),
            elevationGainMeters: input.elevationGainMeters,
            startedAt: input.startedAt,
            localDate: input.localDate,
            stressScore: stress.stress,
            source: input.source,
            plannedSessionId,
          })
          .returning();
        if (isFirst)
          await tx.update(athletes).set({ showFirstWorkoutPopup: true }).where(eq(athletes.id, athleteId));
        // The caller's link to the new workout (e.g. the summary id that brought it) commits with it.
        if (stored) await stored(tx as unknown as Db, (inserted as WorkoutRow).id);
        return { row: inserted as WorkoutRow, first: isFirst };
      });
      if (!result) return null;
      deps.invalidateIdentity(athleteId);
      await deps.events.emit('workout.completed', {
        athleteId,
        workoutId: result.row.id,
        first: result.first,
        plannedSessionId,
      });
      return toRecord(result.row);
    },

    /**
     * A wearable's activity file for one activity it also summarised (Garmin's activity files):
     * in one transaction, `link.claim` says whether the activity already has a workout
     * (`{ workoutId }`: the file's recording, laps and pool lengths are attached to it), has
     * none yet ('new': stored as a new workout, unless a workout of the same sport starting
     * within a minute exists, which then gets the recording) or must not be written (null).
     * `link.stored` writes the caller's rows with the workout's id in the same transaction
     * (`created`: the workout is new, not one that got the file's recording).
     */
    async recordActivityFile(
      athleteId: string,
      activity: ImportedActivity,
      fileHash: string,
      now: Date,
      link: {
        claim: (tx: Db) => Promise<{ workoutId: string } | 'new' | null>;
        stored: (tx: Db, workoutId: string, created: boolean) => Promise<void>;
      },
    ): Promise<{ workoutId: string; created: boolean } | null> {
      const athlete = await loadWorkoutAthlete(db, athleteId, now);
      const date = localDate(activity.startedAt, athlete.timeZone);
      const samples: WorkoutSamples & Record<string, unknown> = { ...activity.streams };
      const hasSamples = activity.streams.t.length > 1;
      const details = recordingDetails(activity);
      const workout = recordedSummary(activity);
      const planned = await plannedMatch(athleteId, activity.sport, date, workout.durationSeconds);
      const result = await db.transaction(async (tx) => {
        const decision = await link.claim(tx as unknown as Db);
        if (decision === null) return null;
        let targetId = decision === 'new' ? null : decision.workoutId;
        if (targetId === null) {
          const [same] = await tx
            .select({ id: completedWorkouts.id })
            .from(completedWorkouts)
            .where(
              and(
                eq(completedWorkouts.athleteId, athleteId),
                eq(completedWorkouts.sport, activity.sport),
                between(
                  completedWorkouts.startedAt,
                  new Date(activity.startedAt.getTime() - SAME_START_MS),
                  new Date(activity.startedAt.getTime() + SAME_START_MS),
                ),
              ),
            );
          targetId = same?.id ?? null;
        }
        if (targetId !== null) {
          const [row] = await tx
            .select()
            .from(completedWorkouts)
            .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, targetId)));
          if (!row) return null;
          // A workout that already holds a file's recording keeps it; one from a summary (and details) gets the file's.
          const recordingArrives = row.details === null;
          if (recordingArrives) {
            const summary = {
              sport: row.sport as Sport,
              durationSeconds: row.durationSeconds,
              distanceMeters: row.distanceMeters ?? workout.distanceMeters,
              averageHeartRate: row.averageHeartRate ?? workout.averageHeartRate,
              averagePower: row.averagePower ?? workout.averagePower,
              rpe: row.rpe,
            };
            await tx
              .update(completedWorkouts)
              .set({
                ...(hasSamples
                  ? { samples, zoneSeconds: workoutZones(row.sport as Sport, samples, athlete.thresholds) }
                  : {}),
                stressScore: stressOf(
                  athlete,
                  summary,
                  hasSamples ? samples : ((row.samples as WorkoutSamples | null) ?? null),
                ).stress,
                distanceMeters: summary.distanceMeters,
                averageHeartRate: summary.averageHeartRate,
                averagePower: summary.averagePower,
                maxHeartRate:
                  row.maxHeartRate ??
                  (activity.maxHeartRate === null ? null : Math.round(activity.maxHeartRate)),
                elevationGainMeters: row.elevationGainMeters ?? activity.elevationGainMeters,
                fileHash: row.fileHash ?? fileHash,
                details,
              })
              .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, targetId)));
          }
          await link.stored(tx as unknown as Db, targetId, false);
          return {
            workoutId: targetId,
            created: false,
            recorded: recordingArrives,
            first: false,
            plannedSessionId: row.plannedSessionId,
          };
        }
        const [before] = await tx
          .select({ id: completedWorkouts.id })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.athleteId, athleteId))
          .limit(1);
        const isFirst = before === undefined && date >= addDays(athlete.today, -RECENT_DAYS);
        const [inserted] = await tx
          .insert(completedWorkouts)
          .values(
            workoutRowOfActivity(
              athleteId,
              scoreActivity(athlete, activity),
              { date, planned },
              { source: 'garmin', fileHash },
            ),
          )
          .returning({ id: completedWorkouts.id, plannedSessionId: completedWorkouts.plannedSessionId });
        const workoutId = (inserted as { id: string }).id;
        if (isFirst)
          await tx.update(athletes).set({ showFirstWorkoutPopup: true }).where(eq(athletes.id, athleteId));
        await link.stored(tx as unknown as Db, workoutId, true);
        return {
          workoutId,
          created: true,
          recorded: false,
          first: isFirst,
          plannedSessionId: inserted?.plannedSessionId ?? null,
        };
      });
      if (!result) return null;
      deps.invalidateIdentity(athleteId);
      if (result.created)
        await deps.events.emit('workout.completed', {
          athleteId,
          workoutId: result.workoutId,
          first: result.first,
          plannedSessionId: result.plannedSessionId,
        });
      else if (result.recorded)
        await deps.events.emit('workout.recorded', {
          athleteId,
          workoutId: result.workoutId,
          plannedSessionId: result.plannedSessionId,
        });
      return { workoutId: result.workoutId, created: result.created };
    },

    /** A recording that came after its summary (a wearable's details): charts, zones and a better score, unless one is stored. */
    async attachSamples(athleteId: string, id: string, samples: WorkoutSamples, now: Date) {
      const row = await own(athleteId, id);
      if (row.samples !== null) return;
      const athlete = await loadWorkoutAthlete(db, athleteId, now);
      const sport = row.sport as Sport;
      const stress = stressOf(athlete, { ...row, sport }, samples);
      await db
        .update(completedWorkouts)
        .set({
          samples,
          zoneSeconds: workoutZones(sport, samples, athlete.thresholds),
          stressScore: stress.stress,
        })
        .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, id)));
      await deps.events.emit('workout.recorded', {
        athleteId,
        workoutId: id,
        plannedSessionId: row.plannedSessionId,
      });
    },

    async record(athleteId: string, id: string) {
      return toRecord(await own(athleteId, id));
    },

    async detail(athleteId: string, id: string, now: Date) {
      const row = await own(athleteId, id);
      const sport = row.sport as Sport;
      const samples = (row.samples as WorkoutSamples | null) ?? null;
      let zones = (row.zoneSeconds as WorkoutZones | null) ?? null;
      if (!zones && samples)
        zones = workoutZones(sport, samples, (await loadWorkoutAthlete(db, athleteId, now)).thresholds);
      const planned = row.plannedSessionId ? await plannedSummary(athleteId, row.plannedSessionId) : null;
      const speed =
        row.distanceMeters && row.durationSeconds > 0 ? row.distanceMeters / row.durationSeconds : null;
      return {
        ...toRecord(row),
        averageSpeedMetersPerSecond: SPEED_DISPLAY[sport] && speed ? Math.round(speed * 1000) / 1000 : null,
        speedDisplay: SPEED_DISPLAY[sport],
        zones,
        planned,
        recording: recordingOf(row.details),
      };
    },

    async chart(athleteId: string, id: string) {
      const row = await own(athleteId, id);
      const sport = row.sport as Sport;
      const samples = (row.samples as WorkoutSamples | null) ?? { t: [] };
      const per = sport === 'swim' ? 100 : 1000;
      const speed = samples.speed ?? [];
      return {
        workoutId: row.id,
        sport,
        t: samples.t,
        heartRate: samples.heartRate ?? [],
        speed,
        /** Seconds per km (run) or per 100 m (swim); null where the athlete stood still. */
        pace:
          sport === 'run' || sport === 'swim'
            ? speed.map((v) => (v > 0 ? Math.round((per / v) * 10) / 10 : null))
            : [],
        power: samples.power ?? [],
        altitude: samples.altitude ?? [],
      };
    },

    async giveFeedback(athleteId: string, id: string, body: unknown, now: Date) {
      const parsed = workoutFeedbackSchema.safeParse(body);
      if (!parsed.success) throw fromZodError(parsed.error);
      const row = await own(athleteId, id);
      const feedback = parsed.data;
      // The felt intensity is the session-RPE when nothing better scored the workout.
      const athlete = await loadWorkoutAthlete(db, athleteId, now);
      const stress = stressOf(
        athlete,
        { ...row, sport: row.sport as Sport, rpe: row.rpe ?? feedback.intensity },
        (row.samples as WorkoutSamples | null) ?? null,
      );
      const [updated] = await db
        .update(completedWorkouts)
        .set({ feedback, stressScore: stress.stress })
        .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, id)))
        .returning();
      return toRecord(updated as WorkoutRow);
    },

    /** DELETE completed-workouts/{key}: the workout is gone; its planned session is open again. */
    async remove(athleteId: string, id: string) {
      await own(athleteId, id);
      await db.transaction(async (tx) => {
        await tx
          .delete(completedWorkouts)
          .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, id)));
        const [left] = await tx
          .select({ id: completedWorkouts.id })
          .from(completedWorkouts)
          .where(eq(completedWorkouts.athleteId, athleteId))
          .limit(1);
        // No workout left: no first workout to celebrate either.
        if (left === undefined)
          await tx.update(athletes).set({ showFirstWorkoutPopup: false }).where(eq(athletes.id, athleteId));
      });
      deps.invalidateIdentity(athleteId);
      await deps.events.emit('workout.deleted', { athleteId, workoutId: id });
    },

    /**
     * DELETE completed-sessions/{key}: the recorded data (time series and zones) is removed,
     * the session stays done with its summary (duration, distance, averages, stress).
     */
    async removeRecording(athleteId: string, id: string) {
      await own(athleteId, id);
      await db
        .update(completedWorkouts)
        .set({ samples: null, zoneSeconds: null })
        .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.id, id)));
    },

    /** GET test/dummy/data/generate-plan: demo workouts with recordings, replacing earlier demo data. */
    async generateDemoData(athleteId: string, now: Date) {
      if (!deps.allowDemoData)
        throw new ApiError(403, 'forbidden', 'Demo data is not available in production.');
      const athlete = await loadWorkoutAthlete(db, athleteId, now);
      const from = addDays(athlete.today, -DEMO_DAYS);
      const sessionsBetween = (start: string, end: string) =>
        plannedSessionsBetween(db, athleteId, start, end);
      // Past sessions of the plan when it reaches back; a new plan starts today, so its first
      // weeks are mirrored three weeks back (same weekdays, the athlete's own rhythm).
      // Sessions the athlete really did (not demo) keep their own workout and get no demo twin.
      const done = new Set(
        (
          await db
            .select({ id: completedWorkouts.plannedSessionId })
            .from(completedWorkouts)
            .where(
              and(
                eq(completedWorkouts.athleteId, athleteId),
                gte(completedWorkouts.localDate, from),
                ne(completedWorkouts.source, 'demo'),
              ),
            )
        ).map((row) => row.id),
      );
      const pastSessions = await sessionsBetween(from, addDays(athlete.today, -1));
      const sources = pastSessions.length
        ? pastSessions
            .filter((session) => !done.has(session.id))
            .map((session) => ({
              session,
              date: session.date,
              plannedSessionId: session.id as string | null,
            }))
        : (await sessionsBetween(athlete.today, addDays(athlete.today, DEMO_DAYS - 1))).map((session) => ({
            session,
            date: addDays(session.date, -DEMO_DAYS),
            plannedSessionId: null,
          }));
      const rows = sources
        .filter(({ session }) => session.status !== 'skipped' && session.focus !== 'Race')
        .flatMap(({ session, date, plannedSessionId }) => {
          const leg = session.steps.length === 0 ? session.legs?.[0] : undefined;
          const sport = leg?.sport ?? session.sport;
          const segments = stepSegments(sport, leg?.steps ?? session.steps);
          if (segments.length === 0) return [];
          const samples = demoSamples({
            sport,
            segments,
            thresholds: athlete.thresholds,
            seed: hashSeed(`${athleteId}:${session.id}:${date}`),
            sampleSeconds: DEMO_SAMPLE_SECONDS,
          });
          const summary = summarizeSamples(samples);
          const workout = {
            sport,
            durationSeconds: summary.durationSeconds,
            distanceMeters: sport === 'strength' ? null : summary.distanceMeters,
            averageHeartRate: summary.averageHeartRate,
            averagePower: summary.averagePower,
            rpe: null,
          };
          return [
            {
              athleteId,
              ...workout,
              title: session.title,
              maxHeartRate: summary.maxHeartRate,
              elevationGainMeters: summary.elevationGainMeters,
              startedAt: localStartInstant(date, session.slotIndex > 0 ? '17:30' : '07:00', athlete.timeZone),
              localDate: date,
              stressScore: stressOf(athlete, workout, samples).stress,
              source: 'demo',
              plannedSessionId,
              samples,
              zoneSeconds: workoutZones(sport, samples, athlete.thresholds),
            },
          ];
        });
      const inserted = await db.transaction(async (tx) => {
        await tx
          .delete(completedWorkouts)
          .where(and(eq(completedWorkouts.athleteId, athleteId), eq(completedWorkouts.source, 'demo')));
        if (rows.length === 0) return [];
        return tx.insert(completedWorkouts).values(rows).returning({
          id: completedWorkouts.id,
          date: completedWorkouts.localDate,
          sport: completedWorkouts.sport,
        });
      });
      deps.invalidateIdentity(athleteId);
      return {
        created: inserted.length,
        workouts: inserted
          .map((w) => ({ ...w, sport: w.sport as Sport }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      };
    },
  };

  async function plannedSummary(athleteId: string, sessionId: string) {
    const session = await findPlannedSession(db, athleteId, sessionId);
    if (!session) return null;
    return {
      id: session.id,
      title: session.title,
      sport: session.sport,
      date: session.date,
      duration: session.duration,
      distance: session.distance,
      load: Math.round(session.load),
    };
  }
}

/** The laps, pool lengths and transition an imported file recorded (stored as jsonb; the transition's instant as text). */
function recordingOf(details: unknown) {
  if (!details || typeof details !== 'object') return null;
  const stored = details as Omit<ImportedActivity, 'transitionBefore'> & {
    transitionBefore: { startedAt: string; durationSeconds: number } | null;
  };
  return {
    elapsedSeconds: stored.elapsedSeconds,
    laps: stored.laps,
    poolLengthMeters: stored.poolLengthMeters,
    lengths: stored.lengths,
    transitionBefore: stored.transitionBefore ?? null,
  };
}

/** FNV-1a: a stable seed from text, so regenerating demo data gives the same recordings. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type CompletedWorkoutsService = ReturnType<typeof createCompletedWorkoutsService>;
