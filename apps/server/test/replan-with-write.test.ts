import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createActivityImportsService } from '../src/activity-imports/activity-imports.service';
import { createProfileService } from '../src/athlete/profile.service';
import {
  activityImports,
  athleteProfiles,
  athleteThresholds,
  capabilityHistory,
  completedWorkouts,
  injuryPauses,
  performanceTestResults,
  planSessionEdits,
} from '../src/db/schema';
import { createDeveloperTools } from '../src/developer/developer.service';
import { createInjuryPauseService } from '../src/injury-pause/injury-pause.service';
import { createPerformanceTestsService } from '../src/performance-tests/performance-tests.service';
import { createThresholdsService } from '../src/thresholds/thresholds.service';
import { createTrainingParametersService } from '../src/training-parameters/training-parameters.service';
import { storedImport } from './support/activity-upload';
import { daysFromToday, planSettled } from './support/athlete-factory';
import {
  dyingPlanGeneration,
  expectNothingKept,
  expectOneReplan,
  jobsOf,
  planRow,
} from './support/replan-jobs';
import { seedAthlete, signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

/**
 * Issue 16 part 3: every use case that changes what the plan is built from writes its data and
 * the re-plan's request (the "generating" status, the job and its watchdog) in one transaction.
 * A process dying between the two (here: the generation job cannot be written) keeps neither;
 * done for real, one re-plan is queued and the plan is built again.
 */
const t = appForFile();

const now = () => t.ctx.clock.now();

/** The athlete's rows of a table, as the use case under test left them. */
const rowsOf = <Table extends PgTable & { athleteId: PgColumn }>(
  table: Table,
  athleteId: string,
): Promise<Table['$inferSelect'][]> =>
  // Drizzle's select() cannot take a table type that is still generic: the rows' type is given instead.
  t.ctx.db
    .select()
    .from(table as PgTable)
    .where(eq(table.athleteId, athleteId));

describe('thresholds', () => {
  it('a threshold and its re-plan are stored together or not at all', async () => {
    const a = await seedAthlete(t);
    const dying = createThresholdsService(t.ctx.db, dyingPlanGeneration(t));
    const stored = () => rowsOf(athleteThresholds, a.athleteId);
    await expectNothingKept(t, a, () => dying.postCycling(a.athleteId, { upperPower: 250 }, now()), stored);
    expect((await a.call('GET', '/api/v1/thresholds')).json().bikeUpperPower).not.toBe(250);

    await expectOneReplan(t, a, async () =>
      expect((await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 250 })).statusCode).toBe(200),
    );
    expect((await a.call('GET', '/api/v1/thresholds')).json().bikeUpperPower).toBe(250);
  });
});

describe('profile', () => {
  it('a profile change and its re-plan are stored together or not at all', async () => {
    const a = await seedAthlete(t);
    const dying = createProfileService(t.ctx.db, () => {}, dyingPlanGeneration(t));
    const stored = async () => ({
      profile: await rowsOf(athleteProfiles, a.athleteId),
      history: await rowsOf(capabilityHistory, a.athleteId),
    });
    const change = { weight: '64', experience: { runningExperienceTrainingVolumeInHoursPerWeek: 3 } };
    await expectNothingKept(t, a, () => dying.patch(a.athleteId, change, now()), stored);

    await expectOneReplan(t, a, async () =>
      expect((await a.call('PATCH', `/api/v1/odata/AthleteProfile/${a.athleteId}`, change)).statusCode).toBe(
        200,
      ),
    );
    expect((await stored()).profile[0]?.weightKg).toBe(64);
  });

  it('before onboarding is completed, a change asks for no plan', async () => {
    const newcomer = await signedUpAthlete(t);
    const patched = await newcomer.call('PATCH', `/api/v1/odata/AthleteProfile/${newcomer.athleteId}`, {
      weight: '70',
    });
    expect(patched.statusCode).toBe(200);
    expect(await planRow(t, newcomer.athleteId)).toBeUndefined();
    expect(await jobsOf(t, newcomer.athleteId)).toEqual({});
  });
});

