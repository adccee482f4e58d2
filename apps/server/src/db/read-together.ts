import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

type Reads = readonly (() => PromiseLike<unknown>)[];

/**
 * Independent reads at once on the database (on PostgreSQL each on a pooled connection of its
 * own), or one after another inside a transaction: a transaction is one connection, which takes
 * one query at a time (node-postgres queues a second and warns that pg 9 will refuse it).
 */
export async function readTogether<const T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
