import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BackupError } from './backup-error';
import { acquireToolLock } from './data-dir-lock';
import { findPostgresTool, libpqConnection } from './postgres-tools';

export { BackupError };

const gzipAsync = promisify(gzip);

/** Where the database is, read from the server's own settings (DATABASE_URL, DATA_DIR). */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export type BackupKind = 'embedded' | 'postgres';

export const kindOf = (target: BackupTarget): BackupKind => (target.databaseUrl ? 'postgres' : 'embedded');

/** The embedded database's own folder inside DATA_DIR (as apps/server/src/db/database.ts opens it). */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pglite');

const compactStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** backups/tricoach-20260304T101500Z.dump (PostgreSQL) or .tar.gz (embedded). */
export function defaultBackupFile(kind: BackupKind, now: Date): string {
  return path.join('backups', `tricoach-${compactStamp(now)}.${kind === 'embedded' ? 'tar.gz' : 'dump'}`);
}

/**
 * PostgreSQL: `pg_dump -Fc`, consistent while the app runs (one snapshot). Embedded: a gzipped
 * tar of the data folder made by PGlite itself (`dumpDataDir`), only while the server is stopped.
 * Written to `<file>.partial` and renamed when whole: a backup file is never half-written, and an
 * existing file is never overwritten.
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ kind: BackupKind; file: string; bytes: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: give another file name.`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.databaseUrl) await dumpPostgres(target.databaseUrl, partial);
    else await dumpEmbedded(target.dataDir, partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { kind: kindOf(target), file, bytes: statSync(file).size };
}

export interface RestoreOptions {
  /** Replace a database that already holds data (embedded: it is kept aside, not deleted). */
  force?: boolean;
  /** Names the folder an embedded restore keeps the replaced database in. */
  now: Date;
}

/**
 * Puts a backup back, all or nothing. PostgreSQL: one transaction that empties the database and
 * replays the dump (refused while other sessions are connected). Embedded: the backup is
 * unpacked and opened in a folder beside the database, then swapped in (refused while the server runs).
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: RestoreOptions,
): Promise<{ kind: BackupKind; replaced?: string }> {
  const fileKind = backupKindOfFile(file);
  const kind = kindOf(target);
  if (fileKind !== kind) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a backup of the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR (${target.dataDir}). Moving data between the embedded database and PostgreSQL is not supported by restore.`
        : `${file} is a PostgreSQL dump (pg_dump), but DATABASE_URL is not set: set it to the database to restore into.`,
    );
  }
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file, options.force ?? false);
    return { kind };
  }
  const replaced = await restoreEmbedded(target.dataDir, file, options);
  return { kind, ...(replaced ? { replaced } : {}) };
}

/** What a file is, from its first bytes: a pg_dump custom archive ("PGDMP") or a gzip (the embedded tarball). */
function backupKindOfFile(file: string): BackupKind {
  let header: Buffer;
  try {
    if (statSync(file).isDirectory()) throw new BackupError(`${file} is a folder, not a backup file.`);
    const fd = openSync(file, 'r');
    header = Buffer.alloc(5);
    readSync(fd, header, 0, 5, 0);
    closeSync(fd);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT' ? `${file} does not exist.` : `${file} cannot be read: ${(error as Error).message}`,
    );
  }
  if (header.toString('latin1') === 'PGDMP') return 'postgres';
  if (header[0] === 0x1f && header[1] === 0x8b) return 'embedded';
  throw new BackupError(
    `${file} is not a Tricoach backup: expected a .dump made by \`npm run backup\` on PostgreSQL (pg_dump's custom format) or a .tar.gz made by it on the embedded database.`,
  );
}

// ── embedded ────────────────────────────────────────────────────────────────────────────────

