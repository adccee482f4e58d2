import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { readActivityFile } from '../src/activity-imports/activity-files';
import {
  athletes,
  completedWorkouts,
  garminConnections,
  plannedSessions,
  refreshTokens,
  supportTickets,
  users,
} from '../src/db/schema';
import { buildAthlete, daysFromToday, type TestAthlete } from './support/athlete-factory';
import { form, STRONG_PASSWORD } from './support/auth-flow';
import { buildFitActivity } from './support/fit-files';
import { importFinished, uploadActivities, type ImportView } from './support/activity-upload';
import { garminAppForFile, connectGarmin } from './support/garmin-connect';
import { seedAthlete, signedUpAthlete } from './support/seed-athlete';
import { createTestApp } from './support/test-app';
import { TEST_NOW } from './support/test-clock';
import { manualClock } from '../src/clock/clock';

const SECRET = 'account-test-webhook-secret';
const { t, garmin } = garminAppForFile(SECRET);

const runDay = daysFromToday(-2);

async function importRun(athlete: TestAthlete, name: string, heartRate: number) {
  const bytes = buildFitActivity(new Date(`${runDay}T06:30:00Z`), [
    { sport: 'running', seconds: 1800, heartRate, speed: 3.2 },
  ]);
  const upload = await uploadActivities(t, athlete, [{ name, bytes }]);
  expect(upload.statusCode, upload.body).toBe(202);
  const view = await importFinished<ImportView>(athlete, upload.json<{ importId: string }>().importId);
  expect(view.imported).toBe(1);
  return bytes;
}

async function exportOf(athlete: TestAthlete) {
  const response = await athlete.call('GET', '/api/v1/app/account/export');
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tricoach-export-.+\.zip"$/);
  const files = unzipSync(response.rawPayload);
  const json = strFromU8(files['tricoach-export.json'] as Uint8Array);
  return { files, json, document: JSON.parse(json) as Record<string, unknown> & ExportDocument };
}

interface ExportDocument {
  athleteId: string;
  account: { email: string; signInWith: unknown[] };
  profile: { firstname: string };
  raceGoals: { raceName: string }[];
  plannedSessions: unknown[];
  completedWorkouts: { id: string; sport: string; durationSeconds: number; recordingFile: string | null }[];
  dailyCheckIns: unknown[];
}