describe('training parameters', () => {
  it('a new capability, its history and the re-plan are stored together or not at all', async () => {
    const a = await seedAthlete(t);
    const dying = createTrainingParametersService(t.ctx.db, dyingPlanGeneration(t));
    const stored = async () => ({
      profile: await rowsOf(athleteProfiles, a.athleteId),
      history: await rowsOf(capabilityHistory, a.athleteId),
    });
    await expectNothingKept(
      t,
      a,
      () => dying.setTotalCapability(a.athleteId, { seconds: 36000 }, now()),
      stored,
    );

    await expectOneReplan(t, a, async () =>
      expect(
        (await a.call('POST', '/api/v1/app/training-parameters/total', { seconds: 36000 })).statusCode,
      ).toBe(200),
    );
    expect((await stored()).profile[0]?.experience).toMatchObject({
      cyclingExperienceTrainingVolumeInHoursPerWeek: expect.any(Number),
    });
    expect((await stored()).history.length).toBeGreaterThan(0);
  });
});

describe('injury and pause periods', () => {
  const pause = {
    injuryPauseType: 'Injury',
    startDate: daysFromToday(2),
    endDate: daysFromToday(9),
    excludedModalities: ['running'],
  };

  it('a period written, changed or removed is stored together with its re-plan or not at all', async () => {
    const a = await seedAthlete(t);
    const dying = createInjuryPauseService(t.ctx.db, {
      planGeneration: dyingPlanGeneration(t),
      onIdentityChanged: () => {},
      events: t.ctx.events,
    });
    const stored = () => rowsOf(injuryPauses, a.athleteId);
    await expectNothingKept(t, a, () => dying.create(a.athleteId, pause, now()), stored);

    let id = '';
    await expectOneReplan(t, a, async () => {
      const created = await a.call('POST', '/api/v1/app/injury-pause-reports', pause);
      expect(created.statusCode).toBe(201);
      id = created.json<{ id: string }>().id;
    });
    const changed = { ...pause, endDate: daysFromToday(12) };
    await expectNothingKept(t, a, () => dying.update(a.athleteId, id, changed, now()), stored);
    await expectNothingKept(t, a, () => dying.remove(a.athleteId, id), stored);
    await expectOneReplan(t, a, async () =>
      expect((await a.call('DELETE', `/api/v1/app/injury-pause-reports/${id}`)).statusCode).toBe(204),
    );
    expect(await stored()).toEqual([]);
  });
});

describe('performance tests', () => {
  const dyingPerformanceTests = () =>
    createPerformanceTestsService(t.ctx.db, {
      clock: t.ctx.clock,
      thresholds: t.ctx.thresholds,
      planGeneration: dyingPlanGeneration(t),
      onIdentityChanged: () => {},
      events: t.ctx.events,
      allowDeveloperCalls: true,
    });

  it('a planned test session and its re-plan are stored together or not at all', async () => {
    const a = await seedAthlete(t);
    const stored = async () => ({
      edits: await rowsOf(planSessionEdits, a.athleteId),
      today: (await a.call('GET', `/api/v1/app/outlook?from=${daysFromToday(1)}&days=1`)).json(),
    });
    await expectNothingKept(
      t,
      a,
      () => dyingPerformanceTests().generate(a.athleteId, 'cycling', daysFromToday(1), now()),
      stored,
    );
    await expectOneReplan(t, a, async () =>
      expect(
        (
          await a.call('POST', '/api/v1/app/test/generate-performance-test', {
            sportType: 'cycling',
            athleteId: a.athleteId,
            date: daysFromToday(1),
          })
        ).statusCode,
      ).toBe(201),
    );
  });

  it('an accepted result: its decision, the thresholds it sets and the re-plan, all or nothing', async () => {
    const a = await seedAthlete(t);
    expect((await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 200 })).statusCode).toBe(200);
    const planned = await a.call('POST', '/api/v1/app/test/generate-performance-test', {
      sportType: 'cycling',
      athleteId: a.athleteId,
      date: daysFromToday(0),
    });
    const test = planned.json<{ id: string }>();
    await planSettled(a);
    const entered = await a.call('POST', '/api/v1/app/performance-test/result', {
      sessionId: test.id,
      averagePower: 240,
    });
    expect(entered.json().result).toMatchObject({ metric: 'bikeUpperPower', decision: 'pending' });
    const stored = async () => ({
      results: await rowsOf(performanceTestResults, a.athleteId),
      thresholds: await rowsOf(athleteThresholds, a.athleteId),
    });
    await expectNothingKept(
      t,
      a,
      () => dyingPerformanceTests().confirm(a.athleteId, test.id, true, now()),
      stored,
    );
    expect((await a.call('GET', '/api/v1/thresholds')).json().bikeUpperPower).toBe(200);

    await expectOneReplan(t, a, async () =>
      expect(
        (await a.call('PUT', '/api/v1/app/performance-test/confirm', { workoutId: test.id, confirm: true }))
          .statusCode,
      ).toBe(200),
    );
    expect((await a.call('GET', '/api/v1/thresholds')).json().bikeUpperPower).toBe(228);
  });
});

