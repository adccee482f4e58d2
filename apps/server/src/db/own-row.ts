import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors';
import type { Db } from './database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a uuid as the tables store their ids. Checked before a query: a uuid column
 * refuses other text with an error, and such a value names no row anyway.
 */
export const isUuid = (value: string): boolean => UUID.test(value);

/** A table of rows that each belong to one athlete and are addressed by a uuid `id`. */
type AthleteOwnedTable = PgTable & { id: PgColumn; athleteId: PgColumn };

/**
 * One of the athlete's own rows of `table`, by id. Another athlete's row, a malformed id or no
 * row at all are the same 404 with `notFoundMessage`, so a caller learns nothing of other
 * athletes' ids. `alsoWhere`: what the row must meet besides to exist for the athlete (say, not
 * deleted).
 */
export async function ownRow<T extends AthleteOwnedTable>(
  db: Db,
  table: T,
  athleteId: string,
  id: string,
  notFoundMessage: string,
  ...alsoWhere: (SQL | undefined)[]
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw notFound(notFoundMessage);
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.athleteId, athleteId), ...alsoWhere))) as T['$inferSelect'][];
  if (!row) throw notFound(notFoundMessage);
  return row;
}
