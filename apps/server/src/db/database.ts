import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { EMBEDDED_DATABASE_V8_FLAGS } from '../v8-flags';
import { isDatabaseUnavailable } from './database-errors';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /**
   * How this process reaches it: node-postgres over a socket (PostgreSQL, or the embedded database
   * in a process of its own) or PGlite in this very process (tests, the backup tool, seeding).
   */
  driver: 'node-postgres' | 'pglite';
  ping(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss): several statements allowed when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * One statement kept prepared under `name` on the connection (node-postgres), so it is planned
   * once: for statements run every second (the job queue's watch). PGlite in this process plans it
   * each time.
   */
  executePreparedSql(name: string, text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Raw SQL statements in one transaction on one connection: committed if `work` resolves, else rolled back. */
  transaction<T>(work: (executeSql: ExecuteSql) => Promise<T>): Promise<T>;
  /** Finishes pending writes and closes; the embedded database flushes to its data folder. */
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (metrics); null for the embedded database, one in-process connection. */
  poolStats(): PoolStats | null;
  /**
   * PostgreSQL: a new connection outside the pool, not yet connected, for session-level state (the
   * job leases' advisory locks); the caller connects and ends it. Null for the embedded database.
   */
  dedicatedConnection(): pg.Client | null;
  /** The embedded database's own process, whose memory /metrics reports; unset otherwise. */
  processId?: number;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small or the database too slow. */
  waiting: number;
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Told about a pooled connection that failed while idle (PostgreSQL restarted): logged, never thrown. */
  onConnectionError?: (error: Error) => void;
  /** How long a start waits for PostgreSQL to answer and migrate (a database still starting). */
  startTimeoutMs?: number;
  /** Embedded data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
  /**
   * Embedded: PGlite runs in a child process of its own (`embedded-database-process.ts`) and this
   * one talks to it over a private socket, as to PostgreSQL. The server does this (its memory and
   * event loop stay its own); tests and tools open PGlite in their process.
   */
  ownProcess?: boolean;
  /** Told when the embedded database's own process stops without being asked to. */
  onProcessExit?: (reason: string) => void;
}

/** A request waits at most this long for a connection: then it answers 503, it does not hang. */
const CONNECT_TIMEOUT_MS = 5_000;
/** No statement of the app runs this long; a hung database answers 503 after it (pg cancels client-side). */
const QUERY_TIMEOUT_MS = 30_000;
const START_RETRY_MS = 2_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) {
    if (options.ownProcess) return openEmbeddedInOwnProcess(options);
    return (await openMigratedPglite(options)).database;
  }
  const { database, pool } = await openPostgres(options.databaseUrl, options.onConnectionError);
  // A database still starting (or restarting) is waited for, not a reason to exit.
  // Elapsed time, not the clock: a monotonic deadline for a retry loop.
  const deadline = performance.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    try {
      await migratePostgres(database, pool);
      return database;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || performance.now() > deadline) {
        await database.close().catch(() => {});
        throw error;
      }
      options.onConnectionError?.(error as Error);
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}

async function openPostgres(
  databaseUrl: string,
  onConnectionError: ((error: Error) => void) | undefined,
): Promise<{ database: Database; pool: pg.Pool }> {
  const connection = {
    connectionString: databaseUrl,
    // Names the app's sessions in pg_stat_activity (an operator's view, and restore's refusal).
    application_name: 'tricoach',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: QUERY_TIMEOUT_MS * 2,
  };
  const pool = new pg.Pool({ ...connection, max: 10 });
  // An idle pooled connection that dies (PostgreSQL restarted) emits 'error' on the pool: without
  // a listener that is an uncaught exception and the process exits. The pool drops the client and
  // opens a new one on the next query.
  pool.on('error', (error) => onConnectionError?.(error));
  const database = poolDatabase(pool, 'postgres', () => new pg.Client(connection));
  return { database, pool };
}

