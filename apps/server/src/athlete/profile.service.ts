import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  athleteProfilePatchSchema,
  emailSchema,
  cmToInches,
  longSessionsSchema,
  trainingVolumeSchema,
  kgToPounds,
  localDate,
  LONG_SESSION_EXCEEDS_VOLUME,
  longSessionsOverVolume,
  messages,
  timeZoneIdSchema,
  type UnitSystem,
} from '@tricoach/core';
import type { Db } from '../db/database';
import { athleteProfiles, athletes, capabilityHistory, profilePictures, users } from '../db/schema';
import { ApiError, fromZodError, notFound } from '../http/errors';
import { writeWithReplan, type ReplanRequests } from '../plan/plan-generation.service';
import { readStoredExperience, readStoredPreferences, type StoredExperience } from './profile.storage';

const EMAIL_CHANGE_VIA_SUPPORT = 'Change your email on the email settings page.';
const EMAIL_IN_USE = 'This email belongs to another account. Sign in with it, or use another address.';

const INJURY_SPORTS = ['swimming', 'cycling', 'running'] as const;

/** Fields the shared profile schema (core validation) does not cover: they belong to other screens. */
const extraFieldsSchema = z.object({
  email: emailSchema.optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code')
    .nullable()
    .optional(),
  otherEnduranceSports: z.array(z.string().max(40)).max(20).optional(),
  injuryTendencies: z
    .object({ swimming: z.boolean(), cycling: z.boolean(), running: z.boolean() })
    .partial()
    .optional(),
  communication: z
    .object({ pushNotifications: z.boolean(), emailNotifications: z.boolean() })
    .partial()
    .optional(),
  experience: z.record(z.string(), z.unknown()).optional(),
  intensityDescription: z
    .enum(['Zones', 'Verbal'], { error: messages.oneOf('Intensity description') })
    .optional(),
  onboardingStep: z.string().max(100).optional(),
});

type ProfileRow = typeof athleteProfiles.$inferSelect;

const round1 = (value: number) => Math.round(value * 10) / 10;

function presentProfile(
  athlete: typeof athletes.$inferSelect,
  email: string | null,
  row: ProfileRow | undefined,
  hasPicture: boolean,
) {
  const preferences = readStoredPreferences(row?.preferences);
  const isImperial = preferences.preferredUnitSystem === 'Imperial';
  const tendencies = new Set(row?.injuryTendencies ?? []);
  return {
    id: athlete.id,
    email,
    nickname: row?.nickname ?? null,
    firstname: row?.firstname ?? null,
    lastname: row?.lastname ?? null,
    gender: row?.gender ?? null,
    dateOfBirth: row?.dateOfBirth ?? null,
    height: row?.heightCm == null ? null : round1(isImperial ? cmToInches(row.heightCm) : row.heightCm),
    heightUnit: isImperial ? ('in' as const) : ('cm' as const),
    weight: row?.weightKg == null ? null : round1(isImperial ? kgToPounds(row.weightKg) : row.weightKg),
    weightUnit: isImperial ? ('lbs' as const) : ('kg' as const),
    location: row?.location ?? null,
    countryCode: row?.countryCode ?? null,
    profilePictureUrl: hasPicture ? `/api/v1/app/profile-picture/${athlete.id}` : null,
    intention: row?.intention ?? null,
    mafAnswer: row?.mafCategory ?? null,
    preferences,
    experience: readStoredExperience(row?.experience),
    otherEnduranceSports: row?.otherEnduranceSports ?? [],
    injuryTendencies: Object.fromEntries(
      INJURY_SPORTS.map((sport) => [sport, tendencies.has(sport)]),
    ) as Record<(typeof INJURY_SPORTS)[number], boolean>,
    communication: {
      pushNotifications: row?.pushConsent ?? false,
      emailNotifications: row?.emailConsent ?? false,
    },
    onBoardingStatus: athlete.onboardingStatus,
    onboardingStep: row?.onboardingStep ?? null,
  };
}

type AthleteProfileView = ReturnType<typeof presentProfile>;

