import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { type ImportView, multipart } from './support/activity-upload';
import {
  buildAthlete,
  completeOnboardingAnswers,
  daysFromToday,
  type TestAthlete,
} from './support/athlete-factory';
import { buildFitActivity } from './support/fit-files';
import { until } from './support/garmin-connect';
import { httpApp, httpInject } from './support/http-app';
import { scratchPostgres } from './support/scratch-postgres';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * `kill -9` of the real server process (started as `npm start` runs it) in the middle of work,
 * then a restart on the same database (issue 16 part 3): during plan generation, during an
 * activity import, and during a request that writes several rows in one transaction. The job
 * runs again within seconds, nothing is half-written, nothing is there twice, and the embedded
 * database's data folder survives the kill.
 *
 * On PostgreSQL the test holds a table or row lock so the killed process is caught exactly where
 * it should be (its job active, its transaction open); the embedded database is the server's own,
 * so there the kill follows what the API shows.
 */
const template = inject('databaseTemplate');
const onPostgres = template.kind === 'postgres';

const BASE_ENV = {
  PUBLIC_URL: 'http://localhost:3000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '1000',
  JOB_POLL_INTERVAL_SECONDS: '0.5',
};
/** "Within seconds": far below the minutes an expiry or a stale heartbeat would take. */
const RESUME_DEADLINE_MS = 20_000;
const IMPORT_FILES = 45;

let server: ServerProcess | undefined;
const app = httpApp(() => {
  if (!server) throw new Error('no server running');
  return server.url;
});

async function kill9(): Promise<void> {
  const running = server;
  if (!running) throw new Error('no server running');
  running.child.kill('SIGKILL');
  expect(await running.exited).toBeNull();
  server = undefined;
}

let zip: Uint8Array | undefined;
/**
 * A ZIP of half-hour runs on the last IMPORT_FILES days (built once: the FIT encoder takes ~0.1 s
 * a file): reading them takes a while, so an import can be caught half-way.
 */
function importZip() {
  if (!zip) {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < IMPORT_FILES; i += 1)
      files[`run-${String(i).padStart(2, '0')}.fit`] = buildFitActivity(
        new Date(`${daysFromToday(-(i + 1))}T06:00:00Z`),
        [{ sport: 'running', seconds: 1800, heartRate: 140, speed: 3 }],
      );
    zip = zipSync(files, { level: 1 });
  }
  return multipart([{ name: 'history.zip', bytes: zip }]);
}

const upload = (athlete: TestAthlete, body: ReturnType<typeof importZip>) =>
  httpInject(server!.url, {
    method: 'POST',
    url: '/api/v1/app/activity-imports',
    payload: body.payload,
    headers: { ...athlete.headers, ...body.headers },
  });

const importView = async (athlete: TestAthlete, importId: string) =>
  (await athlete.call('GET', `/api/v1/app/activity-imports/${importId}`)).json<ImportView>();

const dashboardStatus = async (athlete: TestAthlete) =>
  (await athlete.call('GET', '/api/v1/app/dashboard-status')).json<{ status: string }>().status;

