import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acquireToolLock, databaseLockFile, isProcessRunning } from '../src/backup/data-dir-lock';
import { openDatabase } from '../src/db/database';
import { servePgliteOnSocket } from '../src/db/pglite-wire-server';
import { until } from './support/garmin-connect';
import { spawn } from 'node:child_process';
import { SERVER_V8_FLAGS, startServerProcess } from './support/server-process';

/**
 * The embedded database in a process of its own (issue 13's memory): the server reaches PGlite
 * over PostgreSQL's wire protocol on a private socket. PGlite is one session, so what matters is
 * that connections never see each other's half-done work, and that the process closes cleanly
 * whichever way its server stops.
 */
const template = inject('databaseTemplate');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-db-process-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('PGlite served on a socket', () => {
  let client: PGlite;
  let server: { close(): Promise<void> };
  const socketDir = mkdtempSync(path.join(workDir, 's-'));
  const connect = async () => {
    const connection = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
    await connection.connect();
    return connection;
  };
  beforeAll(async () => {
    client = new PGlite('memory://');
    server = await servePgliteOnSocket(client, path.join(socketDir, '.s.PGSQL.5432'));
    await client.exec('create table marks (id int primary key, note text, bytes bytea)');
  });
  afterAll(async () => {
    await server.close();
    await client.close();
  });

  it("keeps a connection's transaction to itself: another connection waits until it ends", async () => {
    const [first, second] = [await connect(), await connect()];
    try {
      await first.query('begin');
      await first.query("insert into marks (id, note) values (1, 'never committed')");
      // On PGlite's one session, without the wait this read would run inside the open transaction.
      const read = second.query('select count(*)::int as count from marks where id = 1');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await first.query('rollback');
      expect((await read).rows).toEqual([{ count: 0 }]);
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the next one', async () => {
    const gone = await connect();
    await gone.query('begin');
    await gone.query("insert into marks (id, note) values (2, 'half done')");
    gone.on('error', () => {});
    (gone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const next = await connect();
    try {
      const { rows } = await next.query('select count(*)::int as count from marks where id = 2');
      expect(rows).toEqual([{ count: 0 }]);
      expect(client.isInTransaction()).toBe(false);
    } finally {
      await next.end();
    }
  });

  it('carries large binary parameters whole, in both directions', async () => {
    const bytes = Buffer.alloc(3_000_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 251;
    const connection = await connect();
    try {
      await connection.query('insert into marks (id, bytes) values (3, $1)', [bytes]);
      const { rows } = await connection.query<{ bytes: Buffer }>('select bytes from marks where id = 3');
      expect(Buffer.compare(rows[0]!.bytes, bytes)).toBe(0);
    } finally {
      await connection.end();
    }
  });

  it('lets a new connection prepare the statement names the last one prepared', async () => {
    for (let round = 0; round < 2; round++) {
      const connection = await connect();
      try {
        const { rows } = await connection.query({
          name: 'mark_note',
          text: 'select $1::int + 1 as next',
          values: [round],
        });
        expect(rows).toEqual([{ next: round + 1 }]);
      } finally {
        await connection.end();
      }
    }
  });

  it('answers an error and goes on: the session is not left in a failed transaction', async () => {
    const connection = await connect();
    try {
      await expect(connection.query('select * from no_such_table')).rejects.toThrow(/does not exist/);
      expect((await connection.query('select 41 + 1 as answer')).rows).toEqual([{ answer: 42 }]);
    } finally {
      await connection.end();
    }
  });
});

describe.skipIf(template.kind !== 'embedded')("the server's embedded database process", () => {
  it('keeps what was written across a close, and is the server itself no longer', async () => {
    const dataDir = mkdtempSync(path.join(workDir, 'data-'));
    const database = await openDatabase({ dataDir, ownProcess: true });
    expect(database.driver).toBe('node-postgres');
    expect(database.kind).toBe('embedded');
    await database.executeSql('create table kept (note text)');
    await database.transaction((executeSql) => executeSql("insert into kept values ('still here')"));
    await database.close();
    expect(existsSync(databaseLockFile(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    try {
      expect((await again.executeSql('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    } finally {
      await again.close();
    }
  });

  it('tells the server when its database process stops unasked', async () => {
    const dataDir = mkdtempSync(path.join(workDir, 'data-'));
    const reasons: string[] = [];
    const database = await openDatabase({
      dataDir,
      ownProcess: true,
      onProcessExit: (reason) => reasons.push(reason),
    });
    const { pid } = JSON.parse(readFileSync(databaseLockFile(dataDir), 'utf8')) as { pid: number };
    process.kill(pid, 'SIGKILL');
    await until(async () => reasons.length > 0, 'the exit reported', 10_000);
    expect(reasons[0]).toMatch(/embedded database's process stopped \(signal SIGKILL\)/);
    await database.close();
  });

  it('goes when its server is killed outright, checkpointed, and a server started at once opens the folder', async () => {
    const dataDir = mkdtempSync(path.join(workDir, 'data-'));
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' };
    const first = await startServerProcess(env);
    const { pid } = JSON.parse(readFileSync(databaseLockFile(dataDir), 'utf8')) as { pid: number };
    // As `npm start` runs it: the bundle, without tsx's loader, PGlite on Liftoff alone.
    if (process.platform === 'linux') {
      const commandLine = readFileSync(`/proc/${first.child.pid}/cmdline`, 'utf8').split('\0');
      const databaseCommandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(commandLine.some((arg) => arg.endsWith('dist/server.mjs'))).toBe(true);
      expect(databaseCommandLine.some((arg) => arg.endsWith('dist/embedded-database-process.mjs'))).toBe(
        true,
      );
      expect(databaseCommandLine).toContain('--liftoff-only');
      expect([...commandLine, ...databaseCommandLine].some((arg) => arg.includes('tsx'))).toBe(false);
      // Its memory is in /metrics beside the server's (a local run answers this machine).
      const metrics = await (await fetch(`${first.url}/metrics`)).text();
      const resident = /^tricoach_embedded_database_resident_memory_bytes (\d+)$/m.exec(metrics)?.[1];
      expect(Number(resident)).toBeGreaterThan(50 * 1024 * 1024);
    }
    const signup = await fetch(`${first.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'Kept-password-1' }),
    });
    expect(signup.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;
    // Started at once: its database process waits for the old one to finish with the folder.
    const second = await startServerProcess(env);
    try {
      // Gone: its exit may trail the lock it released by a moment, and the process that inherited
      // it from the killed server may not have collected it yet (a zombie holds nothing).
      await expect.poll(() => isProcessRunning(pid), { timeout: 10_000 }).toBe(false);
      const again = await fetch(`${second.url}/api/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'Kept-password-1' }),
      });
      expect(again.status).toBe(409);
    } finally {
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }
    expect(existsSync(databaseLockFile(dataDir))).toBe(false);
  });

  it('goes when its server is killed while it is still starting', async () => {
    const dataDir = mkdtempSync(path.join(workDir, 'data-'));
    const server = spawn(process.execPath, [...SERVER_V8_FLAGS, '--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    // The database process notes itself before it opens PGlite (and migrates a new folder).
    const { pid } = await until(
      async () => {
        try {
          return JSON.parse(readFileSync(databaseLockFile(dataDir), 'utf8')) as { pid: number };
        } catch {
          return null;
        }
      },
      'the database process started',
      20_000,
    );
    server.kill('SIGKILL');
    await exited;
    await until(
      async () => {
        try {
          process.kill(pid, 0);
          return false;
        } catch {
          return true;
        }
      },
      'the database process gone',
      30_000,
    );
    expect(existsSync(databaseLockFile(dataDir))).toBe(false);
  });

  it('keeps a backup or a restore off the folder while a database process still has it', async () => {
    const dataDir = mkdtempSync(path.join(workDir, 'data-'));
    const stillClosing = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(
        databaseLockFile(dataDir),
        JSON.stringify({ pid: stillClosing.pid, holder: 'database', processStart: null }),
      );
      expect(() => acquireToolLock(dataDir, 'backup')).toThrow(
        `The embedded database in ${dataDir} is in use: the embedded database's process ${stillClosing.pid} (started by a server) still has it open. Wait a moment for it to close`,
      );
    } finally {
      stillClosing.kill('SIGKILL');
    }
    await new Promise((resolve) => stillClosing.once('exit', resolve));
    const release = acquireToolLock(dataDir, 'restore');
    release();
  });
});
