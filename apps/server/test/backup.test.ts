import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } from '../src/backup/backup';
import { lockFile } from '../src/backup/data-dir-lock';
import { openDatabase, type Database } from '../src/db/database';
import { TEMPLATE_DB } from './global-setup';
import { buildAthlete, type TestAthlete } from './support/athlete-factory';
import { signUpAndGetTokens } from './support/auth-flow';
import { testClock } from './support/test-clock';
import { testConfig } from './support/test-app';

const template = inject('databaseTemplate');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-backup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
const NOW = new Date('2026-03-04T10:15:00Z');
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The app on a database opened by the test, so the test decides when it closes (createTestApp drops it). */
async function startApp(database: Database) {
  const built = await buildApp(testConfig(), database, {
    mailer: { send: async () => {} },
    clock: testClock(),
  });
  await built.app.ready();
  return built.app;
}

/** Every row of every table of the app's schemas, as text: equal snapshots are equal data. */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = (await database.executeSql(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = (await database.executeSql(
      `SELECT coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '') AS rows FROM ${name} t`,
    )) as { rows: { rows: string }[] };
    result[name] = rows[0]?.rows ?? '';
  }
  return result;
}

const profileOf = async (app: Awaited<ReturnType<typeof startApp>>, athlete: TestAthlete) =>
  app.inject({ url: `/api/v1/odata/AthleteProfile/${athlete.athleteId}`, headers: athlete.headers });