/** After the file's tests, a server still running is killed: nothing is kept from it. */
async function killLeftOverServer() {
  if (!server) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/**
 * Who the crash happens to: `killed`, whose plan generation the kill catches, and `control`, whose
 * plan is built undisturbed afterwards (same answers, trial started), and `importer`, signed up to import.
 */
async function crashAthletes() {
  const killed = await buildAthlete(app);
  const control = await buildAthlete(app);
  const importer = await buildAthlete(app);
  for (const athlete of [killed, control]) {
    await completeOnboardingAnswers(athlete);
    await athlete.call('POST', '/api/v1/app/onboarding/start-trial');
  }
  return { killed, control, importer };
}

// The crash athletes and the import the kill interrupts, shared by the tests of the run that applies.
let killed: TestAthlete;
let control: TestAthlete;
let importer: TestAthlete;
let importId: string;

/** After the restart, the plan the kill interrupted is ready within seconds. */
async function expectPlanResumed(killed: TestAthlete) {
  const restarted = performance.now();
  await until(
    async () => (await dashboardStatus(killed)) !== 'plangeneration',
    'the plan',
    RESUME_DEADLINE_MS,
  );
  console.info(`plan ready ${Math.round(performance.now() - restarted)} ms after the restart was ready`);
}

/** The control athlete completes onboarding on the restarted server; their plan is built undisturbed. */
async function controlPlanBuilt(control: TestAthlete) {
  expect((await control.call('POST', '/api/v1/app/onboarding/complete')).statusCode).toBe(200);
  await until(async () => (await dashboardStatus(control)) !== 'plangeneration', 'the control plan');
}

/** After the restart, the import the kill interrupted finishes within seconds, every file in once. */
async function expectImportResumed(importer: TestAthlete, importId: string, since: string) {
  const restarted = performance.now();
  const view = await until(
    async () => {
      const current = await importView(importer, importId);
      return current.status === 'done' || current.status === 'failed' ? current : null;
    },
    'the import taken over',
    RESUME_DEADLINE_MS,
  );
  console.info(`import done ${Math.round(performance.now() - restarted)} ms after ${since}`);
  expectImportedOnce(view);
}

/** Every file of the import in exactly once: counters equal the items, one workout per file. */
function expectImportedOnce(view: ImportView) {
  expect(view.status).toBe('done');
  expect(view.total).toBe(IMPORT_FILES);
  expect(view.done).toBe(IMPORT_FILES);
  expect(view.imported).toBe(IMPORT_FILES);
  expect(view.duplicates + view.failed + view.skipped).toBe(0);
  expect(view.items.map((item) => item.status)).toEqual(Array(IMPORT_FILES).fill('imported'));
  const workoutIds = view.items.map((item) => item.completedWorkoutId);
  expect(new Set(workoutIds).size).toBe(IMPORT_FILES);
}

/** The rows the checks read, once the server is gone (the embedded database is one process's). */
interface Checks {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
}

/** Both plans ready; the plan whose generation was killed is one plan, the control athlete's twin. */
async function checkPlans(db: Checks, ids: { killed: string; control: string }) {
  const plans = await db.query<{ status: string }>(
    `SELECT status FROM training_plans WHERE athlete_id = ANY($1::uuid[])`,
    [[ids.killed, ids.control]],
  );
  expect(plans.map((plan) => plan.status)).toEqual(['ready', 'ready']);
  // Same answers, same day: the same sessions as the plan generated undisturbed, none twice.
  const sessions = await db.query<{ athlete_id: string; n: number; distinct_sessions: number }>(
    `SELECT athlete_id::text, count(*)::int AS n,
            count(DISTINCT (date, sport, session::text))::int AS distinct_sessions
       FROM planned_sessions WHERE athlete_id = ANY($1::uuid[]) GROUP BY athlete_id`,
    [[ids.killed, ids.control]],
  );
  const of = (id: string) => sessions.find((row) => row.athlete_id === id);
  expect(of(ids.killed)?.n).toBeGreaterThan(0);
  expect(of(ids.killed)).toEqual({ ...of(ids.control), athlete_id: ids.killed });
}

/** One completed workout per file, none twice (an upload of the same files again finds duplicates). */
async function checkWorkouts(db: Checks, athleteId: string) {
  const [workouts] = await db.query<{ n: number; starts: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT started_at)::int AS starts
       FROM completed_workouts WHERE athlete_id = $1`,
    [athleteId],
  );
  expect(workouts).toEqual({ n: IMPORT_FILES, starts: IMPORT_FILES });
}

/** The athlete's imports, each whole (every file of its upload stored), never a part of an upload. */
async function checkNoHalfUpload(db: Checks, athleteId: string): Promise<number> {
  const imports = await db.query<{ files: number }>(
    `SELECT (SELECT count(*)::int FROM activity_import_files f WHERE f.import_id = i.id) AS files
       FROM activity_imports i WHERE i.athlete_id = $1`,
    [athleteId],
  );
  expect(imports.map((row) => row.files)).toEqual(imports.map(() => IMPORT_FILES));
  return imports.length;
}

describe.runIf(onPostgres)('kill -9 of a server process on PostgreSQL, then a restart', () => {
  const scratch = scratchPostgres(onPostgres ? template.value : 'postgres://unused/');
  const env = { ...BASE_ENV, DATABASE_URL: scratch.url };
  const checks: Checks = { query: async (text, values) => (await scratch.db.query(text, values)).rows };

  beforeAll(async () => {
    await scratch.create();
    server = await startServerProcess(env);
  }, 90_000);
  afterAll(async () => {
    await killLeftOverServer();
    await scratch.drop();
  });

  /** A transaction of the test holding `lock`, until released (rolled back). */
  async function holding(lock: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query(lock, values);
    return async () => {
      await client.query('ROLLBACK');
      await client.end();
    };
  }
  /** How many statements of the app wait on the test's locks. */
  const appBlocked = async () =>
    (
      await scratch.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        [],
      )
    ).rows[0]!.n;
  const jobStates = async (queue: string, athleteId: string) =>
    (
      await scratch.db.query<{ state: string }>(
        `SELECT state::text FROM pgboss.job WHERE name = $1 AND data->>'athleteId' = $2 ORDER BY created_on`,
        [queue, athleteId],
      )
    ).rows.map((row) => row.state);

  it('is killed in the middle of a plan generation, an activity import and an upload', async () => {
    ({ killed, control, importer } = await crashAthletes());
    const releases: (() => Promise<void>)[] = [];
    try {
      // The import, caught after its first batch: the run's next heartbeat waits on a row lock.
      const accepted = await upload(importer, importZip());
      expect(accepted.statusCode, accepted.body).toBe(202);
      importId = accepted.json<{ importId: string }>().importId;
      await until(
        async () => (await importView(importer, importId)).status === 'running',
        'the import running',
        30_000,
      );
      releases.push(
        await holding(`SELECT 1 FROM activity_imports WHERE id = $1 FOR NO KEY UPDATE`, [importId]),
      );
      await until(async () => (await appBlocked()) === 1, 'the import blocked at its heartbeat', 30_000);
      // The plan's job can read everything, but not store the plan's sessions.
      releases.push(await holding('LOCK TABLE planned_sessions IN EXCLUSIVE MODE'));
      expect((await killed.call('POST', '/api/v1/app/onboarding/complete')).statusCode).toBe(200);
      await until(
        async () =>
          (await jobStates('plan-generation', killed.athleteId)).includes('active') &&
          (await appBlocked()) === 2,
        'the plan job storing its plan',
      );
      // An upload stores the import, then its files, in one transaction: the files wait.
      releases.push(await holding('LOCK TABLE activity_import_files IN EXCLUSIVE MODE'));
      const cutOff = upload(importer, importZip()).catch((error: unknown) => error);
      await until(async () => (await appBlocked()) === 3, 'the upload storing its files', 30_000);
      await kill9();
      expect(await cutOff).toBeInstanceOf(Error);
    } finally {
      for (const release of releases) await release();
    }
    // What the dead process left: a plan "generating" with its job active, an import half-done.
    const [plan] = (
      await scratch.db.query<{ status: string }>(`SELECT status FROM training_plans WHERE athlete_id = $1`, [
        killed.athleteId,
      ])
    ).rows;
    expect(plan?.status).toBe('generating');
    expect(await jobStates('plan-generation', killed.athleteId)).toEqual(['active']);
    const [files] = (
      await scratch.db.query<{ imported: number; pending: number }>(
        `SELECT count(*) FILTER (WHERE status = 'imported')::int AS imported,
                count(*) FILTER (WHERE status = 'pending')::int AS pending
           FROM activity_import_files WHERE import_id = $1`,
        [importId],
      )
    ).rows;
    expect(files!.imported).toBeGreaterThan(0);
    expect(files!.pending).toBeGreaterThan(0);
  }, 120_000);

  it('after a restart, builds the plan within seconds, once', async () => {
    server = await startServerProcess(env);
    await expectPlanResumed(killed);
    // The dead process's job was retried (same job, one row) and is completed once its run returns.
    await until(
      async () => (await jobStates('plan-generation', killed.athleteId)).join() === 'completed',
      'the plan job completed',
    );
    // The control athlete's plan, generated undisturbed on the same (restarted) clock's day.
    await controlPlanBuilt(control);
    await checkPlans(checks, { killed: killed.athleteId, control: control.athleteId });
  }, 60_000);

  it('after a restart, finishes the import within seconds: every file imported once', async () => {
    await expectImportResumed(importer, importId, 'the plan');
    await checkWorkouts(checks, importer.athleteId);
  }, 60_000);

  it('keeps nothing of the upload whose transaction was cut off', async () => {
    expect(await checkNoHalfUpload(checks, importer.athleteId)).toBe(1);
  });
});

describe.skipIf(onPostgres)('kill -9 of the server on the embedded database, then a restart', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-crash-'));
  const dataDir = path.join(workDir, 'data');
  const env = { ...BASE_ENV, DATA_DIR: dataDir };

  beforeAll(async () => {
    // The data folder starts from the migrated template (a first migration takes seconds).
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(template.value)]) });
    await database.close();
    server = await startServerProcess(env);
  }, 90_000);
  afterAll(async () => {
    await killLeftOverServer();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('is killed as onboarding answers, its plan generation under way', async () => {
    ({ killed, control, importer } = await crashAthletes());
    // Onboarding queues the plan's job and wakes the worker before it answers: the process dies
    // while the job is fetched or generating.
    expect((await killed.call('POST', '/api/v1/app/onboarding/complete')).statusCode).toBe(200);
    await kill9();
  }, 60_000);

  it('after a restart (the data folder survived), builds the plan within seconds', async () => {
    server = await startServerProcess(env);
    // What was written before the kill is there: the sessions, the answers, onboarding done.
    await expectPlanResumed(killed);
    // Whether the kill caught the job active (then failed at start and run again) or still queued.
    const takenOver = server.output().match(/"queue":"[^"]+"[^\n]*jobs of a stopped process run again/g);
    console.info(`taken over at start: ${takenOver?.join('; ') ?? 'none (the job was still queued)'}`);
    await controlPlanBuilt(control);
  }, 60_000);

  it('is killed in the middle of an activity import and an upload', async () => {
    const accepted = await upload(importer, importZip());
    expect(accepted.statusCode, accepted.body).toBe(202);
    importId = accepted.json<{ importId: string }>().importId;
    const halfWay = await until(
      async () => {
        const view = await importView(importer, importId);
        return view.done > 0 && view.done < view.total ? view : null;
      },
      'the import half-way',
      30_000,
    );
    // A second upload is sent and the process dies before it answers (its answer is not awaited).
    const cutOff = upload(importer, importZip()).catch((error: unknown) => error);
    // One more call's round trip: the upload's body is on its way to the server.
    await importView(importer, importId);
    await kill9();
    console.info(`killed with ${halfWay.done} of ${halfWay.total} files imported`);
    await cutOff;
    server = await startServerProcess(env);
  }, 120_000);

  it('after a restart, finishes the import within seconds: every file imported once', async () => {
    await expectImportResumed(importer, importId, 'the restart was ready');
  }, 60_000);

  it('keeps the upload cut off whole or not at all; one plan, each workout once', async () => {
    // The embedded database is the server's: the checks read it once the server has stopped.
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    server = undefined;
    const database = await openDatabase({ dataDir });
    try {
      const checks: Checks = {
        query: async <T>(text: string, values?: unknown[]) =>
          (await database.executeSql(text, values)).rows as T[],
      };
      expect(await checkNoHalfUpload(checks, importer.athleteId)).toBeGreaterThanOrEqual(1);
      await checkPlans(checks, { killed: killed.athleteId, control: control.athleteId });
      await checkWorkouts(checks, importer.athleteId);
    } finally {
      await database.close();
    }
  }, 60_000);
});
