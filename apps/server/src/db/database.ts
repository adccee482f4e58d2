import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  ping(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss): several statements allowed when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Finishes pending writes and closes; the embedded database flushes to its data folder. */
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Embedded data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openEmbedded(options);
  await runMigrations(database);
  return database;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    close: () => pool.end(),
  };
}

async function openEmbedded(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? './data';
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(isMemory ? dataDir : path.join(dataDir, 'pglite'), {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
    close: async () => {
      // A CHECKPOINT writes every dirty page before PGlite closes, so a restart after Ctrl-C loses nothing.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'postgres') {
    // Many API processes may start together against one PostgreSQL: an advisory lock makes one migrate at a time.
    await database.db.execute(sql`select pg_advisory_lock(72656)`);
    try {
      await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(72656)`);
    }
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}
