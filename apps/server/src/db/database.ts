import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-errors';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  ping(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss): several statements allowed when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
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
}

/** A request waits at most this long for a connection: then it answers 503, it does not hang. */
const CONNECT_TIMEOUT_MS = 5_000;
/** No statement of the app runs this long; a hung database answers 503 after it (pg cancels client-side). */
const QUERY_TIMEOUT_MS = 30_000;
const START_RETRY_MS = 2_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) {
    const embedded = await openEmbedded(options);
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(embedded.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return embedded;
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
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    poolStats: () => ({
      max: pool.options.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    dedicatedConnection: () => new pg.Client(connection),
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
    },
  };
  return { database, pool };
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly heap, in the server's
 * own process, and are all touched at start (~120 MB resident). The files sit in the operating
 * system's page cache anyway, so a small buffer pool costs little for one athlete or a few hundred.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

async function openEmbedded(options: OpenDatabaseOptions): Promise<Database> {
  // PGlite and its driver load only for the embedded database: a server on PostgreSQL carried
  // them for nothing, ~15 MB of resident memory (measured in a process run by tsx, as the server is).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const dataDir = options.dataDir ?? './data';
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(isMemory ? dataDir : path.join(dataDir, 'pglite'), {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    ping: async () => void (await client.query('select 1')),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    poolStats: () => null,
    dedicatedConnection: () => null,
    transaction: (work) => client.transaction((tx) => work((text, values) => tx.query(text, values))),
    close: async () => {
      // A CHECKPOINT writes every dirty page before PGlite closes, so a restart after Ctrl-C loses nothing.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
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
