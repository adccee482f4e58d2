import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { loadKeyRing } from '../src/identity/keys';
import { scratchPostgres } from './support/scratch-postgres';

/**
 * Processes that start together on a database without a signing key (a fresh deployment scaled
 * to several processes) must agree on one key: a process signing with a key the others never
 * loaded makes every token it issues a 401 on them.
 */
const template = inject('databaseTemplate');
const onPostgres = template.kind === 'postgres';

describe.runIf(onPostgres)('the first signing key on PostgreSQL', () => {
  const scratch = scratchPostgres(onPostgres ? template.value : 'postgres://unused/');
  const processes: Database[] = [];

  beforeAll(async () => {
    await scratch.create();
    for (let i = 0; i < 4; i += 1) processes.push(await openDatabase({ databaseUrl: scratch.url }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((database) => database.close()));
    await scratch.drop();
  });

  it('is made once when several processes start at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      await scratch.db.query('DELETE FROM signing_keys');
      // Two loads per process: the pool's connections race as well as the processes.
      const rings = await Promise.all(
        [...processes, ...processes].map((database) => loadKeyRing(database.db)),
      );
      const stored = await scratch.db.query<{ kid: string }>('SELECT kid FROM signing_keys');
      expect(stored.rows).toHaveLength(1);
      for (const ring of rings) {
        expect(ring.kid).toBe(stored.rows[0]!.kid);
        expect(ring.jwks.keys.map((key) => key.kid)).toEqual([ring.kid]);
      }
    }
  });
});
