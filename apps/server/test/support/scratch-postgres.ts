import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEMPLATE_DB } from '../global-setup';

/**
 * A database of its own on the tests' PostgreSQL server, copied from the migrated template, for
 * tests that start real server processes on it: its URL (known before it exists, so a describe
 * can build its processes' settings), and `create`/`drop` for beforeAll/afterAll. `db` is the
 * test's own connection to it, for reading and for holding locks.
 */
export function scratchPostgres(serverUrl: string) {
  const name = `tricoach_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let admin: pg.Client | undefined;
  let db: pg.Client | undefined;
  return {
    url: url.toString(),
    get db(): pg.Client {
      if (!db) throw new Error('the scratch database is not created yet');
      return db;
    },
    async create() {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
    },
    async drop() {
      await db?.end();
      await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin?.end();
    },
  };
}