describe('developer tools', () => {
  it('reset-thresholds and its re-plan happen together or not at all', async () => {
    const a = await seedAthlete(t);
    expect((await a.call('POST', '/api/v2/thresholds/cycling', { upperPower: 210 })).statusCode).toBe(200);
    const dying = createDeveloperTools({
      db: t.ctx.db,
      clock: t.ctx.clock,
      mailer: t.ctx.mailer,
      enabled: true,
      planGeneration: dyingPlanGeneration(t),
      disconnectGarmin: t.ctx.garmin.disconnect,
      invalidateIdentity: () => {},
      sendPush: t.ctx.webPush.send,
    });
    const stored = () => rowsOf(athleteThresholds, a.athleteId);
    await expectNothingKept(t, a, () => dying.resetThresholds(a.athleteId), stored);
    await expectOneReplan(t, a, async () =>
      expect((await a.call('POST', '/api/v1/app/test/reset-thresholds')).statusCode).toBeLessThan(300),
    );
    expect(await stored()).toEqual([]);
  });
});

describe('activity imports', () => {
  it('a run that dies as it finishes asks for no plan; the run that takes it over does, once', async () => {
    const a = await seedAthlete(t);
    const importId = await storedImport(t, a);
    const dying = createActivityImportsService(t.ctx.db, {
      queue: t.ctx.jobs,
      completedWorkouts: t.ctx.completedWorkouts,
      planGeneration: dyingPlanGeneration(t),
      clock: t.ctx.clock,
      log: t.app.log,
      singleProcess: false,
      binaryBytes: t.database.kind === 'postgres',
    });
    const importRow = async () =>
      (await t.ctx.db.select().from(activityImports).where(eq(activityImports.id, importId)))[0]!;
    const workouts = async () => (await rowsOf(completedWorkouts, a.athleteId)).length;
    try {
      await expectNothingKept(
        t,
        a,
        () => dying.run({ importId }),
        async () => ({ status: (await importRow()).status === 'done' }),
      );
    } finally {
      await dying.close();
    }
    // The batches before the end are kept (the import's progress), the import is not finished:
    // whoever takes it over finishes it.
    expect(await workouts()).toBe(2);
    expect((await importRow()).status).toBe('running');

    await expectOneReplan(t, a, () => t.ctx.activityImports.run({ importId }));
    expect((await importRow()).status).toBe('done');
    expect(await workouts()).toBe(2);
  });

  it('an import with nothing new (every file a duplicate) asks for no plan', async () => {
    const a = await seedAthlete(t);
    await t.ctx.activityImports.run({ importId: await storedImport(t, a) });
    await planSettled(a);
    const jobs = await jobsOf(t, a.athleteId);
    const again = await storedImport(t, a);
    await t.ctx.activityImports.run({ importId: again });
    const [row] = await t.ctx.db.select().from(activityImports).where(eq(activityImports.id, again));
    expect(row?.status).toBe('done');
    expect(await jobsOf(t, a.athleteId)).toEqual(jobs);
  });
});