/** A Database on a node-postgres pool: PostgreSQL's, or the embedded database's own process. */
function poolDatabase(
  pool: pg.Pool,
  kind: Database['kind'],
  dedicatedConnection: () => pg.Client | null,
  afterClose: () => Promise<void> = async () => {},
): Database {
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind,
    driver: 'node-postgres',
    ping: async () => void (await pool.query('select 1')),
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    executePreparedSql: async (name, text, values) => pool.query({ name, text, values: values ?? [] }),
    poolStats: () => ({
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    dedicatedConnection,
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work((text, values) => client.query(text, values));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => void (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      // Work still running as the process stops (a job's last write, a late poll) is dropped
      // instead of thrown: an ended pool rejects every call, and a caller no longer awaited
      // turns that into an unhandled rejection (seen in CI as "Cannot use a pool after calling end").
      const dropped = () => new Promise<never>(() => {});
      pool.query = dropped as unknown as typeof pool.query;
      pool.connect = dropped as unknown as typeof pool.connect;
      await pool.end();
      await afterClose();
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly heap, in the server's
 * own process, and are all touched at start (~120 MB resident). The files sit in the operating
 * system's page cache anyway, so a small buffer pool costs little for one athlete or a few hundred.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/** PGlite in this process, migrated; its client is what the embedded database's own process serves. */
export async function openMigratedPglite(
  options: OpenDatabaseOptions,
): Promise<{ client: import('@electric-sql/pglite').PGlite; database: Database }> {
  // PGlite and its driver load only for the embedded database: a server on PostgreSQL carried
  // them for nothing, ~15 MB of resident memory (measured in a process run by tsx, as the server is).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dataDir = options.dataDir ?? './data';
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(isMemory ? dataDir : path.join(dataDir, 'pglite'), {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'embedded',
    driver: 'pglite',
    ping: async () => void (await client.query('select 1')),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    executePreparedSql: async (_name, text, values) => client.query(text, values),
    poolStats: () => null,
    dedicatedConnection: () => null,
    transaction: (work) => client.transaction((tx) => work((text, values) => tx.query(text, values))),
    close: async () => {
      // A CHECKPOINT writes every dirty page before PGlite closes, so a restart after Ctrl-C loses nothing.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
  return { client, database };
}

/** Set in the production bundle (apps/server/scripts/build-server.ts): the folder it is in. */
declare const __SERVER_BUNDLE_DIR__: string | undefined;
/**
 * The database's process runs what the server runs: the bundle beside the server's bundle, or
 * the TypeScript source under tsx (tests, `npm run dev`).
 */
const EMBEDDED_PROCESS =
  typeof __SERVER_BUNDLE_DIR__ === 'string'
    ? { entry: path.join(__SERVER_BUNDLE_DIR__, 'embedded-database-process.mjs'), loader: [] }
    : {
        entry: fileURLToPath(new URL('./embedded-database-process.ts', import.meta.url)),
        loader: ['--import', 'tsx'],
      };
/** node-postgres finds a local socket as `<host folder>/.s.PGSQL.<port>`. */
const EMBEDDED_SOCKET_PORT = 5432;
/** A clean close (CHECKPOINT) of the embedded database's process takes well under this. */
const EMBEDDED_CLOSE_TIMEOUT_MS = 10_000;

/**
 * The embedded database in a child process: PGlite's WebAssembly heap and its queries run there,
 * the server reaches it over a socket in a private folder (mode 0700, so no other local user can
 * connect: PGlite asks for no password). The child migrates before it answers.
 */
async function openEmbeddedInOwnProcess(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? './data';
  mkdirSync(dataDir, { recursive: true });
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'tricoach-db-'));
  const child = fork(
    EMBEDDED_PROCESS.entry,
    [dataDir, path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`)],
    {
      execArgv: [...EMBEDDED_DATABASE_V8_FLAGS, ...EMBEDDED_PROCESS.loader],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  let closing = false;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`)),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', (message: { ready?: boolean; error?: string }) =>
        message.ready ? resolve() : reject(new Error(message.error ?? 'the embedded database did not start')),
      );
      void exited.then((reason) =>
        reject(new Error(`the embedded database stopped while starting (${reason})`)),
      );
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  void exited.then((reason) => {
    if (!closing) options.onProcessExit?.(`the embedded database's process stopped (${reason})`);
  });
  const pool = new pg.Pool({
    host: socketDir,
    port: EMBEDDED_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    // PGlite is one session: one connection, kept open (its named prepared statements live in the
    // session, and a second connection would prepare the same names again).
    max: 1,
    idleTimeoutMillis: 0,
    // Every request waits its turn for that connection, as it did in-process: it answers 503 only
    // after the longest statement the app allows.
    connectionTimeoutMillis: QUERY_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  pool.on('error', (error) => options.onConnectionError?.(error));
  const database = poolDatabase(
    pool,
    'embedded',
    () => null,
    async () => {
      closing = true;
      // Disconnecting is the child's signal to CHECKPOINT and close (it ignores Ctrl-C, which reaches
      // both processes: the server decides when the database closes, after its last request).
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), EMBEDDED_CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      rmSync(socketDir, { recursive: true, force: true });
    },
  );
  if (child.pid !== undefined) database.processId = child.pid;
  return database;
}

/**
 * Many API processes may start together against one PostgreSQL: an advisory lock makes one
 * migrate at a time. The lock is session-level, so it is taken and given back on one dedicated
 * connection (through the pool, the unlock could land on another connection and leave it held).
 */
async function migratePostgres(database: Database, pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  let broken = false;
  try {
    await lock.query('select pg_advisory_lock(72656)');
    try {
      await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], {
        migrationsFolder: MIGRATIONS_DIR,
      });
    } finally {
      await lock.query('select pg_advisory_unlock(72656)');
    }
  } catch (error) {
    broken = isDatabaseUnavailable(error);
    throw error;
  } finally {
    // A connection that failed is dropped, not handed to the next query.
    lock.release(broken);
  }
}