describe('account export', () => {
  let athlete: TestAthlete;
  let stranger: TestAthlete;

  beforeAll(async () => {
    athlete = await seedAthlete(t);
    stranger = await signedUpAthlete(t);
    await importRun(athlete, 'morning-run.fit', 148);
    await importRun(stranger, 'strangers-run.fit', 171);
    const manual = await athlete.call('POST', '/api/v1/app/completed-workouts', {
      sport: 'swimming',
      date: runDay,
      startTime: '18:00',
      durationSeconds: 2400,
      distanceMeters: 1800,
      rpe: 5,
    });
    expect(manual.statusCode, manual.body).toBe(201);
  }, 120_000);

  it('holds everything of the athlete, each recorded workout as a FIT file Garmin’s SDK reads back', async () => {
    const { files, document } = await exportOf(athlete);
    expect(Object.keys(files)).toContain('README.txt');
    expect(document.athleteId).toBe(athlete.athleteId);
    expect(document.account.email).toBe(athlete.email);
    expect(document.profile.firstname).toBe('Ann');
    expect(document.raceGoals.map((goal) => goal.raceName)).toEqual(['City Triathlon']);
    const [planned] = await t.ctx.db
      .select()
      .from(plannedSessions)
      .where(eq(plannedSessions.athleteId, athlete.athleteId));
    expect(planned).toBeDefined();
    expect(document.plannedSessions.length).toBeGreaterThan(10);

    const recorded = document.completedWorkouts.filter((workout) => workout.recordingFile);
    const manual = document.completedWorkouts.filter((workout) => !workout.recordingFile);
    expect(recorded).toHaveLength(1);
    expect(manual.map((workout) => workout.sport)).toEqual(['swim']);
    const fit = files[recorded[0]?.recordingFile as string];
    expect(fit).toBeDefined();
    const read = readActivityFile('export.fit', fit as Uint8Array);
    if (read.kind !== 'activities') throw new Error(`not read: ${read.reason}`);
    const [activity] = read.activities;
    expect(activity?.sport).toBe('run');
    expect(activity?.startedAt.toISOString()).toBe(`${runDay}T06:30:00.000Z`);
    expect(activity?.durationSeconds).toBeCloseTo(1800, -1);
    expect(activity?.averageHeartRate).toBeCloseTo(148, -1);
    expect(activity?.distanceMeters).toBeCloseTo(1800 * 3.2, -2);
    expect(activity?.streams.heartRate?.length).toBeGreaterThan(1700);
  });

  it('holds nothing of another athlete and no sign-in secret', async () => {
    const { json } = await exportOf(athlete);
    expect(json).not.toContain(stranger.athleteId);
    expect(json).not.toContain(stranger.email);
    expect(json).not.toContain('$argon2');
    expect(json).not.toMatch(/"(passwordHash|accessToken|refreshToken|token)"/);
    const strangers = await exportOf(stranger);
    expect(strangers.document.completedWorkouts).toHaveLength(1);
    expect(strangers.json).not.toContain(athlete.athleteId);
  });

  it('gives a workout back that another account imports as the same run', async () => {
    const { files, document } = await exportOf(athlete);
    const file = document.completedWorkouts.find((workout) => workout.recordingFile)?.recordingFile as string;
    const newcomer = await signedUpAthlete(t);
    const upload = await uploadActivities(t, newcomer, [
      { name: 'from-export.fit', bytes: files[file] as Uint8Array },
    ]);
    const view = await importFinished<ImportView>(newcomer, upload.json<{ importId: string }>().importId);
    expect(view.imported).toBe(1);
    const [workout] = await t.ctx.db
      .select()
      .from(completedWorkouts)
      .where(eq(completedWorkouts.athleteId, newcomer.athleteId));
    expect(workout?.sport).toBe('run');
    expect(workout?.durationSeconds).toBeCloseTo(1800, -1);
  });

  it('is refused without a token', async () => {
    const response = await t.app.inject({ url: '/api/v1/app/account/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  const rowsOf = async (athleteId: string, userId: string) => ({
    users: (await t.ctx.db.select().from(users).where(eq(users.id, userId))).length,
    athletes: (await t.ctx.db.select().from(athletes).where(eq(athletes.id, athleteId))).length,
    sessions: (await t.ctx.db.select().from(plannedSessions).where(eq(plannedSessions.athleteId, athleteId)))
      .length,
    workouts: (
      await t.ctx.db.select().from(completedWorkouts).where(eq(completedWorkouts.athleteId, athleteId))
    ).length,
    refreshTokens: (await t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)))
      .length,
    tickets: (await t.ctx.db.select().from(supportTickets).where(eq(supportTickets.athleteId, athleteId)))
      .length,
  });

  const userOf = async (athlete: TestAthlete) => {
    const [row] = await t.ctx.db.select().from(athletes).where(eq(athletes.id, athlete.athleteId));
    return row?.userId as string;
  };

  it('a wrong or missing password deletes nothing', async () => {
    const athlete = await seedAthlete(t);
    const userId = await userOf(athlete);
    const before = await rowsOf(athlete.athleteId, userId);
    const wrong = await athlete.call('DELETE', '/api/v1/app/account', { password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: 'The password is incorrect.' });
    const missing = await athlete.call('DELETE', '/api/v1/app/account', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fieldErrors: [{ field: 'password', message: 'Password is required' }],
    });
    expect(await rowsOf(athlete.athleteId, userId)).toEqual(before);
    expect((await athlete.call('GET', '/api/v1/app/identity')).statusCode).toBe(200);
  });

  it('removes the account and all its data, ends every token and sign-in, deregisters at Garmin', async () => {
    const athlete = await seedAthlete(t);
    const neighbour = await seedAthlete(t);
    const [userId, neighbourUserId] = [await userOf(athlete), await userOf(neighbour)];
    await importRun(athlete, 'last-run.fit', 150);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/ticket',
      headers: athlete.headers,
      payload: { email: athlete.email, subject: 'Hello', description: 'A question about my plan.' },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const { userId: garminUser } = await connectGarmin(t, garmin, athlete);
    const neighbourBefore = await rowsOf(neighbour.athleteId, neighbourUserId);
    const sentBefore = t.outbox.length;

    const deleted = await athlete.call('DELETE', '/api/v1/app/account', { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Your account and all its data have been deleted.' });
    expect(deleted.cookies.find((cookie) => cookie.name === 'tricoach_sso')?.value).toBe('');

    expect(await rowsOf(athlete.athleteId, userId)).toEqual({
      users: 0,
      athletes: 0,
      sessions: 0,
      workouts: 0,
      refreshTokens: 0,
      tickets: 0,
    });
    expect(
      await t.ctx.db
        .select()
        .from(garminConnections)
        .where(eq(garminConnections.athleteId, athlete.athleteId)),
    ).toHaveLength(0);
    expect(
      garmin.log.some(
        (entry) =>
          entry.method === 'DELETE' &&
          entry.path === '/wellness-api/rest/user/registration' &&
          entry.userId === garminUser,
      ),
    ).toBe(true);

    // The access token, the refresh token and the password no longer open anything.
    expect((await athlete.call('GET', '/api/v1/app/identity')).statusCode).toBe(401);
    expect((await athlete.call('GET', '/api/v1/app/account/export')).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({
        grant_type: 'refresh_token',
        client_id: 'tricoach-ios',
        refresh_token: athlete.refreshToken,
      }),
    });
    expect(refreshed.statusCode).toBe(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: athlete.email, password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    // The address is free again, and the athlete was told.
    expect(t.outbox.slice(sentBefore).map((mail) => [mail.to, mail.subject])).toContainEqual([
      athlete.email,
      'Your Tricoach account is deleted',
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email: athlete.email, password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(201);

    // Nothing of anyone else went with it.
    expect(await rowsOf(neighbour.athleteId, neighbourUserId)).toEqual(neighbourBefore);
    expect((await neighbour.call('GET', '/api/v1/app/identity')).statusCode).toBe(200);
  });
});

describe('an account deleted by another server process', () => {
  it('stops its access tokens here within 30 seconds', async () => {
    const clock = manualClock(TEST_NOW);
    const other = await createTestApp({}, clock);
    try {
      const athlete = await buildAthlete(other.app);
      expect((await athlete.call('GET', '/api/v1/app/identity')).statusCode).toBe(200);
      // What the deleting process does to the database; this process was not told.
      const [row] = await other.ctx.db.select().from(athletes).where(eq(athletes.id, athlete.athleteId));
      await other.ctx.db.delete(users).where(eq(users.id, row?.userId as string));
      clock.advance(31_000);
      expect((await athlete.call('GET', '/api/v1/app/identity')).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
