import { and, asc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { WorkoutSamples } from '@tricoach/core';
import type { Db } from '../db/database';
import {
  activityImportFiles,
  activityImports,
  athleteProfiles,
  athleteThresholds,
  athletes,
  availabilities,
  capabilityHistory,
  completedWorkouts,
  dailyCheckIns,
  externalLogins,
  garminConnections,
  garminWorkouts,
  healthReadings,
  injuryPauses,
  notifications,
  performanceTestResults,
  planSessionEdits,
  plannedSessions,
  profilePictures,
  raceGoals,
  seanEllisResponses,
  subscriptionEvents,
  supportTickets,
  trainingPlans,
  uiEvents,
  users,
} from '../db/schema';
import { writeWorkoutFitFile, type RecordedWorkout } from './workout-fit-file';

/** Workouts read per query: a recording is ~200 KB of samples, so a long history is read in pages. */
const WORKOUT_PAGE = 50;

/** The athlete's own rows of each table, under the name the export gives them (secrets are never here). */
const OWN_TABLES: [string, PgTable & { athleteId: PgColumn }][] = [
  ['profile', athleteProfiles],
  ['thresholds', athleteThresholds],
  ['raceGoals', raceGoals],
  ['availability', availabilities],
  ['capabilityHistory', capabilityHistory],
  ['trainingPlan', trainingPlans],
  ['plannedSessions', plannedSessions],
  ['planSessionEdits', planSessionEdits],
  ['injuriesAndPauses', injuryPauses],
  ['performanceTestResults', performanceTestResults],
  ['dailyCheckIns', dailyCheckIns],
  ['healthReadings', healthReadings],
  ['notifications', notifications],
  ['activityImports', activityImports],
  ['garminWorkouts', garminWorkouts],
  ['supportTickets', supportTickets],
  ['seanEllisResponse', seanEllisResponses],
  ['uiEvents', uiEvents],
  ['subscriptionEvents', subscriptionEvents],
];

const README = `Tricoach: everything stored about you, as of the date in tricoach-export.json.

tricoach-export.json   your account, profile, goals, availability, thresholds, plan, check-ins,
                       health readings, notifications, imports, workouts and support tickets
workouts/*.fit         each recorded workout as a FIT activity file (Garmin Connect, Strava,
                       TrainingPeaks and Tricoach itself import them)
profile-picture.*      your profile picture, if you set one

Sign-in secrets (password hash, tokens, the calendar feed's address) are not included.
`;

const rowsWithoutAthlete = (rows: Record<string, unknown>[]) =>
  rows.map(({ athleteId: _athleteId, ...row }) => row);

const PICTURE_EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/** `workouts/2026-03-04-run-1a2b3c4d.fit`: sorts by day, and says what it is before it is opened. */
const workoutFileName = (workout: { localDate: string; sport: string; id: string }) =>
  `workouts/${workout.localDate}-${workout.sport}-${workout.id.slice(0, 8)}.fit`;

const hasRecording = (samples: unknown): samples is WorkoutSamples =>
  Array.isArray((samples as WorkoutSamples | null)?.t) && (samples as WorkoutSamples).t.length > 1;

/**
 * Everything the athlete's account holds, as a ZIP streamed in chunks: the JSON document,
 * each recorded workout as a FIT file, the profile picture. Workouts are read a page at a time
 * and each file is compressed as it is written, so a long history never sits in memory whole.
 */
export async function* exportAccount(
  db: Db,
  ids: { userId: string; athleteId: string },
  exportedAt: Date,
): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* chunks.splice(0);
  };
  const add = (name: string, bytes: Uint8Array, compress = true) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = exportedAt;
    zip.add(entry);
    entry.push(bytes, true);
  };

  add('README.txt', strToU8(README));
  const workouts: Record<string, unknown>[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(completedWorkouts)
      .where(
        and(
          eq(completedWorkouts.athleteId, ids.athleteId),
          after ? gt(completedWorkouts.id, after) : undefined,
        ),
      )
      .orderBy(asc(completedWorkouts.id))
      .limit(WORKOUT_PAGE);
    if (page.length === 0) break;
    for (const { samples, athleteId: _athleteId, ...workout } of page) {
      const recordingFile = hasRecording(samples) ? workoutFileName(workout) : null;
      if (recordingFile && hasRecording(samples))
        add(
          recordingFile,
          writeWorkoutFitFile({
            ...workout,
            samples,
            details: workout.details as RecordedWorkout['details'],
          }),
        );
      workouts.push({ ...workout, recordingFile });
    }
    after = page.at(-1)?.id ?? after;
    yield* drain();
  }
  workouts.sort((a, b) => String(a.startedAt).localeCompare(String(b.startedAt)));

  const document = await collectDocument(db, ids, exportedAt);
  const [picture] = await db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.athleteId, ids.athleteId));
  if (picture) {
    const extension = PICTURE_EXTENSION[picture.contentType] ?? 'bin';
    add(`profile-picture.${extension}`, picture.bytes, false);
  }
  add('tricoach-export.json', strToU8(JSON.stringify({ ...document, completedWorkouts: workouts }, null, 2)));
  zip.end();
  yield* drain();
}

/** The account and every table's rows of the athlete (workouts apart, they come with their files). */
async function collectDocument(db: Db, ids: { userId: string; athleteId: string }, exportedAt: Date) {
  const [account] = await db
    .select({
      email: users.email,
      createdAt: users.createdAt,
      onboardingStatus: athletes.onboardingStatus,
      trialExpiresAt: athletes.trialExpiresAt,
      subscriptionType: athletes.subscriptionType,
      isPremium: athletes.isPremium,
      willRenew: athletes.willRenew,
      premiumExpiresAt: athletes.premiumExpiresAt,
    })
    .from(users)
    .innerJoin(athletes, eq(athletes.userId, users.id))
    .where(eq(users.id, ids.userId));
  const signInWith = await db
    .select({ provider: externalLogins.provider, linkedAt: externalLogins.createdAt })
    .from(externalLogins)
    .where(eq(externalLogins.userId, ids.userId));
  const { accessToken: _a, refreshToken: _r, ...garminColumns } = getTableColumns(garminConnections);
  const [garmin] = await db
    .select(garminColumns)
    .from(garminConnections)
    .where(eq(garminConnections.athleteId, ids.athleteId));
  const { bytes: _bytes, ...importFileColumns } = getTableColumns(activityImportFiles);
  const importFiles = await db
    .select(importFileColumns)
    .from(activityImportFiles)
    .where(eq(activityImportFiles.athleteId, ids.athleteId));

  const sections: Record<string, unknown> = {};
  for (const [name, table] of OWN_TABLES) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.athleteId, ids.athleteId))) as Record<string, unknown>[];
    sections[name] = rowsWithoutAthlete(rows);
  }
  const single = (name: string) => (sections[name] as unknown[])[0] ?? null;
  return {
    format: 'tricoach-account-export',
    version: 1,
    exportedAt: exportedAt.toISOString(),
    athleteId: ids.athleteId,
    account: account ? { ...account, signInWith } : null,
    ...sections,
    profile: single('profile'),
    thresholds: single('thresholds'),
    availability: single('availability'),
    trainingPlan: single('trainingPlan'),
    seanEllisResponse: single('seanEllisResponse'),
    activityImportFiles: rowsWithoutAthlete(importFiles),
    garminConnection: garmin ? rowsWithoutAthlete([garmin])[0] : null,
  };
}