const rename = (app: Awaited<ReturnType<typeof startApp>>, athlete: TestAthlete, firstname: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/odata/AthleteProfile/${athlete.athleteId}`,
    headers: athlete.headers,
    payload: { firstname },
  });

/**
 * The database restored is the backup to the row; the app on it answers the profile as it was
 * (the signing keys came back too: the token issued before the backup still works) and refuses the
 * account signed up after the backup. Gives that app, for the caller to close.
 */
async function expectAsBackedUp(
  database: Database,
  backedUp: { rows: Record<string, string>; athlete: TestAthlete; profile: unknown },
  later: { email: string; password: string },
) {
  expect(await snapshot(database)).toEqual(backedUp.rows);
  const app = await startApp(database);
  expect((await profileOf(app, backedUp.athlete)).json()).toEqual(backedUp.profile);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: later.email, password: later.password },
  });
  expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
  return app;
}

describe('backup file names', () => {
  it('default to backups/ with the time and the kind of database', () => {
    expect(defaultBackupFile('postgres', NOW)).toBe(path.join('backups', 'tricoach-20260304T101500Z.dump'));
    expect(defaultBackupFile('embedded', NOW)).toBe(path.join('backups', 'tricoach-20260304T101500Z.tar.gz'));
  });
});

describe.skipIf(template.kind !== 'embedded')('backup and restore of the embedded database', () => {
  it('puts back exactly what was backed up, refusing while the server runs and over data without --force', async () => {
    const dataDir = path.join(workDir, 'data');
    const file = path.join(workDir, 'embedded.tar.gz');
    const target = { dataDir };

    // Data written through the app, on a real data folder started from the migrated template.
    let database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(template.value)]) });
    let app = await startApp(database);
    const athlete = await buildAthlete(app);
    expect((await rename(app, athlete, 'Ann')).statusCode).toBe(200);
    const profile = (await profileOf(app, athlete)).json();
    await app.close();
    database = await openDatabase({ dataDir });
    const before = await snapshot(database);
    await database.close();

    // A server holds the folder: no backup. Once its process is gone, its note is stale.
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(
      lockFile(dataDir),
      JSON.stringify({ pid: server.pid, holder: 'server', processStart: null }),
    );
    await expect(backupDatabase(target, file)).rejects.toThrow(
      /in use: the Tricoach server \(process \d+\) is running on it\. Stop the server first/,
    );
    expect(existsSync(file)).toBe(false);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));

    expect((await backupDatabase(target, file)).bytes).toBeGreaterThan(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);
    await expect(backupDatabase(target, file)).rejects.toThrow(/already exists/);

    // Changes after the backup: a new name, another athlete.
    database = await openDatabase({ dataDir });
    app = await startApp(database);
    expect((await rename(app, athlete, 'Changed')).statusCode).toBe(200);
    const later = await signUpAndGetTokens(app);
    await app.close();

    await expect(restoreDatabase(target, file, { now: NOW })).rejects.toThrow(
      /already holds a database: pass --force/,
    );
    const restored = await restoreDatabase(target, file, { now: NOW, force: true });
    expect(restored.replaced).toBe(path.join(dataDir, 'pglite.replaced-20260304T101500Z'));
    expect(existsSync(restored.replaced!)).toBe(true);

    database = await openDatabase({ dataDir });
    app = await expectAsBackedUp(database, { rows: before, athlete, profile }, later);
    await app.close();
  }, 60_000);

  it('refuses a file that is not an embedded backup, leaving the database alone', async () => {
    const dataDir = path.join(workDir, 'refusals');
    const target = { dataDir };
    await expect(restoreDatabase(target, path.join(workDir, 'missing.tar.gz'), { now: NOW })).rejects.toThrow(
      /missing\.tar\.gz does not exist/,
    );
    const pgDump = path.join(workDir, 'fake.dump');
    writeFileSync(pgDump, 'PGDMP\x01\x0e\x00');
    await expect(restoreDatabase(target, pgDump, { now: NOW })).rejects.toThrow(
      /is a PostgreSQL dump \(pg_dump\), but DATABASE_URL is not set/,
    );
    const text = path.join(workDir, 'notes.txt');
    writeFileSync(text, 'hello');
    await expect(restoreDatabase(target, text, { now: NOW })).rejects.toThrow(/is not a Tricoach backup/);
    const broken = path.join(workDir, 'broken.tar.gz');
    writeFileSync(broken, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]));
    await expect(restoreDatabase(target, broken, { now: NOW })).rejects.toThrow(/is damaged/);
    await expect(backupDatabase(target, path.join(workDir, 'none.tar.gz'))).rejects.toThrow(
      /There is no embedded database in .*refusals.pglite/,
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('npm run restore prints why it refuses and exits 1; wrong usage exits 2', () => {
    const cli = (...args: string[]) =>
      spawnSync('npm', ['run', '--silent', ...args], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(workDir, 'cli') },
      });
    const missing = cli('restore', '--', path.join(workDir, 'nothing.tar.gz'));
    expect(missing.stderr).toContain('restore failed: ');
    expect(missing.stderr).toContain('nothing.tar.gz does not exist.');
    expect(missing.status).toBe(1);
    const usage = cli('restore');
    expect(usage.stderr).toContain('usage: npm run backup');
    expect(usage.status).toBe(2);
  }, 30_000);
});

describe.skipIf(template.kind !== 'postgres')('backup and restore of a PostgreSQL database', () => {
  const name = `tricoach_test_${randomBytes(6).toString('hex')}`;
  // Built even when skipped (the describe body runs): only a PostgreSQL template holds a URL.
  const url = new URL(template.kind === 'postgres' ? template.value : 'postgres://unused/');
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const admin = async <T>(use: (client: pg.Client) => Promise<T>, connectionString = template.value) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  /** pg's Pool.end() resolves before its connections are gone (see support/test-app.ts). */
  const closed = async (app: { close(): Promise<unknown> }) => {
    await app.close();
    await admin(async (client) => {
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [name],
        );
        if (rows[0]?.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  };
  afterAll(async () => {
    if (template.kind === 'postgres')
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  const open = () => openDatabase({ databaseUrl, onConnectionError: () => {}, startTimeoutMs: 0 });

  it('puts back exactly what was backed up, dropping what came later, refusing while the app is connected', async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
    const file = path.join(workDir, 'postgres.dump');
    const target = { databaseUrl, dataDir: workDir };

    let database = await open();
    let app = await startApp(database);
    const athlete = await buildAthlete(app);
    expect((await rename(app, athlete, 'Ann')).statusCode).toBe(200);
    const profile = (await profileOf(app, athlete)).json();
    // pg_dump reads one snapshot: a backup while the app runs is consistent.
    expect((await backupDatabase(target, file)).bytes).toBeGreaterThan(0);
    const before = await snapshot(database);

    expect((await rename(app, athlete, 'Changed')).statusCode).toBe(200);
    const later = await signUpAndGetTokens(app);
    await expect(restoreDatabase(target, file, { now: NOW, force: true })).rejects.toThrow(
      /other connections? (is|are) open to the database ".*": tricoach \(.*Stop every Tricoach process/,
    );
    await closed(app);
    // As if a newer version had migrated since: a restore leaves nothing the backup did not have.
    await admin((client) => client.query('CREATE TABLE added_later (id int)'), databaseUrl);

    await expect(restoreDatabase(target, file, { now: NOW })).rejects.toThrow(
      /already holds tables: pass --force/,
    );
    await restoreDatabase(target, file, { now: NOW, force: true });

    database = await open();
    app = await expectAsBackedUp(database, { rows: before, athlete, profile }, later);
    await closed(app);
  }, 60_000);

  it('a restore that fails half-way changes nothing', async () => {
    // The dump grants a role that is gone by restore time: its GRANT fails after the tables were replaced.
    const role = `tricoach_reader_${randomBytes(4).toString('hex')}`;
    const file = path.join(workDir, 'with-grant.dump');
    const target = { databaseUrl, dataDir: workDir };
    await admin(async (client) => {
      await client.query(`CREATE ROLE ${role}`);
      await client.query(`GRANT SELECT ON users TO ${role}`);
    }, databaseUrl);
    await backupDatabase(target, file);
    await admin(async (client) => {
      await client.query(`DROP OWNED BY ${role}`);
      await client.query(`DROP ROLE ${role}`);
      await client.query(`CREATE TABLE kept (id int)`);
    }, databaseUrl);
    let database = await open();
    const before = await snapshot(database);
    await database.close();
    await closed({ close: async () => {} });

    const failure = await restoreDatabase(target, file, { now: NOW, force: true }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(
      /The restore failed and was rolled back .*psql: .*role .* does not exist/s,
    );

    database = await open();
    expect(await snapshot(database)).toEqual(before);
    await database.close();
    await closed({ close: async () => {} });
  }, 60_000);

  it('refuses a file that is not a PostgreSQL backup', async () => {
    const target = { databaseUrl, dataDir: workDir };
    const gzip = path.join(workDir, 'embedded-looking.tar.gz');
    writeFileSync(gzip, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    await expect(restoreDatabase(target, gzip, { now: NOW })).rejects.toThrow(
      /is a backup of the embedded database, but DATABASE_URL is set/,
    );
    const fake = path.join(workDir, 'fake.dump');
    writeFileSync(fake, 'PGDMP but not really');
    await expect(restoreDatabase(target, fake, { now: NOW, force: true })).rejects.toThrow(
      /cannot be read by .*pg_restore/,
    );
  });
});