export function createProfileService(
  db: Db,
  onIdentityChanged: (athleteId: string) => void,
  planGeneration: ReplanRequests,
) {
  /**
   * The athlete, their email, profile row and whether they have a picture: one round trip (the
   * dashboard asks on every visit), its SQL built once (a prepared query) instead of per call.
   */
  const profileRows = db
    .select({
      athlete: athletes,
      email: users.email,
      row: athleteProfiles,
      hasPicture: sql<boolean>`exists (select 1 from ${profilePictures} where ${profilePictures.athleteId} = ${athletes.id})`,
    })
    .from(athletes)
    .innerJoin(users, eq(users.id, athletes.userId))
    .leftJoin(athleteProfiles, eq(athleteProfiles.athleteId, athletes.id))
    .where(eq(athletes.id, sql.placeholder('athleteId')))
    .prepare('profile_rows');

  async function loadRows(athleteId: string) {
    const [found] = await profileRows.execute({ athleteId });
    if (!found) throw notFound('Athlete not found');
    return { ...found, row: found.row ?? undefined, hasPicture: Boolean(found.hasPicture) };
  }

  async function get(athleteId: string): Promise<AthleteProfileView> {
    const { athlete, email, row, hasPicture } = await loadRows(athleteId);
    return presentProfile(athlete, email, row, hasPicture);
  }

  /**
   * Validates the whole patch before writing anything (400 names every field), in the unit
   * system the athlete types in: the request's own unit system when it changes it, else the stored one.
   */
  async function patch(athleteId: string, body: unknown, now: Date): Promise<AthleteProfileView> {
    const { row, athlete, email: currentEmail } = await loadRows(athleteId);
    const stored = readStoredPreferences(row?.preferences);
    const requestedSystem = (body as { preferences?: { preferredUnitSystem?: unknown } } | null)?.preferences
      ?.preferredUnitSystem;
    const unitSystem: UnitSystem =
      requestedSystem === 'Imperial' || requestedSystem === 'Metric'
        ? requestedSystem
        : stored.preferredUnitSystem;
    const today = localDate(now, stored.timeZoneInfoId);
    const schema = athleteProfilePatchSchema({ unitSystem, today }).extend(extraFieldsSchema.shape);
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw fromZodError(parsed.error);
    const input = parsed.data;
    // An account without an email (an external sign-in that withheld it) may add one here;
    // changing an existing address is confirmed by a link (POST /User/change-email).
    if (input.email !== undefined && currentEmail !== null && input.email !== currentEmail) {
      throw new ApiError(400, 'validation_failed', EMAIL_CHANGE_VIA_SUPPORT, [
        { field: 'email', message: EMAIL_CHANGE_VIA_SUPPORT },
      ]);
    }

    const experience = mergeExperience(readStoredExperience(row?.experience), input.experience);
    const tendencies = input.injuryTendencies
      ? INJURY_SPORTS.filter(
          (sport) => input.injuryTendencies?.[sport] ?? (row?.injuryTendencies ?? []).includes(sport),
        )
      : undefined;
    const preferences = {
      ...stored,
      ...input.preferences,
      ...(input.intensityDescription ? { intensityDescription: input.intensityDescription } : {}),
    };
    const values = {
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.firstname !== undefined ? { firstname: input.firstname } : {}),
      ...(input.lastname !== undefined ? { lastname: input.lastname } : {}),
      ...(input.gender !== undefined ? { gender: input.gender } : {}),
      ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
      ...(input.height !== undefined ? { heightCm: input.height } : {}),
      ...(input.weight !== undefined ? { weightKg: input.weight } : {}),
      ...(input.location !== undefined ? { location: input.location } : {}),
      ...(input.countryCode !== undefined ? { countryCode: input.countryCode } : {}),
      ...(input.intention !== undefined ? { intention: input.intention } : {}),
      ...(input.mafAnswer !== undefined ? { mafCategory: input.mafAnswer } : {}),
      ...(input.otherEnduranceSports !== undefined
        ? { otherEnduranceSports: input.otherEnduranceSports }
        : {}),
      ...(tendencies !== undefined ? { injuryTendencies: tendencies } : {}),
      ...(input.communication?.pushNotifications !== undefined
        ? { pushConsent: input.communication.pushNotifications }
        : {}),
      ...(input.communication?.emailNotifications !== undefined
        ? { emailConsent: input.communication.emailNotifications }
        : {}),
      ...(input.onboardingStep !== undefined ? { onboardingStep: input.onboardingStep } : {}),
      preferences,
      experience,
      updatedAt: now,
    };
    // The answers and the re-plan they ask for (once onboarded): one transaction.
    await writeWithReplan(db, planGeneration, athleteId, async (tx) => {
      if (input.email !== undefined && currentEmail === null) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
        if (taken)
          throw new ApiError(400, 'validation_failed', EMAIL_IN_USE, [
            { field: 'email', message: EMAIL_IN_USE },
          ]);
        await tx
          .update(users)
          .set({ email: input.email })
          .where(and(eq(users.id, athlete.userId), isNull(users.email)));
      }
      await tx
        .insert(athleteProfiles)
        .values({ athleteId, ...values })
        .onConflictDoUpdate({ target: athleteProfiles.athleteId, set: values });
      // The status only moves forward: a settings edit must not undo a completed onboarding.
      await tx
        .update(athletes)
        .set({ onboardingStatus: 'InProgress' })
        .where(and(eq(athletes.id, athleteId), eq(athletes.onboardingStatus, 'NotStarted')));
      // Onboarding answers are the first entries of the capability history (spec section 3).
      await recordCapabilities(
        tx,
        athleteId,
        readStoredExperience(row?.experience),
        experience,
        'Onboarding',
      );
    });
    onIdentityChanged(athleteId);
    return get(athleteId);
  }

  async function updateTimeZone(athleteId: string, timeZoneId: unknown): Promise<void> {
    const parsed = timeZoneIdSchema.safeParse(timeZoneId);
    if (!parsed.success)
      throw new ApiError(400, 'validation_failed', parsed.error.issues[0]?.message ?? 'Invalid time zone', [
        { field: 'TimeZoneId', message: parsed.error.issues[0]?.message ?? 'Invalid time zone' },
      ]);
    const [row] = await db
      .select({ preferences: athleteProfiles.preferences })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.athleteId, athleteId));
    const preferences = { ...readStoredPreferences(row?.preferences), timeZoneInfoId: parsed.data };
    await db
      .insert(athleteProfiles)
      .values({ athleteId, preferences, experience: {} })
      .onConflictDoUpdate({ target: athleteProfiles.athleteId, set: { preferences, updatedAt: sql`now()` } });
  }

  return { get, patch, updateTimeZone };
}

