import type { Db } from './database';

/**
 * A query prepared once per database (drizzle `.prepare`: its SQL built once, and parsed once per
 * connection) for the reads most page calls start with. Given a transaction's executor it
 * prepares for that transaction, which is correct, just not kept past it.
 */
export function preparedOn<Q>(db: Db, queries: WeakMap<Db, Q>, prepare: (db: Db) => Q): Q {
  let query = queries.get(db);
  if (!query) {
    query = prepare(db);
    queries.set(db, query);
  }
  return query;
}