async function dumpEmbedded(dataDir: string, out: string): Promise<void> {
  const dir = embeddedDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dir}: check DATA_DIR (now ${dataDir}), or set DATABASE_URL to back up a PostgreSQL database.`,
    );
  }
  const release = acquireToolLock(dataDir, 'backup');
  try {
    const client = new PGlite(dir);
    try {
      await client.waitReady;
      await client.query('CHECKPOINT');
      // PGlite's own gzip is level 6; level 1 is twice as fast for a file 15 % larger.
      const dump = await client.dumpDataDir('none');
      writeFileSync(out, await gzipAsync(Buffer.from(await dump.arrayBuffer()), { level: 1 }));
    } finally {
      await client.close().catch(() => {});
    }
  } finally {
    release();
  }
}

async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: RestoreOptions,
): Promise<string | undefined> {
  const dir = embeddedDir(dataDir);
  const occupied = existsSync(dir) && readdirSync(dir).length > 0;
  if (occupied && !options.force) {
    throw new BackupError(
      `${dir} already holds a database: pass --force to replace it (the current one is kept aside as ${path.basename(dir)}.replaced-<time>).`,
    );
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(readFileSync(file));
  } catch (error) {
    throw new BackupError(`${file} is damaged: it does not decompress (${(error as Error).message}).`);
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupError(`${file} is not a backup of the embedded database (no tar archive inside).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquireToolLock(dataDir, 'restore');
  const staging = mkdtempSync(path.join(dataDir, 'pglite.restoring-'));
  try {
    const client = new PGlite(staging, { loadDataDir: new Blob([tar]) });
    try {
      await client.waitReady;
      await client.query('select count(*) from drizzle.__drizzle_migrations').catch(() => {
        throw new BackupError(`${file} holds a database, but not Tricoach's (it has no migrations table).`);
      });
      await client.query('CHECKPOINT');
    } finally {
      await client.close().catch(() => {});
    }
    let replaced: string | undefined;
    if (occupied) {
      replaced = `${dir}.replaced-${compactStamp(options.now)}`;
      renameSync(dir, replaced);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    renameSync(staging, dir);
    return replaced;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be opened as an embedded database: ${(error as Error).message}`);
  } finally {
    release();
  }
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 10_000,
    application_name: 'tricoach-backup',
  });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
  return Math.floor(Number(rows[0]?.v) / 10_000);
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.error) throw new BackupError(`${command} could not run: ${result.error.message}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

async function dumpPostgres(databaseUrl: string, out: string): Promise<void> {
  const major = await withClient(databaseUrl, serverMajor);
  const pgDump = findPostgresTool('pg_dump', major);
  const connection = libpqConnection(databaseUrl);
  const result = run(
    pgDump,
    ['--format=custom', '--no-password', `--file=${out}`, connection.url],
    connection.env,
  );
  if (result.status !== 0)
    throw new BackupError(`pg_dump failed: ${result.stderr || `exit ${result.status}`}`);
}

/**
 * Run before the dump's own statements, in the same transaction: drops every object of the
 * database (every schema but public and the system's, and everything in public), so that the
 * database is exactly the backup afterwards, without tables a newer migration added since
 * (pg_restore --clean drops only what the dump holds).
 */
const EMPTY_DATABASE = `
SET client_min_messages = error;
BEGIN;
DO $tricoach_restore$
DECLARE
  statements text[];
  statement text;
  public_schema oid := (SELECT oid FROM pg_namespace WHERE nspname = 'public');
BEGIN
  statements := ARRAY(
    SELECT format('DROP SCHEMA %I CASCADE', n.nspname) FROM pg_namespace n
    WHERE n.nspname <> 'public' AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_namespace'::regclass AND d.objid = n.oid AND d.deptype = 'e'));
  FOREACH statement IN ARRAY statements LOOP EXECUTE statement; END LOOP;
  statements := ARRAY(
    SELECT format('DROP %s IF EXISTS public.%I CASCADE',
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
        WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, c.relname)
    FROM pg_class c
    WHERE c.relnamespace = public_schema AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e'));
  FOREACH statement IN ARRAY statements LOOP EXECUTE statement; END LOOP;
  statements := ARRAY(
    SELECT format('DROP %s IF EXISTS public.%I CASCADE', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.typname)
    FROM pg_type t
    WHERE t.typnamespace = public_schema AND t.typtype IN ('e', 'd', 'r', 'c')
      AND (t.typrelid = 0 OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e'));
  FOREACH statement IN ARRAY statements LOOP EXECUTE statement; END LOOP;
  statements := ARRAY(
    SELECT format('DROP ROUTINE IF EXISTS public.%I(%s) CASCADE', p.proname, pg_get_function_identity_arguments(p.oid))
    FROM pg_proc p
    WHERE p.pronamespace = public_schema AND p.prokind IN ('f', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'));
  FOREACH statement IN ARRAY statements LOOP EXECUTE statement; END LOOP;
END
$tricoach_restore$;
`;

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const major = await withClient(databaseUrl, async (client) => {
    const { rows: others } = await client.query<{
      pid: number;
      application_name: string;
      usename: string | null;
      client_addr: string | null;
    }>(
      `SELECT pid, application_name, usename, host(client_addr) AS client_addr FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (others.length > 0) {
      const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
      const who = others
        .slice(0, 5)
        .map(
          (row) =>
            `${row.application_name || 'unnamed'} (${row.usename ?? '?'}${row.client_addr ? ` from ${row.client_addr}` : ''}, pid ${row.pid})`,
        )
        .join(', ');
      throw new BackupError(
        `${others.length} other connection${others.length === 1 ? ' is' : 's are'} open to the database "${rows[0]?.db}": ${who}${others.length > 5 ? ', ...' : ''}. ` +
          'Stop every Tricoach process (and other clients of this database) before a restore: it replaces everything in the database.',
      );
    }
    const { rows } = await client.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind IN ('r', 'p') AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%') AS used`,
    );
    if (rows[0]?.used && !force) {
      throw new BackupError(
        'The database of DATABASE_URL already holds tables: pass --force to replace everything in it with the backup.',
      );
    }
    return serverMajor(client);
  });
  const pgRestore = findPostgresTool('pg_restore', major);
  const psql = findPostgresTool('psql', major, process.env, path.dirname(pgRestore));
  const connection = libpqConnection(databaseUrl);

  const listing = run(pgRestore, ['--list', file], {});
  if (listing.status !== 0) {
    throw new BackupError(
      `${file} cannot be read by ${pgRestore}: ${listing.stderr || `exit ${listing.status}`}`,
    );
  }
  if (!/ TABLE drizzle __drizzle_migrations /.test(listing.stdout)) {
    throw new BackupError(
      `${file} is a pg_dump archive, but not of a Tricoach database (it has no migrations table).`,
    );
  }

  // pg_restore writes the dump as SQL (its --single-transaction adds a COMMIT only once all of it
  // is written) into psql, after EMPTY_DATABASE has opened the transaction: if either fails, psql
  // ends without COMMIT and PostgreSQL rolls everything back.
  const restore = spawn(pgRestore, ['--no-owner', '--single-transaction', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const apply = spawn(
    psql,
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--no-password', `--dbname=${connection.url}`],
    {
      env: { ...process.env, ...connection.env },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const collect = (stream: NodeJS.ReadableStream) => {
    let text = '';
    stream.on('data', (chunk) => (text = (text + String(chunk)).slice(-4000)));
    return () => text.trim();
  };
  const restoreErr = collect(restore.stderr);
  const applyErr = collect(apply.stderr);
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(-1));
      child.once('close', (code) => resolve(code));
    });
  apply.stdin.on('error', () => {}); // psql stopped early (an error): its own exit says why
  apply.stdin.write(EMPTY_DATABASE);
  restore.stdout.pipe(apply.stdin);
  const [restoreCode, applyCode] = await Promise.all([exited(restore), exited(apply)]);
  if (restoreCode !== 0 || applyCode !== 0) {
    const detail =
      applyCode !== 0 ? applyErr() || `psql exit ${applyCode}` : restoreErr() || `exit ${restoreCode}`;
    throw new BackupError(
      `The restore failed and was rolled back (the database is as it was): ${applyCode !== 0 ? 'psql' : 'pg_restore'}: ${detail}`,
    );
  }
}