/** Merges an experience patch into the stored answers and checks volume against long session (spec section 5). */
function mergeExperience(
  stored: StoredExperience,
  patch: Record<string, unknown> | undefined,
): StoredExperience {
  if (!patch) return stored;
  const parsed = trainingVolumeSchema.extend(longSessionsSchema.shape).partial().safeParse(patch);
  if (!parsed.success) throw fromZodError(withPrefix(parsed.error, 'experience'));
  const merged = {
    ...stored,
    ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)),
  } as StoredExperience;
  const hasAll =
    merged.swimmingExperienceTrainingVolumeInMetersPerWeek !== undefined &&
    merged.cyclingExperienceTrainingVolumeInHoursPerWeek !== undefined &&
    merged.runningExperienceTrainingVolumeInHoursPerWeek !== undefined &&
    merged.averageDistanceOfLongSwimmingSession !== undefined &&
    merged.averageDurationOfLongCyclingSession !== undefined &&
    merged.averageDurationOfLongRunningSession !== undefined;
  if (hasAll) {
    const over = longSessionsOverVolume(
      merged as Required<StoredExperience>,
      merged as Required<StoredExperience>,
    );
    if (over.length) {
      throw new ApiError(
        400,
        'validation_failed',
        LONG_SESSION_EXCEEDS_VOLUME,
        over.map((field) => ({ field: `experience.${field}`, message: LONG_SESSION_EXCEEDS_VOLUME })),
      );
    }
  }
  return merged;
}

function withPrefix(error: z.ZodError, prefix: string): z.ZodError {
  return new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [prefix, ...issue.path] })));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Weekly volume ("total") and long-session capability in seconds across the endurance sports. */
function capabilitySeconds(experience: StoredExperience): {
  total: number | null;
  long: number | null;
} {
  const bikeHours = experience.cyclingExperienceTrainingVolumeInHoursPerWeek;
  const runHours = experience.runningExperienceTrainingVolumeInHoursPerWeek;
  const total =
    bikeHours === undefined || runHours === undefined ? null : Math.round((bikeHours + runHours) * 3600);
  const longs = [
    experience.averageDurationOfLongCyclingSession,
    experience.averageDurationOfLongRunningSession,
  ].filter((v): v is number => v !== undefined);
  return { total, long: longs.length ? Math.max(...longs) : null };
}

export async function recordCapabilities(
  tx: Tx | Db,
  athleteId: string,
  before: StoredExperience,
  after: StoredExperience,
  source: 'Onboarding' | 'UserChanged' | 'Automated',
): Promise<void> {
  const previous = capabilitySeconds(before);
  const next = capabilitySeconds(after);
  const rows = (['total', 'long'] as const)
    .filter((kind) => next[kind] !== null && next[kind] !== previous[kind])
    .map((kind) => ({ athleteId, kind, valueSeconds: next[kind] as number, source }));
  if (rows.length) await tx.insert(capabilityHistory).values(rows);
}
