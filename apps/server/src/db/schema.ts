import { sql } from 'drizzle-orm';
import type { PlannedSession } from '@tricoach/core';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CompressedJson, compressJson, decompressJson } from './compressed-json';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A person who can sign in. The athlete is their training identity (one each, for now). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null when an external provider withheld it. */
    email: text('email'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const externalLogins = pgTable(
  'external_logins',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const athletes = pgTable(
  'athletes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onboardingStatus: text('onboarding_status').notNull().default('NotStarted'),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    subscriptionType: text('subscription_type'),
    willRenew: boolean('will_renew').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    /** When the Premium entitlement ends (null with isPremium: a lifetime purchase). */
    premiumExpiresAt: timestamp('premium_expires_at', { withTimezone: true }),
    /** The store's time of the last subscription event applied: an older one arriving late changes nothing. */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true }),
    waitingForPaymentEvent: boolean('waiting_for_payment_event').notNull().default(false),
    showFirstWorkoutPopup: boolean('show_first_workout_popup').notNull().default(false),
    showSeanEllisTest: boolean('show_sean_ellis_test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('athletes_user_unique').on(t.userId)],
);

/** ES256 signing keys of our identity provider; the newest active one signs. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Secrets generated on first start (cookie signing and the like), never in the repo. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A signed-in browser or app at the identity provider (the `tricoach_sso` cookie). */
export const providerSessions = pgTable('provider_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Refresh tokens rotate: each use marks the row used and issues a child in the same family.
 * Presenting a used token means it leaked, so the whole family is revoked (RFC 9700 4.14).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  tag: text('tag').notNull(),
  /** Set when a signed-in athlete wrote it. */
  athleteId: uuid('athlete_id').references(() => athletes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * bytea written as `decode(base64)`: the embedded database takes a bytea parameter at ~1 MB/s,
 * base64 text ten times faster (activity files are written in bulk). Read back with
 * `encode(..., 'base64')` for the same reason. On PostgreSQL the activity imports write the bytes
 * as a binary parameter instead (`binaryBytes` in activity-imports.service.ts), and so does the
 * embedded database when it runs in its own process (node-postgres carries the bytes there too).
 */
const bulkBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A workout's time series, stored as `gz:` + base64 of gzipped JSON in a text column: an hour at
 * 1 Hz is ~200 KB of JSON, which the embedded database took ~28 ms to insert as jsonb and ~4 ms
 * this way (imports write hundreds in a row); nothing queries inside it. Rows written before
 * (plain JSON text after the migration) still read. A `CompressedJson` (compressed already, e.g.
 * by an activity decoder worker) is stored as it is.
 */
const compressedJson = <T>() =>
  customType<{ data: T | CompressedJson; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => (value instanceof CompressedJson ? value.text : compressJson(value)),
    fromDriver: (value) => decompressJson(value) as T,
  });

const athleteRef = () =>
  uuid('athlete_id')
    .notNull()
    .references(() => athletes.id, { onDelete: 'cascade' });

/** What the athlete tells about themselves (spec section 3 "Athlete profile", "Experience"). SI units. */
export const athleteProfiles = pgTable('athlete_profiles', {
  athleteId: athleteRef().primaryKey(),
  nickname: text('nickname'),
  firstname: text('firstname'),
  lastname: text('lastname'),
  gender: text('gender'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  heightCm: real('height_cm'),
  weightKg: real('weight_kg'),
  location: text('location'),
  countryCode: text('country_code'),
  intention: text('intention'),
  mafCategory: text('maf_category'),
  /** ProfilePreferences of the API (unit system, measurements, pool, time zone). */
  preferences: jsonb('preferences').notNull(),
  /** ExperienceAnswers of the API (months, weekly volume and long session per sport). */
  experience: jsonb('experience').notNull(),
  otherEnduranceSports: jsonb('other_endurance_sports').$type<string[]>().notNull().default([]),
  injuryTendencies: jsonb('injury_tendencies').$type<string[]>().notNull().default([]),
  /** What the athlete trains with: values of the equipment options (equipment.service.ts). */
  equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
  pushConsent: boolean('push_consent').notNull().default(false),
  emailConsent: boolean('email_consent').notNull().default(false),
  onboardingStep: text('onboarding_step'),
  updatedAt: updatedAt(),
});

export const profilePictures = pgTable('profile_pictures', {
  athleteId: athleteRef().primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: updatedAt(),
});

/** Current thresholds; null = unknown (the coach estimates and plans a test). */
export const athleteThresholds = pgTable('athlete_thresholds', {
  athleteId: athleteRef().primaryKey(),
  values: jsonb('values').notNull(),
  updatedAt: updatedAt(),
});

export const raceGoals = pgTable(
  'race_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    raceName: text('race_name').notNull(),
    location: text('location'),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    racePriority: text('race_priority').notNull(),
    distanceM: integer('distance_m'),
    aimedTargetTimeS: integer('aimed_target_time_s'),
    topography: text('topography'),
    createdAt: createdAt(),
  },
  (t) => [index('race_goals_athlete_idx').on(t.athleteId, t.eventDate)],
);

/** The weekly availability (Monday..Sunday slots); replaced as a whole. */
export const availabilities = pgTable('availabilities', {
  athleteId: athleteRef().primaryKey(),
  days: jsonb('days').notNull(),
  updatedAt: updatedAt(),
});

/** Capability history (spec section 3): weekly volume ("total") and long session, with source. */
export const capabilityHistory = pgTable(
  'capability_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    kind: text('kind').notNull(),
    valueSeconds: integer('value_seconds').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('capability_history_athlete_idx').on(t.athleteId, t.kind, t.createdAt)],
);

/** The athlete's generated season plan, as the engine returned it, and the state of its generation. */
export const trainingPlans = pgTable('training_plans', {
  athleteId: athleteRef().primaryKey(),
  status: text('status').notNull(),
  plan: jsonb('plan'),
  error: text('error'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  generatedAt: timestamp('generated_at', { withTimezone: true }),
});

/**
 * The plan's sessions, one row each (the season summary stays in training_plans): the
 * dashboard and forecast read a day or a week, never the whole season.
 */
export const plannedSessions = pgTable(
  'planned_sessions',
  {
    athleteId: athleteRef(),
    id: text('id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    sport: text('sport').notNull(),
    session: jsonb('session').$type<PlannedSession>().notNull(),
    /** The session's load and whether it is skipped, from its JSON (generated, never written). */
    load: real('load')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(("session" ->> 'load')::real, 0)`),
    skipped: boolean('skipped')
      .notNull()
      .generatedAlwaysAs(sql`coalesce("session" ->> 'status', '') = 'skipped'`),
  },
  (t) => [
    primaryKey({ columns: [t.athleteId, t.id] }),
    // Also holds load and skipped (INCLUDE, migration 'planned_loads', which drizzle cannot
    // declare): the roadmap's planned curve reads a season's loads index-only, no JSON opened.
    index('planned_sessions_athlete_date_idx').on(t.athleteId, t.date),
  ],
);

/** A requested email change, confirmed by a link sent to the new address. */
export const emailChanges = pgTable('email_changes', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The athlete's own changes to planned sessions (skip, move): kept apart from the generated
 * rows so a regeneration applies them again (the engine's skippedSessionIds / sessionMoves).
 */
export const planSessionEdits = pgTable(
  'plan_session_edits',
  {
    athleteId: athleteRef(),
    sessionId: text('session_id').notNull(),
    kind: text('kind').notNull(),
    newDate: date('new_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.sessionId, t.kind] })],
);

/**
 * A session the athlete did: logged by hand, imported from a file or a wearable, or matched
 * to a planned session. Samples are the time series the workout chart draws.
 */
export const completedWorkouts = pgTable(
  'completed_workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    sport: text('sport').notNull(),
    title: text('title'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The athlete's local day of the start, so days and weeks read the way the athlete lives them. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    distanceMeters: real('distance_meters'),
    averageHeartRate: integer('average_heart_rate'),
    maxHeartRate: integer('max_heart_rate'),
    averagePower: integer('average_power'),
    elevationGainMeters: real('elevation_gain_meters'),
    rpe: integer('rpe'),
    stressScore: real('stress_score'),
    /** manual, file, garmin or demo. */
    source: text('source').notNull(),
    plannedSessionId: text('planned_session_id'),
    /** { t: seconds[], heartRate?, speed?, power?, altitude? } arrays of the same length. */
    samples: compressedJson<unknown>()('samples'),
    /** Seconds per zone (index 0 = zone 1) of the lead measure. */
    zoneSeconds: jsonb('zone_seconds'),
    /** { executedAsPlanned, intensity 1–10, durationFeel 1–5 }. */
    feedback: jsonb('feedback'),
    /** SHA-256 of the file it was imported from: the same file imported again is a duplicate. */
    fileHash: text('file_hash'),
    /** Imported workouts: { elapsedSeconds, laps, poolLengthMeters, lengths, transitionBefore } as the file recorded them. */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    // Also holds sport, duration_seconds, distance_meters and stress_score (INCLUDE, migration
    // 'workout_totals_index', which drizzle cannot declare): the statistics read ranges index-only.
    index('completed_workouts_athlete_date_idx').on(t.athleteId, t.localDate),
    index('completed_workouts_planned_idx').on(t.athleteId, t.plannedSessionId),
    index('completed_workouts_athlete_started_idx').on(t.athleteId, t.startedAt),
    index('completed_workouts_athlete_file_idx').on(t.athleteId, t.fileHash),
  ],
);

/**
 * A version per athlete that the database itself changes on every insert, update or delete of
 * their completed workouts, whichever code or process wrote them (statement triggers; migrations
 * 'load_versions' and 'load_versions_sequence': a new value of one sequence each time).
 * The statistics' and roadmap's precomputed daily load and fitness series (history/load-series.ts)
 * are reused only while it is unchanged, so a write shows at once.
 */
export const athleteLoadVersions = pgTable('athlete_load_versions', {
  athleteId: athleteRef().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Each athlete's scored training load per day, from their first scored day: `stress[i]` is the
 * sum of the stress scores of the completed workouts on `first_date + i` and `scored[i]` how many
 * workouts with a score that day (a day with none is not a training day, whatever its sum). Kept
 * up to date in the writing statement by triggers on completed_workouts (migration
 * 'daily_stress'), which add each write's change per day: the fitness model's first read of an
 * athlete is one row instead of five years of workouts (history/load-series.ts).
 */
export const athleteDailyStress = pgTable('athlete_daily_stress', {
  athleteId: athleteRef().primaryKey(),
  firstDate: date('first_date', { mode: 'string' }).notNull(),
  stress: doublePrecision('stress').array().notNull(),
  scored: doublePrecision('scored').array().notNull(),
});

/**
 * The same for the plan as the athlete sees it (roadmap, season overview, week outlook): the plan
 * summary (training_plans), its sessions (planned_sessions), the race goals, and what adjusts
 * today's sessions (daily_check_ins' readiness, athlete_thresholds). Bumped by deferred triggers
 * as the writing transaction commits (migration 'plan_versions_at_commit'), from the load
 * versions' sequence; kept answers (http/kept-answer.ts) are reused only while it is unchanged.
 */
export const athletePlanVersions = pgTable('athlete_plan_versions', {
  athleteId: athleteRef().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction (txid_current) that last bumped it: a transaction bumps once, at its commit. */
  bumpedIn: bigint('bumped_in', { mode: 'number' }),
});

/**
 * Page answers as sent (http/kept-answer.ts): one row per athlete and call (`call`: the call and
 * its parameters), under the key of everything the answer is made of (the code's fingerprint,
 * the versions above, the athlete's today). Shared by every process and kept past the process's
 * own cache of recent athletes, so an athlete's first read of the day is one row, not a rebuild.
 * `body` is the brotli copy as base64 text (the embedded database takes text ~10× faster than a
 * bytea parameter).
 */
export const keptAnswers = pgTable(
  'kept_answers',
  {
    athleteId: athleteRef(),
    call: text('call').notNull(),
    key: text('key').notNull(),
    body: text('body').notNull(),
    /** The answer's JSON length: whether a client gets it compressed is decided without unpacking it. */
    jsonLength: integer('json_length').notNull(),
  },
  (table) => [primaryKey({ columns: [table.athleteId, table.call] })],
);

/**
 * When each athlete's page answers were last prepared ahead of their reads (http/answer-preparation.ts):
 * for their local `day`, again at `next_due_at` (their next local midnight), after a new plan, or
 * when a new release starts.
 */
export const answerPreparations = pgTable(
  'answer_preparations',
  {
    athleteId: athleteRef().primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
    /** The code's fingerprint they were prepared by: another release's are prepared again. */
    release: text('release'),
  },
  (table) => [index('answer_preparations_next_due_idx').on(table.nextDueAt)],
);

/**
 * An upload of activity files (FIT, TCX, GPX, gzipped or in a ZIP), imported by a job so the
 * athlete can leave and come back to its progress. queued → running → done (or failed when
 * the job itself broke; a bad file only fails its own item).
 */
export const activityImports = pgTable(
  'activity_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the import last showed life (queued, or a batch written): a stale one is taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The run that holds the import (one at a time, whatever the process); null: free to take. */
    runner: uuid('runner'),
  },
  (t) => [index('activity_imports_athlete_idx').on(t.athleteId, t.createdAt)],
);

/**
 * One file of an import (a ZIP's files each get one, named `bundle.zip/inner.fit`). The bytes
 * wait here for the job and are cleared once the file is read; the workout keeps what counts.
 */
export const activityImportFiles = pgTable(
  'activity_import_files',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => activityImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    athleteId: athleteRef(),
    fileName: text('file_name').notNull(),
    bytes: bulkBytea('bytes'),
    fileHash: text('file_hash').notNull(),
    /** pending, imported, duplicate, failed or skipped. */
    status: text('status').notNull(),
    completedWorkoutIds: jsonb('completed_workout_ids').$type<string[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);

/** An injury or a pause: the plan leaves out the excluded sports between the dates. */
export const injuryPauses = pgTable(
  'injury_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    excludedModalities: jsonb('excluded_modalities').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('injury_pauses_athlete_idx').on(t.athleteId, t.startDate)],
);

/** What the coach tells the athlete; deleted ones are hidden, and all go after 72 hours once read or deleted. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    kind: text('kind').notNull(),
    /** feedback or other (the two tabs). */
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** In-app route the notification opens, if any. */
    route: text('route'),
    /** One notification per event: the same key is never written twice for an athlete. */
    dedupeKey: text('dedupe_key'),
    isRead: boolean('is_read').notNull().default(false),
    wasDeleted: boolean('was_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_athlete_idx').on(t.athleteId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.athleteId, t.dedupeKey),
  ],
);

/** The secret of the athlete's private iCalendar feed URL. */
export const calendarFeeds = pgTable('calendar_feeds', {
  athleteId: athleteRef().primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** A performance test's evaluation and the athlete's decision on it. */
export const performanceTestResults = pgTable(
  'performance_test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    plannedSessionId: text('planned_session_id').notNull(),
    completedWorkoutId: uuid('completed_workout_id').references(() => completedWorkouts.id, {
      onDelete: 'set null',
    }),
    sport: text('sport').notNull(),
    /** The engine's evaluation: outcome, previous and measured values. */
    evaluation: jsonb('evaluation').notNull(),
    /** pending, accepted or rejected. */
    decision: text('decision').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('performance_test_results_session_idx').on(t.athleteId, t.plannedSessionId)],
);

/** One morning check-in per athlete and local day (spec section 3 "Daily check-in"). */
export const dailyCheckIns = pgTable(
  'daily_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    fatigue: text('fatigue'),
    stress: text('stress'),
    sleep: text('sleep'),
    mood: text('mood'),
    /** { armsShoulders, core, legs } soreness levels. */
    soreness: jsonb('soreness'),
    /** camera, chest-strap, ring or skipped. */
    device: text('device'),
    /** The readiness the engine gave for the day, as shown on the result screen. */
    readiness: jsonb('readiness'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('daily_check_ins_day_idx').on(t.athleteId, t.localDate)],
);

/** Morning HRV (rMSSD, ms) and resting HR (bpm) per day, with where each value came from. */
export const healthReadings = pgTable(
  'health_readings',
  {
    athleteId: athleteRef(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** hrv or resting-hr. */
    kind: text('kind').notNull(),
    value: real('value').notNull(),
    /** camera, chest-strap, ring, manual or garmin. */
    source: text('source').notNull(),
    /** Measurement detail (RR intervals, quality) when the app measured it. */
    detail: jsonb('detail'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.localDate, t.kind, t.source] })],
);

/**
 * An athlete's Garmin Connect link (integrations.md): OAuth 2 tokens (the refresh token rotates
 * on every refresh) and the permissions the athlete granted, keyed on Garmin's stable user id.
 */
export const garminConnections = pgTable(
  'garmin_connections',
  {
    athleteId: athleteRef().primaryKey(),
    garminUserId: text('garmin_user_id').notNull(),
    accessToken: text('access_token').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshToken: text('refresh_token').notNull(),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** Garmin refused back-fill: the athlete did not share historical data on the consent screen. */
    historicalDataDenied: boolean('historical_data_denied').notNull().default(false),
    connectedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('garmin_connections_user_unique').on(t.garminUserId)],
);

/** Calls made to Garmin with an athlete's token per UTC day: Garmin caps them per user and day. */
export const garminDailyRequests = pgTable(
  'garmin_daily_requests',
  {
    athleteId: athleteRef(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.day] })],
);

/** A started Garmin authorisation: the state binds it to the athlete, the PKCE verifier stays here. */
export const garminAuthorizations = pgTable('garmin_authorizations', {
  stateHash: text('state_hash').primaryKey(),
  athleteId: athleteRef(),
  codeVerifier: text('code_verifier').notNull(),
  /** An in-app path to return to (settings), instead of the onboarding pages. */
  redirectTo: text('redirect_to'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One back-fill window to ask Garmin for: pending, requested, duplicate (409), denied (403) or failed. */
export const garminBackfillWindows = pgTable(
  'garmin_backfill_windows',
  {
    athleteId: athleteRef(),
    summaryType: text('summary_type').notNull(),
    startSeconds: bigint('start_seconds', { mode: 'number' }).notNull(),
    endSeconds: bigint('end_seconds', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.summaryType, t.startSeconds] })],
);

/** Summaries already taken in from Garmin's webhooks: the same summary id twice is stored once. */
export const garminSummaries = pgTable(
  'garmin_summaries',
  {
    athleteId: athleteRef(),
    summaryType: text('summary_type').notNull(),
    summaryId: text('summary_id').notNull(),
    completedWorkoutId: uuid('completed_workout_id').references(() => completedWorkouts.id, {
      onDelete: 'set null',
    }),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.summaryType, t.summaryId] })],
);

/** A planned session sent to the athlete's watch through the Training API, and its schedule. */
export const garminWorkouts = pgTable(
  'garmin_workouts',
  {
    athleteId: athleteRef(),
    plannedSessionId: text('planned_session_id').notNull(),
    garminWorkoutId: text('garmin_workout_id').notNull(),
    scheduleId: text('schedule_id'),
    date: date('date', { mode: 'string' }).notNull(),
    /** SHA-256 of the workout as sent: a changed session is updated, an unchanged one left alone. */
    contentHash: text('content_hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.plannedSessionId] })],
);

/**
 * The Sean Ellis test ("How would you feel if you could no longer use Tricoach?"): one row per
 * athlete once the app asked. A "not now" waits two weeks before the question comes back.
 */
export const seanEllisResponses = pgTable('sean_ellis_responses', {
  athleteId: athleteRef().primaryKey(),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  /** VeryDisappointed, SomewhatDisappointed or NotDisappointed. */
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  feedback: text('feedback'),
  feedbackAt: timestamp('feedback_at', { withTimezone: true }),
});

/** What the app reports of its use (spec "ui-event"): page views, clicks, dialogs, push and in-app actions. */
export const uiEvents = pgTable(
  'ui_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: athleteRef(),
    eventType: text('event_type').notNull(),
    action: text('action').notNull(),
    page: text('page').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ui_events_athlete_idx').on(t.athleteId, t.createdAt)],
);

/** Subscription webhook events taken in (RevenueCat delivers at least once): the same id twice is applied once. */
export const subscriptionEvents = pgTable('subscription_events', {
  eventId: text('event_id').primaryKey(),
  athleteId: athleteRef(),
  type: text('type').notNull(),
  /** Whether it changed the athlete's subscription (false: older than the state, or no Premium in it). */
  applied: boolean('applied').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Mails sent once per occasion (a trial's end): the key names the occasion, so a sweep never sends twice. */
export const sentMails = pgTable(
  'sent_mails',
  {
    athleteId: athleteRef(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.kind, t.key] })],
);

/**
 * A phone or browser the athlete uses the app on (spec "Devices"): unknown fields are stored as
 * UNKNOWN; a device not registered again for 30 days is forgotten.
 */
export const devices = pgTable(
  'devices',
  {
    athleteId: athleteRef(),
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    operatingSystem: text('operating_system').notNull(),
    osVersion: text('os_version').notNull(),
    /** granted, denied, default or UNKNOWN, as the device last said. */
    notificationPermission: text('notification_permission').notNull().default('UNKNOWN'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.deviceId] })],
);

/** A browser's Web Push subscription (integrations.md): where and how to send the athlete's pushes. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    athleteId: athleteRef(),
    deviceId: text('device_id'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_subscriptions_athlete_idx').on(t.athleteId)],
);

/**
 * Request counters of the rate limits (per IP and route, per account), in the database so every
 * server process counts the same requests. A fixed window: `count` since the window began, until
 * `reset_at` (ms since the epoch, from the app's clock).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
