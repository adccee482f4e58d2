import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, ExecuteSql } from './database';

/**
 * Raw SQL on a drizzle transaction's own connection, for a library that brings its own SQL into
 * the caller's transaction (pg-boss's `send(..., { db: { executeSql } })`): its rows commit or
 * roll back with the transaction's. On PostgreSQL the connection is the transaction's pooled
 * client; on the embedded database PGlite's transaction (any other statement there would wait
 * for the transaction to end, forever).
 *
 * drizzle does not publish the connection, so it is read from the transaction's session; the
 * plan-generation tests run this on both databases and fail if a drizzle upgrade moves it.
 */
export function sqlOfTransaction(tx: Db): ExecuteSql {
  if (!(tx instanceof PgTransaction))
    throw new Error('sqlOfTransaction needs a transaction, not the database');
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('drizzle transaction without a connection to query (drizzle internals changed?)');
  const query = client.query as (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  return (text, values) => query.call(client, text, values);
}
